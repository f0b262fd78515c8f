/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** 접근 유형: READ 조회, EXPORT 내려받기, UPDATE 수정, DELETE 삭제, CREATE 등록 */
export type AccessAction =
  | 'CREATE'
  | 'DELETE'
  | 'EXPORT'
  | 'READ'
  | 'UPDATE';

export type AccountMeInput = {
  alarmSettings?: AlarmSettingsInput | null | undefined;
  certificateEtc?: string | null | undefined;
  certificates?: Array<string> | null | undefined;
  currentPassword?: string | null | undefined;
  email: string;
  mobile: string;
  name: string;
  number?: string | null | undefined;
  occupation?: string | null | undefined;
  occupationEtc?: string | null | undefined;
  occupationPosition?: string | null | undefined;
  password?: string | null | undefined;
  passwordConfirm?: string | null | undefined;
};

export type AccountRoleInput = {
  centerId?: number | null | undefined;
  role: RoleCode;
  schoolId?: string | null | undefined;
  sdCode?: string | null | undefined;
  sggCode?: string | null | undefined;
};

/** 계정 상태 */
export type AccountStatus =
  | 'ACTIVE'
  | 'DELETED'
  | 'DISABLED'
  | 'PENDING'
  | 'RESIGNED';

export type AfterManagementInput = {
  /** 연계 기관 (여러 개는 쉼표로 구분) */
  institutionLinkage?: string | null | undefined;
  institutionLinkageEtc?: string | null | undefined;
  linkageYn: string;
  reason?: string | null | undefined;
};

export type AlarmSettingsInput = {
  assignment?: boolean;
  closingReport?: boolean;
  closingResult?: boolean;
  faq?: boolean;
  inDepthEvaluation?: boolean;
  notice?: boolean;
  postEvaluation?: boolean;
  reply?: boolean;
  request?: boolean;
  requestAccept?: boolean;
};

export type AnswerInput = {
  /** 문항 키 (예: emot01) */
  key: string;
  /** 0–3; 비우면 0으로 채점 */
  value?: number | null | undefined;
};

export type ApproveInput = {
  caseManagerId?: number | null | undefined;
};

export type AssignManagerInput = {
  caseManagerId: number;
};

export type AuthenticationCodeCheckInput = {
  code?: string | null | undefined;
  enteredCode: string;
};

export type AuthenticationCodeInput = {
  code?: string | null | undefined;
  schoolId: string;
};

export type BbsInput = {
  /** Y: 글의 센터 직원의 목록 맨 위에 고정 (그 센터의 센터장, 관리자) */
  centerFixation?: string | null | undefined;
  /** Y: 모든 사용자의 목록 맨 위에 고정 (관리자만) */
  centralFixation?: string | null | undefined;
  /** HTML (서버가 허용 목록으로 정리해 저장합니다) */
  content: string;
  /** 붙일 파일: POST svs-u/attachments가 돌려준 번호 (REST multipart는 files 파트로도) */
  fileIds?: Array<number> | null | undefined;
  /** Y 비공개 (작성자, 작성자 센터의 직원, 관리자만 읽음), N 공개. 기본 Y */
  isPrivate?: string | null | undefined;
  /** Y: 간편검사 사용자(메뉴 00019·00020)의 목록 맨 위에 고정 (관리자만) */
  simpleEvaluationFixation?: string | null | undefined;
  title: string;
  type: BbsType;
  /** 볼 수 있는 역할 (비우면 게시판 메뉴가 있는 모든 사용자) */
  viewTarget?: Array<RoleCode> | null | undefined;
};

export type BbsReplyInput = {
  bbsId: number;
  content: string;
};

export type BbsReplyUpdateInput = {
  content: string;
};

/** 검색 구분: ALL 제목+내용, TITLE 제목, CONTENT 내용, AUTHOR 작성자 */
export type BbsSearchType =
  | 'ALL'
  | 'AUTHOR'
  | 'CONTENT'
  | 'TITLE';

/** 게시판: NOTICE 공지사항, DATA 자료실, BOARD 게시판, CENTER_FAQ 센터 FAQ, FAQ, SIMPLE_EVALUATION_FAQ 간편검사 FAQ */
export type BbsType =
  | 'BOARD'
  | 'CENTER_FAQ'
  | 'DATA'
  | 'FAQ'
  | 'NOTICE'
  | 'SIMPLE_EVALUATION_FAQ';

export type BbsUpdateInput = {
  /** Y: 글의 센터 직원의 목록 맨 위에 고정 (그 센터의 센터장, 관리자) */
  centerFixation?: string | null | undefined;
  /** Y: 모든 사용자의 목록 맨 위에 고정 (관리자만) */
  centralFixation?: string | null | undefined;
  content?: string | null | undefined;
  /** 뗄 파일 (uploadedFiles의 번호) */
  deleteFileIds?: Array<number> | null | undefined;
  /** 붙일 파일: POST svs-u/attachments가 돌려준 번호 (REST multipart는 files 파트로도) */
  fileIds?: Array<number> | null | undefined;
  /** Y 비공개 (작성자, 작성자 센터의 직원, 관리자만 읽음), N 공개. 기본 Y */
  isPrivate?: string | null | undefined;
  /** Y: 간편검사 사용자(메뉴 00019·00020)의 목록 맨 위에 고정 (관리자만) */
  simpleEvaluationFixation?: string | null | undefined;
  title?: string | null | undefined;
  /** 볼 수 있는 역할 (비우면 게시판 메뉴가 있는 모든 사용자) */
  viewTarget?: Array<RoleCode> | null | undefined;
};

export type CancelClosingReportInput = {
  closingReportId: number;
  /** 취소 사유 (보고서에 남아 보입니다) */
  message: string;
};

/** 사례관리일지 입력 (임시 저장은 일부만, 작성 완료는 필수 항목까지) */
export type CaseManagementLogInput = {
  /** 개입 내용 */
  content?: string | null | undefined;
  /** 상담자 */
  counselor?: string | null | undefined;
  /** 향후 계획 */
  futurePlan?: string | null | undefined;
  /** 기관 연계: caseRecordChoices의 institutionalLinkage (여러 개; REST는 쉼표로 이은 문자열) */
  institutionalLinkage?: Array<string> | null | undefined;
  /** 기타 기관 연계 */
  institutionalLinkageEtc?: string | null | undefined;
  /** 개입일 (YYYY-MM-DD) */
  interventionDate?: string | null | undefined;
  /** 개입 방법: caseRecordChoices의 interventionMethod (여러 개; REST는 쉼표로 이은 문자열) */
  interventionMethod?: Array<string> | null | undefined;
  /** 기타 개입 방법 */
  interventionMethodEtc?: string | null | undefined;
  /** 개입 대상: caseRecordChoices의 interventionTarget (여러 개; REST는 쉼표로 이은 문자열) */
  interventionTarget?: Array<string> | null | undefined;
  /** 기타 개입 대상 */
  interventionTargetEtc?: string | null | undefined;
  /** 개입 유형: caseRecordChoices의 interventionType (여러 개; REST는 쉼표로 이은 문자열) */
  interventionType?: Array<string> | null | undefined;
  /** 기타 개입 유형 */
  interventionTypeEtc?: string | null | undefined;
  /** Y 작성 완료 (필수 항목 확인), N 임시 저장 (기본) */
  isDone?: string | null | undefined;
  /** 연계 지원 유형: caseRecordChoices의 linkageSupportType (여러 개; REST는 쉼표로 이은 문자열) */
  linkageSupportType?: Array<string> | null | undefined;
  /** 기타 연계 지원 유형 */
  linkageSupportTypeEtc?: string | null | undefined;
  /** 치료비 재원: caseRecordChoices의 medicalExpensesFunding (여러 개; REST는 쉼표로 이은 문자열) */
  medicalExpensesFunding?: Array<string> | null | undefined;
  /** 기타 치료비 재원 */
  medicalExpensesFundingEtc?: string | null | undefined;
  /** 사례 (의뢰) ID: 등록할 때 필요 */
  requestId?: number | null | undefined;
  /** 전문가 방문 유형: caseRecordChoices의 specialistVisitType (여러 개; REST는 쉼표로 이은 문자열) */
  specialistVisitType?: Array<string> | null | undefined;
  /** 기타 전문가 방문 유형 */
  specialistVisitTypeEtc?: string | null | undefined;
  /** 제목 */
  title?: string | null | undefined;
};

/** 사례회의록 입력 (임시 저장은 일부만, 작성 완료는 필수 항목까지) */
export type CaseMinutesInput = {
  /** 부 진단 (추정): caseRecordChoices의 diagnosis (여러 개; REST는 쉼표로 이은 문자열) */
  additionalDiagnostic?: Array<string> | null | undefined;
  /** 기타 부 진단 */
  additionalDiagnosticEtc?: string | null | undefined;
  /** 참석자 */
  attendees?: string | null | undefined;
  /** 자문: caseRecordChoices의 consultation (여러 개; REST는 쉼표로 이은 문자열) */
  consultation?: Array<string> | null | undefined;
  /** 기타 자문 */
  consultationEtc?: string | null | undefined;
  /** 회의 내용 */
  contents?: string | null | undefined;
  /** 기관 연계: caseRecordChoices의 institutionalLinkage (여러 개; REST는 쉼표로 이은 문자열) */
  institutionalLinkage?: Array<string> | null | undefined;
  /** 기타 기관 연계 */
  institutionalLinkageEtc?: string | null | undefined;
  /** 개입 계획: caseRecordChoices의 interventionPlan (여러 개; REST는 쉼표로 이은 문자열) */
  interventionPlan?: Array<string> | null | undefined;
  /** 기타 개입 계획 */
  interventionPlanEtc?: string | null | undefined;
  /** Y 작성 완료 (필수 항목 확인), N 임시 저장 (기본) */
  isDone?: string | null | undefined;
  /** 주호소 */
  mainAppeal?: string | null | undefined;
  /** 치료비 지원: caseRecordChoices의 medicalExpensesSupport */
  medicalExpensesSupport?: string | null | undefined;
  /** 회의일 (YYYY-MM-DD) */
  meetingDate?: string | null | undefined;
  /** 기타 치료비 지원 */
  mesEtc?: string | null | undefined;
  /** 주 진단 (추정): caseRecordChoices의 diagnosis (여러 개; REST는 쉼표로 이은 문자열) */
  primaryDiagnostic?: Array<string> | null | undefined;
  /** 기타 주 진단 */
  primaryDiagnosticEtc?: string | null | undefined;
  /** 사례 (의뢰) ID: 등록할 때 필요 */
  requestId?: number | null | undefined;
  /** 의뢰 경로: caseRecordChoices의 requestPath */
  requestPath?: string | null | undefined;
  /** 기타 의뢰 경로 */
  requestPathEtc?: string | null | undefined;
  /** 슈퍼바이저 */
  supervisor?: string | null | undefined;
  /** 제목 */
  title?: string | null | undefined;
};

export type CenterInput = {
  code: string;
  contact?: string | null | undefined;
  educationOfficeId: string;
  email?: string | null | undefined;
  fax?: string | null | undefined;
  jurisdictionLocalList: Array<string>;
  jurisdictionSchoolList: Array<string>;
  name: string;
  reqLocalCode?: string | null | undefined;
};

/** CGI (임상 전반 인상 척도) 입력 (임시 저장은 일부만, 작성 완료는 필수 항목까지) */
export type CgiInput = {
  /** CGI-I 호전도 1–7, 0 평가하지 않음 (사후만; caseRecordChoices의 cgiI) */
  cgiI?: number | null | undefined;
  /** CGI-S 질병의 심각도 1–7 (caseRecordChoices의 cgiS) */
  cgiS?: number | null | undefined;
  /** Y 작성 완료 (필수 항목 확인), N 임시 저장 (기본) */
  isDone?: string | null | undefined;
  /** 사례 (의뢰) ID: 등록할 때 필요 */
  requestId?: number | null | undefined;
  /** 검사 시기: caseRecordChoices의 cgiTestType */
  testType?: string | null | undefined;
};

/** 사전→사후 변화의 방향 (IMPROVED 좋아짐, UNCHANGED 같음, WORSENED 나빠짐) */
export type ChangeDirection =
  | 'IMPROVED'
  | 'UNCHANGED'
  | 'WORSENED';

/** 종결보고서 입력 (임시 저장은 일부만, 작성 완료는 필수 항목까지) */
export type ClosingReportInput = {
  /** 종결일 (YYYY-MM-DD) */
  closingDate?: string | null | undefined;
  /** 종결 유형: caseRecordChoices의 closingType */
  closingType?: string | null | undefined;
  /** 기관 연계: caseRecordChoices의 institutionalLinkage (여러 개; REST는 쉼표로 이은 문자열) */
  institutionalLinkage?: Array<string> | null | undefined;
  /** 기타 기관 연계 */
  institutionalLinkageEtc?: string | null | undefined;
  /** 개입 내용 */
  interventionContent?: string | null | undefined;
  /** 개입 대상: caseRecordChoices의 interventionTarget (여러 개; REST는 쉼표로 이은 문자열) */
  interventionTarget?: Array<string> | null | undefined;
  /** 개입 대상 상세 */
  interventionTargetDetail?: string | null | undefined;
  /** 기타 개입 대상 */
  interventionTargetEtc?: string | null | undefined;
  /** 개입 횟수 IL (기관 연계) */
  interventionsCntIL?: number | null | undefined;
  /** 개입 횟수 LS (연계 지원) */
  interventionsCntLS?: number | null | undefined;
  /** 개입 횟수 M (사례회의) */
  interventionsCntM?: number | null | undefined;
  /** 개입 횟수 RI (면담·평가) */
  interventionsCntRI?: number | null | undefined;
  /** 개입 횟수 SV (전문가 방문) */
  interventionsCntSV?: number | null | undefined;
  /** Y 작성 완료 (필수 항목 확인), N 임시 저장 (기본) */
  isDone?: string | null | undefined;
  /** 치료비 재원: caseRecordChoices의 medicalExpensesFunding (여러 개; REST는 쉼표로 이은 문자열) */
  medicalExpensesFunding?: Array<string> | null | undefined;
  /** 기타 치료비 재원 */
  medicalExpensesFundingEtc?: string | null | undefined;
  /** 치료비 지원 여부: caseRecordChoices의 medicalExpensesSupported */
  medicalExpensesSupport?: string | null | undefined;
  /** 사례 (의뢰) ID: 등록할 때 필요 */
  requestId?: number | null | undefined;
  /** 의뢰 경로: caseRecordChoices의 requestPath */
  requestPath?: string | null | undefined;
  /** 의뢰 경로 상세 */
  requestPathDetail?: string | null | undefined;
  /** 종결 시 학생 상태: caseRecordChoices의 studentStatus */
  studentStatus?: string | null | undefined;
};

/** 동의 방법: WRITTEN 서면, VERBAL 구두(전화), ELECTRONIC 전자 */
export type ConsentMethod =
  | 'ELECTRONIC'
  | 'VERBAL'
  | 'WRITTEN';

/** 동의 진행 상태 */
export type ConsentState =
  | 'AGREED'
  | 'CANCELLED'
  | 'GUARDIAN_AGREED'
  | 'NOT_SENT'
  | 'REFUSED'
  | 'SENT';

/** 자문 구분: LECTURE 강의, ADVICE 자문, EMERGENCY_SUPPORT 긴급 지원, ETC 기타 */
export type ConsultingCategory =
  | 'ADVICE'
  | 'EMERGENCY_SUPPORT'
  | 'ETC'
  | 'LECTURE';

export type ConsultingInput = {
  category: ConsultingCategory;
  /** 자문 구분이 ETC일 때 (필수) */
  categoryEtc?: string | null | undefined;
  /** 자문일 (YYYY-MM-DD) */
  consultingDate: string;
  content: string;
  /** 지울 첨부파일 id (수정) */
  deleteFileIds?: Array<number> | null | undefined;
  /** 붙일 첨부파일 id (POST svs-u/attachments의 답) */
  fileIds?: Array<number> | null | undefined;
  laterPlanContent?: string | null | undefined;
  manager: ConsultingManager;
  /** 담당이 ETC일 때 (필수) */
  managerEtc?: string | null | undefined;
  /** 참석 인원 (기본 0) */
  participantsCount?: number | null | undefined;
  /** 학교 ID (센터 관할 학교) */
  schoolId: string;
  title: string;
  type: ConsultingType;
  /** 자문 방법이 ETC일 때 (필수) */
  typeEtc?: string | null | undefined;
};

/** 담당: CENTER_MANAGER_SPECIALIST 센터장(전문의), CENTER_MANAGER 센터장, MENTAL_HEALTH_MANAGER 정신건강 담당자, COMMISSION 위촉 전문가, ETC 기타 */
export type ConsultingManager =
  | 'CENTER_MANAGER'
  | 'CENTER_MANAGER_SPECIALIST'
  | 'COMMISSION'
  | 'ETC'
  | 'MENTAL_HEALTH_MANAGER';

/** 검색 구분: TITLE 제목, CONTENT 내용, SCHOOL 학교 이름, AUTHOR 작성자 이름 */
export type ConsultingSearchType =
  | 'AUTHOR'
  | 'CONTENT'
  | 'SCHOOL'
  | 'TITLE';

/** 자문 방법: PHONE 전화, VISIT 방문, ETC 기타 */
export type ConsultingType =
  | 'ETC'
  | 'PHONE'
  | 'VISIT';

/** 면담평가 등록 */
export type CreateInterviewEvaluationInput = {
  /** 특성 검사 실시 여부 */
  characteristicTest?: string | null | undefined;
  /** 상담일 */
  counselingDate?: string | null | undefined;
  /** 상담 장소 */
  counselingPlace?: string | null | undefined;
  /** 기타 상담 장소 */
  counselingPlaceEtc?: string | null | undefined;
  /** 상담자 */
  counselor?: string | null | undefined;
  /** 특성 검사 연계 기관 */
  ctInstitutional?: string | null | undefined;
  /** 기타 특성 검사 연계 기관 */
  ctInstitutionalEtc?: string | null | undefined;
  /** 특성 검사 기관 연계 여부 */
  ctInstitutionalLinkage?: string | null | undefined;
  /** 특성 검사 미실시 사유 */
  ctReasons?: Array<string> | null | undefined;
  /** 특성 검사 미실시 사유 상세 */
  ctReasonsDetail?: string | null | undefined;
  /** 기타 특성 검사 미실시 사유 */
  ctReasonsEtc?: string | null | undefined;
  etc?: InterviewEtcInput | null | undefined;
  familyRelationshipList?: Array<InterviewFamilyRelationshipInput> | null | undefined;
  /** 가족 관계 특이사항 */
  familyRelationshipSpecifics?: string | null | undefined;
  /** 가족 관계 유형 */
  familyRelationshipType?: string | null | undefined;
  /** 기타 가족 관계 유형 */
  familyRelationshipTypeEtc?: string | null | undefined;
  homeTreatment?: InterviewHomeTreatmentInput | null | undefined;
  /** 연계 기관 */
  ilInstitutional?: string | null | undefined;
  /** 기타 연계 기관 */
  ilInstitutionalEtc?: string | null | undefined;
  /** 기관 미연계 사유 */
  ilReasons?: Array<string> | null | undefined;
  /** 기관 미연계 사유 상세 */
  ilReasonsDetail?: string | null | undefined;
  /** 기타 기관 미연계 사유 */
  ilReasonsEtc?: string | null | undefined;
  /** 기관 연계 제안 여부 */
  ilSuggestion?: string | null | undefined;
  /** 기관 연계 여부 */
  ilWhether?: string | null | undefined;
  /** 면담 대상자 */
  interviewTarget?: string | null | undefined;
  /** 면담 대상자 소속 */
  interviewTargetAffiliate?: string | null | undefined;
  /** 면담 대상자 연락처 */
  interviewTargetContact?: string | null | undefined;
  /** 면담 대상자 직위 */
  interviewTargetPosition?: string | null | undefined;
  /** 기타 면담 대상자 직위 */
  interviewTargetPositionEtc?: string | null | undefined;
  interviewTargetType: TargetType;
  isDone: string;
  /** 주호소 */
  mainAppeal?: Array<string> | null | undefined;
  /** 주호소 상세 */
  mainAppealDetail?: string | null | undefined;
  /** 기타 주호소 */
  mainAppealEtc?: string | null | undefined;
  pastHistory?: InterviewPastHistoryInput | null | undefined;
  /** 문제 발생 시기 */
  problemOccursDate?: string | null | undefined;
  /** 학생과의 관계 */
  relationship?: string | null | undefined;
  /** 기타 학생과의 관계 */
  relationshipEtc?: string | null | undefined;
  requestId: number;
  /** 의뢰 사유 */
  requestReasons?: Array<string> | null | undefined;
  /** 기타 의뢰 사유 */
  requestReasonsEtc?: string | null | undefined;
  schoolLife?: InterviewSchoolLifeInput | null | undefined;
};

/** 위기 알림 조치: 보호자 연락, 면담, 의뢰, 112/119 연계, 기타 */
export type CrisisAction =
  | 'EMERGENCY'
  | 'ETC'
  | 'GUARDIAN_CONTACT'
  | 'INTERVIEW'
  | 'REFERRAL';

export type CrisisActionInput = {
  /** 보호자 연락, 면담, 의뢰, 112/119 연계, 기타 */
  action: CrisisAction;
  /** 조치한 사람 (비우면 기록하는 본인) */
  actorName?: string | null | undefined;
  /** 한 일 (기타이면 필수) */
  note?: string | null | undefined;
};

/** 위기 알림 기록: 발생, 상급자 알림, 확인 처리, 추가 조치 */
export type CrisisEventType =
  | 'ACKNOWLEDGED'
  | 'ESCALATED'
  | 'FOLLOW_UP'
  | 'RAISED';

export type DeleteRequestInput = {
  reason?: string | null | undefined;
};

/** 파기 작업 상태: 진행 중, 완료 */
export type DestructionRunStatus =
  | 'DONE'
  | 'RUNNING';

/** 간편검사 대상 학교급 (초등 / 중·고등) */
export type EvaluationSchoolType =
  | 'ELEMENTARY'
  | 'MIDDLE_HIGH';

/** 간편검사 목록 정렬 항목 */
export type EvaluationSortField =
  | 'consentState'
  | 'createdAt'
  | 'doneAt'
  | 'gender'
  | 'isDone'
  | 'schoolTargetType'
  | 'studentCode'
  | 'totalT'
  | 'year';

export type EvaluationSortInput = {
  direction?: SortDirection;
  field: EvaluationSortField;
};

export type FormExampleInput = {
  label: string;
  value: number;
};

export type FormQuestionInput = {
  examples: Array<FormExampleInput>;
  key: string;
  question: string;
};

/** 설문지 종류: SIMPLE_EVALUATION 간편검사, SDQ_KR SDQ-KR */
export type FormType =
  | 'SDQ_KR'
  | 'SIMPLE_EVALUATION';

export type FormUpdateInput = {
  description?: string | null | undefined;
  questions: Array<FormQuestionInput>;
  title: string;
};

/** 성별 (M 남, F 여) */
export type Gender =
  | 'F'
  | 'M';

export type InterpretationInput = {
  range: ScoreRange;
  /** 영역 코드 또는 total */
  scale: string;
  schoolType: EvaluationSchoolType;
  text: string;
};

export type InterviewEtcInput = {
  /** 행동 관찰 */
  behavioralObservation?: string | null | undefined;
  /** 정서 */
  emotion?: string | null | undefined;
  /** 문제에 대한 인식 */
  insightIntoDisease?: string | null | undefined;
  /** 종합 의견 */
  opinion?: string | null | undefined;
  /** 사고 과정·내용 */
  processContent?: string | null | undefined;
  /** 지각·감각 */
  sense?: string | null | undefined;
  /** 특이사항 */
  specialNote?: string | null | undefined;
  /** 말투·언어 */
  speech?: string | null | undefined;
  /** 강점 */
  strength?: string | null | undefined;
  /** 원하는 도움 */
  whatYouWant?: string | null | undefined;
};

