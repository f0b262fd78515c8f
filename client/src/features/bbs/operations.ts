import { graphql } from '../../gql';

export const BbsListPageQuery = graphql(`
  query BbsListPageQuery($type: BbsType!, $searchType: BbsSearchType, $keyword: String, $deleted: String, $page: Int, $size: Int) {
    bbsList(type: $type, searchType: $searchType, keyword: $keyword, deleted: $deleted, page: $page, size: $size) {
      totalElements
      totalCapped
      totalPages
      current
      pageSize
      content {
        id
        title
        userName
        centerName
        viewCount
        isPrivate
        pinned
        answered
        replyCount
        createDate
        deleteDate
      }
    }
    abilities {
      bbs(type: $type) {
        write
        seeDeleted
      }
    }
  }
`);

export const BbsDetailPageQuery = graphql(`
  query BbsDetailPageQuery($id: Int!) {
    bbs(id: $id) {
      id
      type
      title
      userId
      userName
      centerName
      viewTarget
      viewCount
      isPrivate
      centralFixation
      simpleEvaluationFixation
      centerFixation
      answered
      createDate
      updateDate
      deleteDate
      content
      answer
      answerDate
      uploadedFiles {
        id
        name
        size
        contentType
        url
      }
      can {
        update
        answer
        delete
        restore
        purge
        reply
      }
    }
  }
`);

export const BbsFormPageQuery = graphql(`
  query BbsFormPageQuery($type: BbsType!, $id: Int!, $editing: Boolean!) {
    abilities {
      bbs(type: $type) {
        write
        setCentralFixation
        setSimpleEvaluationFixation
        setCenterFixation
      }
    }
    bbs(id: $id) @include(if: $editing) {
      id
      type
      title
      content
      isPrivate
      viewTarget
      centralFixation
      simpleEvaluationFixation
      centerFixation
      uploadedFiles {
        id
        name
        size
        contentType
        url
      }
      can {
        update
        setCentralFixation
        setSimpleEvaluationFixation
        setCenterFixation
      }
    }
  }
`);

export const CreateBbsMutation = graphql(`
  mutation CreateBbsMutation($input: BbsInput!) {
    createBbs(input: $input) {
      id
      message
    }
  }
`);

export const UpdateBbsMutation = graphql(`
  mutation UpdateBbsMutation($id: Int!, $input: BbsUpdateInput!) {
    updateBbs(id: $id, input: $input) {
      id
      message
    }
  }
`);

export const AnswerBbsMutation = graphql(`
  mutation AnswerBbsMutation($id: Int!, $answer: String!) {
    answerBbs(id: $id, answer: $answer) {
      id
      message
    }
  }
`);

export const DeleteBbsMutation = graphql(`
  mutation DeleteBbsMutation($id: Int!) {
    deleteBbs(id: $id) {
      id
      message
    }
  }
`);

export const RestoreBbsMutation = graphql(`
  mutation RestoreBbsMutation($id: Int!) {
    restoreBbs(id: $id) {
      id
      message
    }
  }
`);

export const PurgeBbsMutation = graphql(`
  mutation PurgeBbsMutation($id: Int!) {
    purgeBbs(id: $id) {
      id
      message
    }
  }
`);

export const BbsRepliesQuery = graphql(`
  query BbsRepliesQuery($bbsId: Int!, $page: Int, $size: Int) {
    bbsReplies(bbsId: $bbsId, page: $page, size: $size) {
      totalElements
      totalCapped
      totalPages
      current
      pageSize
      content {
        id
        content
        createDate
        updateDate
        canChange
        user {
          id
          name
        }
      }
    }
  }
`);

export const CreateBbsReplyMutation = graphql(`
  mutation CreateBbsReplyMutation($input: BbsReplyInput!) {
    createBbsReply(input: $input) {
      id
      message
    }
  }
`);

export const UpdateBbsReplyMutation = graphql(`
  mutation UpdateBbsReplyMutation($id: Int!, $input: BbsReplyUpdateInput!) {
    updateBbsReply(id: $id, input: $input) {
      id
      message
    }
  }
`);

export const DeleteBbsReplyMutation = graphql(`
  mutation DeleteBbsReplyMutation($id: Int!) {
    deleteBbsReply(id: $id) {
      id
      message
    }
  }
`);
