import { graphql } from '../../gql';

export const PopupFields = graphql(`
  fragment PopupFields on Popup {
    id
    title
    content
    startDate
    endDate
    useYn
    viewTarget
    deleteYn
    state
    stateLabel
    image {
      id
      name
      size
      contentType
      url
    }
    createDate
    updateDate
  }
`);

export const ActivePopupsQuery = graphql(`
  query ActivePopupsQuery {
    activePopups {
      id
      title
      content
      image {
        id
      }
    }
  }
`);

export const PopupListPageQuery = graphql(`
  query PopupListPageQuery($useYn: String, $page: Int, $size: Int) {
    popups(useYn: $useYn, page: $page, size: $size) {
      totalElements
      totalCapped
      totalPages
      current
      pageSize
      content {
        ...PopupFields
      }
    }
  }
`);

export const PopupQuery = graphql(`
  query PopupQuery($id: Int!) {
    popup(id: $id) {
      ...PopupFields
    }
  }
`);

export const CreatePopupMutation = graphql(`
  mutation CreatePopupMutation($input: PopupInput!) {
    createPopup(input: $input) {
      ...PopupFields
    }
  }
`);

export const UpdatePopupMutation = graphql(`
  mutation UpdatePopupMutation($id: Int!, $input: PopupInput!) {
    updatePopup(id: $id, input: $input) {
      ...PopupFields
    }
  }
`);

export const DeletePopupMutation = graphql(`
  mutation DeletePopupMutation($id: Int!) {
    deletePopup(id: $id) {
      id
      deleteYn
    }
  }
`);