/** 면담평가 (임시저장 isDone N은 일부만, 제출 isDone Y는 필수 항목을 모두) */
export type InterviewEvaluationInput = {
  /** 특성 검사 실시 여부 */
  characteristicTest?: string | null | undefined;
  /** 상담일 */
  counselingDate?: string | null | undefined;
  /** 상담 장소 */
  counselingPlace?: string | null | undefined;
  /** 기타 상담 장소 */
  counselingPlaceEtc?: string | null | undefined;
  /** 상담자 */
  counselor?: string | null | undefined;
  /** 특성 검사 연계 기관 */
  ctInstitutional?: string | null | undefined;
  /** 기타 특성 검사 연계 기관 */
  ctInstitutionalEtc?: string | null | undefined;
  /** 특성 검사 기관 연계 여부 */
  ctInstitutionalLinkage?: string | null | undefined;
  /** 특성 검사 미실시 사유 */
  ctReasons?: Array<string> | null | undefined;
  /** 특성 검사 미실시 사유 상세 */
  ctReasonsDetail?: string | null | undefined;
  /** 기타 특성 검사 미실시 사유 */
  ctReasonsEtc?: string | null | undefined;
  etc?: InterviewEtcInput | null | undefined;
  familyRelationshipList?: Array<InterviewFamilyRelationshipInput> | null | undefined;
  /** 가족 관계 특이사항 */
  familyRelationshipSpecifics?: string | null | undefined;
  /** 가족 관계 유형 */
  familyRelationshipType?: string | null | undefined;
  /** 기타 가족 관계 유형 */
  familyRelationshipTypeEtc?: string | null | undefined;
  homeTreatment?: InterviewHomeTreatmentInput | null | undefined;
  /** 연계 기관 */
  ilInstitutional?: string | null | undefined;
  /** 기타 연계 기관 */
  ilInstitutionalEtc?: string | null | undefined;
  /** 기관 미연계 사유 */
  ilReasons?: Array<string> | null | undefined;
  /** 기관 미연계 사유 상세 */
  ilReasonsDetail?: string | null | undefined;
  /** 기타 기관 미연계 사유 */
  ilReasonsEtc?: string | null | undefined;
  /** 기관 연계 제안 여부 */
  ilSuggestion?: string | null | undefined;
  /** 기관 연계 여부 */
  ilWhether?: string | null | undefined;
  /** 면담 대상자 */
  interviewTarget?: string | null | undefined;
  /** 면담 대상자 소속 */
  interviewTargetAffiliate?: string | null | undefined;
  /** 면담 대상자 연락처 */
  interviewTargetContact?: string | null | undefined;
  /** 면담 대상자 직위 */
  interviewTargetPosition?: string | null | undefined;
  /** 기타 면담 대상자 직위 */
  interviewTargetPositionEtc?: string | null | undefined;
  interviewTargetType: TargetType;
  isDone: string;
  /** 주호소 */
  mainAppeal?: Array<string> | null | undefined;
  /** 주호소 상세 */
  mainAppealDetail?: string | null | undefined;
  /** 기타 주호소 */
  mainAppealEtc?: string | null | undefined;
  pastHistory?: InterviewPastHistoryInput | null | undefined;
  /** 문제 발생 시기 */
  problemOccursDate?: string | null | undefined;
  /** 학생과의 관계 */
  relationship?: string | null | undefined;
  /** 기타 학생과의 관계 */
  relationshipEtc?: string | null | undefined;
  /** 의뢰 사유 */
  requestReasons?: Array<string> | null | undefined;
  /** 기타 의뢰 사유 */
  requestReasonsEtc?: string | null | undefined;
  schoolLife?: InterviewSchoolLifeInput | null | undefined;
};

export type InterviewFamilyRelationshipInput = {
  /** 나이 */
  age?: number | null | undefined;
  /** 친밀도 */
  friendly?: string | null | undefined;
  /** 동거 여부 */
  isLivingTogether?: string | null | undefined;
  /** 주 양육자 여부 */
  isPrimaryCaregiver?: string | null | undefined;
  /** 직업 */
  occupation?: string | null | undefined;
  /** 가족 관계 */
  relationship?: string | null | undefined;
  /** 기타 가족 관계 */
  relationshipEtc?: string | null | undefined;
};

export type InterviewHomeTreatmentInput = {
  /** 양육 역량 */
  ability?: string | null | undefined;
  /** 양육자 간 의견 일치 */
  consensusOfOpinion?: string | null | undefined;
  /** 가정 내 지도 내용 */
  implementationContent?: string | null | undefined;
  /** 개선된 점 */
  improvements?: string | null | undefined;
  /** 주 양육자 */
  primaryInstructor?: string | null | undefined;
  /** 기타 주 양육자 */
  primaryInstructorEtc?: string | null | undefined;
};

export type InterviewPastHistoryInput = {
  /** 학대 행위자 */
  caActor?: string | null | undefined;
  /** 학대 지속 여부 */
  caContinuing?: string | null | undefined;
  /** 학대 발생 시기 */
  caOccurrenceTime?: string | null | undefined;
  /** 학대 유형 */
  caType?: Array<string> | null | undefined;
  /** 기타 학대 유형 */
  caTypeEtc?: string | null | undefined;
  /** 아동 학대 경험 */
  childAbuse?: string | null | undefined;
  /** 정신과 진료 경험 */
  historyOfMentalIllness?: string | null | undefined;
  /** 진단명 */
  hmiPcDisease?: string | null | undefined;
  /** 진료 기간 */
  hmiPcPeriod?: string | null | undefined;
  /** 진료 기관 */
  hmiPsychiatryClinic?: string | null | undefined;
  /** 서비스 당시 주호소 */
  mhsMainAppeal?: string | null | undefined;
  /** 서비스 기관 */
  mhsOrganization?: Array<string> | null | undefined;
  /** 기타 서비스 기관 */
  mhsOrganizationEtc?: string | null | undefined;
  /** 서비스 기간 */
  mhsPeriod?: string | null | undefined;
  /** 과거 스트레스 사건 */
  pastStressEvents?: string | null | undefined;
  /** 신체 질환명 */
  pdName?: string | null | undefined;
  /** 신체 질환 기간 */
  pdPeriod?: string | null | undefined;
  /** 신체 질환 */
  physicalDisease?: string | null | undefined;
  /** 스트레스 사건 발생 시기 */
  pseOccurrenceTime?: string | null | undefined;
  /** 스트레스 사건 내용 */
  pseSpecifics?: string | null | undefined;
  /** 자살 시도 횟수 */
  saNumber?: number | null | undefined;
  /** 자살 시도 시기 */
  saOccurrenceTime?: string | null | undefined;
  /** 정신건강 서비스 경험 */
  serviceExperience?: string | null | undefined;
  /** 자살 사고 */
  suicidal?: string | null | undefined;
  /** 자살 사고 시기 */
  suicidalOccurrenceTime?: string | null | undefined;
  /** 자살 시도 */
  suicideAttempt?: string | null | undefined;
};

export type InterviewSchoolLifeInput = {
  /** 하루 일과 */
  lifeDailyRoutine?: string | null | undefined;
  /** 비행 행동 */
  lifeDelinquency?: Array<string> | null | undefined;
  /** 기타 비행 행동 */
  lifeDelinquencyEtc?: string | null | undefined;
  /** 취미·여가 */
  lifeHobby?: string | null | undefined;
  /** 바라는 것 */
  lifeWish?: string | null | undefined;
  /** 기타 관련 사항 */
  otherRelatedMatters?: string | null | undefined;
  /** 사회 적응 가능 여부 */
  saAdjustable?: string | null | undefined;
  /** 사회 적응 특이사항 */
  saSpecifics?: string | null | undefined;
  /** 정서 억제 정도 */
  seInhibitionSeverity?: string | null | undefined;
  /** 정서 특이사항 */
  seSpecifics?: string | null | undefined;
  /** 출결 상황 */
  slAttendance?: string | null | undefined;
  /** 학교생활의 어려움 */
  slDifficulty?: string | null | undefined;
  /** 학업 성취 */
  slGrade?: string | null | undefined;
  /** 교우 관계 */
  slInterpersonal?: string | null | undefined;
  /** 학교생활 만족도 */
  slSatisfaction?: string | null | undefined;
  /** 징계 경험 */
  slSuspension?: string | null | undefined;
  /** 징계 내용 */
  slSuspensionDetail?: string | null | undefined;
  /** 교사와의 관계 */
  slTeacherRelationship?: string | null | undefined;
};

export type LegalHoldInput = {
  kind: RetentionKind;
  reason: string;
  /** 기록 번호 (간편검사·의뢰·자문 기록·문자의 번호) */
  recordId: string;
};

export type LegalHoldReleaseInput = {
  reason: string;
};

export type NotImplementedInput = {
  /** Y: 미실시, N: 미실시 해제 */
  isNotImplemented: string;
  reason?: string | null | undefined;
  reasonEtc?: string | null | undefined;
};

export type PaperAnswersInput = {
  answers: Array<AnswerInput>;
  /** Y: 완료하고 채점, N: 임시 저장 */
  isDone?: string;
};

export type PasswordInput = {
  password: string;
};

export type PopupInput = {
  content: string;
  /** 지울 이미지의 id */
  deleteFileIds?: Array<number> | null | undefined;
  /** 마지막 날 (YYYY-MM-DD, 한국 시간, 시작일과 같거나 이후) */
  endDate: string;
  /** 붙일 이미지 (POST svs-u/attachments로 올린 이미지 파일의 id, 하나) */
  fileIds?: Array<number> | null | undefined;
  /** 첫날 (YYYY-MM-DD, 한국 시간) */
  startDate: string;
  title: string;
  /** Y: 사용, N: 사용 안 함 */
  useYn: string;
  /** 보여줄 역할 (REST multipart에서는 쉼표로 이어서) */
  viewTarget: Array<RoleCode>;
};

/** 사례 진행 단계 */
export type ProgressStep =
  | 'CASE_INTERVENTION'
  | 'CASE_MEETING'
  | 'CLOSING_REPORT'
  | 'IN_DEPTH_EVALUATION'
  | 'POST_EVALUATION';

export type RejectInput = {
  /** 보완이 필요한 내용 (의뢰자에게 보입니다) */
  rejectedMessage: string;
};

export type RequestDraftInput = {
  address?: string | null | undefined;
  addressDetail?: string | null | undefined;
  classNo?: number | null | undefined;
  gc3rdPartyProvision?: string | null | undefined;
  gc3rdPartyProvisionAt?: string | null | undefined;
  gc3rdPartyProvisionMethod?: ConsentMethod | null | undefined;
  gcRequest?: string | null | undefined;
  gcRequestAt?: string | null | undefined;
  gcRequestMethod?: ConsentMethod | null | undefined;
  grade?: number | null | undefined;
  guardianContact?: string | null | undefined;
  guardianRelationship?: string | null | undefined;
  guardianRelationshipEtc?: string | null | undefined;
  mainAppeal?: string | null | undefined;
  num?: number | null | undefined;
  /** 과거 서비스 경험 (여러 개는 쉼표로 구분) */
  pastExperience?: string | null | undefined;
  pastInstitutionalLinkage?: string | null | undefined;
  pastInterestGroup?: string | null | undefined;
  postcode?: string | null | undefined;
  remark?: string | null | undefined;
  requestTarget?: RequestTargetDraftInput | null | undefined;
  requestType?: RequestType | null | undefined;
  requesterContact?: string | null | undefined;
  requesterFax?: string | null | undefined;
  requesterInstitution?: string | null | undefined;
  requesterName?: string | null | undefined;
  /** 학교 (학교 사용자는 소속 학교) */
  schoolId?: string | null | undefined;
  simpleEvaluationId?: number | null | undefined;
  ssMedicalExpensesSupport?: string | null | undefined;
};

export type RequestInput = {
  address?: string | null | undefined;
  addressDetail?: string | null | undefined;
  classNo?: number | null | undefined;
  /** Y: 보호자가 센터에 대한 제3자 제공에 동의함 (필수) */
  gc3rdPartyProvision: string;
  /** 동의 일시 YYYY-MM-DDTHH:mm (한국 시간) */
  gc3rdPartyProvisionAt: string;
  gc3rdPartyProvisionMethod: ConsentMethod;
  /** Y: 보호자가 의뢰에 동의함 (필수) */
  gcRequest: string;
  /** 동의 일시 YYYY-MM-DDTHH:mm (한국 시간) */
  gcRequestAt: string;
  gcRequestMethod: ConsentMethod;
  grade?: number | null | undefined;
  guardianContact: string;
  /** 보호자 관계 (예: 부, 모, 조부모; ETC면 기타 관계 입력) */
  guardianRelationship: string;
  guardianRelationshipEtc?: string | null | undefined;
  mainAppeal: string;
  num?: number | null | undefined;
  /** 과거 서비스 경험 (여러 개는 쉼표로 구분) */
  pastExperience?: string | null | undefined;
  pastInstitutionalLinkage?: string | null | undefined;
  pastInterestGroup?: string | null | undefined;
  postcode?: string | null | undefined;
  remark?: string | null | undefined;
  requestTarget: RequestTargetInput;
  requestType?: RequestType | null | undefined;
  /** 휴대전화 또는 일반 전화 (숫자, 하이픈 또는 공백 구분) */
  requesterContact: string;
  requesterFax?: string | null | undefined;
  requesterInstitution?: string | null | undefined;
  requesterName: string;
  /** 학교 (학교 사용자는 소속 학교) */
  schoolId?: string | null | undefined;
  simpleEvaluationId?: number | null | undefined;
  ssMedicalExpensesSupport?: string | null | undefined;
};

/** 의뢰 목록 정렬 항목 */
export type RequestSortField =
  | 'closingDate'
  | 'progressStep'
  | 'requestDate'
  | 'requestType'
  | 'requesterName'
  | 'schoolName'
  | 'status'
  | 'targetName';

export type RequestSortInput = {
  direction?: SortDirection;
  field: RequestSortField;
};

/** 의뢰 상태: DRAFT 임시저장 (작성자에게만 보임), REQUESTED 접수, REJECTED 보완요청, CANCELLED 접수 취소, COMPLETED 승인 (사례 진행), CLOSED 종결, REPORT_SENT 종결 보고 발송 */
export type RequestStatus =
  | 'CANCELLED'
  | 'CLOSED'
  | 'COMPLETED'
  | 'DRAFT'
  | 'REJECTED'
  | 'REPORT_SENT'
  | 'REQUESTED';

export type RequestTargetDraftInput = {
  birthDate?: number | null | undefined;
  birthMonth?: number | null | undefined;
  birthYear?: number | null | undefined;
  gender?: Gender | null | undefined;
  mobile?: string | null | undefined;
  name?: string | null | undefined;
};

export type RequestTargetInput = {
  birthDate: number;
  birthMonth: number;
  birthYear: number;
  gender: Gender;
  mobile?: string | null | undefined;
  name: string;
};

/** 의뢰 유형: GENERAL 일반 의뢰, SIMPLE_EVALUATION 간편검사 연계 */
export type RequestType =
  | 'GENERAL'
  | 'SIMPLE_EVALUATION';

/** 보존 기간의 기산점: 학년도 말, 발송일, 사례 종결일, 작성일, 소속 기록과 함께 */
export type RetentionEvent =
  | 'CASE_CLOSED'
  | 'CREATED'
  | 'SCHOOL_YEAR_END'
  | 'SENT'
  | 'WITH_RECORD';

/** 보존 기간을 정하는 기록 종류: 간편검사, 문자, 사례, 자문 기록, 첨부파일, 접근 기록 */
export type RetentionKind =
  | 'ACCESS_LOG'
  | 'ATTACHMENT'
  | 'CASE'
  | 'CONSULTING'
  | 'SIMPLE_EVALUATION'
  | 'SMS';

export type RetentionRuleInput = {
  /** 보존 기간(개월). 종류마다 최소·최대가 있습니다(접근 기록은 24개월 이상). */
  periodMonths: number;
  reason: string;
};

/** 사용자 역할 */
export type RoleCode =
  | 'CENTER_MANAGER'
  | 'CENTER_MEMBER'
  | 'CENTRAL_SUPPORT_GROUP'
  | 'CLIENT'
  | 'EDUCATION_MINISTRY'
  | 'EDUCATION_OFFICE'
  | 'MEMBER'
  | 'SYSTEM_ADMIN';

export type RolePermissionInput = {
  permissions: Array<string>;
};

export type SatisfactionCreateInput = {
  /** 보호자와의 관계 */
  asGuardianRelationship?: number | null | undefined;
  /** 대인관계 */
  asInterpersonalRelationship?: number | null | undefined;
  /** 학습 태도 */
  asLearningAttitude?: number | null | undefined;
  /** 자신에 대한 태도 */
  asOwnAttitude?: number | null | undefined;
  /** 문제 개선 */
  asProblemImprovement?: number | null | undefined;
  /** 학교생활 */
  asSchoolLife?: number | null | undefined;
  /** 교사와의 관계 */
  asTeacherRelationship?: number | null | undefined;
  /** 삶에 대한 태도 */
  asTowardsLifeAttitude?: number | null | undefined;
  /** 기관 연계에 대한 의견 */
  ilContent?: string | null | undefined;
  /** 기관 연계 만족도 */
  ilOverAll?: number | null | undefined;
  /** Y: 완료(제출), N: 작성 중 */
  isDone?: string | null | undefined;
  /** FATHER, MOTHER, GRANDPARENT, HOMEROOM_TEACHER, SUBJECT_TEACHER, COUNSELING_TEACHER, ETC (보호자·교사가 응답할 때) */
  relationship?: string | null | undefined;
  relationshipEtc?: string | null | undefined;
  requestId: number;
  /** 개선할 점 */
  serviceImprovementPoints?: string | null | undefined;
  /** 서비스가 도움이 된 정도 */
  servicePerformance?: number | null | undefined;
  /** 가장 도움이 된 서비스 */
  servicePerformanceDetail?: string | null | undefined;
  /** 가장 도움이 된 서비스 (기타) */
  servicePerformanceDetailEtc?: string | null | undefined;
  /** 담당자에 대한 의견 */
  svsAtiiContent?: string | null | undefined;
  /** 담당자의 태도와 전문성 */
  svsAtiiPi?: number | null | undefined;
  /** 서비스에 대한 의견 */
  svsContent?: string | null | undefined;
  /** 서비스 전반 만족도 */
  svsOverAll?: number | null | undefined;
  /** 진행 과정 만족도 */
  svsProgress?: number | null | undefined;
  targetType: TargetType;
};

export type SatisfactionSendUrlInput = {
  mobile: string;
  relationship?: string | null | undefined;
  relationshipEtc?: string | null | undefined;
  requestId: number;
  targetType: TargetType;
};

export type SchoolInput = {
  address?: string | null | undefined;
  addressDetail?: string | null | undefined;
  educationOfficeId: string;
  id: string;
  name: string;
  postcode?: string | null | undefined;
  sggCode: string;
  type: SchoolType;
  umdCode?: string | null | undefined;
};

/** 학교급 */
export type SchoolType =
  | 'ELEMENTARY'
  | 'HIGH'
  | 'MIDDLE'
  | 'OTHER'
  | 'SPECIAL';

export type SchoolUpdateInput = {
  address?: string | null | undefined;
  addressDetail?: string | null | undefined;
  educationOfficeId: string;
  name: string;
  postcode?: string | null | undefined;
  sggCode: string;
  type: SchoolType;
  umdCode?: string | null | undefined;
};

/** T점수 구간: 일반군 (<65), 관심군 (65–70), 우선 관심군 (≥70) */
export type ScoreRange =
  | 'ATTENTION'
  | 'GENERAL'
  | 'PRIORITY_ATTENTION';

/** 영국 규준의 4단계 구분 (참고용: 한국 절단점은 발표되지 않음). 친사회적 행동은 낮을수록 위 단계 */
export type SdqBand =
  | 'CLOSE_TO_AVERAGE'
  | 'HIGH'
  | 'SLIGHTLY_RAISED'
  | 'VERY_HIGH';

export type SdqKrCreateInput = {
  /** 문항 decp010 */
  decp010?: number | null | undefined;
  /** 문항 decp020 */
  decp020?: number | null | undefined;
  /** 문항 decp030 */
  decp030?: number | null | undefined;
  /** 문항 decp040 */
  decp040?: number | null | undefined;
  /** 문항 decp050 */
  decp050?: number | null | undefined;
  /** 문항 dehi010 */
  dehi010?: number | null | undefined;
  /** 문항 dehi020 */
  dehi020?: number | null | undefined;
  /** 문항 dehi030 */
  dehi030?: number | null | undefined;
  /** 문항 dehi040 */
  dehi040?: number | null | undefined;
  /** 문항 dehi050 */
  dehi050?: number | null | undefined;
  /** 문항 dies010 */
  dies010?: number | null | undefined;
  /** 문항 dies020 */
  dies020?: number | null | undefined;
  /** 문항 dies030 */
  dies030?: number | null | undefined;
  /** 문항 dies040 */
  dies040?: number | null | undefined;
  /** 문항 dies050 */
  dies050?: number | null | undefined;
  /** 문항 dipr010 */
  dipr010?: number | null | undefined;
  /** 문항 dipr020 */
  dipr020?: number | null | undefined;
  /** 문항 dipr030 */
  dipr030?: number | null | undefined;
  /** 문항 dipr040 */
  dipr040?: number | null | undefined;
  /** 문항 dipr050 */
  dipr050?: number | null | undefined;
  /** Y: 완료(제출), N: 작성 중 */
  isDone?: string | null | undefined;
  /** FATHER, MOTHER, GRANDPARENT, HOMEROOM_TEACHER, SUBJECT_TEACHER, COUNSELING_TEACHER, ETC (보호자·교사가 응답할 때) */
  relationship?: string | null | undefined;
  relationshipEtc?: string | null | undefined;
  requestId: number;
  /** 문항 spbpb010 */
  spbpb010?: number | null | undefined;
  /** 문항 spbpb020 */
  spbpb020?: number | null | undefined;
  /** 문항 spbpb030 */
  spbpb030?: number | null | undefined;
  /** 문항 spbpb040 */
  spbpb040?: number | null | undefined;
  /** 문항 spbpb050 */
  spbpb050?: number | null | undefined;
  targetType: TargetType;
  testType: TestType;
};

export type SdqKrSendUrlInput = {
  mobile: string;
  relationship?: string | null | undefined;
  relationshipEtc?: string | null | undefined;
  requestId: number;
  targetType: TargetType;
  testType: TestType;
};

/** SDQ 척도 (정서, 품행, 과잉행동, 또래관계, 친사회적 행동) */
export type SdqScale =
  | 'CONDUCT'
  | 'EMOTIONAL'
  | 'HYPERACTIVITY'
  | 'PEER'
  | 'PROSOCIAL';

/** 발송 종류 (AGREE 보호자 동의 링크, STUDENT 학생 동의 링크, EVALUATION 검사 링크) */
export type SendType =
  | 'AGREE'
  | 'EVALUATION'
  | 'STUDENT';

export type SendUrlInput = {
  guardianMobile?: string | null | undefined;
  simpleEvaluationId: number;
  studentMobile?: string | null | undefined;
  /** Y: 보호자 동의 후 학생에게도 동의를 받습니다 (중·고등, 기본 Y) */
  studentSendYn?: string | null | undefined;
};

export type ServiceClientInput = {
  /** 만료일 (YYYY-MM-DD, 한국 시간, 그날까지 사용). 내일부터 1년 안 */
  expiresOn: string;
  /** 어느 시스템인지 알아볼 이름 */
  name: string;
  /** 분당 호출 한도 (1~600) */
  rateLimitPerMinute: number;
  /** 권한 범위 (읽기 전용): statistics:read, evaluations:read */
  scopes: Array<string>;
  /** 이 시도 안의 자료만 읽습니다 (2자리 코드). 비우면 전국 */
  sdCode?: string | null | undefined;
};

export type SimpleEvaluationInput = {
  gender: Gender;
  mobile?: string | null | undefined;
  requestId?: number | null | undefined;
  /** 학교 (센터·관리자: 필수, 학교 사용자: 소속 학교) */
  schoolId?: string | null | undefined;
  schoolTargetType: EvaluationSchoolType;
};

/** 수신 결과 (DELIVERED 전송 성공, UNDELIVERED 전송 실패, UNKNOWN 결과 미수신); 없으면 결과 대기 또는 확인하지 않음 */
export type SmsDelivery =
  | 'DELIVERED'
  | 'UNDELIVERED'
  | 'UNKNOWN';

/** SMS 단문(90바이트 이하), LMS 장문(2,000바이트 이하) */
export type SmsKind =
  | 'LMS'
  | 'SMS';

/** SMS 발송 상태 (QUEUED 대기, SENDING 발송 중, SENT 발송 완료, FAILED 실패) */
export type SmsStatus =
  | 'FAILED'
  | 'QUEUED'
  | 'SENDING'
  | 'SENT';

/** 정렬 방향 (ASC 오름차순, DESC 내림차순) */
export type SortDirection =
  | 'ASC'
  | 'DESC';

