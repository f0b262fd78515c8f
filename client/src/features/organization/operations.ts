import { graphql } from '../../gql';

export const SchoolListPageQuery = graphql(`
  query SchoolListPageQuery($sdCode: String, $sggCode: String, $type: SchoolType, $keyword: String, $page: Int, $size: Int) {
    schools(sdCode: $sdCode, sggCode: $sggCode, type: $type, keyword: $keyword, page: $page, size: $size) {
      totalElements
      totalCapped
      totalPages
      current
      content {
        id
        name
        type
        sdCode
        sggCode
        address
        educationOfficeName
        createdAt
        centers {
          id
          name
        }
      }
    }
    abilities {
      createSchool
    }
  }
`);

export const SchoolIdAvailableQuery = graphql(`
  query SchoolIdAvailableQuery($id: ID!) {
    schoolIdAvailable(id: $id)
  }
`);

export const SchoolDetailPage_school = graphql(`
  fragment SchoolDetailPage_school on School {
    id
    name
    type
    address
    addressDetail
    postcode
    sdCode
    sggCode
    umdCode
    educationOfficeId
    educationOfficeName
    createdAt
    updatedAt
    can {
      update
    }
  }
`);

export const SchoolDetailPageQuery = graphql(`
  query SchoolDetailPageQuery($id: ID!) {
    school(id: $id) {
      ...SchoolDetailPage_school
    }
  }
`);

export const CreateSchoolMutation = graphql(`
  mutation CreateSchoolMutation($input: SchoolInput!) {
    createSchool(input: $input) {
      id
      name
    }
  }
`);

export const UpdateSchoolMutation = graphql(`
  mutation UpdateSchoolMutation($id: ID!, $input: SchoolUpdateInput!) {
    updateSchool(id: $id, input: $input) {
      ...SchoolDetailPage_school
    }
  }
`);

export const CenterListPageQuery = graphql(`
  query CenterListPageQuery($sdCode: String, $keyword: String, $page: Int, $size: Int) {
    centers(sdCode: $sdCode, keyword: $keyword, page: $page, size: $size) {
      totalElements
      totalCapped
      totalPages
      current
      content {
        id
        code
        name
        contact
        email
        sdCode
        educationOfficeName
        createdAt
      }
    }
    abilities {
      createCenter
    }
  }
`);

export const CenterDetailPage_center = graphql(`
  fragment CenterDetailPage_center on Center {
    id
    code
    name
    contact
    email
    fax
    educationOfficeId
    educationOfficeName
    sdCode
    reqLocalCode
    jurisdictionLocalList {
      code
      name
    }
    jurisdictionSchoolList {
      id
      name
      type
    }
    createdAt
    can {
      update
      updateJurisdiction
      delete
    }
  }
`);

export const CenterDetailPageQuery = graphql(`
  query CenterDetailPageQuery($id: Int!) {
    center(id: $id) {
      ...CenterDetailPage_center
    }
  }
`);

export const CreateCenterMutation = graphql(`
  mutation CreateCenterMutation($input: CenterInput!) {
    createCenter(input: $input) {
      id
      name
    }
  }
`);

export const UpdateCenterMutation = graphql(`
  mutation UpdateCenterMutation($id: Int!, $input: CenterInput!) {
    updateCenter(id: $id, input: $input) {
      ...CenterDetailPage_center
    }
  }
`);

export const DeleteCenterMutation = graphql(`
  mutation DeleteCenterMutation($id: Int!) {
    deleteCenter(id: $id)
  }
`);
