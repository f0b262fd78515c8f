import { graphql } from '../../../gql';
import { downloadFile } from '../../../shared/download';

/** The student's timeline of a case: screenings of every year, SDQ-KR and CGI before and after, the case's events. */
export const CaseTimelineQuery = graphql(`
  query CaseTimelineQuery($requestId: Int!) {
    caseTimeline(requestId: $requestId) {
      requestId
      screenings {
        evaluationId
        year
        studentCode
        referred
        normDemo
        crisis
        total {
          t
          rangeName
        }
        categories {
          scale
          name
          t
          rangeName
        }
      }
      sdq {
        informant
        informantName
        preDoneAt
        postDoneAt
        rows {
          measure
          name
          higherIsBetter
          pre
          preBand
          post
          postBand
          change
          direction
        }
      }
      cgi {
        preS
        postS
        changeS
        direction
        postI
        preSName
        postSName
        postIName
      }
      events {
        date
        kind
        label
        detail
      }
    }
  }
`);

/** POST svs-u/case-management/{requestId}/timeline-excel-download: the change table, screenings and events. */
export const downloadTimelineExcel = (requestId: number, fileName: string, reason: string) =>
  downloadFile('POST', `svs-u/case-management/${requestId}/timeline-excel-download`, '학생변화추이.xlsx', { fileName, reason });
