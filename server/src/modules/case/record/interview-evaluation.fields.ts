import { INTERVIEW_CHOICES } from './interview-evaluation.choices.js';
import type { FieldDef } from './record-fields.js';

/**
 * Every field of SPEC §3 "Interview evaluation", section by section, with its Korean label and kind (record-fields.ts
 * derives the columns, GraphQL and REST fields and the checks from these tables). The top-level fields are columns of
 * interview_evaluation; the nested sections and the family rows are JSON columns (see interview-evaluation.entity.ts).
 */
export const LISTS = INTERVIEW_CHOICES;

export const MAIN_FIELDS = [
  { name: 'counselor', label: '상담자', kind: 'text' },
  { name: 'counselingDate', label: '상담일', kind: 'date' },
  { name: 'counselingPlace', label: '상담 장소', kind: 'choice', list: 'counselingPlace' },
  { name: 'relationship', label: '학생과의 관계', kind: 'choice', list: 'relationship' },
  { name: 'interviewTarget', label: '면담 대상자', kind: 'text' },
  { name: 'interviewTargetPosition', label: '면담 대상자 직위', kind: 'choice', list: 'interviewTargetPosition' },
  { name: 'interviewTargetAffiliate', label: '면담 대상자 소속', kind: 'text' },
  { name: 'interviewTargetContact', label: '면담 대상자 연락처', kind: 'text' },
  { name: 'requestReasons', label: '의뢰 사유', kind: 'multi', list: 'requestReasons' },
  { name: 'characteristicTest', label: '특성 검사 실시 여부', kind: 'choice', list: 'yn' },
  { name: 'ctInstitutionalLinkage', label: '특성 검사 기관 연계 여부', kind: 'choice', list: 'yn' },
  { name: 'ctInstitutional', label: '특성 검사 연계 기관', kind: 'choice', list: 'ctInstitutional' },
  { name: 'ctReasons', label: '특성 검사 미실시 사유', kind: 'multi', list: 'ctReasons' },
  { name: 'ctReasonsDetail', label: '특성 검사 미실시 사유 상세', kind: 'long' },
  { name: 'ilSuggestion', label: '기관 연계 제안 여부', kind: 'choice', list: 'yn' },
  { name: 'ilWhether', label: '기관 연계 여부', kind: 'choice', list: 'yn' },
  { name: 'ilInstitutional', label: '연계 기관', kind: 'choice', list: 'ilInstitutional' },
  { name: 'ilReasons', label: '기관 미연계 사유', kind: 'multi', list: 'ilReasons' },
  { name: 'ilReasonsDetail', label: '기관 미연계 사유 상세', kind: 'long' },
  { name: 'mainAppeal', label: '주호소', kind: 'multi', list: 'mainAppeal' },
  { name: 'problemOccursDate', label: '문제 발생 시기', kind: 'date' },
  { name: 'mainAppealDetail', label: '주호소 상세', kind: 'long' },
  { name: 'familyRelationshipType', label: '가족 관계 유형', kind: 'choice', list: 'familyRelationshipType' },
  { name: 'familyRelationshipSpecifics', label: '가족 관계 특이사항', kind: 'long' },
] as const satisfies readonly FieldDef[];

