import { graphql } from '../../gql';

export const RequestListPageQuery = graphql(`
  query RequestListPageQuery(
    $status: String
    $progressStep: String
    $requestType: RequestType
    $search: String
    $sortBy: [RequestSortInput!]
    $searchTemp: String
    $page: Int
    $size: Int
  ) {
    requests(
      status: $status
      progressStep: $progressStep
      requestType: $requestType
      search: $search
      sortBy: $sortBy
      searchTemp: $searchTemp
      page: $page
      size: $size
    ) {
      totalElements
      totalCapped
      totalPages
      current
      pageSize
      content {
        id
        requestType
        status
        statusName
        progressStep
        progressStepName
        requestDate
        schoolName
        centerName
        requestTarget {
          name
          gender
          birthYear
          birthMonth
          birthDate
          mobile
        }
        grade
        classNo
        requesterName
        caseManagerName
        closingDate
        updatedAt
        screeningCrisis
      }
    }
  }
`);

export const RequestDetailQuery = graphql(`
  query RequestDetailQuery($id: Int!) {
    request(id: $id) {
      id
      requestType
      simpleEvaluationId
      status
      statusName
      progressStep
      progressStepName
      requestDate
      reqYear
      schoolId
      schoolName
      centerId
      centerName
      requestTarget {
        name
        gender
        birthYear
        birthMonth
        birthDate
        mobile
      }
      grade
      classNo
      num
      requesterId
      requesterName
      requesterInstitution
      requesterContact
      requesterFax
      caseManagerId
      caseManagerName
      rejectedMessage
      closingDate
      closingReportSentAt
      guardianContact
      guardianRelationship
      guardianRelationshipEtc
      address
      addressDetail
      postcode
      pastInterestGroup
      pastInstitutionalLinkage
      pastExperience
      ssMedicalExpensesSupport
      mainAppeal
      remark
      gcRequest
      gcRequestAt
      gcRequestMethod
      gc3rdPartyProvision
      gc3rdPartyProvisionAt
      gc3rdPartyProvisionMethod
      createdAt
      refiledAt
      rejectedAt
      cancelledAt
      approvedAt
      closedAt
      updatedAt
      screeningCrisis
      personMasked
      can {
        edit
        cancel
        approve
        reject
        assignManager
        delete
      }
    }
  }
`);

export const RequestManagersQuery = graphql(`
  query RequestManagersQuery($id: Int!) {
    requestManagers(id: $id) {
      id
      name
      role
      assigned
    }
  }
`);

/** The register screen's context: may the caller file, and the school and centers the request goes to. */
export const RequestFormContextQuery = graphql(`
  query RequestFormContextQuery {
    abilities {
      fileRequest
    }
    me {
      id
      name
      schoolId
      schoolName
    }
  }
`);

export const RequestSchoolCentersQuery = graphql(`
  query RequestSchoolCentersQuery($id: ID!) {
    school(id: $id) {
      id
      name
      centers {
        id
        name
      }
    }
  }
`);

/** A screening result a request is referred from (?simpleEvaluationId=). */
export const ReferralEvaluationQuery = graphql(`
  query ReferralEvaluationQuery($id: Int!) {
    simpleEvaluation(id: $id) {
      id
      studentCode
      gender
      mobile
      totalRange
      totalRangeName
      referable
    }
  }
`);

export const SearchAddressQuery = graphql(`
  query SearchAddressQuery($keyword: String!, $page: Int) {
    searchAddress(keyword: $keyword, page: $page) {
      totalElements
      totalPages
      current
      content {
        postcode
        roadAddress
        jibunAddress
      }
    }
  }
`);

export const FileRequestMutation = graphql(`
  mutation FileRequestMutation($input: RequestInput!) {
    fileRequest(input: $input) {
      id
      message
    }
  }
`);

/** 임시저장: a new draft (no id) or the same draft again; only the filled fields are checked. */
export const SaveRequestDraftMutation = graphql(`
  mutation SaveRequestDraftMutation($id: Int, $input: RequestDraftInput!) {
    saveRequestDraft(id: $id, input: $input) {
      id
      message
    }
  }
`);

export const UpdateRequestMutation = graphql(`
  mutation UpdateRequestMutation($id: Int!, $input: RequestInput!) {
    updateRequest(id: $id, input: $input) {
      id
      message
    }
  }
`);

export const CancelRequestMutation = graphql(`
  mutation CancelRequestMutation($id: Int!) {
    cancelRequest(id: $id) {
      id
      message
    }
  }
`);

export const DeleteRequestMutation = graphql(`
  mutation DeleteRequestMutation($id: Int!, $input: DeleteRequestInput) {
    deleteRequest(id: $id, input: $input) {
      id
      message
    }
  }
`);

export const ApproveRequestMutation = graphql(`
  mutation ApproveRequestMutation($id: Int!, $input: ApproveInput) {
    approveRequest(id: $id, input: $input) {
      id
      message
    }
  }
`);

export const RejectRequestMutation = graphql(`
  mutation RejectRequestMutation($id: Int!, $input: RejectInput!) {
    rejectRequest(id: $id, input: $input) {
      id
      message
    }
  }
`);

export const AssignRequestManagerMutation = graphql(`
  mutation AssignRequestManagerMutation($id: Int!, $input: AssignManagerInput!) {
    assignRequestManager(id: $id, input: $input) {
      id
      message
    }
  }
`);

export const RequestAbilitiesQuery = graphql(`
  query RequestAbilitiesQuery {
    abilities {
      fileRequest
    }
  }
`);