/** 대상: 설문의 응답자, 면담평가의 면담 대상 (STUDENT 학생, GUARDIAN 보호자, TEACHER 교사) */
export type TargetType =
  | 'GUARDIAN'
  | 'STUDENT'
  | 'TEACHER';

/** 검사 시기 (PRELIMINARY 사전, POST 사후) */
export type TestType =
  | 'POST'
  | 'PRELIMINARY';

/** 학생 변화 추이의 사건 종류 */
export type TimelineEventKind =
  | 'APPROVED'
  | 'CGI'
  | 'CLOSED'
  | 'FILED'
  | 'INTERVIEW'
  | 'LOG'
  | 'MEETING'
  | 'REPORT_SENT'
  | 'SCREENING'
  | 'SDQ';

export type AccessLogPageQueryQueryVariables = Exact<{
  loginId?: string | null | undefined;
  subjectType?: string | null | undefined;
  subjectId?: string | null | undefined;
  action?: AccessAction | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type AccessLogPageQueryQuery = { accessLogs: { totalElements: number, totalCapped: boolean, totalPages: number, current: number, pageSize: number, content: Array<{ id: string, createdAt: string, actorType: string, loginId: string | null, role: string | null, ip: string | null, action: AccessAction, subjectType: string, subjectId: string | null, count: number | null, reason: string | null, detail: string | null }> }, accessLogSubjects: Array<{ value: string, label: string }> };

export type BbsListPageQueryQueryVariables = Exact<{
  type: BbsType;
  searchType?: BbsSearchType | null | undefined;
  keyword?: string | null | undefined;
  deleted?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type BbsListPageQueryQuery = { bbsList: { totalElements: number, totalCapped: boolean, totalPages: number, current: number, pageSize: number, content: Array<{ id: number, title: string, userName: string, centerName: string | null, viewCount: number, isPrivate: string, pinned: boolean, answered: boolean, replyCount: number, createDate: string, deleteDate: string | null }> }, abilities: { bbs: { write: boolean, seeDeleted: boolean } } };

export type BbsDetailPageQueryQueryVariables = Exact<{
  id: number;
}>;


export type BbsDetailPageQueryQuery = { bbs: { id: number, type: BbsType, title: string, userId: number, userName: string, centerName: string | null, viewTarget: Array<RoleCode>, viewCount: number, isPrivate: string, centralFixation: string, simpleEvaluationFixation: string, centerFixation: string, answered: boolean, createDate: string, updateDate: string, deleteDate: string | null, content: string, answer: string | null, answerDate: string | null, uploadedFiles: Array<{ id: number, name: string, size: number, contentType: string, url: string }>, can: { update: boolean, answer: boolean, delete: boolean, restore: boolean, purge: boolean, reply: boolean } } };

export type BbsFormPageQueryQueryVariables = Exact<{
  type: BbsType;
  id: number;
  editing: boolean;
}>;


export type BbsFormPageQueryQuery = { abilities: { bbs: { write: boolean, setCentralFixation: boolean, setSimpleEvaluationFixation: boolean, setCenterFixation: boolean } }, bbs?: { id: number, type: BbsType, title: string, content: string, isPrivate: string, viewTarget: Array<RoleCode>, centralFixation: string, simpleEvaluationFixation: string, centerFixation: string, uploadedFiles: Array<{ id: number, name: string, size: number, contentType: string, url: string }>, can: { update: boolean, setCentralFixation: boolean, setSimpleEvaluationFixation: boolean, setCenterFixation: boolean } } };

export type CreateBbsMutationMutationVariables = Exact<{
  input: BbsInput;
}>;


export type CreateBbsMutationMutation = { createBbs: { id: number, message: string } };

export type UpdateBbsMutationMutationVariables = Exact<{
  id: number;
  input: BbsUpdateInput;
}>;


export type UpdateBbsMutationMutation = { updateBbs: { id: number, message: string } };

export type AnswerBbsMutationMutationVariables = Exact<{
  id: number;
  answer: string;
}>;


export type AnswerBbsMutationMutation = { answerBbs: { id: number, message: string } };

export type DeleteBbsMutationMutationVariables = Exact<{
  id: number;
}>;


export type DeleteBbsMutationMutation = { deleteBbs: { id: number, message: string } };

export type RestoreBbsMutationMutationVariables = Exact<{
  id: number;
}>;


export type RestoreBbsMutationMutation = { restoreBbs: { id: number, message: string } };

export type PurgeBbsMutationMutationVariables = Exact<{
  id: number;
}>;


export type PurgeBbsMutationMutation = { purgeBbs: { id: number, message: string } };

export type BbsRepliesQueryQueryVariables = Exact<{
  bbsId: number;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type BbsRepliesQueryQuery = { bbsReplies: { totalElements: number, totalCapped: boolean, totalPages: number, current: number, pageSize: number, content: Array<{ id: number, content: string, createDate: string, updateDate: string, canChange: boolean, user: { id: number, name: string } }> } };

export type CreateBbsReplyMutationMutationVariables = Exact<{
  input: BbsReplyInput;
}>;


export type CreateBbsReplyMutationMutation = { createBbsReply: { id: number, message: string } };

export type UpdateBbsReplyMutationMutationVariables = Exact<{
  id: number;
  input: BbsReplyUpdateInput;
}>;


export type UpdateBbsReplyMutationMutation = { updateBbsReply: { id: number, message: string } };

export type DeleteBbsReplyMutationMutationVariables = Exact<{
  id: number;
}>;


export type DeleteBbsReplyMutationMutation = { deleteBbsReply: { id: number, message: string } };

export type SentClosingReportQueryQueryVariables = Exact<{
  requestId: number;
  closingReportId?: number | null | undefined;
}>;


export type SentClosingReportQueryQuery = { sentClosingReport: { id: number, requestId: number, closingDate: string | null, closingTypeName: string | null, interventionTargetNames: Array<string> | null, interventionTargetEtc: string | null, interventionsCntRI: number | null, interventionsCntLS: number | null, interventionsCntSV: number | null, interventionsCntIL: number | null, interventionsCntM: number | null, sentAt: string | null } };

export type CaseListPageQueryQueryVariables = Exact<{
  progressStep?: string | null | undefined;
  requestType?: RequestType | null | undefined;
  search?: string | null | undefined;
  sortBy?: Array<RequestSortInput> | RequestSortInput | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type CaseListPageQueryQuery = { requests: { totalElements: number, totalCapped: boolean, totalPages: number, current: number, pageSize: number, content: Array<{ id: number, requestType: RequestType, requestDate: string, schoolName: string, requesterName: string | null, caseManagerName: string | null, progressStep: ProgressStep | null, progressStepName: string | null, status: RequestStatus, statusName: string, closingDate: string | null, screeningCrisis: boolean, requestTarget: { name: string | null } }> } };

export type CaseStepCountsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type CaseStepCountsQueryQuery = { requestStepCounts: Array<{ progressStep: string, count: number }> };

export type CaseWorkspaceQueryQueryVariables = Exact<{
  id: number;
}>;


export type CaseWorkspaceQueryQuery = { request: { id: number, requestType: RequestType, requestDate: string, approvedAt: string | null, schoolName: string, centerName: string | null, requesterName: string | null, requesterInstitution: string | null, caseManagerName: string | null, grade: number | null, classNo: number | null, num: number | null, progressStep: ProgressStep | null, progressStepName: string | null, status: RequestStatus, statusName: string, closingDate: string | null, closingReportSentAt: string | null, screeningCrisis: boolean, requestTarget: { name: string | null, gender: Gender | null, birthYear: number | null }, can: { changeProgressStep: boolean, completeClosing: boolean, sendClosingReport: boolean }, sdqSelfReport: { allowed: boolean, message: string | null } } };

export type ChangeCaseStepMutationMutationVariables = Exact<{
  id: number;
  progressStep: ProgressStep;
}>;


export type ChangeCaseStepMutationMutation = { changeRequestProgressStep: { id: number, message: string } };

export type CompleteCaseClosingMutationMutationVariables = Exact<{
  id: number;
  closingDate: string;
}>;


export type CompleteCaseClosingMutationMutation = { completeRequestClosing: { id: number, message: string } };

export type SendCaseClosingReportMutationMutationVariables = Exact<{
  id: number;
}>;


export type SendCaseClosingReportMutationMutation = { sendRequestClosingReport: { id: number, message: string } };

export type CaseTimelineQueryQueryVariables = Exact<{
  requestId: number;
}>;


export type CaseTimelineQueryQuery = { caseTimeline: { requestId: number, screenings: Array<{ evaluationId: number, year: number, studentCode: string, referred: boolean, normDemo: boolean, crisis: boolean, total: { t: number, rangeName: string }, categories: Array<{ scale: string, name: string, t: number, rangeName: string }> }>, sdq: Array<{ informant: TargetType, informantName: string, preDoneAt: string | null, postDoneAt: string | null, rows: Array<{ measure: string, name: string, higherIsBetter: boolean, pre: number | null, preBand: SdqBand | null, post: number | null, postBand: SdqBand | null, change: number | null, direction: ChangeDirection | null }> }>, cgi: { preS: number | null, postS: number | null, changeS: number | null, direction: ChangeDirection | null, postI: number | null, preSName: string | null, postSName: string | null, postIName: string | null }, events: Array<{ date: string, kind: TimelineEventKind, label: string, detail: string | null }> } };

export type SdqKrListQueryQueryVariables = Exact<{
  requestId: number;
  testType?: TestType | null | undefined;
  targetType?: TargetType | null | undefined;
}>;


export type SdqKrListQueryQuery = { sdqKrs: { content: Array<{ id: number, testType: TestType, targetType: TargetType, mobile: string | null, sentAt: string | null, isDone: string, doneAt: string | null, doneBy: string | null }> } };

export type SdqSelfReportQueryQueryVariables = Exact<{
  id: number;
}>;


export type SdqSelfReportQueryQuery = { request: { id: number, sdqSelfReport: { allowed: boolean, age: number | null, message: string | null } } };

export type SdqKrDetailQueryQueryVariables = Exact<{
  id: number;
}>;


export type SdqKrDetailQueryQuery = { sdqKr: { id: number, requestId: number, testType: TestType, targetType: TargetType, mobile: string | null, sentAt: string | null, relationship: string | null, relationshipEtc: string | null, isDone: string, doneAt: string | null, doneBy: string | null, dehi010: number | null, dehi020: number | null, dehi030: number | null, dehi040: number | null, dehi050: number | null, decp010: number | null, decp020: number | null, decp030: number | null, decp040: number | null, decp050: number | null, dies010: number | null, dies020: number | null, dies030: number | null, dies040: number | null, dies050: number | null, dipr010: number | null, dipr020: number | null, dipr030: number | null, dipr040: number | null, dipr050: number | null, spbpb010: number | null, spbpb020: number | null, spbpb030: number | null, spbpb040: number | null, spbpb050: number | null, scores: { informant: TargetType, totalDifficulties: number | null, totalBand: SdqBand | null, internalising: number | null, externalising: number | null, scales: Array<{ scale: SdqScale, score: number | null, answered: number, prorated: boolean, band: SdqBand | null }> } | null } };

export type SendSdqKrUrlMutationMutationVariables = Exact<{
  input: SdqKrSendUrlInput;
}>;


export type SendSdqKrUrlMutationMutation = { sendSdqKrUrl: { message: string, id: number, sentTo: string } };

export type CreateSdqKrMutationMutationVariables = Exact<{
  input: SdqKrCreateInput;
}>;


export type CreateSdqKrMutationMutation = { createSdqKr: { id: number } };

export type DeleteSdqKrMutationMutationVariables = Exact<{
  id: number;
}>;


export type DeleteSdqKrMutationMutation = { deleteSdqKr: { message: string } };

export type SatisfactionListQueryQueryVariables = Exact<{
  requestId: number;
  targetType?: TargetType | null | undefined;
}>;


export type SatisfactionListQueryQuery = { satisfactionAssessments: { content: Array<{ id: number, targetType: TargetType, mobile: string | null, sentAt: string | null, isDone: string, doneAt: string | null, doneBy: string | null }> } };

export type SatisfactionDetailQueryQueryVariables = Exact<{
  id: number;
}>;


export type SatisfactionDetailQueryQuery = { satisfactionAssessment: { id: number, requestId: number, targetType: TargetType, mobile: string | null, sentAt: string | null, relationship: string | null, relationshipEtc: string | null, isDone: string, doneAt: string | null, doneBy: string | null, svsOverAll: number | null, svsProgress: number | null, svsContent: string | null, svsAtiiPi: number | null, svsAtiiContent: string | null, ilOverAll: number | null, ilContent: string | null, asProblemImprovement: number | null, asLearningAttitude: number | null, asInterpersonalRelationship: number | null, asGuardianRelationship: number | null, asTeacherRelationship: number | null, asSchoolLife: number | null, asTowardsLifeAttitude: number | null, asOwnAttitude: number | null, servicePerformance: number | null, servicePerformanceDetail: string | null, servicePerformanceDetailEtc: string | null, serviceImprovementPoints: string | null } };

export type SendSatisfactionUrlMutationMutationVariables = Exact<{
  input: SatisfactionSendUrlInput;
}>;


export type SendSatisfactionUrlMutationMutation = { sendSatisfactionAssessmentUrl: { message: string, id: number, sentTo: string } };

export type CreateSatisfactionMutationMutationVariables = Exact<{
  input: SatisfactionCreateInput;
}>;


export type CreateSatisfactionMutationMutation = { createSatisfactionAssessment: { id: number } };

export type DeleteSatisfactionMutationMutationVariables = Exact<{
  id: number;
}>;


export type DeleteSatisfactionMutationMutation = { deleteSatisfactionAssessment: { message: string } };

export type CaseRecordChoicesQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type CaseRecordChoicesQueryQuery = { caseRecordChoices: Array<{ name: string, choices: Array<{ code: string, label: string, etc: boolean }> }> };

export type CaseRecordFormQueryQueryVariables = Exact<{
  record: string;
}>;


export type CaseRecordFormQueryQuery = { caseRecordForm: { record: string, sections: Array<{ key: string, label: string, rows: boolean, fields: Array<{ name: string, label: string, kind: string, list: string | null, etcName: string | null, required: boolean, min: number | null, max: number | null }> }> } };

export type InterviewEvaluationsQueryQueryVariables = Exact<{
  requestId: number;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type InterviewEvaluationsQueryQuery = { interviewEvaluations: { totalElements: number, content: Array<{ id: number, interviewTargetType: TargetType, interviewTarget: string | null, counselor: string | null, counselingDate: string | null, isDone: string, updatedAt: string }> } };

export type InterviewEvaluationQueryQueryVariables = Exact<{
  id: number;
}>;


export type InterviewEvaluationQueryQuery = { interviewEvaluation: { id: number, requestId: number, interviewTargetType: TargetType, isDone: string, canEdit: boolean, writerName: string | null, submittedAt: string | null, updatedAt: string, counselor: string | null, counselingDate: string | null, counselingPlace: string | null, counselingPlaceEtc: string | null, relationship: string | null, relationshipEtc: string | null, interviewTarget: string | null, interviewTargetPosition: string | null, interviewTargetPositionEtc: string | null, interviewTargetAffiliate: string | null, interviewTargetContact: string | null, requestReasons: Array<string> | null, requestReasonsEtc: string | null, characteristicTest: string | null, ctInstitutionalLinkage: string | null, ctInstitutional: string | null, ctInstitutionalEtc: string | null, ctReasons: Array<string> | null, ctReasonsEtc: string | null, ctReasonsDetail: string | null, ilSuggestion: string | null, ilWhether: string | null, ilInstitutional: string | null, ilInstitutionalEtc: string | null, ilReasons: Array<string> | null, ilReasonsEtc: string | null, ilReasonsDetail: string | null, mainAppeal: Array<string> | null, mainAppealEtc: string | null, problemOccursDate: string | null, mainAppealDetail: string | null, familyRelationshipType: string | null, familyRelationshipTypeEtc: string | null, familyRelationshipSpecifics: string | null, schoolLife: { slSatisfaction: string | null, slTeacherRelationship: string | null, slInterpersonal: string | null, slGrade: string | null, slAttendance: string | null, slSuspension: string | null, slSuspensionDetail: string | null, slDifficulty: string | null, lifeDailyRoutine: string | null, lifeHobby: string | null, lifeWish: string | null, lifeDelinquency: Array<string> | null, lifeDelinquencyEtc: string | null, seInhibitionSeverity: string | null, seSpecifics: string | null, saAdjustable: string | null, saSpecifics: string | null, otherRelatedMatters: string | null } | null, pastHistory: { childAbuse: string | null, caActor: string | null, caOccurrenceTime: string | null, caContinuing: string | null, caType: Array<string> | null, caTypeEtc: string | null, pastStressEvents: string | null, pseOccurrenceTime: string | null, pseSpecifics: string | null, suicidal: string | null, suicidalOccurrenceTime: string | null, suicideAttempt: string | null, saOccurrenceTime: string | null, saNumber: number | null, historyOfMentalIllness: string | null, hmiPsychiatryClinic: string | null, hmiPcPeriod: string | null, hmiPcDisease: string | null, serviceExperience: string | null, mhsOrganization: Array<string> | null, mhsOrganizationEtc: string | null, mhsPeriod: string | null, mhsMainAppeal: string | null, physicalDisease: string | null, pdPeriod: string | null, pdName: string | null } | null, homeTreatment: { primaryInstructor: string | null, primaryInstructorEtc: string | null, implementationContent: string | null, improvements: string | null, consensusOfOpinion: string | null, ability: string | null } | null, etc: { strength: string | null, specialNote: string | null, whatYouWant: string | null, behavioralObservation: string | null, speech: string | null, emotion: string | null, sense: string | null, processContent: string | null, insightIntoDisease: string | null, opinion: string | null } | null, familyRelationshipList: Array<{ relationship: string | null, relationshipEtc: string | null, age: number | null, occupation: string | null, isPrimaryCaregiver: string | null, isLivingTogether: string | null, friendly: string | null }> } };

export type CreateInterviewEvaluationMutationMutationVariables = Exact<{
  input: CreateInterviewEvaluationInput;
}>;


export type CreateInterviewEvaluationMutationMutation = { createInterviewEvaluation: { id: number, requestId: number, message: string } };

export type UpdateInterviewEvaluationMutationMutationVariables = Exact<{
  id: number;
  input: InterviewEvaluationInput;
}>;


export type UpdateInterviewEvaluationMutationMutation = { updateInterviewEvaluation: { id: number, requestId: number, message: string } };

export type DeleteInterviewEvaluationMutationMutationVariables = Exact<{
  id: number;
}>;


export type DeleteInterviewEvaluationMutationMutation = { deleteInterviewEvaluation: { id: number, requestId: number, message: string } };

export type RecordCaseQueryQueryVariables = Exact<{
  id: number;
}>;


export type RecordCaseQueryQuery = { request: { id: number, status: RequestStatus, statusName: string, schoolName: string, requestTarget: { name: string | null } } };

export type CgisQueryQueryVariables = Exact<{
  requestId: number;
  size?: number | null | undefined;
}>;


export type CgisQueryQuery = { cgis: { content: Array<{ id: number, isDone: string, testType: string | null, cgiS: number | null, cgiI: number | null, updatedAt: string }> } };

export type CgiQueryQueryVariables = Exact<{
  id: number;
}>;


export type CgiQueryQuery = { cgi: { id: number, requestId: number, isDone: string, submittedAt: string | null, updatedAt: string, testType: string | null, cgiS: number | null, cgiI: number | null, can: { edit: boolean, delete: boolean, cancel: boolean } } };

export type CreateCgiMutationMutationVariables = Exact<{
  input: CgiInput;
}>;


export type CreateCgiMutationMutation = { createCgi: { id: number, requestId: number } };

export type UpdateCgiMutationMutationVariables = Exact<{
  id: number;
  input: CgiInput;
}>;


export type UpdateCgiMutationMutation = { updateCgi: { id: number, requestId: number } };

export type DeleteCgiMutationMutationVariables = Exact<{
  id: number;
}>;


export type DeleteCgiMutationMutation = { deleteCgi: { id: number, message: string } };

export type CaseMinutesListQueryQueryVariables = Exact<{
  requestId: number;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type CaseMinutesListQueryQuery = { caseMinutesList: { totalElements: number, content: Array<{ id: number, isDone: string, title: string | null, meetingDate: string | null, updatedAt: string }> } };

export type CaseMinutesQueryQueryVariables = Exact<{
  id: number;
}>;


export type CaseMinutesQueryQuery = { caseMinutes: { id: number, requestId: number, isDone: string, submittedAt: string | null, updatedAt: string, title: string | null, meetingDate: string | null, supervisor: string | null, attendees: string | null, requestPath: string | null, requestPathEtc: string | null, mainAppeal: string | null, contents: string | null, primaryDiagnostic: Array<string> | null, primaryDiagnosticEtc: string | null, additionalDiagnostic: Array<string> | null, additionalDiagnosticEtc: string | null, interventionPlan: Array<string> | null, interventionPlanEtc: string | null, institutionalLinkage: Array<string> | null, institutionalLinkageEtc: string | null, consultation: Array<string> | null, consultationEtc: string | null, medicalExpensesSupport: string | null, mesEtc: string | null, can: { edit: boolean, delete: boolean, cancel: boolean } } };

export type CreateCaseMinutesMutationMutationVariables = Exact<{
  input: CaseMinutesInput;
}>;


export type CreateCaseMinutesMutationMutation = { createCaseMinutes: { id: number, requestId: number } };

export type UpdateCaseMinutesMutationMutationVariables = Exact<{
  id: number;
  input: CaseMinutesInput;
}>;


export type UpdateCaseMinutesMutationMutation = { updateCaseMinutes: { id: number, requestId: number } };

export type DeleteCaseMinutesMutationMutationVariables = Exact<{
  id: number;
}>;


export type DeleteCaseMinutesMutationMutation = { deleteCaseMinutes: { id: number, message: string } };

export type CaseManagementLogsQueryQueryVariables = Exact<{
  requestId: number;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type CaseManagementLogsQueryQuery = { caseManagementLogs: { totalElements: number, content: Array<{ id: number, isDone: string, title: string | null, interventionDate: string | null, counselor: string | null, updatedAt: string }> } };

export type CaseManagementLogQueryQueryVariables = Exact<{
  id: number;
}>;


export type CaseManagementLogQueryQuery = { caseManagementLog: { id: number, requestId: number, isDone: string, submittedAt: string | null, updatedAt: string, title: string | null, counselor: string | null, interventionDate: string | null, interventionTarget: Array<string> | null, interventionTargetEtc: string | null, interventionMethod: Array<string> | null, interventionMethodEtc: string | null, interventionType: Array<string> | null, interventionTypeEtc: string | null, linkageSupportType: Array<string> | null, linkageSupportTypeEtc: string | null, medicalExpensesFunding: Array<string> | null, medicalExpensesFundingEtc: string | null, specialistVisitType: Array<string> | null, specialistVisitTypeEtc: string | null, institutionalLinkage: Array<string> | null, institutionalLinkageEtc: string | null, content: string | null, futurePlan: string | null, can: { edit: boolean, delete: boolean, cancel: boolean } } };

export type CreateCaseManagementLogMutationMutationVariables = Exact<{
  input: CaseManagementLogInput;
}>;


export type CreateCaseManagementLogMutationMutation = { createCaseManagementLog: { id: number, requestId: number } };

export type UpdateCaseManagementLogMutationMutationVariables = Exact<{
  id: number;
  input: CaseManagementLogInput;
}>;


export type UpdateCaseManagementLogMutationMutation = { updateCaseManagementLog: { id: number, requestId: number } };

export type DeleteCaseManagementLogMutationMutationVariables = Exact<{
  id: number;
}>;


export type DeleteCaseManagementLogMutationMutation = { deleteCaseManagementLog: { id: number, message: string } };

export type ClosingReportsQueryQueryVariables = Exact<{
  requestId: number;
  size?: number | null | undefined;
}>;


export type ClosingReportsQueryQuery = { closingReports: { content: Array<{ id: number, isDone: string, closingDate: string | null, closingType: string | null, updatedAt: string }> } };

export type ClosingReportQueryQueryVariables = Exact<{
  id: number;
}>;


export type ClosingReportQueryQuery = { closingReport: { id: number, requestId: number, isDone: string, submittedAt: string | null, updatedAt: string, cancelMessage: string | null, closingDate: string | null, closingType: string | null, requestPath: string | null, requestPathDetail: string | null, interventionTarget: Array<string> | null, interventionTargetDetail: string | null, interventionTargetEtc: string | null, interventionContent: string | null, studentStatus: string | null, interventionsCntRI: number | null, interventionsCntLS: number | null, interventionsCntSV: number | null, interventionsCntIL: number | null, interventionsCntM: number | null, institutionalLinkage: Array<string> | null, institutionalLinkageEtc: string | null, medicalExpensesSupport: string | null, medicalExpensesFunding: Array<string> | null, medicalExpensesFundingEtc: string | null, can: { edit: boolean, delete: boolean, cancel: boolean } } };

export type CreateClosingReportMutationMutationVariables = Exact<{
  input: ClosingReportInput;
}>;


export type CreateClosingReportMutationMutation = { createClosingReport: { id: number, requestId: number } };

export type UpdateClosingReportMutationMutationVariables = Exact<{
  id: number;
  input: ClosingReportInput;
}>;


export type UpdateClosingReportMutationMutation = { updateClosingReport: { id: number, requestId: number } };

export type DeleteClosingReportMutationMutationVariables = Exact<{
  id: number;
}>;


export type DeleteClosingReportMutationMutation = { deleteClosingReport: { id: number, message: string } };

export type CancelClosingReportMutationMutationVariables = Exact<{
  input: CancelClosingReportInput;
}>;


export type CancelClosingReportMutationMutation = { cancelClosingReport: { id: number, isDone: string, cancelMessage: string | null } };

export type CaseSdqKrsQueryQueryVariables = Exact<{
  requestId: number;
  testType?: TestType | null | undefined;
}>;


export type CaseSdqKrsQueryQuery = { sdqKrs: { content: Array<{ id: number, testType: TestType, targetType: TargetType, sentAt: string | null, isDone: string, doneAt: string | null, scores: { totalDifficulties: number | null, totalBand: SdqBand | null } | null }> } };

export type ConsultingFieldsFragment = { id: number, userId: number, userName: string, schoolId: string, schoolName: string, centerName: string, consultingDate: string, category: ConsultingCategory, categoryEtc: string | null, type: ConsultingType, typeEtc: string | null, manager: ConsultingManager, managerEtc: string | null, participantsCount: number, title: string, content: string | null, laterPlanContent: string | null, createdAt: string, updatedAt: string, uploadedFiles: Array<{ id: number, name: string, size: number, contentType: string, url: string }>, can: { update: boolean, delete: boolean } };

export type ConsultingListQueryQueryVariables = Exact<{
  keyword?: string | null | undefined;
  searchType?: ConsultingSearchType | null | undefined;
  category?: ConsultingCategory | null | undefined;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type ConsultingListQueryQuery = { consultings: { totalElements: number, totalCapped: boolean, totalPages: number, current: number, pageSize: number, content: Array<{ id: number, consultingDate: string, schoolName: string, category: ConsultingCategory, categoryEtc: string | null, type: ConsultingType, typeEtc: string | null, title: string, userName: string, participantsCount: number, uploadedFiles: Array<{ id: number }> }> }, abilities: { createConsulting: boolean } };

export type ConsultingDetailQueryQueryVariables = Exact<{
  id: number;
}>;


export type ConsultingDetailQueryQuery = { consulting: { id: number, userId: number, userName: string, schoolId: string, schoolName: string, centerName: string, consultingDate: string, category: ConsultingCategory, categoryEtc: string | null, type: ConsultingType, typeEtc: string | null, manager: ConsultingManager, managerEtc: string | null, participantsCount: number, title: string, content: string | null, laterPlanContent: string | null, createdAt: string, updatedAt: string, uploadedFiles: Array<{ id: number, name: string, size: number, contentType: string, url: string }>, can: { update: boolean, delete: boolean } } };

export type CreateConsultingMutationMutationVariables = Exact<{
  input: ConsultingInput;
}>;


export type CreateConsultingMutationMutation = { createConsulting: { id: number, userId: number, userName: string, schoolId: string, schoolName: string, centerName: string, consultingDate: string, category: ConsultingCategory, categoryEtc: string | null, type: ConsultingType, typeEtc: string | null, manager: ConsultingManager, managerEtc: string | null, participantsCount: number, title: string, content: string | null, laterPlanContent: string | null, createdAt: string, updatedAt: string, uploadedFiles: Array<{ id: number, name: string, size: number, contentType: string, url: string }>, can: { update: boolean, delete: boolean } } };

export type UpdateConsultingMutationMutationVariables = Exact<{
  id: number;
  input: ConsultingInput;
}>;


export type UpdateConsultingMutationMutation = { updateConsulting: { id: number, userId: number, userName: string, schoolId: string, schoolName: string, centerName: string, consultingDate: string, category: ConsultingCategory, categoryEtc: string | null, type: ConsultingType, typeEtc: string | null, manager: ConsultingManager, managerEtc: string | null, participantsCount: number, title: string, content: string | null, laterPlanContent: string | null, createdAt: string, updatedAt: string, uploadedFiles: Array<{ id: number, name: string, size: number, contentType: string, url: string }>, can: { update: boolean, delete: boolean } } };

export type DeleteConsultingMutationMutationVariables = Exact<{
  id: number;
}>;


export type DeleteConsultingMutationMutation = { deleteConsulting: boolean };

export type FormListPageQueryQueryVariables = Exact<{
  type?: FormType | null | undefined;
  keyword?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type FormListPageQueryQuery = { forms: { totalElements: number, totalCapped: boolean, totalPages: number, current: number, pageSize: number, content: Array<{ id: number, code: string, type: FormType, target: string, title: string, questionCount: number, updatedAt: string }> } };

export type FormDetailPage_FormFragment = { id: number, code: string, type: FormType, target: string, title: string, description: string | null, updatedAt: string, updatedByName: string | null, questions: Array<{ key: string, question: string, examples: Array<{ value: number, label: string }> }> };

export type FormDetailPageQueryQueryVariables = Exact<{
  id: number;
}>;


export type FormDetailPageQueryQuery = { form: { id: number, code: string, type: FormType, target: string, title: string, description: string | null, updatedAt: string, updatedByName: string | null, questions: Array<{ key: string, question: string, examples: Array<{ value: number, label: string }> }> } };

export type UpdateFormMutationMutationVariables = Exact<{
  id: number;
  input: FormUpdateInput;
}>;


export type UpdateFormMutationMutation = { updateForm: { id: number, code: string, type: FormType, target: string, title: string, description: string | null, updatedAt: string, updatedByName: string | null, questions: Array<{ key: string, question: string, examples: Array<{ value: number, label: string }> }> } };

export type MenuPermissionPageQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type MenuPermissionPageQueryQuery = { userRoles: Array<{ id: RoleCode, name: string, permissions: Array<string>, selfApproved: boolean }>, permissions: Array<{ id: string, name: string, paths: Array<string> }>, abilities: { grantMenus: boolean } };

export type UpdateRolePermissionsMutationMutationVariables = Exact<{
  id: RoleCode;
  input: RolePermissionInput;
}>;


export type UpdateRolePermissionsMutationMutation = { updateRolePermissions: { id: RoleCode, name: string, permissions: Array<string>, selfApproved: boolean } };

export type MyPage_MeFragment = { id: number, loginId: string, name: string, email: string, mobile: string, number: string | null, role: RoleCode, roleName: string, status: AccountStatus, sdCode: string | null, schoolId: string | null, schoolName: string | null, centerId: number | null, centerName: string | null, occupationPosition: string | null, occupation: string | null, occupationEtc: string | null, certificates: Array<string>, certificateEtc: string | null, authenticationCodeStatus: string, createdAt: string, lastLoginAt: string | null, alarmSettings: { requestAccept: boolean, closingReport: boolean, notice: boolean, request: boolean, assignment: boolean, inDepthEvaluation: boolean, postEvaluation: boolean, reply: boolean, closingResult: boolean, faq: boolean } };

export type MyPageQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPageQueryQuery = { me: { id: number, loginId: string, name: string, email: string, mobile: string, number: string | null, role: RoleCode, roleName: string, status: AccountStatus, sdCode: string | null, schoolId: string | null, schoolName: string | null, centerId: number | null, centerName: string | null, occupationPosition: string | null, occupation: string | null, occupationEtc: string | null, certificates: Array<string>, certificateEtc: string | null, authenticationCodeStatus: string, createdAt: string, lastLoginAt: string | null, alarmSettings: { requestAccept: boolean, closingReport: boolean, notice: boolean, request: boolean, assignment: boolean, inDepthEvaluation: boolean, postEvaluation: boolean, reply: boolean, closingResult: boolean, faq: boolean } } };

export type CheckPasswordMutationMutationVariables = Exact<{
  input: PasswordInput;
}>;


export type CheckPasswordMutationMutation = { checkPassword: boolean };

export type UpdateMeMutationMutationVariables = Exact<{
  input: AccountMeInput;
}>;


export type UpdateMeMutationMutation = { updateMe: { id: number, loginId: string, name: string, email: string, mobile: string, number: string | null, role: RoleCode, roleName: string, status: AccountStatus, sdCode: string | null, schoolId: string | null, schoolName: string | null, centerId: number | null, centerName: string | null, occupationPosition: string | null, occupation: string | null, occupationEtc: string | null, certificates: Array<string>, certificateEtc: string | null, authenticationCodeStatus: string, createdAt: string, lastLoginAt: string | null, alarmSettings: { requestAccept: boolean, closingReport: boolean, notice: boolean, request: boolean, assignment: boolean, inDepthEvaluation: boolean, postEvaluation: boolean, reply: boolean, closingResult: boolean, faq: boolean } } };

export type ResignMutationMutationVariables = Exact<{
  input: PasswordInput;
}>;


export type ResignMutationMutation = { resign: boolean };

export type EnterSchoolAuthCodeMutationMutationVariables = Exact<{
  input: AuthenticationCodeCheckInput;
}>;


export type EnterSchoolAuthCodeMutationMutation = { checkSchoolAuthenticationCode: boolean };

export type SchoolListPageQueryQueryVariables = Exact<{
  sdCode?: string | null | undefined;
  sggCode?: string | null | undefined;
  type?: SchoolType | null | undefined;
  keyword?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type SchoolListPageQueryQuery = { schools: { totalElements: number, totalCapped: boolean, totalPages: number, current: number, content: Array<{ id: string, name: string, type: SchoolType, sdCode: string, sggCode: string, address: string | null, educationOfficeName: string | null, createdAt: string, centers: Array<{ id: number, name: string }> }> }, abilities: { createSchool: boolean } };

export type SchoolIdAvailableQueryQueryVariables = Exact<{
  id: string;
}>;


export type SchoolIdAvailableQueryQuery = { schoolIdAvailable: boolean };

export type SchoolDetailPage_SchoolFragment = { id: string, name: string, type: SchoolType, address: string | null, addressDetail: string | null, postcode: string | null, sdCode: string, sggCode: string, umdCode: string | null, educationOfficeId: string, educationOfficeName: string | null, createdAt: string, updatedAt: string, can: { update: boolean } };

export type SchoolDetailPageQueryQueryVariables = Exact<{
  id: string;
}>;


export type SchoolDetailPageQueryQuery = { school: { id: string, name: string, type: SchoolType, address: string | null, addressDetail: string | null, postcode: string | null, sdCode: string, sggCode: string, umdCode: string | null, educationOfficeId: string, educationOfficeName: string | null, createdAt: string, updatedAt: string, can: { update: boolean } } };

export type CreateSchoolMutationMutationVariables = Exact<{
  input: SchoolInput;
}>;


export type CreateSchoolMutationMutation = { createSchool: { id: string, name: string } };

export type UpdateSchoolMutationMutationVariables = Exact<{
  id: string;
  input: SchoolUpdateInput;
}>;


export type UpdateSchoolMutationMutation = { updateSchool: { id: string, name: string, type: SchoolType, address: string | null, addressDetail: string | null, postcode: string | null, sdCode: string, sggCode: string, umdCode: string | null, educationOfficeId: string, educationOfficeName: string | null, createdAt: string, updatedAt: string, can: { update: boolean } } };

export type CenterListPageQueryQueryVariables = Exact<{
  sdCode?: string | null | undefined;
  keyword?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type CenterListPageQueryQuery = { centers: { totalElements: number, totalCapped: boolean, totalPages: number, current: number, content: Array<{ id: number, code: string, name: string, contact: string | null, email: string | null, sdCode: string, educationOfficeName: string | null, createdAt: string }> }, abilities: { createCenter: boolean } };

export type CenterDetailPage_CenterFragment = { id: number, code: string, name: string, contact: string | null, email: string | null, fax: string | null, educationOfficeId: string, educationOfficeName: string | null, sdCode: string, reqLocalCode: string | null, createdAt: string, jurisdictionLocalList: Array<{ code: string, name: string }> | null, jurisdictionSchoolList: Array<{ id: string, name: string, type: SchoolType }> | null, can: { update: boolean, updateJurisdiction: boolean, delete: boolean } };

export type CenterDetailPageQueryQueryVariables = Exact<{
  id: number;
}>;


export type CenterDetailPageQueryQuery = { center: { id: number, code: string, name: string, contact: string | null, email: string | null, fax: string | null, educationOfficeId: string, educationOfficeName: string | null, sdCode: string, reqLocalCode: string | null, createdAt: string, jurisdictionLocalList: Array<{ code: string, name: string }> | null, jurisdictionSchoolList: Array<{ id: string, name: string, type: SchoolType }> | null, can: { update: boolean, updateJurisdiction: boolean, delete: boolean } } };

export type CreateCenterMutationMutationVariables = Exact<{
  input: CenterInput;
}>;


export type CreateCenterMutationMutation = { createCenter: { id: number, name: string } };

export type UpdateCenterMutationMutationVariables = Exact<{
  id: number;
  input: CenterInput;
}>;


export type UpdateCenterMutationMutation = { updateCenter: { id: number, code: string, name: string, contact: string | null, email: string | null, fax: string | null, educationOfficeId: string, educationOfficeName: string | null, sdCode: string, reqLocalCode: string | null, createdAt: string, jurisdictionLocalList: Array<{ code: string, name: string }> | null, jurisdictionSchoolList: Array<{ id: string, name: string, type: SchoolType }> | null, can: { update: boolean, updateJurisdiction: boolean, delete: boolean } } };

export type DeleteCenterMutationMutationVariables = Exact<{
  id: number;
}>;


export type DeleteCenterMutationMutation = { deleteCenter: boolean };

export type PopupFieldsFragment = { id: number, title: string, content: string, startDate: string, endDate: string, useYn: string, viewTarget: Array<RoleCode>, deleteYn: string, state: string, stateLabel: string, createDate: string, updateDate: string, image: { id: number, name: string, size: number, contentType: string, url: string } | null };

export type ActivePopupsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type ActivePopupsQueryQuery = { activePopups: Array<{ id: number, title: string, content: string, image: { id: number } | null }> };

export type PopupListPageQueryQueryVariables = Exact<{
  useYn?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type PopupListPageQueryQuery = { popups: { totalElements: number, totalCapped: boolean, totalPages: number, current: number, pageSize: number, content: Array<{ id: number, title: string, content: string, startDate: string, endDate: string, useYn: string, viewTarget: Array<RoleCode>, deleteYn: string, state: string, stateLabel: string, createDate: string, updateDate: string, image: { id: number, name: string, size: number, contentType: string, url: string } | null }> } };

export type PopupQueryQueryVariables = Exact<{
  id: number;
}>;


export type PopupQueryQuery = { popup: { id: number, title: string, content: string, startDate: string, endDate: string, useYn: string, viewTarget: Array<RoleCode>, deleteYn: string, state: string, stateLabel: string, createDate: string, updateDate: string, image: { id: number, name: string, size: number, contentType: string, url: string } | null } };

export type CreatePopupMutationMutationVariables = Exact<{
  input: PopupInput;
}>;


export type CreatePopupMutationMutation = { createPopup: { id: number, title: string, content: string, startDate: string, endDate: string, useYn: string, viewTarget: Array<RoleCode>, deleteYn: string, state: string, stateLabel: string, createDate: string, updateDate: string, image: { id: number, name: string, size: number, contentType: string, url: string } | null } };

export type UpdatePopupMutationMutationVariables = Exact<{
  id: number;
  input: PopupInput;
}>;


export type UpdatePopupMutationMutation = { updatePopup: { id: number, title: string, content: string, startDate: string, endDate: string, useYn: string, viewTarget: Array<RoleCode>, deleteYn: string, state: string, stateLabel: string, createDate: string, updateDate: string, image: { id: number, name: string, size: number, contentType: string, url: string } | null } };

export type DeletePopupMutationMutationVariables = Exact<{
  id: number;
}>;


export type DeletePopupMutationMutation = { deletePopup: { id: number, deleteYn: string } };

export type RequestListPageQueryQueryVariables = Exact<{
  status?: string | null | undefined;
  progressStep?: string | null | undefined;
  requestType?: RequestType | null | undefined;
  search?: string | null | undefined;
  sortBy?: Array<RequestSortInput> | RequestSortInput | null | undefined;
  searchTemp?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type RequestListPageQueryQuery = { requests: { totalElements: number, totalCapped: boolean, totalPages: number, current: number, pageSize: number, content: Array<{ id: number, requestType: RequestType, status: RequestStatus, statusName: string, progressStep: ProgressStep | null, progressStepName: string | null, requestDate: string, schoolName: string, centerName: string | null, grade: number | null, classNo: number | null, requesterName: string | null, caseManagerName: string | null, closingDate: string | null, updatedAt: string, screeningCrisis: boolean, requestTarget: { name: string | null, gender: Gender | null, birthYear: number | null, birthMonth: number | null, birthDate: number | null, mobile: string | null } }> } };

export type RequestDetailQueryQueryVariables = Exact<{
  id: number;
}>;


export type RequestDetailQueryQuery = { request: { id: number, requestType: RequestType, simpleEvaluationId: number | null, status: RequestStatus, statusName: string, progressStep: ProgressStep | null, progressStepName: string | null, requestDate: string, reqYear: number, schoolId: string, schoolName: string, centerId: number | null, centerName: string | null, grade: number | null, classNo: number | null, num: number | null, requesterId: number, requesterName: string | null, requesterInstitution: string | null, requesterContact: string | null, requesterFax: string | null, caseManagerId: number | null, caseManagerName: string | null, rejectedMessage: string | null, closingDate: string | null, closingReportSentAt: string | null, guardianContact: string | null, guardianRelationship: string | null, guardianRelationshipEtc: string | null, address: string | null, addressDetail: string | null, postcode: string | null, pastInterestGroup: string | null, pastInstitutionalLinkage: string | null, pastExperience: string | null, ssMedicalExpensesSupport: string | null, mainAppeal: string | null, remark: string | null, gcRequest: string | null, gcRequestAt: string | null, gcRequestMethod: ConsentMethod | null, gc3rdPartyProvision: string | null, gc3rdPartyProvisionAt: string | null, gc3rdPartyProvisionMethod: ConsentMethod | null, createdAt: string, refiledAt: string | null, rejectedAt: string | null, cancelledAt: string | null, approvedAt: string | null, closedAt: string | null, updatedAt: string, screeningCrisis: boolean, personMasked: boolean, requestTarget: { name: string | null, gender: Gender | null, birthYear: number | null, birthMonth: number | null, birthDate: number | null, mobile: string | null }, can: { edit: boolean, cancel: boolean, approve: boolean, reject: boolean, assignManager: boolean, delete: boolean } } };

export type RequestManagersQueryQueryVariables = Exact<{
  id: number;
}>;


export type RequestManagersQueryQuery = { requestManagers: Array<{ id: number, name: string, role: string, assigned: boolean }> };

export type RequestFormContextQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type RequestFormContextQueryQuery = { abilities: { fileRequest: boolean }, me: { id: number, name: string, schoolId: string | null, schoolName: string | null } };

export type RequestSchoolCentersQueryQueryVariables = Exact<{
  id: string;
}>;


export type RequestSchoolCentersQueryQuery = { school: { id: string, name: string, centers: Array<{ id: number, name: string }> } };

export type ReferralEvaluationQueryQueryVariables = Exact<{
  id: number;
}>;


export type ReferralEvaluationQueryQuery = { simpleEvaluation: { id: number, studentCode: string, gender: Gender, mobile: string | null, totalRange: ScoreRange | null, totalRangeName: string | null, referable: boolean } };

export type SearchAddressQueryQueryVariables = Exact<{
  keyword: string;
  page?: number | null | undefined;
}>;


export type SearchAddressQueryQuery = { searchAddress: { totalElements: number, totalPages: number, current: number, content: Array<{ postcode: string, roadAddress: string, jibunAddress: string }> } };

export type FileRequestMutationMutationVariables = Exact<{
  input: RequestInput;
}>;


export type FileRequestMutationMutation = { fileRequest: { id: number, message: string } };

export type SaveRequestDraftMutationMutationVariables = Exact<{
  id?: number | null | undefined;
  input: RequestDraftInput;
}>;


export type SaveRequestDraftMutationMutation = { saveRequestDraft: { id: number, message: string } };

export type UpdateRequestMutationMutationVariables = Exact<{
  id: number;
  input: RequestInput;
}>;


export type UpdateRequestMutationMutation = { updateRequest: { id: number, message: string } };

export type CancelRequestMutationMutationVariables = Exact<{
  id: number;
}>;


export type CancelRequestMutationMutation = { cancelRequest: { id: number, message: string } };

export type DeleteRequestMutationMutationVariables = Exact<{
  id: number;
  input?: DeleteRequestInput | null | undefined;
}>;


export type DeleteRequestMutationMutation = { deleteRequest: { id: number, message: string } };

export type ApproveRequestMutationMutationVariables = Exact<{
  id: number;
  input?: ApproveInput | null | undefined;
}>;


export type ApproveRequestMutationMutation = { approveRequest: { id: number, message: string } };

export type RejectRequestMutationMutationVariables = Exact<{
  id: number;
  input: RejectInput;
}>;


export type RejectRequestMutationMutation = { rejectRequest: { id: number, message: string } };

export type AssignRequestManagerMutationMutationVariables = Exact<{
  id: number;
  input: AssignManagerInput;
}>;


export type AssignRequestManagerMutationMutation = { assignRequestManager: { id: number, message: string } };

export type RequestAbilitiesQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type RequestAbilitiesQueryQuery = { abilities: { fileRequest: boolean } };

export type RetentionPageQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type RetentionPageQueryQuery = { retentionRules: Array<{ kind: RetentionKind, label: string, event: RetentionEvent, eventLabel: string, periodMonths: number, basis: string, minMonths: number, maxMonths: number, defaultMonths: number, automated: boolean, approvedByName: string | null, approvedAt: string }>, retentionPreview: Array<{ kind: RetentionKind, label: string, periodMonths: number, cutoff: string, due: number, held: number }>, legalHolds: Array<{ id: number, kind: RetentionKind, recordId: string, reason: string, setByName: string | null, setAt: string }>, destructionRuns: Array<{ id: number, runDay: string, status: DestructionRunStatus, startedAt: string, finishedAt: string | null, destroyed: number }>, retentionRuleChanges: Array<{ id: number, kind: RetentionKind, fromMonths: number, toMonths: number, reason: string, changedByLogin: string, changedByName: string | null, changedAt: string }> };

export type ChangeRetentionRuleMutationMutationVariables = Exact<{
  kind: RetentionKind;
  input: RetentionRuleInput;
}>;


export type ChangeRetentionRuleMutationMutation = { changeRetentionRule: { kind: RetentionKind, periodMonths: number } };

export type SetLegalHoldMutationMutationVariables = Exact<{
  input: LegalHoldInput;
}>;


export type SetLegalHoldMutationMutation = { setLegalHold: { id: number } };

export type ReleaseLegalHoldMutationMutationVariables = Exact<{
  id: number;
  input: LegalHoldReleaseInput;
}>;


export type ReleaseLegalHoldMutationMutation = { releaseLegalHold: { id: number } };

export type SchoolAuthCodeSchoolsQueryQueryVariables = Exact<{
  keyword?: string | null | undefined;
}>;


export type SchoolAuthCodeSchoolsQueryQuery = { schools: { content: Array<{ id: string, name: string, type: SchoolType }> } };

export type SchoolAuthCodeOwnSchoolQueryQueryVariables = Exact<{
  id: string;
}>;


export type SchoolAuthCodeOwnSchoolQueryQuery = { school: { id: string, name: string, type: SchoolType } };

export type SchoolAuthCodePageQueryQueryVariables = Exact<{
  schoolId: string;
}>;


export type SchoolAuthCodePageQueryQuery = { schoolAuthenticationCode: { schoolId: string, code: string, updatedAt: string } };

export type UpdateSchoolAuthCodeMutationMutationVariables = Exact<{
  input: AuthenticationCodeInput;
}>;


export type UpdateSchoolAuthCodeMutationMutation = { updateSchoolAuthenticationCode: { schoolId: string, code: string, updatedAt: string } };

export type CheckSchoolAuthCodeMutationMutationVariables = Exact<{
  input: AuthenticationCodeCheckInput;
}>;


export type CheckSchoolAuthCodeMutationMutation = { checkSchoolAuthenticationCode: boolean };

export type ServiceClientsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type ServiceClientsQueryQuery = { serviceClients: Array<{ id: number, clientId: string, name: string, scopes: Array<string>, sdCode: string | null, sdName: string | null, rateLimitPerMinute: number, expiresAt: string, status: string, revokedAt: string | null, lastCalledAt: string | null }> };

export type RegisterServiceClientMutationMutationVariables = Exact<{
  input: ServiceClientInput;
}>;


export type RegisterServiceClientMutationMutation = { registerServiceClient: { clientSecret: string, client: { id: number, clientId: string, name: string } } };

export type RevokeServiceClientMutationMutationVariables = Exact<{
  id: number;
}>;


export type RevokeServiceClientMutationMutation = { revokeServiceClient: { id: number, status: string, revokedAt: string | null } };

export type CrisisAlertFieldsFragment = { id: number, simpleEvaluationId: number, studentCode: string, schoolId: string, schoolName: string, reason: string, raisedAt: string, escalatedAt: string | null, canAcknowledge: boolean, canFollowUp: boolean, acknowledgedAt: string | null, acknowledgedByName: string | null };

export type CrisisAlertsQueryQueryVariables = Exact<{
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type CrisisAlertsQueryQuery = { openCrisisAlerts: { totalElements: number, content: Array<{ id: number, simpleEvaluationId: number, studentCode: string, schoolId: string, schoolName: string, reason: string, raisedAt: string, escalatedAt: string | null, canAcknowledge: boolean, canFollowUp: boolean, acknowledgedAt: string | null, acknowledgedByName: string | null }> } };

export type AcknowledgeCrisisAlertMutationMutationVariables = Exact<{
  id: number;
  input: CrisisActionInput;
}>;


export type AcknowledgeCrisisAlertMutationMutation = { acknowledgeCrisisAlert: { id: number, simpleEvaluationId: number, studentCode: string, schoolId: string, schoolName: string, reason: string, raisedAt: string, escalatedAt: string | null, canAcknowledge: boolean, canFollowUp: boolean, acknowledgedAt: string | null, acknowledgedByName: string | null } };

export type FollowUpCrisisAlertMutationMutationVariables = Exact<{
  id: number;
  input: CrisisActionInput;
}>;


export type FollowUpCrisisAlertMutationMutation = { followUpCrisisAlert: { id: number, simpleEvaluationId: number, studentCode: string, schoolId: string, schoolName: string, reason: string, raisedAt: string, escalatedAt: string | null, canAcknowledge: boolean, canFollowUp: boolean, acknowledgedAt: string | null, acknowledgedByName: string | null } };

export type SimpleEvaluationListPageQueryQueryVariables = Exact<{
  schoolId?: string | null | undefined;
  year?: number | null | undefined;
  schoolTargetType?: EvaluationSchoolType | null | undefined;
  gender?: Gender | null | undefined;
  isDone?: string | null | undefined;
  range?: ScoreRange | null | undefined;
  topRange?: ScoreRange | null | undefined;
  crisis?: string | null | undefined;
  consentState?: ConsentState | null | undefined;
  studentCode?: string | null | undefined;
  fromDate?: string | null | undefined;
  toDate?: string | null | undefined;
  sortBy?: Array<EvaluationSortInput> | EvaluationSortInput | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type SimpleEvaluationListPageQueryQuery = { simpleEvaluations: { totalElements: number, totalCapped: boolean, totalPages: number, current: number, pageSize: number, content: Array<{ id: number, studentCode: string, schoolId: string, schoolName: string | null, year: number, schoolTargetType: EvaluationSchoolType, gender: Gender, mobile: string | null, consentState: ConsentState, isDone: string, isNotImplemented: string, totalRange: ScoreRange | null, totalRangeName: string | null, crisis: boolean, topRange: ScoreRange | null, topRangeName: string | null, createdAt: string, doneAt: string | null, can: { delete: boolean, cancelAgree: boolean, update: boolean, enterAnswers: boolean, rescore: boolean } }> } };

export type SimpleEvaluationAbilitiesQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type SimpleEvaluationAbilitiesQueryQuery = { abilities: { registerSimpleEvaluation: boolean, manageNormSets: boolean } };

export type DeleteSimpleEvaluationsMutationMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type DeleteSimpleEvaluationsMutationMutation = { deleteSimpleEvaluations: { count: number, message: string } };

export type RegisterSimpleEvaluationMutationMutationVariables = Exact<{
  input: SimpleEvaluationInput;
}>;


export type RegisterSimpleEvaluationMutationMutation = { registerSimpleEvaluation: { id: number, studentCode: string, message: string } };

export type SimpleEvaluationDetailQueryQueryVariables = Exact<{
  id: number;
}>;


export type SimpleEvaluationDetailQueryQuery = { simpleEvaluation: { id: number, studentCode: string, schoolId: string, schoolName: string | null, year: number, schoolTargetType: EvaluationSchoolType, gender: Gender, mobile: string | null, requestId: number | null, referable: boolean, consentState: ConsentState, isDone: string, isSend: string, isNotImplemented: string, reason: string | null, reasonEtc: string | null, linkageYn: string | null, institutionLinkage: string | null, institutionLinkageEtc: string | null, afterManagementReason: string | null, normVersion: string | null, createdAt: string, updatedAt: string, doneAt: string | null, crisis: boolean, crisisReason: string | null, topRange: ScoreRange | null, topRangeName: string | null, crisisAlerts: Array<{ id: number, simpleEvaluationId: number, studentCode: string, schoolId: string, schoolName: string, reason: string, raisedAt: string, escalatedAt: string | null, canAcknowledge: boolean, canFollowUp: boolean, acknowledgedAt: string | null, acknowledgedByName: string | null, events: Array<{ type: CrisisEventType, actionName: string | null, note: string | null, actorName: string | null, recordedByName: string | null, at: string }> | null }>, answers: Array<{ key: string, value: number | null }>, agree: { id: string, agreeType: string | null, guardianMobile: string | null, guardianSendDate: string | null, guardianAgreeDate: string | null, guardianAgreeYn: string | null, studentSendYn: string, studentMobile: string | null, studentSendDate: string | null, studentAgreeDate: string | null, studentAgreeYn: string | null, cancelledAt: string | null, guardianAgreeMethod: string | null, guardianLang: string | null, withdrawnAt: string | null, withdrawnBy: string | null, withdrawalMethod: string | null } | null, result: { normVersion: string, normDemo: boolean, scoredAt: string | null, total: { scale: string, name: string, raw: number, t: number, percentile: number, range: ScoreRange, rangeName: string, interpretation: string | null }, categories: Array<{ scale: string, name: string, raw: number, t: number, percentile: number, range: ScoreRange, rangeName: string, interpretation: string | null }> } | null, can: { delete: boolean, cancelAgree: boolean, update: boolean, enterAnswers: boolean, rescore: boolean } } };

export type SendSimpleEvaluationUrlMutationMutationVariables = Exact<{
  sendType: SendType;
  input: SendUrlInput;
}>;


export type SendSimpleEvaluationUrlMutationMutation = { sendSimpleEvaluationUrl: { message: string, sentTo: string, agreeId: string, consentState: ConsentState, simpleEvaluationId: number } };

export type CancelSimpleEvaluationAgreeMutationMutationVariables = Exact<{
  id: number;
  guardianRequest?: boolean | null | undefined;
}>;


export type CancelSimpleEvaluationAgreeMutationMutation = { cancelSimpleEvaluationAgree: { count: number, message: string } };

export type SetNotImplementedMutationMutationVariables = Exact<{
  id: number;
  input: NotImplementedInput;
}>;


export type SetNotImplementedMutationMutation = { setSimpleEvaluationNotImplemented: { id: number, isNotImplemented: string, reason: string | null, reasonEtc: string | null } };

export type SetAfterManagementMutationMutationVariables = Exact<{
  id: number;
  input: AfterManagementInput;
}>;


export type SetAfterManagementMutationMutation = { setSimpleEvaluationAfterManagement: { id: number, linkageYn: string | null, institutionLinkage: string | null, institutionLinkageEtc: string | null, afterManagementReason: string | null } };

export type PaperFormQueryQueryVariables = Exact<{
  target: string;
}>;


export type PaperFormQueryQuery = { findForm: { id: number, title: string, questions: Array<{ key: string, question: string, examples: Array<{ label: string, value: number }> }> } };

export type InstrumentQueryQueryVariables = Exact<{
  schoolTargetType: EvaluationSchoolType;
}>;


export type InstrumentQueryQuery = { simpleEvaluationInstrument: { schoolTargetType: EvaluationSchoolType, minAnswer: number, maxAnswer: number, categories: Array<{ code: string, name: string, items: Array<string> }> } };

export type EnterAnswersMutationMutationVariables = Exact<{
  id: number;
  input: PaperAnswersInput;
}>;


export type EnterAnswersMutationMutation = { enterSimpleEvaluationAnswers: { id: number, isDone: string } };

export type RescoreMutationMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type RescoreMutationMutation = { rescoreSimpleEvaluations: Array<{ id: number, normVersion: string | null, totalRange: ScoreRange | null }> };

export type NormSetPageQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type NormSetPageQueryQuery = { normSets: Array<{ version: string, label: string, demo: boolean, active: boolean, importedAt: string, activatedAt: string | null }>, activeNormSet: { version: string, label: string, demo: boolean, active: boolean, importedAt: string, activatedAt: string | null, groups: Array<{ schoolTargetType: EvaluationSchoolType, gender: Gender, scales: Array<{ scale: string, name: string, mean: number, sd: number, percentiles: Array<{ raw: number, percentile: number }> }> }> }, evaluationInterpretations: Array<{ schoolType: EvaluationSchoolType, scale: string, scaleName: string, range: ScoreRange, rangeName: string, text: string }> };

export type ActivateNormSetMutationMutationVariables = Exact<{
  version: string;
}>;


export type ActivateNormSetMutationMutation = { activateNormSet: { version: string, active: boolean, activatedAt: string | null } };

export type UpdateInterpretationsMutationMutationVariables = Exact<{
  rows: Array<InterpretationInput> | InterpretationInput;
}>;


export type UpdateInterpretationsMutationMutation = { updateEvaluationInterpretations: Array<{ schoolType: EvaluationSchoolType, scale: string, range: ScoreRange, text: string }> };

export type SmsSendHistoryPageQueryQueryVariables = Exact<{
  mobile?: string | null | undefined;
  keyword?: string | null | undefined;
  purpose?: string | null | undefined;
  status?: SmsStatus | null | undefined;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type SmsSendHistoryPageQueryQuery = { smsSendHistory: { totalElements: number, totalCapped: boolean, totalPages: number, current: number, pageSize: number, content: Array<{ id: number, mobile: string, content: string, kind: SmsKind, purpose: string, purposeLabel: string, status: SmsStatus, statusLabel: string, attempts: number, lastError: string | null, createdAt: string, sentAt: string | null, nextAttemptAt: string | null, delivery: SmsDelivery | null, deliveryLabel: string | null, deliveryReason: string | null }> } };

export type StatisticsOptionsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type StatisticsOptionsQueryQuery = { requestStatisticsOptions: { years: Array<number>, sidos: Array<{ code: string, name: string }>, centers: Array<{ code: string, name: string }> } };

export type RequestStatisticsPageQueryQueryVariables = Exact<{
  year?: number | null | undefined;
  fromDate?: string | null | undefined;
  toDate?: string | null | undefined;
  sdCode?: string | null | undefined;
  centerId?: number | null | undefined;
}>;


export type RequestStatisticsPageQueryQuery = { requestStatistics: { total: number, byStatus: Array<{ code: string, name: string, count: number }>, byType: Array<{ code: string, name: string, count: number }> }, monthlyRequestStatistics: Array<{ month: number, requested: number, approved: number, closed: number }>, localRequestStatistics: Array<{ code: string, name: string, requested: number, approved: number, closed: number }> };

export type ReportStatisticsPageQueryQueryVariables = Exact<{
  year?: number | null | undefined;
  fromDate?: string | null | undefined;
  toDate?: string | null | undefined;
  sdCode?: string | null | undefined;
  centerId?: number | null | undefined;
}>;


export type ReportStatisticsPageQueryQuery = { completedRequestStatistics: { total: number, inProgress: number, closed: number, reportSent: number, byStep: Array<{ code: string, name: string, count: number }> }, monthlyRequestStatistics: Array<{ month: number, requested: number, approved: number, closed: number }>, caseMinutesStatistics: { meetings: number, cases: number, byMonth: Array<{ code: string, name: string, count: number }>, byPrimaryDiagnostic: Array<{ code: string, name: string, count: number }>, byInterventionPlan: Array<{ code: string, name: string, count: number }>, byInstitutionalLinkage: Array<{ code: string, name: string, count: number }> } };

export type UserDetailPage_AccountFragment = { id: number, loginId: string, name: string, email: string, mobile: string, number: string | null, role: RoleCode, roleName: string, status: AccountStatus, sdCode: string | null, sggCode: string | null, schoolId: string | null, schoolName: string | null, centerId: number | null, centerName: string | null, occupationPosition: string | null, occupation: string | null, occupationEtc: string | null, certificates: Array<string>, certificateEtc: string | null, authenticationCodeStatus: string, lastLoginAt: string | null, approvedAt: string | null, createdAt: string, can: { update: boolean, changeStatus: boolean, changeRole: boolean, delete: boolean } };

export type UserListPageQueryQueryVariables = Exact<{
  userType?: string | null | undefined;
  keyword?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type UserListPageQueryQuery = { accounts: { totalElements: number, totalCapped: boolean, totalPages: number, current: number, pageSize: number, content: Array<{ id: number, loginId: string, name: string, role: RoleCode, roleName: string, schoolName: string | null, centerName: string | null, sdCode: string | null, mobile: string, status: AccountStatus, createdAt: string }> } };

export type UserDetailPageQueryQueryVariables = Exact<{
  id: number;
}>;


export type UserDetailPageQueryQuery = { account: { id: number, loginId: string, name: string, email: string, mobile: string, number: string | null, role: RoleCode, roleName: string, status: AccountStatus, sdCode: string | null, sggCode: string | null, schoolId: string | null, schoolName: string | null, centerId: number | null, centerName: string | null, occupationPosition: string | null, occupation: string | null, occupationEtc: string | null, certificates: Array<string>, certificateEtc: string | null, authenticationCodeStatus: string, lastLoginAt: string | null, approvedAt: string | null, createdAt: string, can: { update: boolean, changeStatus: boolean, changeRole: boolean, delete: boolean } }, abilities: { assignableRoles: Array<RoleCode> } };

export type ApproveAccountMutationMutationVariables = Exact<{
  id: number;
}>;


export type ApproveAccountMutationMutation = { approveAccount: { id: number, loginId: string, name: string, email: string, mobile: string, number: string | null, role: RoleCode, roleName: string, status: AccountStatus, sdCode: string | null, sggCode: string | null, schoolId: string | null, schoolName: string | null, centerId: number | null, centerName: string | null, occupationPosition: string | null, occupation: string | null, occupationEtc: string | null, certificates: Array<string>, certificateEtc: string | null, authenticationCodeStatus: string, lastLoginAt: string | null, approvedAt: string | null, createdAt: string, can: { update: boolean, changeStatus: boolean, changeRole: boolean, delete: boolean } } };

export type SetAccountStatusMutationMutationVariables = Exact<{
  id: number;
  status: AccountStatus;
}>;


export type SetAccountStatusMutationMutation = { setAccountStatus: { id: number, loginId: string, name: string, email: string, mobile: string, number: string | null, role: RoleCode, roleName: string, status: AccountStatus, sdCode: string | null, sggCode: string | null, schoolId: string | null, schoolName: string | null, centerId: number | null, centerName: string | null, occupationPosition: string | null, occupation: string | null, occupationEtc: string | null, certificates: Array<string>, certificateEtc: string | null, authenticationCodeStatus: string, lastLoginAt: string | null, approvedAt: string | null, createdAt: string, can: { update: boolean, changeStatus: boolean, changeRole: boolean, delete: boolean } } };

export type ChangeAccountRoleMutationMutationVariables = Exact<{
  id: number;
  input: AccountRoleInput;
}>;


export type ChangeAccountRoleMutationMutation = { changeAccountRole: { id: number, loginId: string, name: string, email: string, mobile: string, number: string | null, role: RoleCode, roleName: string, status: AccountStatus, sdCode: string | null, sggCode: string | null, schoolId: string | null, schoolName: string | null, centerId: number | null, centerName: string | null, occupationPosition: string | null, occupation: string | null, occupationEtc: string | null, certificates: Array<string>, certificateEtc: string | null, authenticationCodeStatus: string, lastLoginAt: string | null, approvedAt: string | null, createdAt: string, can: { update: boolean, changeStatus: boolean, changeRole: boolean, delete: boolean } } };

export type DeleteAccountMutationMutationVariables = Exact<{
  id: number;
}>;


export type DeleteAccountMutationMutation = { deleteAccount: boolean };

export type SidoListQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type SidoListQueryQuery = { locals: Array<{ code: string, name: string }> };

export type SggListQueryQueryVariables = Exact<{
  sdCode: string;
}>;


export type SggListQueryQuery = { locals: Array<{ code: string, name: string }> };

export type EducationOfficeListQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type EducationOfficeListQueryQuery = { educationOffices: Array<{ id: string, name: string, sdCode: string }> };

export type SchoolPickerQueryQueryVariables = Exact<{
  keyword?: string | null | undefined;
  sdCode?: string | null | undefined;
  size?: number | null | undefined;
}>;


export type SchoolPickerQueryQuery = { schoolSearch: { content: Array<{ id: string, name: string, type: SchoolType, sdCode: string, sggCode: string, address: string | null }> } };

export type CenterPickerQueryQueryVariables = Exact<{
  keyword?: string | null | undefined;
  sdCode?: string | null | undefined;
}>;


export type CenterPickerQueryQuery = { centers: { content: Array<{ id: number, name: string, code: string, sdCode: string }> } };

export const ConsultingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsultingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Consulting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"centerName"}},{"kind":"Field","name":{"kind":"Name","value":"consultingDate"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"categoryEtc"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeEtc"}},{"kind":"Field","name":{"kind":"Name","value":"manager"}},{"kind":"Field","name":{"kind":"Name","value":"managerEtc"}},{"kind":"Field","name":{"kind":"Name","value":"participantsCount"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"laterPlanContent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}}]} as unknown as DocumentNode<ConsultingFieldsFragment, unknown>;
export const FormDetailPage_FormFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormDetailPage_form"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Form"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByName"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"examples"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<FormDetailPage_FormFragment, unknown>;
export const MyPage_MeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyPage_me"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sdCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"centerId"}},{"kind":"Field","name":{"kind":"Name","value":"centerName"}},{"kind":"Field","name":{"kind":"Name","value":"occupationPosition"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"occupationEtc"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"}},{"kind":"Field","name":{"kind":"Name","value":"certificateEtc"}},{"kind":"Field","name":{"kind":"Name","value":"authenticationCodeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"alarmSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestAccept"}},{"kind":"Field","name":{"kind":"Name","value":"closingReport"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}},{"kind":"Field","name":{"kind":"Name","value":"request"}},{"kind":"Field","name":{"kind":"Name","value":"assignment"}},{"kind":"Field","name":{"kind":"Name","value":"inDepthEvaluation"}},{"kind":"Field","name":{"kind":"Name","value":"postEvaluation"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"closingResult"}},{"kind":"Field","name":{"kind":"Name","value":"faq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}}]}}]} as unknown as DocumentNode<MyPage_MeFragment, unknown>;
export const SchoolDetailPage_SchoolFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SchoolDetailPage_school"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"School"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"addressDetail"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"sdCode"}},{"kind":"Field","name":{"kind":"Name","value":"sggCode"}},{"kind":"Field","name":{"kind":"Name","value":"umdCode"}},{"kind":"Field","name":{"kind":"Name","value":"educationOfficeId"}},{"kind":"Field","name":{"kind":"Name","value":"educationOfficeName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update"}}]}}]}}]} as unknown as DocumentNode<SchoolDetailPage_SchoolFragment, unknown>;
export const CenterDetailPage_CenterFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CenterDetailPage_center"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Center"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"educationOfficeId"}},{"kind":"Field","name":{"kind":"Name","value":"educationOfficeName"}},{"kind":"Field","name":{"kind":"Name","value":"sdCode"}},{"kind":"Field","name":{"kind":"Name","value":"reqLocalCode"}},{"kind":"Field","name":{"kind":"Name","value":"jurisdictionLocalList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jurisdictionSchoolList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update"}},{"kind":"Field","name":{"kind":"Name","value":"updateJurisdiction"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}}]} as unknown as DocumentNode<CenterDetailPage_CenterFragment, unknown>;
export const PopupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PopupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Popup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"useYn"}},{"kind":"Field","name":{"kind":"Name","value":"viewTarget"}},{"kind":"Field","name":{"kind":"Name","value":"deleteYn"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createDate"}},{"kind":"Field","name":{"kind":"Name","value":"updateDate"}}]}}]} as unknown as DocumentNode<PopupFieldsFragment, unknown>;
export const CrisisAlertFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CrisisAlertFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CrisisAlert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"simpleEvaluationId"}},{"kind":"Field","name":{"kind":"Name","value":"studentCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"escalatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"canAcknowledge"}},{"kind":"Field","name":{"kind":"Name","value":"canFollowUp"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedByName"}}]}}]} as unknown as DocumentNode<CrisisAlertFieldsFragment, unknown>;
export const UserDetailPage_AccountFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserDetailPage_account"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sdCode"}},{"kind":"Field","name":{"kind":"Name","value":"sggCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"centerId"}},{"kind":"Field","name":{"kind":"Name","value":"centerName"}},{"kind":"Field","name":{"kind":"Name","value":"occupationPosition"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"occupationEtc"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"}},{"kind":"Field","name":{"kind":"Name","value":"certificateEtc"}},{"kind":"Field","name":{"kind":"Name","value":"authenticationCodeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update"}},{"kind":"Field","name":{"kind":"Name","value":"changeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changeRole"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}}]} as unknown as DocumentNode<UserDetailPage_AccountFragment, unknown>;
export const AccessLogPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessLogPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loginId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subjectType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AccessAction"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loginId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loginId"}}},{"kind":"Argument","name":{"kind":"Name","value":"subjectType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subjectType"}}},{"kind":"Argument","name":{"kind":"Name","value":"subjectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"totalCapped"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"actorType"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"subjectType"}},{"kind":"Field","name":{"kind":"Name","value":"subjectId"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessLogSubjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<AccessLogPageQueryQuery, AccessLogPageQueryQueryVariables>;
export const BbsListPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BbsListPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BbsType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BbsSearchType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deleted"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bbsList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"searchType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchType"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"deleted"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deleted"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"totalCapped"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"centerName"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"createDate"}},{"kind":"Field","name":{"kind":"Name","value":"deleteDate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bbs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"write"}},{"kind":"Field","name":{"kind":"Name","value":"seeDeleted"}}]}}]}}]}}]} as unknown as DocumentNode<BbsListPageQueryQuery, BbsListPageQueryQueryVariables>;
export const BbsDetailPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BbsDetailPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bbs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"centerName"}},{"kind":"Field","name":{"kind":"Name","value":"viewTarget"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"centralFixation"}},{"kind":"Field","name":{"kind":"Name","value":"simpleEvaluationFixation"}},{"kind":"Field","name":{"kind":"Name","value":"centerFixation"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"createDate"}},{"kind":"Field","name":{"kind":"Name","value":"updateDate"}},{"kind":"Field","name":{"kind":"Name","value":"deleteDate"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"answerDate"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"restore"}},{"kind":"Field","name":{"kind":"Name","value":"purge"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}}]}}]}}]}}]} as unknown as DocumentNode<BbsDetailPageQueryQuery, BbsDetailPageQueryQueryVariables>;
export const BbsFormPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BbsFormPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BbsType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"editing"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bbs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"write"}},{"kind":"Field","name":{"kind":"Name","value":"setCentralFixation"}},{"kind":"Field","name":{"kind":"Name","value":"setSimpleEvaluationFixation"}},{"kind":"Field","name":{"kind":"Name","value":"setCenterFixation"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bbs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"editing"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"viewTarget"}},{"kind":"Field","name":{"kind":"Name","value":"centralFixation"}},{"kind":"Field","name":{"kind":"Name","value":"simpleEvaluationFixation"}},{"kind":"Field","name":{"kind":"Name","value":"centerFixation"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update"}},{"kind":"Field","name":{"kind":"Name","value":"setCentralFixation"}},{"kind":"Field","name":{"kind":"Name","value":"setSimpleEvaluationFixation"}},{"kind":"Field","name":{"kind":"Name","value":"setCenterFixation"}}]}}]}}]}}]} as unknown as DocumentNode<BbsFormPageQueryQuery, BbsFormPageQueryQueryVariables>;
export const CreateBbsMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBbsMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BbsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBbs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateBbsMutationMutation, CreateBbsMutationMutationVariables>;
export const UpdateBbsMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBbsMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BbsUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBbs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateBbsMutationMutation, UpdateBbsMutationMutationVariables>;
export const AnswerBbsMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswerBbsMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerBbs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"answer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answer"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AnswerBbsMutationMutation, AnswerBbsMutationMutationVariables>;
export const DeleteBbsMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBbsMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBbs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteBbsMutationMutation, DeleteBbsMutationMutationVariables>;
export const RestoreBbsMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreBbsMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreBbs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RestoreBbsMutationMutation, RestoreBbsMutationMutationVariables>;
export const PurgeBbsMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PurgeBbsMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purgeBbs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PurgeBbsMutationMutation, PurgeBbsMutationMutationVariables>;
export const BbsRepliesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BbsRepliesQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bbsId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bbsReplies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bbsId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bbsId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"totalCapped"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createDate"}},{"kind":"Field","name":{"kind":"Name","value":"updateDate"}},{"kind":"Field","name":{"kind":"Name","value":"canChange"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BbsRepliesQueryQuery, BbsRepliesQueryQueryVariables>;
export const CreateBbsReplyMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBbsReplyMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BbsReplyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBbsReply"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateBbsReplyMutationMutation, CreateBbsReplyMutationMutationVariables>;
export const UpdateBbsReplyMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBbsReplyMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BbsReplyUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBbsReply"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateBbsReplyMutationMutation, UpdateBbsReplyMutationMutationVariables>;
export const DeleteBbsReplyMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBbsReplyMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBbsReply"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteBbsReplyMutationMutation, DeleteBbsReplyMutationMutationVariables>;
export const SentClosingReportQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SentClosingReportQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"closingReportId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentClosingReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}},{"kind":"Argument","name":{"kind":"Name","value":"closingReportId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"closingReportId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"closingDate"}},{"kind":"Field","name":{"kind":"Name","value":"closingTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"interventionTargetNames"}},{"kind":"Field","name":{"kind":"Name","value":"interventionTargetEtc"}},{"kind":"Field","name":{"kind":"Name","value":"interventionsCntRI"}},{"kind":"Field","name":{"kind":"Name","value":"interventionsCntLS"}},{"kind":"Field","name":{"kind":"Name","value":"interventionsCntSV"}},{"kind":"Field","name":{"kind":"Name","value":"interventionsCntIL"}},{"kind":"Field","name":{"kind":"Name","value":"interventionsCntM"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]} as unknown as DocumentNode<SentClosingReportQueryQuery, SentClosingReportQueryQueryVariables>;
export const CaseListPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseListPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"progressStep"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseOnly"},"value":{"kind":"StringValue","value":"Y","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"progressStep"},"value":{"kind":"Variable","name":{"kind":"Name","value":"progressStep"}}},{"kind":"Argument","name":{"kind":"Name","value":"requestType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestType"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"totalCapped"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestType"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"requesterName"}},{"kind":"Field","name":{"kind":"Name","value":"caseManagerName"}},{"kind":"Field","name":{"kind":"Name","value":"progressStep"}},{"kind":"Field","name":{"kind":"Name","value":"progressStepName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"closingDate"}},{"kind":"Field","name":{"kind":"Name","value":"screeningCrisis"}},{"kind":"Field","name":{"kind":"Name","value":"requestTarget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CaseListPageQueryQuery, CaseListPageQueryQueryVariables>;
export const CaseStepCountsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseStepCountsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestStepCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"progressStep"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<CaseStepCountsQueryQuery, CaseStepCountsQueryQueryVariables>;
export const CaseWorkspaceQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseWorkspaceQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"request"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestType"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"centerName"}},{"kind":"Field","name":{"kind":"Name","value":"requesterName"}},{"kind":"Field","name":{"kind":"Name","value":"requesterInstitution"}},{"kind":"Field","name":{"kind":"Name","value":"caseManagerName"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"classNo"}},{"kind":"Field","name":{"kind":"Name","value":"num"}},{"kind":"Field","name":{"kind":"Name","value":"progressStep"}},{"kind":"Field","name":{"kind":"Name","value":"progressStepName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"closingDate"}},{"kind":"Field","name":{"kind":"Name","value":"closingReportSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"screeningCrisis"}},{"kind":"Field","name":{"kind":"Name","value":"requestTarget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthYear"}}]}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeProgressStep"}},{"kind":"Field","name":{"kind":"Name","value":"completeClosing"}},{"kind":"Field","name":{"kind":"Name","value":"sendClosingReport"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sdqSelfReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CaseWorkspaceQueryQuery, CaseWorkspaceQueryQueryVariables>;
export const ChangeCaseStepMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeCaseStepMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"progressStep"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgressStep"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeRequestProgressStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"progressStep"},"value":{"kind":"Variable","name":{"kind":"Name","value":"progressStep"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ChangeCaseStepMutationMutation, ChangeCaseStepMutationMutationVariables>;
export const CompleteCaseClosingMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteCaseClosingMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"closingDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeRequestClosing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"closingDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"closingDate"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CompleteCaseClosingMutationMutation, CompleteCaseClosingMutationMutationVariables>;
export const SendCaseClosingReportMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendCaseClosingReportMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendRequestClosingReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SendCaseClosingReportMutationMutation, SendCaseClosingReportMutationMutationVariables>;
export const CaseTimelineQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseTimelineQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseTimeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"screenings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evaluationId"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"studentCode"}},{"kind":"Field","name":{"kind":"Name","value":"referred"}},{"kind":"Field","name":{"kind":"Name","value":"normDemo"}},{"kind":"Field","name":{"kind":"Name","value":"crisis"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"t"}},{"kind":"Field","name":{"kind":"Name","value":"rangeName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scale"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"t"}},{"kind":"Field","name":{"kind":"Name","value":"rangeName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sdq"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"informant"}},{"kind":"Field","name":{"kind":"Name","value":"informantName"}},{"kind":"Field","name":{"kind":"Name","value":"preDoneAt"}},{"kind":"Field","name":{"kind":"Name","value":"postDoneAt"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measure"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"higherIsBetter"}},{"kind":"Field","name":{"kind":"Name","value":"pre"}},{"kind":"Field","name":{"kind":"Name","value":"preBand"}},{"kind":"Field","name":{"kind":"Name","value":"post"}},{"kind":"Field","name":{"kind":"Name","value":"postBand"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cgi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preS"}},{"kind":"Field","name":{"kind":"Name","value":"postS"}},{"kind":"Field","name":{"kind":"Name","value":"changeS"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"postI"}},{"kind":"Field","name":{"kind":"Name","value":"preSName"}},{"kind":"Field","name":{"kind":"Name","value":"postSName"}},{"kind":"Field","name":{"kind":"Name","value":"postIName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}}]}}]} as unknown as DocumentNode<CaseTimelineQueryQuery, CaseTimelineQueryQueryVariables>;
export const SdqKrListQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SdqKrListQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"testType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TestType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TargetType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sdqKrs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}},{"kind":"Argument","name":{"kind":"Name","value":"testType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"testType"}}},{"kind":"Argument","name":{"kind":"Name","value":"targetType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targetType"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"testType"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"isDone"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneBy"}}]}}]}}]}}]} as unknown as DocumentNode<SdqKrListQueryQuery, SdqKrListQueryQueryVariables>;
export const SdqSelfReportQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SdqSelfReportQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"request"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sdqSelfReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SdqSelfReportQueryQuery, SdqSelfReportQueryQueryVariables>;
export const SdqKrDetailQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SdqKrDetailQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sdqKr"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"testType"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}},{"kind":"Field","name":{"kind":"Name","value":"relationshipEtc"}},{"kind":"Field","name":{"kind":"Name","value":"isDone"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneBy"}},{"kind":"Field","name":{"kind":"Name","value":"dehi010"}},{"kind":"Field","name":{"kind":"Name","value":"dehi020"}},{"kind":"Field","name":{"kind":"Name","value":"dehi030"}},{"kind":"Field","name":{"kind":"Name","value":"dehi040"}},{"kind":"Field","name":{"kind":"Name","value":"dehi050"}},{"kind":"Field","name":{"kind":"Name","value":"decp010"}},{"kind":"Field","name":{"kind":"Name","value":"decp020"}},{"kind":"Field","name":{"kind":"Name","value":"decp030"}},{"kind":"Field","name":{"kind":"Name","value":"decp040"}},{"kind":"Field","name":{"kind":"Name","value":"decp050"}},{"kind":"Field","name":{"kind":"Name","value":"dies010"}},{"kind":"Field","name":{"kind":"Name","value":"dies020"}},{"kind":"Field","name":{"kind":"Name","value":"dies030"}},{"kind":"Field","name":{"kind":"Name","value":"dies040"}},{"kind":"Field","name":{"kind":"Name","value":"dies050"}},{"kind":"Field","name":{"kind":"Name","value":"dipr010"}},{"kind":"Field","name":{"kind":"Name","value":"dipr020"}},{"kind":"Field","name":{"kind":"Name","value":"dipr030"}},{"kind":"Field","name":{"kind":"Name","value":"dipr040"}},{"kind":"Field","name":{"kind":"Name","value":"dipr050"}},{"kind":"Field","name":{"kind":"Name","value":"spbpb010"}},{"kind":"Field","name":{"kind":"Name","value":"spbpb020"}},{"kind":"Field","name":{"kind":"Name","value":"spbpb030"}},{"kind":"Field","name":{"kind":"Name","value":"spbpb040"}},{"kind":"Field","name":{"kind":"Name","value":"spbpb050"}},{"kind":"Field","name":{"kind":"Name","value":"scores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"informant"}},{"kind":"Field","name":{"kind":"Name","value":"totalDifficulties"}},{"kind":"Field","name":{"kind":"Name","value":"totalBand"}},{"kind":"Field","name":{"kind":"Name","value":"internalising"}},{"kind":"Field","name":{"kind":"Name","value":"externalising"}},{"kind":"Field","name":{"kind":"Name","value":"scales"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scale"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"prorated"}},{"kind":"Field","name":{"kind":"Name","value":"band"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SdqKrDetailQueryQuery, SdqKrDetailQueryQueryVariables>;
export const SendSdqKrUrlMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendSdqKrUrlMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SdqKrSendUrlInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendSdqKrUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sentTo"}}]}}]}}]} as unknown as DocumentNode<SendSdqKrUrlMutationMutation, SendSdqKrUrlMutationMutationVariables>;
export const CreateSdqKrMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSdqKrMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SdqKrCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSdqKr"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateSdqKrMutationMutation, CreateSdqKrMutationMutationVariables>;
export const DeleteSdqKrMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSdqKrMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSdqKr"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteSdqKrMutationMutation, DeleteSdqKrMutationMutationVariables>;
export const SatisfactionListQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SatisfactionListQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TargetType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"satisfactionAssessments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}},{"kind":"Argument","name":{"kind":"Name","value":"targetType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targetType"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"isDone"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneBy"}}]}}]}}]}}]} as unknown as DocumentNode<SatisfactionListQueryQuery, SatisfactionListQueryQueryVariables>;
export const SatisfactionDetailQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SatisfactionDetailQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"satisfactionAssessment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}},{"kind":"Field","name":{"kind":"Name","value":"relationshipEtc"}},{"kind":"Field","name":{"kind":"Name","value":"isDone"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneBy"}},{"kind":"Field","name":{"kind":"Name","value":"svsOverAll"}},{"kind":"Field","name":{"kind":"Name","value":"svsProgress"}},{"kind":"Field","name":{"kind":"Name","value":"svsContent"}},{"kind":"Field","name":{"kind":"Name","value":"svsAtiiPi"}},{"kind":"Field","name":{"kind":"Name","value":"svsAtiiContent"}},{"kind":"Field","name":{"kind":"Name","value":"ilOverAll"}},{"kind":"Field","name":{"kind":"Name","value":"ilContent"}},{"kind":"Field","name":{"kind":"Name","value":"asProblemImprovement"}},{"kind":"Field","name":{"kind":"Name","value":"asLearningAttitude"}},{"kind":"Field","name":{"kind":"Name","value":"asInterpersonalRelationship"}},{"kind":"Field","name":{"kind":"Name","value":"asGuardianRelationship"}},{"kind":"Field","name":{"kind":"Name","value":"asTeacherRelationship"}},{"kind":"Field","name":{"kind":"Name","value":"asSchoolLife"}},{"kind":"Field","name":{"kind":"Name","value":"asTowardsLifeAttitude"}},{"kind":"Field","name":{"kind":"Name","value":"asOwnAttitude"}},{"kind":"Field","name":{"kind":"Name","value":"servicePerformance"}},{"kind":"Field","name":{"kind":"Name","value":"servicePerformanceDetail"}},{"kind":"Field","name":{"kind":"Name","value":"servicePerformanceDetailEtc"}},{"kind":"Field","name":{"kind":"Name","value":"serviceImprovementPoints"}}]}}]}}]} as unknown as DocumentNode<SatisfactionDetailQueryQuery, SatisfactionDetailQueryQueryVariables>;
export const SendSatisfactionUrlMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendSatisfactionUrlMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SatisfactionSendUrlInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendSatisfactionAssessmentUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sentTo"}}]}}]}}]} as unknown as DocumentNode<SendSatisfactionUrlMutationMutation, SendSatisfactionUrlMutationMutationVariables>;
export const CreateSatisfactionMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSatisfactionMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SatisfactionCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSatisfactionAssessment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateSatisfactionMutationMutation, CreateSatisfactionMutationMutationVariables>;
export const DeleteSatisfactionMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSatisfactionMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSatisfactionAssessment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteSatisfactionMutationMutation, DeleteSatisfactionMutationMutationVariables>;
export const CaseRecordChoicesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseRecordChoicesQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseRecordChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"choices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"etc"}}]}}]}}]}}]} as unknown as DocumentNode<CaseRecordChoicesQueryQuery, CaseRecordChoicesQueryQueryVariables>;
export const CaseRecordFormQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseRecordFormQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"record"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseRecordForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"record"},"value":{"kind":"Variable","name":{"kind":"Name","value":"record"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"record"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"list"}},{"kind":"Field","name":{"kind":"Name","value":"etcName"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CaseRecordFormQueryQuery, CaseRecordFormQueryQueryVariables>;
export const InterviewEvaluationsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InterviewEvaluationsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interviewEvaluations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"interviewTargetType"}},{"kind":"Field","name":{"kind":"Name","value":"interviewTarget"}},{"kind":"Field","name":{"kind":"Name","value":"counselor"}},{"kind":"Field","name":{"kind":"Name","value":"counselingDate"}},{"kind":"Field","name":{"kind":"Name","value":"isDone"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<InterviewEvaluationsQueryQuery, InterviewEvaluationsQueryQueryVariables>;
export const InterviewEvaluationQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InterviewEvaluationQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interviewEvaluation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"interviewTargetType"}},{"kind":"Field","name":{"kind":"Name","value":"isDone"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"writerName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"counselor"}},{"kind":"Field","name":{"kind":"Name","value":"counselingDate"}},{"kind":"Field","name":{"kind":"Name","value":"counselingPlace"}},{"kind":"Field","name":{"kind":"Name","value":"counselingPlaceEtc"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}},{"kind":"Field","name":{"kind":"Name","value":"relationshipEtc"}},{"kind":"Field","name":{"kind":"Name","value":"interviewTarget"}},{"kind":"Field","name":{"kind":"Name","value":"interviewTargetPosition"}},{"kind":"Field","name":{"kind":"Name","value":"interviewTargetPositionEtc"}},{"kind":"Field","name":{"kind":"Name","value":"interviewTargetAffiliate"}},{"kind":"Field","name":{"kind":"Name","value":"interviewTargetContact"}},{"kind":"Field","name":{"kind":"Name","value":"requestReasons"}},{"kind":"Field","name":{"kind":"Name","value":"requestReasonsEtc"}},{"kind":"Field","name":{"kind":"Name","value":"characteristicTest"}},{"kind":"Field","name":{"kind":"Name","value":"ctInstitutionalLinkage"}},{"kind":"Field","name":{"kind":"Name","value":"ctInstitutional"}},{"kind":"Field","name":{"kind":"Name","value":"ctInstitutionalEtc"}},{"kind":"Field","name":{"kind":"Name","value":"ctReasons"}},{"kind":"Field","name":{"kind":"Name","value":"ctReasonsEtc"}},{"kind":"Field","name":{"kind":"Name","value":"ctReasonsDetail"}},{"kind":"Field","name":{"kind":"Name","value":"ilSuggestion"}},{"kind":"Field","name":{"kind":"Name","value":"ilWhether"}},{"kind":"Field","name":{"kind":"Name","value":"ilInstitutional"}},{"kind":"Field","name":{"kind":"Name","value":"ilInstitutionalEtc"}},{"kind":"Field","name":{"kind":"Name","value":"ilReasons"}},{"kind":"Field","name":{"kind":"Name","value":"ilReasonsEtc"}},{"kind":"Field","name":{"kind":"Name","value":"ilReasonsDetail"}},{"kind":"Field","name":{"kind":"Name","value":"mainAppeal"}},{"kind":"Field","name":{"kind":"Name","value":"mainAppealEtc"}},{"kind":"Field","name":{"kind":"Name","value":"problemOccursDate"}},{"kind":"Field","name":{"kind":"Name","value":"mainAppealDetail"}},{"kind":"Field","name":{"kind":"Name","value":"familyRelationshipType"}},{"kind":"Field","name":{"kind":"Name","value":"familyRelationshipTypeEtc"}},{"kind":"Field","name":{"kind":"Name","value":"familyRelationshipSpecifics"}},{"kind":"Field","name":{"kind":"Name","value":"schoolLife"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slSatisfaction"}},{"kind":"Field","name":{"kind":"Name","value":"slTeacherRelationship"}},{"kind":"Field","name":{"kind":"Name","value":"slInterpersonal"}},{"kind":"Field","name":{"kind":"Name","value":"slGrade"}},{"kind":"Field","name":{"kind":"Name","value":"slAttendance"}},{"kind":"Field","name":{"kind":"Name","value":"slSuspension"}},{"kind":"Field","name":{"kind":"Name","value":"slSuspensionDetail"}},{"kind":"Field","name":{"kind":"Name","value":"slDifficulty"}},{"kind":"Field","name":{"kind":"Name","value":"lifeDailyRoutine"}},{"kind":"Field","name":{"kind":"Name","value":"lifeHobby"}},{"kind":"Field","name":{"kind":"Name","value":"lifeWish"}},{"kind":"Field","name":{"kind":"Name","value":"lifeDelinquency"}},{"kind":"Field","name":{"kind":"Name","value":"lifeDelinquencyEtc"}},{"kind":"Field","name":{"kind":"Name","value":"seInhibitionSeverity"}},{"kind":"Field","name":{"kind":"Name","value":"seSpecifics"}},{"kind":"Field","name":{"kind":"Name","value":"saAdjustable"}},{"kind":"Field","name":{"kind":"Name","value":"saSpecifics"}},{"kind":"Field","name":{"kind":"Name","value":"otherRelatedMatters"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pastHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"childAbuse"}},{"kind":"Field","name":{"kind":"Name","value":"caActor"}},{"kind":"Field","name":{"kind":"Name","value":"caOccurrenceTime"}},{"kind":"Field","name":{"kind":"Name","value":"caContinuing"}},{"kind":"Field","name":{"kind":"Name","value":"caType"}},{"kind":"Field","name":{"kind":"Name","value":"caTypeEtc"}},{"kind":"Field","name":{"kind":"Name","value":"pastStressEvents"}},{"kind":"Field","name":{"kind":"Name","value":"pseOccurrenceTime"}},{"kind":"Field","name":{"kind":"Name","value":"pseSpecifics"}},{"kind":"Field","name":{"kind":"Name","value":"suicidal"}},{"kind":"Field","name":{"kind":"Name","value":"suicidalOccurrenceTime"}},{"kind":"Field","name":{"kind":"Name","value":"suicideAttempt"}},{"kind":"Field","name":{"kind":"Name","value":"saOccurrenceTime"}},{"kind":"Field","name":{"kind":"Name","value":"saNumber"}},{"kind":"Field","name":{"kind":"Name","value":"historyOfMentalIllness"}},{"kind":"Field","name":{"kind":"Name","value":"hmiPsychiatryClinic"}},{"kind":"Field","name":{"kind":"Name","value":"hmiPcPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"hmiPcDisease"}},{"kind":"Field","name":{"kind":"Name","value":"serviceExperience"}},{"kind":"Field","name":{"kind":"Name","value":"mhsOrganization"}},{"kind":"Field","name":{"kind":"Name","value":"mhsOrganizationEtc"}},{"kind":"Field","name":{"kind":"Name","value":"mhsPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"mhsMainAppeal"}},{"kind":"Field","name":{"kind":"Name","value":"physicalDisease"}},{"kind":"Field","name":{"kind":"Name","value":"pdPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"pdName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"homeTreatment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"primaryInstructor"}},{"kind":"Field","name":{"kind":"Name","value":"primaryInstructorEtc"}},{"kind":"Field","name":{"kind":"Name","value":"implementationContent"}},{"kind":"Field","name":{"kind":"Name","value":"improvements"}},{"kind":"Field","name":{"kind":"Name","value":"consensusOfOpinion"}},{"kind":"Field","name":{"kind":"Name","value":"ability"}}]}},{"kind":"Field","name":{"kind":"Name","value":"etc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"specialNote"}},{"kind":"Field","name":{"kind":"Name","value":"whatYouWant"}},{"kind":"Field","name":{"kind":"Name","value":"behavioralObservation"}},{"kind":"Field","name":{"kind":"Name","value":"speech"}},{"kind":"Field","name":{"kind":"Name","value":"emotion"}},{"kind":"Field","name":{"kind":"Name","value":"sense"}},{"kind":"Field","name":{"kind":"Name","value":"processContent"}},{"kind":"Field","name":{"kind":"Name","value":"insightIntoDisease"}},{"kind":"Field","name":{"kind":"Name","value":"opinion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"familyRelationshipList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relationship"}},{"kind":"Field","name":{"kind":"Name","value":"relationshipEtc"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimaryCaregiver"}},{"kind":"Field","name":{"kind":"Name","value":"isLivingTogether"}},{"kind":"Field","name":{"kind":"Name","value":"friendly"}}]}}]}}]}}]} as unknown as DocumentNode<InterviewEvaluationQueryQuery, InterviewEvaluationQueryQueryVariables>;
export const CreateInterviewEvaluationMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateInterviewEvaluationMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInterviewEvaluationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInterviewEvaluation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateInterviewEvaluationMutationMutation, CreateInterviewEvaluationMutationMutationVariables>;
export const UpdateInterviewEvaluationMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInterviewEvaluationMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InterviewEvaluationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInterviewEvaluation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateInterviewEvaluationMutationMutation, UpdateInterviewEvaluationMutationMutationVariables>;
export const DeleteInterviewEvaluationMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteInterviewEvaluationMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInterviewEvaluation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteInterviewEvaluationMutationMutation, DeleteInterviewEvaluationMutationMutationVariables>;
export const RecordCaseQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecordCaseQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"request"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"requestTarget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<RecordCaseQueryQuery, RecordCaseQueryQueryVariables>;
export const CgisQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CgisQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cgis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDone"}},{"kind":"Field","name":{"kind":"Name","value":"testType"}},{"kind":"Field","name":{"kind":"Name","value":"cgiS"}},{"kind":"Field","name":{"kind":"Name","value":"cgiI"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<CgisQueryQuery, CgisQueryQueryVariables>;
export const CgiQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CgiQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cgi"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"isDone"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"cancel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testType"}},{"kind":"Field","name":{"kind":"Name","value":"cgiS"}},{"kind":"Field","name":{"kind":"Name","value":"cgiI"}}]}}]}}]} as unknown as DocumentNode<CgiQueryQuery, CgiQueryQueryVariables>;
export const CreateCgiMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCgiMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CgiInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCgi"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]}}]} as unknown as DocumentNode<CreateCgiMutationMutation, CreateCgiMutationMutationVariables>;
export const UpdateCgiMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCgiMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CgiInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCgi"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]}}]} as unknown as DocumentNode<UpdateCgiMutationMutation, UpdateCgiMutationMutationVariables>;
export const DeleteCgiMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCgiMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCgi"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteCgiMutationMutation, DeleteCgiMutationMutationVariables>;
export const CaseMinutesListQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseMinutesListQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseMinutesList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDone"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"meetingDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<CaseMinutesListQueryQuery, CaseMinutesListQueryQueryVariables>;
export const CaseMinutesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseMinutesQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseMinutes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"isDone"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"cancel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"meetingDate"}},{"kind":"Field","name":{"kind":"Name","value":"supervisor"}},{"kind":"Field","name":{"kind":"Name","value":"attendees"}},{"kind":"Field","name":{"kind":"Name","value":"requestPath"}},{"kind":"Field","name":{"kind":"Name","value":"requestPathEtc"}},{"kind":"Field","name":{"kind":"Name","value":"mainAppeal"}},{"kind":"Field","name":{"kind":"Name","value":"contents"}},{"kind":"Field","name":{"kind":"Name","value":"primaryDiagnostic"}},{"kind":"Field","name":{"kind":"Name","value":"primaryDiagnosticEtc"}},{"kind":"Field","name":{"kind":"Name","value":"additionalDiagnostic"}},{"kind":"Field","name":{"kind":"Name","value":"additionalDiagnosticEtc"}},{"kind":"Field","name":{"kind":"Name","value":"interventionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"interventionPlanEtc"}},{"kind":"Field","name":{"kind":"Name","value":"institutionalLinkage"}},{"kind":"Field","name":{"kind":"Name","value":"institutionalLinkageEtc"}},{"kind":"Field","name":{"kind":"Name","value":"consultation"}},{"kind":"Field","name":{"kind":"Name","value":"consultationEtc"}},{"kind":"Field","name":{"kind":"Name","value":"medicalExpensesSupport"}},{"kind":"Field","name":{"kind":"Name","value":"mesEtc"}}]}}]}}]} as unknown as DocumentNode<CaseMinutesQueryQuery, CaseMinutesQueryQueryVariables>;
export const CreateCaseMinutesMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCaseMinutesMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CaseMinutesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCaseMinutes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]}}]} as unknown as DocumentNode<CreateCaseMinutesMutationMutation, CreateCaseMinutesMutationMutationVariables>;
export const UpdateCaseMinutesMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCaseMinutesMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CaseMinutesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCaseMinutes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]}}]} as unknown as DocumentNode<UpdateCaseMinutesMutationMutation, UpdateCaseMinutesMutationMutationVariables>;
export const DeleteCaseMinutesMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCaseMinutesMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCaseMinutes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteCaseMinutesMutationMutation, DeleteCaseMinutesMutationMutationVariables>;
export const CaseManagementLogsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseManagementLogsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseManagementLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDone"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"interventionDate"}},{"kind":"Field","name":{"kind":"Name","value":"counselor"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<CaseManagementLogsQueryQuery, CaseManagementLogsQueryQueryVariables>;
export const CaseManagementLogQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseManagementLogQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseManagementLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"isDone"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"cancel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"counselor"}},{"kind":"Field","name":{"kind":"Name","value":"interventionDate"}},{"kind":"Field","name":{"kind":"Name","value":"interventionTarget"}},{"kind":"Field","name":{"kind":"Name","value":"interventionTargetEtc"}},{"kind":"Field","name":{"kind":"Name","value":"interventionMethod"}},{"kind":"Field","name":{"kind":"Name","value":"interventionMethodEtc"}},{"kind":"Field","name":{"kind":"Name","value":"interventionType"}},{"kind":"Field","name":{"kind":"Name","value":"interventionTypeEtc"}},{"kind":"Field","name":{"kind":"Name","value":"linkageSupportType"}},{"kind":"Field","name":{"kind":"Name","value":"linkageSupportTypeEtc"}},{"kind":"Field","name":{"kind":"Name","value":"medicalExpensesFunding"}},{"kind":"Field","name":{"kind":"Name","value":"medicalExpensesFundingEtc"}},{"kind":"Field","name":{"kind":"Name","value":"specialistVisitType"}},{"kind":"Field","name":{"kind":"Name","value":"specialistVisitTypeEtc"}},{"kind":"Field","name":{"kind":"Name","value":"institutionalLinkage"}},{"kind":"Field","name":{"kind":"Name","value":"institutionalLinkageEtc"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"futurePlan"}}]}}]}}]} as unknown as DocumentNode<CaseManagementLogQueryQuery, CaseManagementLogQueryQueryVariables>;
export const CreateCaseManagementLogMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCaseManagementLogMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CaseManagementLogInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCaseManagementLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]}}]} as unknown as DocumentNode<CreateCaseManagementLogMutationMutation, CreateCaseManagementLogMutationMutationVariables>;
export const UpdateCaseManagementLogMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCaseManagementLogMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CaseManagementLogInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCaseManagementLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]}}]} as unknown as DocumentNode<UpdateCaseManagementLogMutationMutation, UpdateCaseManagementLogMutationMutationVariables>;
export const DeleteCaseManagementLogMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCaseManagementLogMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCaseManagementLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteCaseManagementLogMutationMutation, DeleteCaseManagementLogMutationMutationVariables>;
export const ClosingReportsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClosingReportsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closingReports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDone"}},{"kind":"Field","name":{"kind":"Name","value":"closingDate"}},{"kind":"Field","name":{"kind":"Name","value":"closingType"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ClosingReportsQueryQuery, ClosingReportsQueryQueryVariables>;
export const ClosingReportQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClosingReportQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closingReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"isDone"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"cancel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancelMessage"}},{"kind":"Field","name":{"kind":"Name","value":"closingDate"}},{"kind":"Field","name":{"kind":"Name","value":"closingType"}},{"kind":"Field","name":{"kind":"Name","value":"requestPath"}},{"kind":"Field","name":{"kind":"Name","value":"requestPathDetail"}},{"kind":"Field","name":{"kind":"Name","value":"interventionTarget"}},{"kind":"Field","name":{"kind":"Name","value":"interventionTargetDetail"}},{"kind":"Field","name":{"kind":"Name","value":"interventionTargetEtc"}},{"kind":"Field","name":{"kind":"Name","value":"interventionContent"}},{"kind":"Field","name":{"kind":"Name","value":"studentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"interventionsCntRI"}},{"kind":"Field","name":{"kind":"Name","value":"interventionsCntLS"}},{"kind":"Field","name":{"kind":"Name","value":"interventionsCntSV"}},{"kind":"Field","name":{"kind":"Name","value":"interventionsCntIL"}},{"kind":"Field","name":{"kind":"Name","value":"interventionsCntM"}},{"kind":"Field","name":{"kind":"Name","value":"institutionalLinkage"}},{"kind":"Field","name":{"kind":"Name","value":"institutionalLinkageEtc"}},{"kind":"Field","name":{"kind":"Name","value":"medicalExpensesSupport"}},{"kind":"Field","name":{"kind":"Name","value":"medicalExpensesFunding"}},{"kind":"Field","name":{"kind":"Name","value":"medicalExpensesFundingEtc"}}]}}]}}]} as unknown as DocumentNode<ClosingReportQueryQuery, ClosingReportQueryQueryVariables>;
export const CreateClosingReportMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateClosingReportMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClosingReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createClosingReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]}}]} as unknown as DocumentNode<CreateClosingReportMutationMutation, CreateClosingReportMutationMutationVariables>;
export const UpdateClosingReportMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateClosingReportMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClosingReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateClosingReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]}}]} as unknown as DocumentNode<UpdateClosingReportMutationMutation, UpdateClosingReportMutationMutationVariables>;
export const DeleteClosingReportMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteClosingReportMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteClosingReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteClosingReportMutationMutation, DeleteClosingReportMutationMutationVariables>;
export const CancelClosingReportMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelClosingReportMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelClosingReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelClosingReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDone"}},{"kind":"Field","name":{"kind":"Name","value":"cancelMessage"}}]}}]}}]} as unknown as DocumentNode<CancelClosingReportMutationMutation, CancelClosingReportMutationMutationVariables>;
export const CaseSdqKrsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseSdqKrsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"testType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TestType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sdqKrs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}},{"kind":"Argument","name":{"kind":"Name","value":"testType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"testType"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"testType"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"isDone"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"scores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalDifficulties"}},{"kind":"Field","name":{"kind":"Name","value":"totalBand"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CaseSdqKrsQueryQuery, CaseSdqKrsQueryQueryVariables>;
export const ConsultingListQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsultingListQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsultingSearchType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsultingCategory"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"searchType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchType"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"totalCapped"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"consultingDate"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"categoryEtc"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeEtc"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"participantsCount"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConsulting"}}]}}]}}]} as unknown as DocumentNode<ConsultingListQueryQuery, ConsultingListQueryQueryVariables>;
export const ConsultingDetailQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsultingDetailQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consulting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsultingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsultingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Consulting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"centerName"}},{"kind":"Field","name":{"kind":"Name","value":"consultingDate"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"categoryEtc"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeEtc"}},{"kind":"Field","name":{"kind":"Name","value":"manager"}},{"kind":"Field","name":{"kind":"Name","value":"managerEtc"}},{"kind":"Field","name":{"kind":"Name","value":"participantsCount"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"laterPlanContent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}}]} as unknown as DocumentNode<ConsultingDetailQueryQuery, ConsultingDetailQueryQueryVariables>;
export const CreateConsultingMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateConsultingMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsultingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConsulting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsultingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsultingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Consulting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"centerName"}},{"kind":"Field","name":{"kind":"Name","value":"consultingDate"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"categoryEtc"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeEtc"}},{"kind":"Field","name":{"kind":"Name","value":"manager"}},{"kind":"Field","name":{"kind":"Name","value":"managerEtc"}},{"kind":"Field","name":{"kind":"Name","value":"participantsCount"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"laterPlanContent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}}]} as unknown as DocumentNode<CreateConsultingMutationMutation, CreateConsultingMutationMutationVariables>;
export const UpdateConsultingMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateConsultingMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsultingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateConsulting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsultingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsultingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Consulting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"centerName"}},{"kind":"Field","name":{"kind":"Name","value":"consultingDate"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"categoryEtc"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeEtc"}},{"kind":"Field","name":{"kind":"Name","value":"manager"}},{"kind":"Field","name":{"kind":"Name","value":"managerEtc"}},{"kind":"Field","name":{"kind":"Name","value":"participantsCount"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"laterPlanContent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}}]} as unknown as DocumentNode<UpdateConsultingMutationMutation, UpdateConsultingMutationMutationVariables>;
export const DeleteConsultingMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteConsultingMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteConsulting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteConsultingMutationMutation, DeleteConsultingMutationMutationVariables>;
export const FormListPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FormListPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FormType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"totalCapped"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"questionCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<FormListPageQueryQuery, FormListPageQueryQueryVariables>;
export const FormDetailPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FormDetailPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"form"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormDetailPage_form"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormDetailPage_form"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Form"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByName"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"examples"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<FormDetailPageQueryQuery, FormDetailPageQueryQueryVariables>;
export const UpdateFormMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFormMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FormUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormDetailPage_form"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormDetailPage_form"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Form"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByName"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"examples"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateFormMutationMutation, UpdateFormMutationMutationVariables>;
export const MenuPermissionPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MenuPermissionPageQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"selfApproved"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"paths"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantMenus"}}]}}]}}]} as unknown as DocumentNode<MenuPermissionPageQueryQuery, MenuPermissionPageQueryQueryVariables>;
export const UpdateRolePermissionsMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRolePermissionsMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoleCode"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RolePermissionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRolePermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"selfApproved"}}]}}]}}]} as unknown as DocumentNode<UpdateRolePermissionsMutationMutation, UpdateRolePermissionsMutationMutationVariables>;
export const MyPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPageQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyPage_me"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyPage_me"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sdCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"centerId"}},{"kind":"Field","name":{"kind":"Name","value":"centerName"}},{"kind":"Field","name":{"kind":"Name","value":"occupationPosition"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"occupationEtc"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"}},{"kind":"Field","name":{"kind":"Name","value":"certificateEtc"}},{"kind":"Field","name":{"kind":"Name","value":"authenticationCodeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"alarmSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestAccept"}},{"kind":"Field","name":{"kind":"Name","value":"closingReport"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}},{"kind":"Field","name":{"kind":"Name","value":"request"}},{"kind":"Field","name":{"kind":"Name","value":"assignment"}},{"kind":"Field","name":{"kind":"Name","value":"inDepthEvaluation"}},{"kind":"Field","name":{"kind":"Name","value":"postEvaluation"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"closingResult"}},{"kind":"Field","name":{"kind":"Name","value":"faq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}}]}}]} as unknown as DocumentNode<MyPageQueryQuery, MyPageQueryQueryVariables>;
export const CheckPasswordMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckPasswordMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<CheckPasswordMutationMutation, CheckPasswordMutationMutationVariables>;
export const UpdateMeMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMeMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountMeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyPage_me"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyPage_me"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sdCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"centerId"}},{"kind":"Field","name":{"kind":"Name","value":"centerName"}},{"kind":"Field","name":{"kind":"Name","value":"occupationPosition"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"occupationEtc"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"}},{"kind":"Field","name":{"kind":"Name","value":"certificateEtc"}},{"kind":"Field","name":{"kind":"Name","value":"authenticationCodeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"alarmSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestAccept"}},{"kind":"Field","name":{"kind":"Name","value":"closingReport"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}},{"kind":"Field","name":{"kind":"Name","value":"request"}},{"kind":"Field","name":{"kind":"Name","value":"assignment"}},{"kind":"Field","name":{"kind":"Name","value":"inDepthEvaluation"}},{"kind":"Field","name":{"kind":"Name","value":"postEvaluation"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"closingResult"}},{"kind":"Field","name":{"kind":"Name","value":"faq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}}]}}]} as unknown as DocumentNode<UpdateMeMutationMutation, UpdateMeMutationMutationVariables>;
export const ResignMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResignMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResignMutationMutation, ResignMutationMutationVariables>;
export const EnterSchoolAuthCodeMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnterSchoolAuthCodeMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuthenticationCodeCheckInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkSchoolAuthenticationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<EnterSchoolAuthCodeMutationMutation, EnterSchoolAuthCodeMutationMutationVariables>;
export const SchoolListPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchoolListPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sdCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sggCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SchoolType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schools"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sdCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sdCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"sggCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sggCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"totalCapped"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sdCode"}},{"kind":"Field","name":{"kind":"Name","value":"sggCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"educationOfficeName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"centers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSchool"}}]}}]}}]} as unknown as DocumentNode<SchoolListPageQueryQuery, SchoolListPageQueryQueryVariables>;
export const SchoolIdAvailableQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchoolIdAvailableQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolIdAvailable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<SchoolIdAvailableQueryQuery, SchoolIdAvailableQueryQueryVariables>;
export const SchoolDetailPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchoolDetailPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"school"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SchoolDetailPage_school"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SchoolDetailPage_school"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"School"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"addressDetail"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"sdCode"}},{"kind":"Field","name":{"kind":"Name","value":"sggCode"}},{"kind":"Field","name":{"kind":"Name","value":"umdCode"}},{"kind":"Field","name":{"kind":"Name","value":"educationOfficeId"}},{"kind":"Field","name":{"kind":"Name","value":"educationOfficeName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update"}}]}}]}}]} as unknown as DocumentNode<SchoolDetailPageQueryQuery, SchoolDetailPageQueryQueryVariables>;
export const CreateSchoolMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSchoolMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SchoolInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSchool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateSchoolMutationMutation, CreateSchoolMutationMutationVariables>;
export const UpdateSchoolMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSchoolMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SchoolUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSchool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SchoolDetailPage_school"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SchoolDetailPage_school"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"School"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"addressDetail"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"sdCode"}},{"kind":"Field","name":{"kind":"Name","value":"sggCode"}},{"kind":"Field","name":{"kind":"Name","value":"umdCode"}},{"kind":"Field","name":{"kind":"Name","value":"educationOfficeId"}},{"kind":"Field","name":{"kind":"Name","value":"educationOfficeName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update"}}]}}]}}]} as unknown as DocumentNode<UpdateSchoolMutationMutation, UpdateSchoolMutationMutationVariables>;
export const CenterListPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CenterListPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sdCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"centers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sdCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sdCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"totalCapped"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"sdCode"}},{"kind":"Field","name":{"kind":"Name","value":"educationOfficeName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCenter"}}]}}]}}]} as unknown as DocumentNode<CenterListPageQueryQuery, CenterListPageQueryQueryVariables>;
export const CenterDetailPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CenterDetailPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"center"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CenterDetailPage_center"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CenterDetailPage_center"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Center"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"educationOfficeId"}},{"kind":"Field","name":{"kind":"Name","value":"educationOfficeName"}},{"kind":"Field","name":{"kind":"Name","value":"sdCode"}},{"kind":"Field","name":{"kind":"Name","value":"reqLocalCode"}},{"kind":"Field","name":{"kind":"Name","value":"jurisdictionLocalList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jurisdictionSchoolList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update"}},{"kind":"Field","name":{"kind":"Name","value":"updateJurisdiction"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}}]} as unknown as DocumentNode<CenterDetailPageQueryQuery, CenterDetailPageQueryQueryVariables>;
export const CreateCenterMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCenterMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CenterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCenter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateCenterMutationMutation, CreateCenterMutationMutationVariables>;
export const UpdateCenterMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCenterMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CenterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCenter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CenterDetailPage_center"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CenterDetailPage_center"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Center"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"educationOfficeId"}},{"kind":"Field","name":{"kind":"Name","value":"educationOfficeName"}},{"kind":"Field","name":{"kind":"Name","value":"sdCode"}},{"kind":"Field","name":{"kind":"Name","value":"reqLocalCode"}},{"kind":"Field","name":{"kind":"Name","value":"jurisdictionLocalList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jurisdictionSchoolList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update"}},{"kind":"Field","name":{"kind":"Name","value":"updateJurisdiction"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}}]} as unknown as DocumentNode<UpdateCenterMutationMutation, UpdateCenterMutationMutationVariables>;
export const DeleteCenterMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCenterMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCenter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCenterMutationMutation, DeleteCenterMutationMutationVariables>;
export const ActivePopupsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivePopupsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activePopups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ActivePopupsQueryQuery, ActivePopupsQueryQueryVariables>;
export const PopupListPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PopupListPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"useYn"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"popups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"useYn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"useYn"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"totalCapped"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PopupFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PopupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Popup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"useYn"}},{"kind":"Field","name":{"kind":"Name","value":"viewTarget"}},{"kind":"Field","name":{"kind":"Name","value":"deleteYn"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createDate"}},{"kind":"Field","name":{"kind":"Name","value":"updateDate"}}]}}]} as unknown as DocumentNode<PopupListPageQueryQuery, PopupListPageQueryQueryVariables>;
export const PopupQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PopupQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"popup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PopupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PopupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Popup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"useYn"}},{"kind":"Field","name":{"kind":"Name","value":"viewTarget"}},{"kind":"Field","name":{"kind":"Name","value":"deleteYn"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createDate"}},{"kind":"Field","name":{"kind":"Name","value":"updateDate"}}]}}]} as unknown as DocumentNode<PopupQueryQuery, PopupQueryQueryVariables>;
export const CreatePopupMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePopupMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PopupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPopup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PopupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PopupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Popup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"useYn"}},{"kind":"Field","name":{"kind":"Name","value":"viewTarget"}},{"kind":"Field","name":{"kind":"Name","value":"deleteYn"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createDate"}},{"kind":"Field","name":{"kind":"Name","value":"updateDate"}}]}}]} as unknown as DocumentNode<CreatePopupMutationMutation, CreatePopupMutationMutationVariables>;
export const UpdatePopupMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePopupMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PopupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePopup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PopupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PopupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Popup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"useYn"}},{"kind":"Field","name":{"kind":"Name","value":"viewTarget"}},{"kind":"Field","name":{"kind":"Name","value":"deleteYn"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createDate"}},{"kind":"Field","name":{"kind":"Name","value":"updateDate"}}]}}]} as unknown as DocumentNode<UpdatePopupMutationMutation, UpdatePopupMutationMutationVariables>;
export const DeletePopupMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePopupMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePopup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deleteYn"}}]}}]}}]} as unknown as DocumentNode<DeletePopupMutationMutation, DeletePopupMutationMutationVariables>;
export const RequestListPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestListPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"progressStep"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchTemp"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"progressStep"},"value":{"kind":"Variable","name":{"kind":"Name","value":"progressStep"}}},{"kind":"Argument","name":{"kind":"Name","value":"requestType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestType"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"searchTemp"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchTemp"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"totalCapped"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"progressStep"}},{"kind":"Field","name":{"kind":"Name","value":"progressStepName"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"centerName"}},{"kind":"Field","name":{"kind":"Name","value":"requestTarget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthYear"}},{"kind":"Field","name":{"kind":"Name","value":"birthMonth"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"classNo"}},{"kind":"Field","name":{"kind":"Name","value":"requesterName"}},{"kind":"Field","name":{"kind":"Name","value":"caseManagerName"}},{"kind":"Field","name":{"kind":"Name","value":"closingDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"screeningCrisis"}}]}}]}}]}}]} as unknown as DocumentNode<RequestListPageQueryQuery, RequestListPageQueryQueryVariables>;
export const RequestDetailQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestDetailQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"request"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestType"}},{"kind":"Field","name":{"kind":"Name","value":"simpleEvaluationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"progressStep"}},{"kind":"Field","name":{"kind":"Name","value":"progressStepName"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"reqYear"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"centerId"}},{"kind":"Field","name":{"kind":"Name","value":"centerName"}},{"kind":"Field","name":{"kind":"Name","value":"requestTarget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthYear"}},{"kind":"Field","name":{"kind":"Name","value":"birthMonth"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"classNo"}},{"kind":"Field","name":{"kind":"Name","value":"num"}},{"kind":"Field","name":{"kind":"Name","value":"requesterId"}},{"kind":"Field","name":{"kind":"Name","value":"requesterName"}},{"kind":"Field","name":{"kind":"Name","value":"requesterInstitution"}},{"kind":"Field","name":{"kind":"Name","value":"requesterContact"}},{"kind":"Field","name":{"kind":"Name","value":"requesterFax"}},{"kind":"Field","name":{"kind":"Name","value":"caseManagerId"}},{"kind":"Field","name":{"kind":"Name","value":"caseManagerName"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedMessage"}},{"kind":"Field","name":{"kind":"Name","value":"closingDate"}},{"kind":"Field","name":{"kind":"Name","value":"closingReportSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"guardianContact"}},{"kind":"Field","name":{"kind":"Name","value":"guardianRelationship"}},{"kind":"Field","name":{"kind":"Name","value":"guardianRelationshipEtc"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"addressDetail"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"pastInterestGroup"}},{"kind":"Field","name":{"kind":"Name","value":"pastInstitutionalLinkage"}},{"kind":"Field","name":{"kind":"Name","value":"pastExperience"}},{"kind":"Field","name":{"kind":"Name","value":"ssMedicalExpensesSupport"}},{"kind":"Field","name":{"kind":"Name","value":"mainAppeal"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"gcRequest"}},{"kind":"Field","name":{"kind":"Name","value":"gcRequestAt"}},{"kind":"Field","name":{"kind":"Name","value":"gcRequestMethod"}},{"kind":"Field","name":{"kind":"Name","value":"gc3rdPartyProvision"}},{"kind":"Field","name":{"kind":"Name","value":"gc3rdPartyProvisionAt"}},{"kind":"Field","name":{"kind":"Name","value":"gc3rdPartyProvisionMethod"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refiledAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"screeningCrisis"}},{"kind":"Field","name":{"kind":"Name","value":"personMasked"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"cancel"}},{"kind":"Field","name":{"kind":"Name","value":"approve"}},{"kind":"Field","name":{"kind":"Name","value":"reject"}},{"kind":"Field","name":{"kind":"Name","value":"assignManager"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}}]}}]} as unknown as DocumentNode<RequestDetailQueryQuery, RequestDetailQueryQueryVariables>;
export const RequestManagersQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestManagersQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestManagers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"assigned"}}]}}]}}]} as unknown as DocumentNode<RequestManagersQueryQuery, RequestManagersQueryQueryVariables>;
export const RequestFormContextQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestFormContextQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileRequest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}}]}}]}}]} as unknown as DocumentNode<RequestFormContextQueryQuery, RequestFormContextQueryQueryVariables>;
export const RequestSchoolCentersQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestSchoolCentersQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"school"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"centers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<RequestSchoolCentersQueryQuery, RequestSchoolCentersQueryQueryVariables>;
export const ReferralEvaluationQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReferralEvaluationQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"simpleEvaluation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentCode"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"totalRange"}},{"kind":"Field","name":{"kind":"Name","value":"totalRangeName"}},{"kind":"Field","name":{"kind":"Name","value":"referable"}}]}}]}}]} as unknown as DocumentNode<ReferralEvaluationQueryQuery, ReferralEvaluationQueryQueryVariables>;
export const SearchAddressQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchAddressQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"roadAddress"}},{"kind":"Field","name":{"kind":"Name","value":"jibunAddress"}}]}}]}}]}}]} as unknown as DocumentNode<SearchAddressQueryQuery, SearchAddressQueryQueryVariables>;
export const FileRequestMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FileRequestMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<FileRequestMutationMutation, FileRequestMutationMutationVariables>;
export const SaveRequestDraftMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveRequestDraftMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestDraftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRequestDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SaveRequestDraftMutationMutation, SaveRequestDraftMutationMutationVariables>;
export const UpdateRequestMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRequestMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateRequestMutationMutation, UpdateRequestMutationMutationVariables>;
export const CancelRequestMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelRequestMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CancelRequestMutationMutation, CancelRequestMutationMutationVariables>;
export const DeleteRequestMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRequestMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteRequestInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteRequestMutationMutation, DeleteRequestMutationMutationVariables>;
export const ApproveRequestMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveRequestMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ApproveInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ApproveRequestMutationMutation, ApproveRequestMutationMutationVariables>;
export const RejectRequestMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectRequestMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RejectRequestMutationMutation, RejectRequestMutationMutationVariables>;
export const AssignRequestManagerMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignRequestManagerMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssignManagerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignRequestManager"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AssignRequestManagerMutationMutation, AssignRequestManagerMutationMutationVariables>;
export const RequestAbilitiesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestAbilitiesQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileRequest"}}]}}]}}]} as unknown as DocumentNode<RequestAbilitiesQueryQuery, RequestAbilitiesQueryQueryVariables>;
export const RetentionPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RetentionPageQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retentionRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"eventLabel"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonths"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"minMonths"}},{"kind":"Field","name":{"kind":"Name","value":"maxMonths"}},{"kind":"Field","name":{"kind":"Name","value":"defaultMonths"}},{"kind":"Field","name":{"kind":"Name","value":"automated"}},{"kind":"Field","name":{"kind":"Name","value":"approvedByName"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"retentionPreview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonths"}},{"kind":"Field","name":{"kind":"Name","value":"cutoff"}},{"kind":"Field","name":{"kind":"Name","value":"due"}},{"kind":"Field","name":{"kind":"Name","value":"held"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legalHolds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"setByName"}},{"kind":"Field","name":{"kind":"Name","value":"setAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"destructionRuns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"runDay"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"destroyed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"retentionRuleChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fromMonths"}},{"kind":"Field","name":{"kind":"Name","value":"toMonths"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"changedByLogin"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<RetentionPageQueryQuery, RetentionPageQueryQueryVariables>;
export const ChangeRetentionRuleMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeRetentionRuleMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RetentionKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RetentionRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeRetentionRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonths"}}]}}]}}]} as unknown as DocumentNode<ChangeRetentionRuleMutationMutation, ChangeRetentionRuleMutationMutationVariables>;
export const SetLegalHoldMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetLegalHoldMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LegalHoldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLegalHold"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SetLegalHoldMutationMutation, SetLegalHoldMutationMutationVariables>;
export const ReleaseLegalHoldMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReleaseLegalHoldMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LegalHoldReleaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseLegalHold"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ReleaseLegalHoldMutationMutation, ReleaseLegalHoldMutationMutationVariables>;
export const SchoolAuthCodeSchoolsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchoolAuthCodeSchoolsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schools"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]} as unknown as DocumentNode<SchoolAuthCodeSchoolsQueryQuery, SchoolAuthCodeSchoolsQueryQueryVariables>;
export const SchoolAuthCodeOwnSchoolQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchoolAuthCodeOwnSchoolQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"school"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<SchoolAuthCodeOwnSchoolQueryQuery, SchoolAuthCodeOwnSchoolQueryQueryVariables>;
export const SchoolAuthCodePageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchoolAuthCodePageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolAuthenticationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"schoolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SchoolAuthCodePageQueryQuery, SchoolAuthCodePageQueryQueryVariables>;
export const UpdateSchoolAuthCodeMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSchoolAuthCodeMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuthenticationCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSchoolAuthenticationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<UpdateSchoolAuthCodeMutationMutation, UpdateSchoolAuthCodeMutationMutationVariables>;
export const CheckSchoolAuthCodeMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckSchoolAuthCodeMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuthenticationCodeCheckInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkSchoolAuthenticationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<CheckSchoolAuthCodeMutationMutation, CheckSchoolAuthCodeMutationMutationVariables>;
export const ServiceClientsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServiceClientsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"sdCode"}},{"kind":"Field","name":{"kind":"Name","value":"sdName"}},{"kind":"Field","name":{"kind":"Name","value":"rateLimitPerMinute"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastCalledAt"}}]}}]}}]} as unknown as DocumentNode<ServiceClientsQueryQuery, ServiceClientsQueryQueryVariables>;
export const RegisterServiceClientMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterServiceClientMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerServiceClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}}]}}]}}]} as unknown as DocumentNode<RegisterServiceClientMutationMutation, RegisterServiceClientMutationMutationVariables>;
export const RevokeServiceClientMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeServiceClientMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeServiceClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<RevokeServiceClientMutationMutation, RevokeServiceClientMutationMutationVariables>;
export const CrisisAlertsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CrisisAlertsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openCrisisAlerts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CrisisAlertFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CrisisAlertFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CrisisAlert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"simpleEvaluationId"}},{"kind":"Field","name":{"kind":"Name","value":"studentCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"escalatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"canAcknowledge"}},{"kind":"Field","name":{"kind":"Name","value":"canFollowUp"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedByName"}}]}}]} as unknown as DocumentNode<CrisisAlertsQueryQuery, CrisisAlertsQueryQueryVariables>;
export const AcknowledgeCrisisAlertMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcknowledgeCrisisAlertMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CrisisActionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acknowledgeCrisisAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CrisisAlertFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CrisisAlertFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CrisisAlert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"simpleEvaluationId"}},{"kind":"Field","name":{"kind":"Name","value":"studentCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"escalatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"canAcknowledge"}},{"kind":"Field","name":{"kind":"Name","value":"canFollowUp"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedByName"}}]}}]} as unknown as DocumentNode<AcknowledgeCrisisAlertMutationMutation, AcknowledgeCrisisAlertMutationMutationVariables>;
export const FollowUpCrisisAlertMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FollowUpCrisisAlertMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CrisisActionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followUpCrisisAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CrisisAlertFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CrisisAlertFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CrisisAlert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"simpleEvaluationId"}},{"kind":"Field","name":{"kind":"Name","value":"studentCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"escalatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"canAcknowledge"}},{"kind":"Field","name":{"kind":"Name","value":"canFollowUp"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedByName"}}]}}]} as unknown as DocumentNode<FollowUpCrisisAlertMutationMutation, FollowUpCrisisAlertMutationMutationVariables>;
export const SimpleEvaluationListPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SimpleEvaluationListPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolTargetType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EvaluationSchoolType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gender"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Gender"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isDone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ScoreRange"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"topRange"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ScoreRange"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"crisis"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"consentState"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsentState"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EvaluationSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"simpleEvaluations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"schoolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}}},{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}},{"kind":"Argument","name":{"kind":"Name","value":"schoolTargetType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolTargetType"}}},{"kind":"Argument","name":{"kind":"Name","value":"gender"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gender"}}},{"kind":"Argument","name":{"kind":"Name","value":"isDone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isDone"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}},{"kind":"Argument","name":{"kind":"Name","value":"topRange"},"value":{"kind":"Variable","name":{"kind":"Name","value":"topRange"}}},{"kind":"Argument","name":{"kind":"Name","value":"crisis"},"value":{"kind":"Variable","name":{"kind":"Name","value":"crisis"}}},{"kind":"Argument","name":{"kind":"Name","value":"consentState"},"value":{"kind":"Variable","name":{"kind":"Name","value":"consentState"}}},{"kind":"Argument","name":{"kind":"Name","value":"studentCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"toDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"totalCapped"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"schoolTargetType"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"consentState"}},{"kind":"Field","name":{"kind":"Name","value":"isDone"}},{"kind":"Field","name":{"kind":"Name","value":"isNotImplemented"}},{"kind":"Field","name":{"kind":"Name","value":"totalRange"}},{"kind":"Field","name":{"kind":"Name","value":"totalRangeName"}},{"kind":"Field","name":{"kind":"Name","value":"crisis"}},{"kind":"Field","name":{"kind":"Name","value":"topRange"}},{"kind":"Field","name":{"kind":"Name","value":"topRangeName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAgree"}},{"kind":"Field","name":{"kind":"Name","value":"update"}},{"kind":"Field","name":{"kind":"Name","value":"enterAnswers"}},{"kind":"Field","name":{"kind":"Name","value":"rescore"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SimpleEvaluationListPageQueryQuery, SimpleEvaluationListPageQueryQueryVariables>;
export const SimpleEvaluationAbilitiesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SimpleEvaluationAbilitiesQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerSimpleEvaluation"}},{"kind":"Field","name":{"kind":"Name","value":"manageNormSets"}}]}}]}}]} as unknown as DocumentNode<SimpleEvaluationAbilitiesQueryQuery, SimpleEvaluationAbilitiesQueryQueryVariables>;
export const DeleteSimpleEvaluationsMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSimpleEvaluationsMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSimpleEvaluations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteSimpleEvaluationsMutationMutation, DeleteSimpleEvaluationsMutationMutationVariables>;
export const RegisterSimpleEvaluationMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterSimpleEvaluationMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SimpleEvaluationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerSimpleEvaluation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RegisterSimpleEvaluationMutationMutation, RegisterSimpleEvaluationMutationMutationVariables>;
export const SimpleEvaluationDetailQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SimpleEvaluationDetailQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"simpleEvaluation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"schoolTargetType"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"referable"}},{"kind":"Field","name":{"kind":"Name","value":"consentState"}},{"kind":"Field","name":{"kind":"Name","value":"isDone"}},{"kind":"Field","name":{"kind":"Name","value":"isSend"}},{"kind":"Field","name":{"kind":"Name","value":"isNotImplemented"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reasonEtc"}},{"kind":"Field","name":{"kind":"Name","value":"linkageYn"}},{"kind":"Field","name":{"kind":"Name","value":"institutionLinkage"}},{"kind":"Field","name":{"kind":"Name","value":"institutionLinkageEtc"}},{"kind":"Field","name":{"kind":"Name","value":"afterManagementReason"}},{"kind":"Field","name":{"kind":"Name","value":"normVersion"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"crisis"}},{"kind":"Field","name":{"kind":"Name","value":"crisisReason"}},{"kind":"Field","name":{"kind":"Name","value":"topRange"}},{"kind":"Field","name":{"kind":"Name","value":"topRangeName"}},{"kind":"Field","name":{"kind":"Name","value":"crisisAlerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CrisisAlertFields"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"actionName"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"recordedByName"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"agreeType"}},{"kind":"Field","name":{"kind":"Name","value":"guardianMobile"}},{"kind":"Field","name":{"kind":"Name","value":"guardianSendDate"}},{"kind":"Field","name":{"kind":"Name","value":"guardianAgreeDate"}},{"kind":"Field","name":{"kind":"Name","value":"guardianAgreeYn"}},{"kind":"Field","name":{"kind":"Name","value":"studentSendYn"}},{"kind":"Field","name":{"kind":"Name","value":"studentMobile"}},{"kind":"Field","name":{"kind":"Name","value":"studentSendDate"}},{"kind":"Field","name":{"kind":"Name","value":"studentAgreeDate"}},{"kind":"Field","name":{"kind":"Name","value":"studentAgreeYn"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"guardianAgreeMethod"}},{"kind":"Field","name":{"kind":"Name","value":"guardianLang"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawnAt"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawnBy"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalMethod"}}]}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"normVersion"}},{"kind":"Field","name":{"kind":"Name","value":"normDemo"}},{"kind":"Field","name":{"kind":"Name","value":"scoredAt"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scale"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}},{"kind":"Field","name":{"kind":"Name","value":"t"}},{"kind":"Field","name":{"kind":"Name","value":"percentile"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"rangeName"}},{"kind":"Field","name":{"kind":"Name","value":"interpretation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scale"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}},{"kind":"Field","name":{"kind":"Name","value":"t"}},{"kind":"Field","name":{"kind":"Name","value":"percentile"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"rangeName"}},{"kind":"Field","name":{"kind":"Name","value":"interpretation"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAgree"}},{"kind":"Field","name":{"kind":"Name","value":"update"}},{"kind":"Field","name":{"kind":"Name","value":"enterAnswers"}},{"kind":"Field","name":{"kind":"Name","value":"rescore"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CrisisAlertFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CrisisAlert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"simpleEvaluationId"}},{"kind":"Field","name":{"kind":"Name","value":"studentCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"escalatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"canAcknowledge"}},{"kind":"Field","name":{"kind":"Name","value":"canFollowUp"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedByName"}}]}}]} as unknown as DocumentNode<SimpleEvaluationDetailQueryQuery, SimpleEvaluationDetailQueryQueryVariables>;
export const SendSimpleEvaluationUrlMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendSimpleEvaluationUrlMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sendType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendUrlInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendSimpleEvaluationUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sendType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sendType"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"sentTo"}},{"kind":"Field","name":{"kind":"Name","value":"agreeId"}},{"kind":"Field","name":{"kind":"Name","value":"consentState"}},{"kind":"Field","name":{"kind":"Name","value":"simpleEvaluationId"}}]}}]}}]} as unknown as DocumentNode<SendSimpleEvaluationUrlMutationMutation, SendSimpleEvaluationUrlMutationMutationVariables>;
export const CancelSimpleEvaluationAgreeMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelSimpleEvaluationAgreeMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guardianRequest"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelSimpleEvaluationAgree"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"guardianRequest"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guardianRequest"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CancelSimpleEvaluationAgreeMutationMutation, CancelSimpleEvaluationAgreeMutationMutationVariables>;
export const SetNotImplementedMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetNotImplementedMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotImplementedInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSimpleEvaluationNotImplemented"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isNotImplemented"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reasonEtc"}}]}}]}}]} as unknown as DocumentNode<SetNotImplementedMutationMutation, SetNotImplementedMutationMutationVariables>;
export const SetAfterManagementMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAfterManagementMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AfterManagementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSimpleEvaluationAfterManagement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"linkageYn"}},{"kind":"Field","name":{"kind":"Name","value":"institutionLinkage"}},{"kind":"Field","name":{"kind":"Name","value":"institutionLinkageEtc"}},{"kind":"Field","name":{"kind":"Name","value":"afterManagementReason"}}]}}]}}]} as unknown as DocumentNode<SetAfterManagementMutationMutation, SetAfterManagementMutationMutationVariables>;
export const PaperFormQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaperFormQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"target"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"findForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"EnumValue","value":"SIMPLE_EVALUATION"}},{"kind":"Argument","name":{"kind":"Name","value":"target"},"value":{"kind":"Variable","name":{"kind":"Name","value":"target"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"examples"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PaperFormQueryQuery, PaperFormQueryQueryVariables>;
export const InstrumentQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InstrumentQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolTargetType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EvaluationSchoolType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"simpleEvaluationInstrument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"schoolTargetType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolTargetType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolTargetType"}},{"kind":"Field","name":{"kind":"Name","value":"minAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"maxAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"items"}}]}}]}}]}}]} as unknown as DocumentNode<InstrumentQueryQuery, InstrumentQueryQueryVariables>;
export const EnterAnswersMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnterAnswersMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaperAnswersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enterSimpleEvaluationAnswers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDone"}}]}}]}}]} as unknown as DocumentNode<EnterAnswersMutationMutation, EnterAnswersMutationMutationVariables>;
export const RescoreMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RescoreMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rescoreSimpleEvaluations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"normVersion"}},{"kind":"Field","name":{"kind":"Name","value":"totalRange"}}]}}]}}]} as unknown as DocumentNode<RescoreMutationMutation, RescoreMutationMutationVariables>;
export const NormSetPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NormSetPageQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"normSets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"demo"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"importedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeNormSet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"demo"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"importedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolTargetType"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"scales"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scale"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mean"}},{"kind":"Field","name":{"kind":"Name","value":"sd"}},{"kind":"Field","name":{"kind":"Name","value":"percentiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raw"}},{"kind":"Field","name":{"kind":"Name","value":"percentile"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"evaluationInterpretations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolType"}},{"kind":"Field","name":{"kind":"Name","value":"scale"}},{"kind":"Field","name":{"kind":"Name","value":"scaleName"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"rangeName"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<NormSetPageQueryQuery, NormSetPageQueryQueryVariables>;
export const ActivateNormSetMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateNormSetMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateNormSet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}}]}}]}}]} as unknown as DocumentNode<ActivateNormSetMutationMutation, ActivateNormSetMutationMutationVariables>;
export const UpdateInterpretationsMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInterpretationsMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rows"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InterpretationInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEvaluationInterpretations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rows"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolType"}},{"kind":"Field","name":{"kind":"Name","value":"scale"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<UpdateInterpretationsMutationMutation, UpdateInterpretationsMutationMutationVariables>;
export const SmsSendHistoryPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SmsSendHistoryPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"purpose"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SmsStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smsSendHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mobile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"purpose"},"value":{"kind":"Variable","name":{"kind":"Name","value":"purpose"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"totalCapped"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"purposeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryLabel"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryReason"}}]}}]}}]}}]} as unknown as DocumentNode<SmsSendHistoryPageQueryQuery, SmsSendHistoryPageQueryQueryVariables>;
export const StatisticsOptionsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatisticsOptionsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestStatisticsOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"sidos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"centers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<StatisticsOptionsQueryQuery, StatisticsOptionsQueryQueryVariables>;
export const RequestStatisticsPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestStatisticsPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sdCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"centerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestStatistics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"toDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"sdCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sdCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"centerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"centerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"byStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRequestStatistics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"toDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"sdCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sdCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"centerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"centerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"localRequestStatistics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"toDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"sdCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sdCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"centerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"centerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}}]}}]}}]} as unknown as DocumentNode<RequestStatisticsPageQueryQuery, RequestStatisticsPageQueryQueryVariables>;
export const ReportStatisticsPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportStatisticsPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sdCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"centerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completedRequestStatistics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"toDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"sdCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sdCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"centerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"centerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"inProgress"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}},{"kind":"Field","name":{"kind":"Name","value":"reportSent"}},{"kind":"Field","name":{"kind":"Name","value":"byStep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRequestStatistics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"toDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"sdCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sdCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"centerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"centerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"caseMinutesStatistics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"toDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"sdCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sdCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"centerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"centerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meetings"}},{"kind":"Field","name":{"kind":"Name","value":"cases"}},{"kind":"Field","name":{"kind":"Name","value":"byMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byPrimaryDiagnostic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byInterventionPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byInstitutionalLinkage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<ReportStatisticsPageQueryQuery, ReportStatisticsPageQueryQueryVariables>;
export const UserListPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserListPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userType"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"totalCapped"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"centerName"}},{"kind":"Field","name":{"kind":"Name","value":"sdCode"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<UserListPageQueryQuery, UserListPageQueryQueryVariables>;
export const UserDetailPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserDetailPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserDetailPage_account"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignableRoles"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserDetailPage_account"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sdCode"}},{"kind":"Field","name":{"kind":"Name","value":"sggCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"centerId"}},{"kind":"Field","name":{"kind":"Name","value":"centerName"}},{"kind":"Field","name":{"kind":"Name","value":"occupationPosition"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"occupationEtc"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"}},{"kind":"Field","name":{"kind":"Name","value":"certificateEtc"}},{"kind":"Field","name":{"kind":"Name","value":"authenticationCodeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update"}},{"kind":"Field","name":{"kind":"Name","value":"changeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changeRole"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}}]} as unknown as DocumentNode<UserDetailPageQueryQuery, UserDetailPageQueryQueryVariables>;
export const ApproveAccountMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveAccountMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserDetailPage_account"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserDetailPage_account"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sdCode"}},{"kind":"Field","name":{"kind":"Name","value":"sggCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"centerId"}},{"kind":"Field","name":{"kind":"Name","value":"centerName"}},{"kind":"Field","name":{"kind":"Name","value":"occupationPosition"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"occupationEtc"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"}},{"kind":"Field","name":{"kind":"Name","value":"certificateEtc"}},{"kind":"Field","name":{"kind":"Name","value":"authenticationCodeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update"}},{"kind":"Field","name":{"kind":"Name","value":"changeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changeRole"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}}]} as unknown as DocumentNode<ApproveAccountMutationMutation, ApproveAccountMutationMutationVariables>;
export const SetAccountStatusMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAccountStatusMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAccountStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserDetailPage_account"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserDetailPage_account"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sdCode"}},{"kind":"Field","name":{"kind":"Name","value":"sggCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"centerId"}},{"kind":"Field","name":{"kind":"Name","value":"centerName"}},{"kind":"Field","name":{"kind":"Name","value":"occupationPosition"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"occupationEtc"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"}},{"kind":"Field","name":{"kind":"Name","value":"certificateEtc"}},{"kind":"Field","name":{"kind":"Name","value":"authenticationCodeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update"}},{"kind":"Field","name":{"kind":"Name","value":"changeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changeRole"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}}]} as unknown as DocumentNode<SetAccountStatusMutationMutation, SetAccountStatusMutationMutationVariables>;
export const ChangeAccountRoleMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeAccountRoleMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeAccountRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserDetailPage_account"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserDetailPage_account"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sdCode"}},{"kind":"Field","name":{"kind":"Name","value":"sggCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"centerId"}},{"kind":"Field","name":{"kind":"Name","value":"centerName"}},{"kind":"Field","name":{"kind":"Name","value":"occupationPosition"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"occupationEtc"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"}},{"kind":"Field","name":{"kind":"Name","value":"certificateEtc"}},{"kind":"Field","name":{"kind":"Name","value":"authenticationCodeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update"}},{"kind":"Field","name":{"kind":"Name","value":"changeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changeRole"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}}]} as unknown as DocumentNode<ChangeAccountRoleMutationMutation, ChangeAccountRoleMutationMutationVariables>;
export const DeleteAccountMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccountMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteAccountMutationMutation, DeleteAccountMutationMutationVariables>;
export const SidoListQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SidoListQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"searchType"},"value":{"kind":"StringValue","value":"SD","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SidoListQueryQuery, SidoListQueryQueryVariables>;
export const SggListQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SggListQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sdCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"searchType"},"value":{"kind":"StringValue","value":"SGG","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"sdCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sdCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SggListQueryQuery, SggListQueryQueryVariables>;
export const EducationOfficeListQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EducationOfficeListQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"educationOffices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sdCode"}}]}}]}}]} as unknown as DocumentNode<EducationOfficeListQueryQuery, EducationOfficeListQueryQueryVariables>;
export const SchoolPickerQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchoolPickerQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sdCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"sdCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sdCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sdCode"}},{"kind":"Field","name":{"kind":"Name","value":"sggCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]}}]} as unknown as DocumentNode<SchoolPickerQueryQuery, SchoolPickerQueryQueryVariables>;
export const CenterPickerQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CenterPickerQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sdCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"centers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"sdCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sdCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"sdCode"}}]}}]}}]}}]} as unknown as DocumentNode<CenterPickerQueryQuery, CenterPickerQueryQueryVariables>;