import { graphql } from '../../gql';

export const SmsSendHistoryPageQuery = graphql(`
  query SmsSendHistoryPageQuery(
    $mobile: String
    $keyword: String
    $purpose: String
    $status: SmsStatus
    $startDate: String
    $endDate: String
    $page: Int
    $size: Int
  ) {
    smsSendHistory(
      mobile: $mobile
      keyword: $keyword
      purpose: $purpose
      status: $status
      startDate: $startDate
      endDate: $endDate
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
        mobile
        content
        kind
        purpose
        purposeLabel
        status
        statusLabel
        attempts
        lastError
        createdAt
        sentAt
        nextAttemptAt
        delivery
        deliveryLabel
        deliveryReason
      }
    }
  }
`);
