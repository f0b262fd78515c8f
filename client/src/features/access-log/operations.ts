import { graphql } from '../../gql';

export const AccessLogPageQuery = graphql(`
  query AccessLogPageQuery(
    $loginId: String
    $subjectType: String
    $subjectId: String
    $action: AccessAction
    $from: String
    $to: String
    $page: Int
    $size: Int
  ) {
    accessLogs(loginId: $loginId, subjectType: $subjectType, subjectId: $subjectId, action: $action, from: $from, to: $to, page: $page, size: $size) {
      totalElements
      totalCapped
      totalPages
      current
      pageSize
      content {
        id
        createdAt
        actorType
        loginId
        role
        ip
        action
        subjectType
        subjectId
        count
        reason
        detail
      }
    }
    accessLogSubjects {
      value
      label
    }
  }
`);
