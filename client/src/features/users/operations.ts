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
    can {
      update
      changeStatus
      changeRole
      delete
    }
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
    abilities {
      assignableRoles
    }
  }
`);

export const ApproveAccountMutation = graphql(`
  mutation ApproveAccountMutation($id: Int!) {
    approveAccount(id: $id) {
      ...UserDetailPage_account
    }
  }
`);

export const SetAccountStatusMutation = graphql(`
  mutation SetAccountStatusMutation($id: Int!, $status: AccountStatus!) {
    setAccountStatus(id: $id, status: $status) {
      ...UserDetailPage_account
    }
  }
`);

export const ChangeAccountRoleMutation = graphql(`
  mutation ChangeAccountRoleMutation($id: Int!, $input: AccountRoleInput!) {
    changeAccountRole(id: $id, input: $input) {
      ...UserDetailPage_account
    }
  }
`);

export const DeleteAccountMutation = graphql(`
  mutation DeleteAccountMutation($id: Int!) {
    deleteAccount(id: $id)
  }
`);
