import { graphql } from '../../gql';

export const ConsultingFields = graphql(`
  fragment ConsultingFields on Consulting {
    id
    userId
    userName
    schoolId
    schoolName
    centerName
    consultingDate
    category
    categoryEtc
    type
    typeEtc
    manager
    managerEtc
    participantsCount
    title
    content
    laterPlanContent
    createdAt
    updatedAt
    uploadedFiles {
      id
      name
      size
      contentType
      url
    }
    can {
      update
      delete
    }
  }
`);

export const ConsultingListQuery = graphql(`
  query ConsultingListQuery(
    $keyword: String
    $searchType: ConsultingSearchType
    $category: ConsultingCategory
    $startDate: String
    $endDate: String
    $page: Int
    $size: Int
  ) {
    consultings(keyword: $keyword, searchType: $searchType, category: $category, startDate: $startDate, endDate: $endDate, page: $page, size: $size) {
      totalElements
      totalCapped
      totalPages
      current
      pageSize
      content {
        id
        consultingDate
        schoolName
        category
        categoryEtc
        type
        typeEtc
        title
        userName
        participantsCount
        uploadedFiles {
          id
        }
      }
    }
    abilities {
      createConsulting
    }
  }
`);

export const ConsultingDetailQuery = graphql(`
  query ConsultingDetailQuery($id: Int!) {
    consulting(id: $id) {
      ...ConsultingFields
    }
  }
`);

export const CreateConsultingMutation = graphql(`
  mutation CreateConsultingMutation($input: ConsultingInput!) {
    createConsulting(input: $input) {
      ...ConsultingFields
    }
  }
`);

export const UpdateConsultingMutation = graphql(`
  mutation UpdateConsultingMutation($id: Int!, $input: ConsultingInput!) {
    updateConsulting(id: $id, input: $input) {
      ...ConsultingFields
    }
  }
`);

export const DeleteConsultingMutation = graphql(`
  mutation DeleteConsultingMutation($id: Int!) {
    deleteConsulting(id: $id)
  }
`);
