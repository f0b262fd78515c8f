import { graphql } from '../../gql';

export const SchoolAuthCodeSchoolsQuery = graphql(`
  query SchoolAuthCodeSchoolsQuery($keyword: String) {
    schools(keyword: $keyword, size: 20) {
      content {
        id
        name
        type
      }
    }
  }
`);

export const SchoolAuthCodeOwnSchoolQuery = graphql(`
  query SchoolAuthCodeOwnSchoolQuery($id: ID!) {
    school(id: $id) {
      id
      name
      type
    }
  }
`);

export const SchoolAuthCodePageQuery = graphql(`
  query SchoolAuthCodePageQuery($schoolId: ID!) {
    schoolAuthenticationCode(schoolId: $schoolId) {
      schoolId
      code
      updatedAt
    }
  }
`);

export const UpdateSchoolAuthCodeMutation = graphql(`
  mutation UpdateSchoolAuthCodeMutation($input: AuthenticationCodeInput!) {
    updateSchoolAuthenticationCode(input: $input) {
      schoolId
      code
      updatedAt
    }
  }
`);

export const CheckSchoolAuthCodeMutation = graphql(`
  mutation CheckSchoolAuthCodeMutation($input: AuthenticationCodeCheckInput!) {
    checkSchoolAuthenticationCode(input: $input)
  }
`);
