import { INTERVIEW_CHOICES } from './interview-evaluation.choices.js';
import { INTERVIEW_WORDS, type Fields, type FieldStyle } from '../field-kit.js';
import type { FormSectionDef } from './record-forms.js';

/**
 * Every field of SPEC §3 "Interview evaluation", section by section, with its Korean label and kind (../field-kit.ts
 * derives the columns, GraphQL and REST fields and the checks from these tables). The top-level fields are columns of
 * interview_evaluation; the nested sections and the family rows are JSON columns (see interview-evaluation.entity.ts).
 * A choice whose list has 기타 has its `<name>Etc` text right after it; `submit`: what a submission (isDone Y) must hold.
 */
export const LISTS = INTERVIEW_CHOICES;
/** Codes checked by the service (the bad code and the nested path named), columns of text, plain descriptions. */
export const INTERVIEW_STYLE: FieldStyle = { lists: LISTS, codes: 'service', described: false, columns: 'text', words: INTERVIEW_WORDS };
const TEXT = 200;
const LONG = 4000;
const INT_MAX = 999;

export const MAIN_FIELDS = {
  counselor: { label: '상담자', kind: 'text', max: TEXT, submit: true },
  counselingDate: { label: '상담일', kind: 'date', submit: true },
  counselingPlace: { label: '상담 장소', kind: 'choice', list: 'counselingPlace', etc: 'counselingPlaceEtc', submit: true },
  counselingPlaceEtc: { label: '기타 상담 장소', kind: 'text', max: TEXT },
  relationship: { label: '학생과의 관계', kind: 'choice', list: 'relationship', etc: 'relationshipEtc', submit: true },
  relationshipEtc: { label: '기타 학생과의 관계', kind: 'text', max: TEXT },
  interviewTarget: { label: '면담 대상자', kind: 'text', max: TEXT, submit: true },
  interviewTargetPosition: { label: '면담 대상자 직위', kind: 'choice', list: 'interviewTargetPosition', etc: 'interviewTargetPositionEtc' },
  interviewTargetPositionEtc: { label: '기타 면담 대상자 직위', kind: 'text', max: TEXT },
  interviewTargetAffiliate: { label: '면담 대상자 소속', kind: 'text', max: TEXT },
  interviewTargetContact: { label: '면담 대상자 연락처', kind: 'text', max: TEXT },
  requestReasons: { label: '의뢰 사유', kind: 'choices', list: 'requestReasons', etc: 'requestReasonsEtc' },
  requestReasonsEtc: { label: '기타 의뢰 사유', kind: 'text', max: TEXT },
  characteristicTest: { label: '특성 검사 실시 여부', kind: 'choice', list: 'yn' },
  ctInstitutionalLinkage: { label: '특성 검사 기관 연계 여부', kind: 'choice', list: 'yn' },
  ctInstitutional: { label: '특성 검사 연계 기관', kind: 'choice', list: 'ctInstitutional', etc: 'ctInstitutionalEtc' },
  ctInstitutionalEtc: { label: '기타 특성 검사 연계 기관', kind: 'text', max: TEXT },
  ctReasons: { label: '특성 검사 미실시 사유', kind: 'choices', list: 'ctReasons', etc: 'ctReasonsEtc' },
  ctReasonsEtc: { label: '기타 특성 검사 미실시 사유', kind: 'text', max: TEXT },
  ctReasonsDetail: { label: '특성 검사 미실시 사유 상세', kind: 'text', max: LONG },
  ilSuggestion: { label: '기관 연계 제안 여부', kind: 'choice', list: 'yn' },
  ilWhether: { label: '기관 연계 여부', kind: 'choice', list: 'yn' },
  ilInstitutional: { label: '연계 기관', kind: 'choice', list: 'ilInstitutional', etc: 'ilInstitutionalEtc' },
  ilInstitutionalEtc: { label: '기타 연계 기관', kind: 'text', max: TEXT },
  ilReasons: { label: '기관 미연계 사유', kind: 'choices', list: 'ilReasons', etc: 'ilReasonsEtc' },
  ilReasonsEtc: { label: '기타 기관 미연계 사유', kind: 'text', max: TEXT },
  ilReasonsDetail: { label: '기관 미연계 사유 상세', kind: 'text', max: LONG },
  mainAppeal: { label: '주호소', kind: 'choices', list: 'mainAppeal', etc: 'mainAppealEtc', submit: true },
  mainAppealEtc: { label: '기타 주호소', kind: 'text', max: TEXT },
  problemOccursDate: { label: '문제 발생 시기', kind: 'date' },
  mainAppealDetail: { label: '주호소 상세', kind: 'text', max: LONG, submit: true },
  familyRelationshipType: { label: '가족 관계 유형', kind: 'choice', list: 'familyRelationshipType', etc: 'familyRelationshipTypeEtc' },
  familyRelationshipTypeEtc: { label: '기타 가족 관계 유형', kind: 'text', max: TEXT },
  familyRelationshipSpecifics: { label: '가족 관계 특이사항', kind: 'text', max: LONG },
} as const satisfies Fields;

