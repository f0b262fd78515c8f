import { graphql } from '../../gql';

/** The filters' choices: years, 시도 and centers holding requests in the caller's reach. */
export const StatisticsOptionsQuery = graphql(`
  query StatisticsOptionsQuery {
    requestStatisticsOptions {
      years
      sidos {
        code
        name
      }
      centers {
        code
        name
      }
    }
  }
`);

/** 의뢰 통계 (00011): status and type, per month, per region. */
export const RequestStatisticsPageQuery = graphql(`
  query RequestStatisticsPageQuery($year: Int, $fromDate: String, $toDate: String, $sdCode: String, $centerId: Int) {
    requestStatistics(year: $year, fromDate: $fromDate, toDate: $toDate, sdCode: $sdCode, centerId: $centerId) {
      total
      byStatus {
        code
        name
        count
      }
      byType {
        code
        name
        count
      }
    }
    monthlyRequestStatistics(year: $year, fromDate: $fromDate, toDate: $toDate, sdCode: $sdCode, centerId: $centerId) {
      month
      requested
      approved
      closed
    }
    localRequestStatistics(year: $year, fromDate: $fromDate, toDate: $toDate, sdCode: $sdCode, centerId: $centerId) {
      code
      name
      requested
      approved
      closed
    }
  }
`);

/** 보고 통계 (00012): the approved cases (running by step, closed, report sent), per month, and the case meetings. */
export const ReportStatisticsPageQuery = graphql(`
  query ReportStatisticsPageQuery($year: Int, $fromDate: String, $toDate: String, $sdCode: String, $centerId: Int) {
    completedRequestStatistics(year: $year, fromDate: $fromDate, toDate: $toDate, sdCode: $sdCode, centerId: $centerId) {
      total
      inProgress
      closed
      reportSent
      byStep {
        code
        name
        count
      }
    }
    monthlyRequestStatistics(year: $year, fromDate: $fromDate, toDate: $toDate, sdCode: $sdCode, centerId: $centerId) {
      month
      requested
      approved
      closed
    }
    caseMinutesStatistics(year: $year, fromDate: $fromDate, toDate: $toDate, sdCode: $sdCode, centerId: $centerId) {
      meetings
      cases
      byMonth {
        code
        name
        count
      }
      byPrimaryDiagnostic {
        code
        name
        count
      }
      byInterventionPlan {
        code
        name
        count
      }
      byInstitutionalLinkage {
        code
        name
        count
      }
    }
  }
`);
