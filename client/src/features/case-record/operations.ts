import { graphql } from '../../gql';

/** A case's interview evaluations (the case workspace lists them under INTERVIEW_EVALUATION). */
export const InterviewEvaluationsQuery = graphql(`
  query InterviewEvaluationsQuery($requestId: Int!, $page: Int, $size: Int) {
    interviewEvaluations(requestId: $requestId, page: $page, size: $size) {
      totalElements
      content {
        id
        interviewTargetType
        interviewTarget
        counselor
        counselingDate
        isDone
        updatedAt
      }
    }
  }
`);

export const InterviewEvaluationQuery = graphql(`
  query InterviewEvaluationQuery($id: Int!) {
    interviewEvaluation(id: $id) {
      id
      requestId
      interviewTargetType
      isDone
      canEdit
      writerName
      submittedAt
      updatedAt
      counselor counselingDate counselingPlace counselingPlaceEtc relationship relationshipEtc interviewTarget interviewTargetPosition interviewTargetPositionEtc interviewTargetAffiliate interviewTargetContact requestReasons requestReasonsEtc characteristicTest ctInstitutionalLinkage ctInstitutional ctInstitutionalEtc ctReasons ctReasonsEtc ctReasonsDetail ilSuggestion ilWhether ilInstitutional ilInstitutionalEtc ilReasons ilReasonsEtc ilReasonsDetail mainAppeal mainAppealEtc problemOccursDate mainAppealDetail familyRelationshipType familyRelationshipTypeEtc familyRelationshipSpecifics
      schoolLife { slSatisfaction slTeacherRelationship slInterpersonal slGrade slAttendance slSuspension slSuspensionDetail slDifficulty lifeDailyRoutine lifeHobby lifeWish lifeDelinquency lifeDelinquencyEtc seInhibitionSeverity seSpecifics saAdjustable saSpecifics otherRelatedMatters }
      pastHistory { childAbuse caActor caOccurrenceTime caContinuing caType caTypeEtc pastStressEvents pseOccurrenceTime pseSpecifics suicidal suicidalOccurrenceTime suicideAttempt saOccurrenceTime saNumber historyOfMentalIllness hmiPsychiatryClinic hmiPcPeriod hmiPcDisease serviceExperience mhsOrganization mhsOrganizationEtc mhsPeriod mhsMainAppeal physicalDisease pdPeriod pdName }
      homeTreatment { primaryInstructor primaryInstructorEtc implementationContent improvements consensusOfOpinion ability }
      etc { strength specialNote whatYouWant behavioralObservation speech emotion sense processContent insightIntoDisease opinion }
      familyRelationshipList { relationship relationshipEtc age occupation isPrimaryCaregiver isLivingTogether friendly }
    }
  }
`);

export const CreateInterviewEvaluationMutation = graphql(`
  mutation CreateInterviewEvaluationMutation($input: CreateInterviewEvaluationInput!) {
    createInterviewEvaluation(input: $input) {
      id
      requestId
      message
    }
  }
`);

export const UpdateInterviewEvaluationMutation = graphql(`
  mutation UpdateInterviewEvaluationMutation($id: Int!, $input: InterviewEvaluationInput!) {
    updateInterviewEvaluation(id: $id, input: $input) {
      id
      requestId
      message
    }
  }
`);

export const DeleteInterviewEvaluationMutation = graphql(`
  mutation DeleteInterviewEvaluationMutation($id: Int!) {
    deleteInterviewEvaluation(id: $id) {
      id
      requestId
      message
    }
  }
`);

/** The case a new record is written for: whose it is, and whether it still takes records (a running case). */
export const RecordCaseQuery = graphql(`
  query RecordCaseQuery($id: Int!) {
    request(id: $id) {
      id
      status
      statusName
      schoolName
      requestTarget {
        name
      }
    }
  }
`);
