import { graphql } from '../../gql';

export const SimpleEvaluationListPageQuery = graphql(`
  query SimpleEvaluationListPageQuery(
    $schoolId: String
    $year: Int
    $schoolTargetType: EvaluationSchoolType
    $gender: Gender
    $isDone: String
    $range: ScoreRange
    $topRange: ScoreRange
    $crisis: String
    $consentState: ConsentState
    $studentCode: String
    $fromDate: String
    $toDate: String
    $sortBy: [EvaluationSortInput!]
    $page: Int
    $size: Int
  ) {
    simpleEvaluations(
      schoolId: $schoolId
      year: $year
      schoolTargetType: $schoolTargetType
      gender: $gender
      isDone: $isDone
      range: $range
      topRange: $topRange
      crisis: $crisis
      consentState: $consentState
      studentCode: $studentCode
      fromDate: $fromDate
      toDate: $toDate
      sortBy: $sortBy
      page: $page
      size: $size
    ) {
      totalElements
      totalCapped
      totalPages
      current
      pageSize
      content {
        id
        studentCode
        schoolId
        schoolName
        year
        schoolTargetType
        gender
        mobile
        consentState
        isDone
        isNotImplemented
        totalRange
        totalRangeName
        crisis
        topRange
        topRangeName
        createdAt
        doneAt
        can {
          delete
          cancelAgree
          update
          enterAnswers
          rescore
        }
      }
    }
  }
`);

export const SimpleEvaluationAbilitiesQuery = graphql(`
  query SimpleEvaluationAbilitiesQuery {
    abilities {
      registerSimpleEvaluation
      manageNormSets
    }
  }
`);

export const DeleteSimpleEvaluationsMutation = graphql(`
  mutation DeleteSimpleEvaluationsMutation($ids: [Int!]!) {
    deleteSimpleEvaluations(ids: $ids) {
      count
      message
    }
  }
`);

export const RegisterSimpleEvaluationMutation = graphql(`
  mutation RegisterSimpleEvaluationMutation($input: SimpleEvaluationInput!) {
    registerSimpleEvaluation(input: $input) {
      id
      studentCode
      message
    }
  }
`);

export const SimpleEvaluationDetailQuery = graphql(`
  query SimpleEvaluationDetailQuery($id: Int!) {
    simpleEvaluation(id: $id) {
      id
      studentCode
      schoolId
      schoolName
      year
      schoolTargetType
      gender
      mobile
      requestId
      referable
      consentState
      isDone
      isSend
      isNotImplemented
      reason
      reasonEtc
      linkageYn
      institutionLinkage
      institutionLinkageEtc
      afterManagementReason
      normVersion
      createdAt
      updatedAt
      doneAt
      crisis
      crisisReason
      topRange
      topRangeName
      crisisAlerts {
        ...CrisisAlertFields
        events {
          type
          actionName
          note
          actorName
          recordedByName
          at
        }
      }
      answers {
        key
        value
      }
      agree {
        id
        agreeType
        guardianMobile
        guardianSendDate
        guardianAgreeDate
        guardianAgreeYn
        studentSendYn
        studentMobile
        studentSendDate
        studentAgreeDate
        studentAgreeYn
        cancelledAt
        guardianAgreeMethod
        guardianLang
        withdrawnAt
        withdrawnBy
        withdrawalMethod
      }
      result {
        normVersion
        normDemo
        scoredAt
        total {
          scale
          name
          raw
          t
          percentile
          range
          rangeName
          interpretation
        }
        categories {
          scale
          name
          raw
          t
          percentile
          range
          rangeName
          interpretation
        }
      }
      can {
        delete
        cancelAgree
        update
        enterAnswers
        rescore
      }
    }
  }
`);

export const SendSimpleEvaluationUrlMutation = graphql(`
  mutation SendSimpleEvaluationUrlMutation($sendType: SendType!, $input: SendUrlInput!) {
    sendSimpleEvaluationUrl(sendType: $sendType, input: $input) {
      message
      sentTo
      agreeId
      consentState
      simpleEvaluationId
    }
  }
`);

export const CancelSimpleEvaluationAgreeMutation = graphql(`
  mutation CancelSimpleEvaluationAgreeMutation($id: Int!, $guardianRequest: Boolean) {
    cancelSimpleEvaluationAgree(id: $id, guardianRequest: $guardianRequest) {
      count
      message
    }
  }
`);

export const SetNotImplementedMutation = graphql(`
  mutation SetNotImplementedMutation($id: Int!, $input: NotImplementedInput!) {
    setSimpleEvaluationNotImplemented(id: $id, input: $input) {
      id
      isNotImplemented
      reason
      reasonEtc
    }
  }
`);

export const SetAfterManagementMutation = graphql(`
  mutation SetAfterManagementMutation($id: Int!, $input: AfterManagementInput!) {
    setSimpleEvaluationAfterManagement(id: $id, input: $input) {
      id
      linkageYn
      institutionLinkage
      institutionLinkageEtc
      afterManagementReason
    }
  }
`);

export const PaperFormQuery = graphql(`
  query PaperFormQuery($target: String!) {
    findForm(type: SIMPLE_EVALUATION, target: $target) {
      id
      title
      questions {
        key
        question
        examples {
          label
          value
        }
      }
    }
  }
`);

export const InstrumentQuery = graphql(`
  query InstrumentQuery($schoolTargetType: EvaluationSchoolType!) {
    simpleEvaluationInstrument(schoolTargetType: $schoolTargetType) {
      schoolTargetType
      minAnswer
      maxAnswer
      categories {
        code
        name
        items
      }
    }
  }
`);

export const EnterAnswersMutation = graphql(`
  mutation EnterAnswersMutation($id: Int!, $input: PaperAnswersInput!) {
    enterSimpleEvaluationAnswers(id: $id, input: $input) {
      id
      isDone
    }
  }
`);

export const RescoreMutation = graphql(`
  mutation RescoreMutation($ids: [Int!]!) {
    rescoreSimpleEvaluations(ids: $ids) {
      id
      normVersion
      totalRange
    }
  }
`);

// ---- norm sets (administrators) -----------------------------------------------------------------------------------

export const NormSetPageQuery = graphql(`
  query NormSetPageQuery {
    normSets {
      version
      label
      demo
      active
      importedAt
      activatedAt
    }
    activeNormSet {
      version
      label
      demo
      active
      importedAt
      activatedAt
      groups {
        schoolTargetType
        gender
        scales {
          scale
          name
          mean
          sd
          percentiles {
            raw
            percentile
          }
        }
      }
    }
    evaluationInterpretations {
      schoolType
      scale
      scaleName
      range
      rangeName
      text
    }
  }
`);

export const ActivateNormSetMutation = graphql(`
  mutation ActivateNormSetMutation($version: String!) {
    activateNormSet(version: $version) {
      version
      active
      activatedAt
    }
  }
`);

export const UpdateInterpretationsMutation = graphql(`
  mutation UpdateInterpretationsMutation($rows: [InterpretationInput!]!) {
    updateEvaluationInterpretations(rows: $rows) {
      schoolType
      scale
      range
      text
    }
  }
`);
