import { graphql } from '../../gql';

export const RequestRespondentCodeMutation = graphql(`
  mutation RequestRespondentCodeMutation($input: RespondentAuthInput!) {
    requestRespondentCode(input: $input) {
      message
      expiresIn
    }
  }
`);

export const VerifyRespondentCodeMutation = graphql(`
  mutation VerifyRespondentCodeMutation($input: RespondentAuthCheckInput!) {
    verifyRespondentCode(input: $input) {
      respondentToken
      expiresIn
      simpleEvaluationId
      agreeId
      agreeType
      nextStep
    }
  }
`);

export const AgreePageQuery = graphql(`
  query AgreePageQuery($agreeId: String!) {
    respondentAgree(agreeId: $agreeId) {
      agreeId
      simpleEvaluationId
      schoolName
      schoolTargetType
      respondent
      consentState
      studentSendYn
      nextStep
    }
  }
`);

export const AnswerConsentMutation = graphql(`
  mutation AnswerConsentMutation($agreeId: String!, $agreeType: RespondentType!, $input: ApprovalInput!) {
    answerConsent(agreeId: $agreeId, agreeType: $agreeType, input: $input) {
      message
      simpleEvaluationId
      consentState
      nextStep
    }
  }
`);

export const RespondentEvaluationQuery = graphql(`
  query RespondentEvaluationQuery($id: Int!) {
    respondentEvaluation(id: $id) {
      id
      schoolName
      schoolTargetType
      respondent
      consentState
      isDone
      canAnswer
      nextStep
      linkageRequestedAt
      result {
        level
        title
        message
        doneAt
        helpLines {
          name
          phone
          description
        }
      }
    }
  }
`);

export const QuestionnaireFormQuery = graphql(`
  query QuestionnaireFormQuery($target: String!) {
    findForm(type: SIMPLE_EVALUATION, target: $target) {
      id
      title
      description
      questions {
        key
        question
        examples {
          value
          label
        }
      }
    }
  }
`);

export const SubmitRespondentAnswersMutation = graphql(`
  mutation SubmitRespondentAnswersMutation($id: Int!, $input: RespondentAnswersInput!) {
    submitRespondentAnswers(id: $id, input: $input) {
      id
      isDone
      nextStep
    }
  }
`);

export const RequestCounsellingMutation = graphql(`
  mutation RequestCounsellingMutation($input: RespondentAfterManagementInput!) {
    requestRespondentAfterManagement(input: $input) {
      message
    }
  }
`);
