import { graphql } from '../../../gql';

/** The case list (approved cases only: caseOnly Y, the same set as the step counts' ALL). */
export const CaseListPageQuery = graphql(`
  query CaseListPageQuery(
    $progressStep: String
    $requestType: RequestType
    $search: String
    $sortBy: [RequestSortInput!]
    $page: Int
    $size: Int
  ) {
    requests(caseOnly: "Y", progressStep: $progressStep, requestType: $requestType, search: $search, sortBy: $sortBy, page: $page, size: $size) {
      totalElements
      totalCapped
      totalPages
      current
      pageSize
      content {
        id
        requestType
        requestDate
        schoolName
        requesterName
        caseManagerName
        progressStep
        progressStepName
        status
        statusName
        closingDate
        screeningCrisis
        requestTarget {
          name
        }
      }
    }
  }
`);

export const CaseStepCountsQuery = graphql(`
  query CaseStepCountsQuery {
    requestStepCounts {
      progressStep
      count
    }
  }
`);

/** The workspace header: who, where, state and what the caller may do (no contacts are asked for). */
export const CaseWorkspaceQuery = graphql(`
  query CaseWorkspaceQuery($id: Int!) {
    request(id: $id) {
      id
      requestType
      requestDate
      approvedAt
      schoolName
      centerName
      requesterName
      requesterInstitution
      caseManagerName
      grade
      classNo
      num
      progressStep
      progressStepName
      status
      statusName
      closingDate
      closingReportSentAt
      screeningCrisis
      requestTarget {
        name
        gender
        birthYear
      }
      can {
        changeProgressStep
        completeClosing
        sendClosingReport
      }
      sdqSelfReport {
        allowed
        message
      }
    }
  }
`);

export const ChangeCaseStepMutation = graphql(`
  mutation ChangeCaseStepMutation($id: Int!, $progressStep: ProgressStep!) {
    changeRequestProgressStep(id: $id, input: { progressStep: $progressStep }) {
      id
      message
    }
  }
`);

export const CompleteCaseClosingMutation = graphql(`
  mutation CompleteCaseClosingMutation($id: Int!, $closingDate: String!) {
    completeRequestClosing(id: $id, input: { closingDate: $closingDate }) {
      id
      message
    }
  }
`);

export const SendCaseClosingReportMutation = graphql(`
  mutation SendCaseClosingReportMutation($id: Int!) {
    sendRequestClosingReport(id: $id) {
      id
      message
    }
  }
`);