export const SCHOOL_LIFE_FIELDS = {
  slSatisfaction: { label: '학교생활 만족도', kind: 'choice', list: 'degree' },
  slTeacherRelationship: { label: '교사와의 관계', kind: 'choice', list: 'degree' },
  slInterpersonal: { label: '교우 관계', kind: 'choice', list: 'degree' },
  slGrade: { label: '학업 성취', kind: 'choice', list: 'degree' },
  slAttendance: { label: '출결 상황', kind: 'choice', list: 'degree' },
  slSuspension: { label: '징계 경험', kind: 'choice', list: 'yn' },
  slSuspensionDetail: { label: '징계 내용', kind: 'text', max: LONG },
  slDifficulty: { label: '학교생활의 어려움', kind: 'text', max: LONG },
  lifeDailyRoutine: { label: '하루 일과', kind: 'text', max: LONG },
  lifeHobby: { label: '취미·여가', kind: 'text', max: TEXT },
  lifeWish: { label: '바라는 것', kind: 'text', max: TEXT },
  lifeDelinquency: { label: '비행 행동', kind: 'choices', list: 'lifeDelinquency', etc: 'lifeDelinquencyEtc' },
  lifeDelinquencyEtc: { label: '기타 비행 행동', kind: 'text', max: TEXT },
  seInhibitionSeverity: { label: '정서 억제 정도', kind: 'choice', list: 'severity' },
  seSpecifics: { label: '정서 특이사항', kind: 'text', max: LONG },
  saAdjustable: { label: '사회 적응 가능 여부', kind: 'choice', list: 'yn' },
  saSpecifics: { label: '사회 적응 특이사항', kind: 'text', max: LONG },
  otherRelatedMatters: { label: '기타 관련 사항', kind: 'text', max: LONG },
} as const satisfies Fields;

export const PAST_HISTORY_FIELDS = {
  childAbuse: { label: '아동 학대 경험', kind: 'choice', list: 'yn' },
  caActor: { label: '학대 행위자', kind: 'text', max: TEXT },
  caOccurrenceTime: { label: '학대 발생 시기', kind: 'text', max: TEXT },
  caContinuing: { label: '학대 지속 여부', kind: 'choice', list: 'yn' },
  caType: { label: '학대 유형', kind: 'choices', list: 'caType', etc: 'caTypeEtc' },
  caTypeEtc: { label: '기타 학대 유형', kind: 'text', max: TEXT },
  pastStressEvents: { label: '과거 스트레스 사건', kind: 'choice', list: 'yn' },
  pseOccurrenceTime: { label: '스트레스 사건 발생 시기', kind: 'text', max: TEXT },
  pseSpecifics: { label: '스트레스 사건 내용', kind: 'text', max: LONG },
  suicidal: { label: '자살 사고', kind: 'choice', list: 'yn' },
  suicidalOccurrenceTime: { label: '자살 사고 시기', kind: 'text', max: TEXT },
  suicideAttempt: { label: '자살 시도', kind: 'choice', list: 'yn' },
  saOccurrenceTime: { label: '자살 시도 시기', kind: 'text', max: TEXT },
  saNumber: { label: '자살 시도 횟수', kind: 'int', min: 0, max: INT_MAX },
  historyOfMentalIllness: { label: '정신과 진료 경험', kind: 'choice', list: 'yn' },
  hmiPsychiatryClinic: { label: '진료 기관', kind: 'text', max: TEXT },
  hmiPcPeriod: { label: '진료 기간', kind: 'text', max: TEXT },
  hmiPcDisease: { label: '진단명', kind: 'text', max: TEXT },
  serviceExperience: { label: '정신건강 서비스 경험', kind: 'choice', list: 'yn' },
  mhsOrganization: { label: '서비스 기관', kind: 'choices', list: 'mhsOrganization', etc: 'mhsOrganizationEtc' },
  mhsOrganizationEtc: { label: '기타 서비스 기관', kind: 'text', max: TEXT },
  mhsPeriod: { label: '서비스 기간', kind: 'text', max: TEXT },
  mhsMainAppeal: { label: '서비스 당시 주호소', kind: 'text', max: TEXT },
  physicalDisease: { label: '신체 질환', kind: 'choice', list: 'yn' },
  pdPeriod: { label: '신체 질환 기간', kind: 'text', max: TEXT },
  pdName: { label: '신체 질환명', kind: 'text', max: TEXT },
} as const satisfies Fields;

