import { graphql } from '../../../gql';

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

// ---- the record-kit records (CGI, case minutes, case management log, closing report) ------------------------------

export const CgisQuery = graphql(`
  query CgisQuery($requestId: Int!, $size: Int) {
    cgis(requestId: $requestId, size: $size) {
      content {
        id
        isDone
        testType
        cgiS
        cgiI
        updatedAt
      }
    }
  }
`);

export const CgiQuery = graphql(`
  query CgiQuery($id: Int!) {
    cgi(id: $id) {
      id
      requestId
      isDone
      submittedAt
      updatedAt
      can { edit delete cancel }
      testType cgiS cgiI
    }
  }
`);

export const CreateCgiMutation = graphql(`
  mutation CreateCgiMutation($input: CgiInput!) {
    createCgi(input: $input) {
      id
      requestId
    }
  }
`);

export const UpdateCgiMutation = graphql(`
  mutation UpdateCgiMutation($id: Int!, $input: CgiInput!) {
    updateCgi(id: $id, input: $input) {
      id
      requestId
    }
  }
`);

export const DeleteCgiMutation = graphql(`
  mutation DeleteCgiMutation($id: Int!) {
    deleteCgi(id: $id) {
      id
      message
    }
  }
`);

export const CaseMinutesListQuery = graphql(`
  query CaseMinutesListQuery($requestId: Int!, $page: Int, $size: Int) {
    caseMinutesList(requestId: $requestId, page: $page, size: $size) {
      totalElements
      content {
        id
        isDone
        title
        meetingDate
        updatedAt
      }
    }
  }
`);

export const CaseMinutesQuery = graphql(`
  query CaseMinutesQuery($id: Int!) {
    caseMinutes(id: $id) {
      id
      requestId
      isDone
      submittedAt
      updatedAt
      can { edit delete cancel }
      title meetingDate supervisor attendees requestPath requestPathEtc mainAppeal contents primaryDiagnostic primaryDiagnosticEtc additionalDiagnostic additionalDiagnosticEtc interventionPlan interventionPlanEtc institutionalLinkage institutionalLinkageEtc consultation consultationEtc medicalExpensesSupport mesEtc
    }
  }
`);

export const CreateCaseMinutesMutation = graphql(`
  mutation CreateCaseMinutesMutation($input: CaseMinutesInput!) {
    createCaseMinutes(input: $input) {
      id
      requestId
    }
  }
`);

export const UpdateCaseMinutesMutation = graphql(`
  mutation UpdateCaseMinutesMutation($id: Int!, $input: CaseMinutesInput!) {
    updateCaseMinutes(id: $id, input: $input) {
      id
      requestId
    }
  }
`);

export const DeleteCaseMinutesMutation = graphql(`
  mutation DeleteCaseMinutesMutation($id: Int!) {
    deleteCaseMinutes(id: $id) {
      id
      message
    }
  }
`);

export const CaseManagementLogsQuery = graphql(`
  query CaseManagementLogsQuery($requestId: Int!, $page: Int, $size: Int) {
    caseManagementLogs(requestId: $requestId, page: $page, size: $size) {
      totalElements
      content {
        id
        isDone
        title
        interventionDate
        counselor
        updatedAt
      }
    }
  }
`);

export const CaseManagementLogQuery = graphql(`
  query CaseManagementLogQuery($id: Int!) {
    caseManagementLog(id: $id) {
      id
      requestId
      isDone
      submittedAt
      updatedAt
      can { edit delete cancel }
      title counselor interventionDate interventionTarget interventionTargetEtc interventionMethod interventionMethodEtc interventionType interventionTypeEtc linkageSupportType linkageSupportTypeEtc medicalExpensesFunding medicalExpensesFundingEtc specialistVisitType specialistVisitTypeEtc institutionalLinkage institutionalLinkageEtc content futurePlan
    }
  }
`);

export const CreateCaseManagementLogMutation = graphql(`
  mutation CreateCaseManagementLogMutation($input: CaseManagementLogInput!) {
    createCaseManagementLog(input: $input) {
      id
      requestId
    }
  }
`);

export const UpdateCaseManagementLogMutation = graphql(`
  mutation UpdateCaseManagementLogMutation($id: Int!, $input: CaseManagementLogInput!) {
    updateCaseManagementLog(id: $id, input: $input) {
      id
      requestId
    }
  }
`);

export const DeleteCaseManagementLogMutation = graphql(`
  mutation DeleteCaseManagementLogMutation($id: Int!) {
    deleteCaseManagementLog(id: $id) {
      id
      message
    }
  }
`);

export const ClosingReportsQuery = graphql(`
  query ClosingReportsQuery($requestId: Int!, $size: Int) {
    closingReports(requestId: $requestId, size: $size) {
      content {
        id
        isDone
        closingDate
        closingType
        updatedAt
      }
    }
  }
`);

export const ClosingReportQuery = graphql(`
  query ClosingReportQuery($id: Int!) {
    closingReport(id: $id) {
      id
      requestId
      isDone
      submittedAt
      updatedAt
      can { edit delete cancel }
      cancelMessage
      closingDate closingType requestPath requestPathDetail interventionTarget interventionTargetDetail interventionTargetEtc interventionContent studentStatus interventionsCntRI interventionsCntLS interventionsCntSV interventionsCntIL interventionsCntM institutionalLinkage institutionalLinkageEtc medicalExpensesSupport medicalExpensesFunding medicalExpensesFundingEtc
    }
  }
`);

export const CreateClosingReportMutation = graphql(`
  mutation CreateClosingReportMutation($input: ClosingReportInput!) {
    createClosingReport(input: $input) {
      id
      requestId
    }
  }
`);

export const UpdateClosingReportMutation = graphql(`
  mutation UpdateClosingReportMutation($id: Int!, $input: ClosingReportInput!) {
    updateClosingReport(id: $id, input: $input) {
      id
      requestId
    }
  }
`);

export const DeleteClosingReportMutation = graphql(`
  mutation DeleteClosingReportMutation($id: Int!) {
    deleteClosingReport(id: $id) {
      id
      message
    }
  }
`);

export const CancelClosingReportMutation = graphql(`
  mutation CancelClosingReportMutation($input: CancelClosingReportInput!) {
    cancelClosingReport(input: $input) {
      id
      isDone
      cancelMessage
    }
  }
`);

/** The case's SDQ-KR of one test, with the total difficulties and its band (the case workspace). */
export const CaseSdqKrsQuery = graphql(`
  query CaseSdqKrsQuery($requestId: Int!, $testType: TestType) {
    sdqKrs(requestId: $requestId, testType: $testType, size: 100) {
      content {
        id
        testType
        targetType
        sentAt
        isDone
        doneAt
        scores {
          totalDifficulties
          totalBand
        }
      }
    }
  }
`);
