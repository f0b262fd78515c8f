import { graphql } from '../../../gql';

// ---- staff ------------------------------------------------------------------------------------------------------------

export const SdqKrListQuery = graphql(`
  query SdqKrListQuery($requestId: Int!, $testType: TestType, $targetType: TargetType) {
    sdqKrs(requestId: $requestId, testType: $testType, targetType: $targetType, size: 100) {
      content {
        id
        testType
        targetType
        mobile
        sentAt
        isDone
        doneAt
        doneBy
      }
    }
  }
`);

/** Whether the student may answer the SDQ-KR self-report (11–17, the server's rule), and why not. */
export const SdqSelfReportQuery = graphql(`
  query SdqSelfReportQuery($id: Int!) {
    request(id: $id) {
      id
      sdqSelfReport {
        allowed
        age
        message
      }
    }
  }
`);

export const SdqKrDetailQuery = graphql(`
  query SdqKrDetailQuery($id: Int!) {
    sdqKr(id: $id) {
      id
      requestId
      testType
      targetType
      mobile
      sentAt
      relationship
      relationshipEtc
      isDone
      doneAt
      doneBy
      dehi010
      dehi020
      dehi030
      dehi040
      dehi050
      decp010
      decp020
      decp030
      decp040
      decp050
      dies010
      dies020
      dies030
      dies040
      dies050
      dipr010
      dipr020
      dipr030
      dipr040
      dipr050
      spbpb010
      spbpb020
      spbpb030
      spbpb040
      spbpb050
      scores {
        informant
        totalDifficulties
        totalBand
        internalising
        externalising
        scales {
          scale
          score
          answered
          prorated
          band
        }
      }
    }
  }
`);

export const SendSdqKrUrlMutation = graphql(`
  mutation SendSdqKrUrlMutation($input: SdqKrSendUrlInput!) {
    sendSdqKrUrl(input: $input) {
      message
      id
      sentTo
    }
  }
`);

export const CreateSdqKrMutation = graphql(`
  mutation CreateSdqKrMutation($input: SdqKrCreateInput!) {
    createSdqKr(input: $input) {
      id
    }
  }
`);

export const DeleteSdqKrMutation = graphql(`
  mutation DeleteSdqKrMutation($id: Int!) {
    deleteSdqKr(id: $id) {
      message
    }
  }
`);

export const SatisfactionListQuery = graphql(`
  query SatisfactionListQuery($requestId: Int!, $targetType: TargetType) {
    satisfactionAssessments(requestId: $requestId, targetType: $targetType, size: 100) {
      content {
        id
        targetType
        mobile
        sentAt
        isDone
        doneAt
        doneBy
      }
    }
  }
`);

export const SatisfactionDetailQuery = graphql(`
  query SatisfactionDetailQuery($id: Int!) {
    satisfactionAssessment(id: $id) {
      id
      requestId
      targetType
      mobile
      sentAt
      relationship
      relationshipEtc
      isDone
      doneAt
      doneBy
      svsOverAll
      svsProgress
      svsContent
      svsAtiiPi
      svsAtiiContent
      ilOverAll
      ilContent
      asProblemImprovement
      asLearningAttitude
      asInterpersonalRelationship
      asGuardianRelationship
      asTeacherRelationship
      asSchoolLife
      asTowardsLifeAttitude
      asOwnAttitude
      servicePerformance
      servicePerformanceDetail
      servicePerformanceDetailEtc
      serviceImprovementPoints
    }
  }
`);

export const SendSatisfactionUrlMutation = graphql(`
  mutation SendSatisfactionUrlMutation($input: SatisfactionSendUrlInput!) {
    sendSatisfactionAssessmentUrl(input: $input) {
      message
      id
      sentTo
    }
  }
`);

export const CreateSatisfactionMutation = graphql(`
  mutation CreateSatisfactionMutation($input: SatisfactionCreateInput!) {
    createSatisfactionAssessment(input: $input) {
      id
    }
  }
`);

export const DeleteSatisfactionMutation = graphql(`
  mutation DeleteSatisfactionMutation($id: Int!) {
    deleteSatisfactionAssessment(id: $id) {
      message
    }
  }
`);
