import { graphql } from '../../gql';

export const FormListPageQuery = graphql(`
  query FormListPageQuery($type: FormType, $keyword: String, $page: Int, $size: Int) {
    forms(type: $type, keyword: $keyword, page: $page, size: $size) {
      totalElements
      totalCapped
      totalPages
      current
      pageSize
      content {
        id
        code
        type
        target
        title
        questionCount
        updatedAt
      }
    }
  }
`);

export const FormDetailPage_form = graphql(`
  fragment FormDetailPage_form on Form {
    id
    code
    type
    target
    title
    description
    updatedAt
    updatedByName
    questions {
      key
      question
      examples {
        value
        label
      }
    }
  }
`);

export const FormDetailPageQuery = graphql(`
  query FormDetailPageQuery($id: Int!) {
    form(id: $id) {
      ...FormDetailPage_form
    }
  }
`);

export const UpdateFormMutation = graphql(`
  mutation UpdateFormMutation($id: Int!, $input: FormUpdateInput!) {
    updateForm(id: $id, input: $input) {
      ...FormDetailPage_form
    }
  }
`);
