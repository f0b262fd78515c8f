import { graphql } from '../../../gql';

/** The closing report the center sent to the school (its non-clinical part), by request and, when known, by id. */
export const SentClosingReportQuery = graphql(`
  query SentClosingReportQuery($requestId: Int!, $closingReportId: Int) {
    sentClosingReport(requestId: $requestId, closingReportId: $closingReportId) {
      id
      requestId
      closingDate
      closingTypeName
      interventionTargetNames
      interventionTargetEtc
      interventionsCntRI
      interventionsCntLS
      interventionsCntSV
      interventionsCntIL
      interventionsCntM
      sentAt
    }
  }
`);