export const SCHOOL_LIFE_FIELDS = [
  { name: 'slSatisfaction', label: '학교생활 만족도', kind: 'choice', list: 'degree' },
  { name: 'slTeacherRelationship', label: '교사와의 관계', kind: 'choice', list: 'degree' },
  { name: 'slInterpersonal', label: '교우 관계', kind: 'choice', list: 'degree' },
  { name: 'slGrade', label: '학업 성취', kind: 'choice', list: 'degree' },
  { name: 'slAttendance', label: '출결 상황', kind: 'choice', list: 'degree' },
  { name: 'slSuspension', label: '징계 경험', kind: 'choice', list: 'yn' },
  { name: 'slSuspensionDetail', label: '징계 내용', kind: 'long' },
  { name: 'slDifficulty', label: '학교생활의 어려움', kind: 'long' },
  { name: 'lifeDailyRoutine', label: '하루 일과', kind: 'long' },
  { name: 'lifeHobby', label: '취미·여가', kind: 'text' },
  { name: 'lifeWish', label: '바라는 것', kind: 'text' },
  { name: 'lifeDelinquency', label: '비행 행동', kind: 'multi', list: 'lifeDelinquency' },
  { name: 'seInhibitionSeverity', label: '정서 억제 정도', kind: 'choice', list: 'severity' },
  { name: 'seSpecifics', label: '정서 특이사항', kind: 'long' },
  { name: 'saAdjustable', label: '사회 적응 가능 여부', kind: 'choice', list: 'yn' },
  { name: 'saSpecifics', label: '사회 적응 특이사항', kind: 'long' },
  { name: 'otherRelatedMatters', label: '기타 관련 사항', kind: 'long' },
] as const satisfies readonly FieldDef[];

export const PAST_HISTORY_FIELDS = [
  { name: 'childAbuse', label: '아동 학대 경험', kind: 'choice', list: 'yn' },
  { name: 'caActor', label: '학대 행위자', kind: 'text' },
  { name: 'caOccurrenceTime', label: '학대 발생 시기', kind: 'text' },
  { name: 'caContinuing', label: '학대 지속 여부', kind: 'choice', list: 'yn' },
  { name: 'caType', label: '학대 유형', kind: 'multi', list: 'caType' },
  { name: 'pastStressEvents', label: '과거 스트레스 사건', kind: 'choice', list: 'yn' },
  { name: 'pseOccurrenceTime', label: '스트레스 사건 발생 시기', kind: 'text' },
  { name: 'pseSpecifics', label: '스트레스 사건 내용', kind: 'long' },
  { name: 'suicidal', label: '자살 사고', kind: 'choice', list: 'yn' },
  { name: 'suicidalOccurrenceTime', label: '자살 사고 시기', kind: 'text' },
  { name: 'suicideAttempt', label: '자살 시도', kind: 'choice', list: 'yn' },
  { name: 'saOccurrenceTime', label: '자살 시도 시기', kind: 'text' },
  { name: 'saNumber', label: '자살 시도 횟수', kind: 'int' },
  { name: 'historyOfMentalIllness', label: '정신과 진료 경험', kind: 'choice', list: 'yn' },
  { name: 'hmiPsychiatryClinic', label: '진료 기관', kind: 'text' },
  { name: 'hmiPcPeriod', label: '진료 기간', kind: 'text' },
  { name: 'hmiPcDisease', label: '진단명', kind: 'text' },
  { name: 'serviceExperience', label: '정신건강 서비스 경험', kind: 'choice', list: 'yn' },
  { name: 'mhsOrganization', label: '서비스 기관', kind: 'multi', list: 'mhsOrganization' },
  { name: 'mhsPeriod', label: '서비스 기간', kind: 'text' },
  { name: 'mhsMainAppeal', label: '서비스 당시 주호소', kind: 'text' },
  { name: 'physicalDisease', label: '신체 질환', kind: 'choice', list: 'yn' },
  { name: 'pdPeriod', label: '신체 질환 기간', kind: 'text' },
  { name: 'pdName', label: '신체 질환명', kind: 'text' },
] as const satisfies readonly FieldDef[];

export const HOME_TREATMENT_FIELDS = [
  { name: 'primaryInstructor', label: '주 양육자', kind: 'choice', list: 'primaryInstructor' },
  { name: 'implementationContent', label: '가정 내 지도 내용', kind: 'long' },
  { name: 'improvements', label: '개선된 점', kind: 'long' },
  { name: 'consensusOfOpinion', label: '양육자 간 의견 일치', kind: 'long' },
  { name: 'ability', label: '양육 역량', kind: 'choice', list: 'degree' },
] as const satisfies readonly FieldDef[];