export const HOME_TREATMENT_FIELDS = {
  primaryInstructor: { label: '주 양육자', kind: 'choice', list: 'primaryInstructor', etc: 'primaryInstructorEtc' },
  primaryInstructorEtc: { label: '기타 주 양육자', kind: 'text', max: TEXT },
  implementationContent: { label: '가정 내 지도 내용', kind: 'text', max: LONG },
  improvements: { label: '개선된 점', kind: 'text', max: LONG },
  consensusOfOpinion: { label: '양육자 간 의견 일치', kind: 'text', max: LONG },
  ability: { label: '양육 역량', kind: 'choice', list: 'degree' },
} as const satisfies Fields;

export const FAMILY_FIELDS = {
  relationship: { label: '가족 관계', kind: 'choice', list: 'familyMember', etc: 'relationshipEtc' },
  relationshipEtc: { label: '기타 가족 관계', kind: 'text', max: TEXT },
  age: { label: '나이', kind: 'int', min: 0, max: INT_MAX },
  occupation: { label: '직업', kind: 'text', max: TEXT },
  isPrimaryCaregiver: { label: '주 양육자 여부', kind: 'choice', list: 'yn' },
  isLivingTogether: { label: '동거 여부', kind: 'choice', list: 'yn' },
  friendly: { label: '친밀도', kind: 'choice', list: 'degree' },
} as const satisfies Fields;

export const ETC_FIELDS = {
  strength: { label: '강점', kind: 'text', max: LONG },
  specialNote: { label: '특이사항', kind: 'text', max: LONG },
  whatYouWant: { label: '원하는 도움', kind: 'text', max: LONG },
  behavioralObservation: { label: '행동 관찰', kind: 'text', max: LONG },
  speech: { label: '말투·언어', kind: 'text', max: LONG },
  emotion: { label: '정서', kind: 'text', max: LONG },
  sense: { label: '지각·감각', kind: 'text', max: LONG },
  processContent: { label: '사고 과정·내용', kind: 'text', max: LONG },
  insightIntoDisease: { label: '문제에 대한 인식', kind: 'text', max: LONG },
  opinion: { label: '종합 의견', kind: 'text', max: LONG },
} as const satisfies Fields;

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

/** The most family rows a record holds. */
export const MAX_FAMILY_ROWS = 20;

/** The form's layout for the client's form kit (record-forms.ts). */
export const INTERVIEW_SECTIONS: FormSectionDef[] = [
  { key: '', label: '면담 정보', fields: MAIN_FIELDS, names: ['counselor', 'counselingDate', 'counselingPlace', 'relationship', 'interviewTarget', 'interviewTargetPosition', 'interviewTargetAffiliate', 'interviewTargetContact'] },
  {
    key: '',
    label: '의뢰 사유와 검사',
    fields: MAIN_FIELDS,
    names: ['requestReasons', 'characteristicTest', 'ctInstitutionalLinkage', 'ctInstitutional', 'ctReasons', 'ctReasonsDetail', 'ilSuggestion', 'ilWhether', 'ilInstitutional', 'ilReasons', 'ilReasonsDetail'],
  },
  { key: '', label: '주호소', fields: MAIN_FIELDS, names: ['mainAppeal', 'problemOccursDate', 'mainAppealDetail'] },
  { key: 'familyRelationshipList', label: SECTION_LABELS.familyRelationshipList, rows: true, fields: FAMILY_FIELDS },
  { key: '', label: '가족 관계 유형', fields: MAIN_FIELDS, names: ['familyRelationshipType', 'familyRelationshipSpecifics'] },
  { key: 'schoolLife', label: SECTION_LABELS.schoolLife, fields: SCHOOL_LIFE_FIELDS },
  { key: 'pastHistory', label: SECTION_LABELS.pastHistory, fields: PAST_HISTORY_FIELDS },
  { key: 'homeTreatment', label: SECTION_LABELS.homeTreatment, fields: HOME_TREATMENT_FIELDS },
  { key: 'etc', label: SECTION_LABELS.etc, fields: ETC_FIELDS },
];
