import { graphql } from '../../gql';

export const MyPage_me = graphql(`
  fragment MyPage_me on Account {
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
    alarmSettings {
      requestAccept
      closingReport
      notice
      request
      assignment
      inDepthEvaluation
      postEvaluation
      reply
      closingResult
      faq
    }
    createdAt
    lastLoginAt
  }
`);

export const MyPageQuery = graphql(`
  query MyPageQuery {
    me {
      ...MyPage_me
    }
  }
`);

export const CheckPasswordMutation = graphql(`
  mutation CheckPasswordMutation($input: PasswordInput!) {
    checkPassword(input: $input)
  }
`);

export const UpdateMeMutation = graphql(`
  mutation UpdateMeMutation($input: AccountMeInput!) {
    updateMe(input: $input) {
      ...MyPage_me
    }
  }
`);

export const ResignMutation = graphql(`
  mutation ResignMutation($input: PasswordInput!) {
    resign(input: $input)
  }
`);

export const EnterSchoolAuthCodeMutation = graphql(`
  mutation EnterSchoolAuthCodeMutation($input: AuthenticationCodeCheckInput!) {
    checkSchoolAuthenticationCode(input: $input)
  }
`);
