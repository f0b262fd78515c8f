import { graphql } from '../../gql';

export const UserDetailPage_account = graphql(`
  fragment UserDetailPage_account on Account {
    id
    loginId
    name
    email
    mobile
    number
    role
    roleName
    status
    sdCode
    sggCode
    schoolId
    schoolName
    centerId
    centerName
    occupationPosition
    occupation
    occupationEtc
    certificates
    certificateEtc
    authenticationCodeStatus
    lastLoginAt
    approvedAt
    createdAt
  }
`);

export const UserListPageQuery = graphql(`
  query UserListPageQuery($userType: String, $keyword: String, $page: Int, $size: Int) {
    accounts(userType: $userType, keyword: $keyword, page: $page, size: $size) {
      totalElements
      totalCapped
      totalPages
      current
      pageSize
      content {
        id
        loginId
        name
        role
        roleName
        schoolName
        centerName
        sdCode
        mobile
        status
        createdAt
      }
    }
  }
`);

export const UserDetailPageQuery = graphql(`
  query UserDetailPageQuery($id: Int!) {
    account(id: $id) {
      ...UserDetailPage_account
    }
  }
`);

export const UpdateAccountMutation = graphql(`
  mutation UpdateAccountMutation($id: Int!, $input: AccountUpdateInput!) {
    updateAccount(id: $id, input: $input) {
      ...UserDetailPage_account
    }
  }
`);

export const DeleteAccountMutation = graphql(`
  mutation DeleteAccountMutation($id: Int!) {
    deleteAccount(id: $id)
  }
`);