export const FAMILY_FIELDS = [
  { name: 'relationship', label: '가족 관계', kind: 'choice', list: 'familyMember' },
  { name: 'age', label: '나이', kind: 'int' },
  { name: 'occupation', label: '직업', kind: 'text' },
  { name: 'isPrimaryCaregiver', label: '주 양육자 여부', kind: 'choice', list: 'yn' },
  { name: 'isLivingTogether', label: '동거 여부', kind: 'choice', list: 'yn' },
  { name: 'friendly', label: '친밀도', kind: 'choice', list: 'degree' },
] as const satisfies readonly FieldDef[];

export const ETC_FIELDS = [
  { name: 'strength', label: '강점', kind: 'long' },
  { name: 'specialNote', label: '특이사항', kind: 'long' },
  { name: 'whatYouWant', label: '원하는 도움', kind: 'long' },
  { name: 'behavioralObservation', label: '행동 관찰', kind: 'long' },
  { name: 'speech', label: '말투·언어', kind: 'long' },
  { name: 'emotion', label: '정서', kind: 'long' },
  { name: 'sense', label: '지각·감각', kind: 'long' },
  { name: 'processContent', label: '사고 과정·내용', kind: 'long' },
  { name: 'insightIntoDisease', label: '문제에 대한 인식', kind: 'long' },
  { name: 'opinion', label: '종합 의견', kind: 'long' },
] as const satisfies readonly FieldDef[];

/** The nested sections: field name on the record → its table. */
export const SECTIONS = {
  schoolLife: SCHOOL_LIFE_FIELDS,
  pastHistory: PAST_HISTORY_FIELDS,
  homeTreatment: HOME_TREATMENT_FIELDS,
  etc: ETC_FIELDS,
} as const;
export type SectionName = keyof typeof SECTIONS;
export const SECTION_NAMES = Object.keys(SECTIONS) as SectionName[];
export const SECTION_LABELS: Record<SectionName | 'familyRelationshipList', string> = {
  schoolLife: '학교생활',
  pastHistory: '과거력',
  homeTreatment: '가정 내 지도',
  etc: '기타 관찰',
  familyRelationshipList: '가족 관계',
};

/** What a submission (isDone Y) must hold; a draft may leave any of it out. */
export const REQUIRED_ON_SUBMIT: readonly (typeof MAIN_FIELDS)[number]['name'][] = [
  'counselor',
  'counselingDate',
  'counselingPlace',
  'interviewTarget',
  'relationship',
  'mainAppeal',
  'mainAppealDetail',
];

/** The most family rows a record holds. */
export const MAX_FAMILY_ROWS = 20;

/** The form's layout for the client's form kit (record-forms.ts). */
export const INTERVIEW_FORM = {
  choicePrefix: 'interviewEvaluation.',
  lists: LISTS,
  required: REQUIRED_ON_SUBMIT,
  sections: [
    { key: '', label: '면담 정보', fields: MAIN_FIELDS.slice(0, 8) },
    { key: '', label: '의뢰 사유와 검사', fields: MAIN_FIELDS.slice(8, 19) },
    { key: '', label: '주호소', fields: MAIN_FIELDS.slice(19, 22) },
    { key: 'familyRelationshipList', label: SECTION_LABELS.familyRelationshipList, rows: true, fields: FAMILY_FIELDS },
    { key: '', label: '가족 관계 유형', fields: MAIN_FIELDS.slice(22) },
    { key: 'schoolLife', label: SECTION_LABELS.schoolLife, fields: SCHOOL_LIFE_FIELDS },
    { key: 'pastHistory', label: SECTION_LABELS.pastHistory, fields: PAST_HISTORY_FIELDS },
    { key: 'homeTreatment', label: SECTION_LABELS.homeTreatment, fields: HOME_TREATMENT_FIELDS },
    { key: 'etc', label: SECTION_LABELS.etc, fields: ETC_FIELDS },
  ],
};
