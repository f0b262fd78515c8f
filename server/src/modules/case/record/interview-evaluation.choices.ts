import { TARGET_TYPE_CHOICES } from './case-types.js';
import type { Choice, ChoiceLists } from './choices.js';

/**
 * The interview evaluation's choice lists (SPEC §3 "Interview evaluation"), with Korean labels of our own. A choice
 * marked `etc` takes its text in the field's `…Etc` twin. Codes are stable (stored and sent); labels may change.
 */
const ETC: Choice = { code: 'ETC', label: '기타', etc: true };
const list = (...pairs: [string, string][]): Choice[] => [...pairs.map(([code, label]) => ({ code, label })), ETC];

export const INTERVIEW_CHOICES = {
  interviewTargetType: TARGET_TYPE_CHOICES,
  counselingPlace: list(['CENTER', '센터'], ['SCHOOL', '학교'], ['HOME', '가정 방문'], ['PHONE', '전화'], ['ONLINE', '화상']),
  relationship: list(['SELF', '본인'], ['FATHER', '부'], ['MOTHER', '모'], ['GRANDPARENT', '조부모'], ['SIBLING', '형제자매'], ['HOMEROOM_TEACHER', '담임교사'], ['COUNSELING_TEACHER', '상담교사']),
  interviewTargetPosition: list(['HOMEROOM_TEACHER', '담임교사'], ['COUNSELING_TEACHER', '전문상담교사'], ['HEALTH_TEACHER', '보건교사'], ['SUBJECT_TEACHER', '교과교사'], ['VICE_PRINCIPAL', '교감'], ['PARENT', '부모'], ['GRANDPARENT', '조부모'], ['STUDENT', '학생 본인']),
  requestReasons: list(['EMOTION', '정서 문제 (우울·불안)'], ['BEHAVIOR', '행동 문제'], ['ATTENTION', '주의력 문제'], ['RELATIONSHIP', '대인관계 문제'], ['SCHOOL_ADJUSTMENT', '학교 부적응'], ['SELF_HARM', '자해·자살 위험'], ['TRAUMA', '외상 경험'], ['FAMILY', '가족 문제']),
  ctInstitutional: list(['WEE_CLASS', 'Wee 클래스'], ['WEE_CENTER', 'Wee 센터'], ['MENTAL_HEALTH_CENTER', '정신건강복지센터'], ['HOSPITAL', '병·의원'], ['YOUTH_COUNSELING', '청소년상담복지센터'], ['PRIVATE_COUNSELING', '사설 상담기관']),
  ctReasons: list(['NO_NEED', '필요성 없음'], ['GUARDIAN_REFUSAL', '보호자 거부'], ['STUDENT_REFUSAL', '학생 거부'], ['COST', '비용 부담'], ['DISTANCE', '거리·시간 제약']),
  ilInstitutional: list(['WEE_CENTER', 'Wee 센터'], ['MENTAL_HEALTH_CENTER', '정신건강복지센터'], ['HOSPITAL', '병·의원'], ['YOUTH_COUNSELING', '청소년상담복지센터'], ['CHILD_PROTECTION', '아동보호전문기관'], ['WELFARE', '지역 복지기관']),
  ilReasons: list(['NO_NEED', '필요성 없음'], ['GUARDIAN_REFUSAL', '보호자 거부'], ['STUDENT_REFUSAL', '학생 거부'], ['COST', '비용 부담'], ['ALREADY_LINKED', '이미 연계됨']),
  mainAppeal: list(['DEPRESSION', '우울'], ['ANXIETY', '불안'], ['ATTENTION', '주의력 결핍·과잉행동'], ['AGGRESSION', '공격성'], ['SELF_HARM', '자해'], ['SUICIDAL', '자살 사고'], ['PEER', '또래 관계'], ['SCHOOL_REFUSAL', '등교 거부'], ['INTERNET', '인터넷·스마트폰 과의존'], ['TRAUMA', '외상 후 스트레스'], ['EATING', '섭식 문제'], ['SLEEP', '수면 문제']),
  familyRelationshipType: list(['HARMONIOUS', '화목함'], ['DISTANT', '소원함'], ['CONFLICT', '갈등이 잦음'], ['SINGLE_PARENT', '한부모 가정'], ['GRANDPARENT', '조손 가정'], ['MULTICULTURAL', '다문화 가정']),
  lifeDelinquency: list(['NONE', '없음'], ['TRUANCY', '무단결석'], ['RUNAWAY', '가출'], ['SMOKING', '흡연'], ['DRINKING', '음주'], ['VIOLENCE', '폭력'], ['THEFT', '절도']),
  caType: list(['PHYSICAL', '신체 학대'], ['EMOTIONAL', '정서 학대'], ['SEXUAL', '성 학대'], ['NEGLECT', '방임']),
  mhsOrganization: list(['WEE_CLASS', 'Wee 클래스'], ['WEE_CENTER', 'Wee 센터'], ['MENTAL_HEALTH_CENTER', '정신건강복지센터'], ['HOSPITAL', '병·의원'], ['YOUTH_COUNSELING', '청소년상담복지센터'], ['PRIVATE_COUNSELING', '사설 상담기관']),
  primaryInstructor: list(['FATHER', '부'], ['MOTHER', '모'], ['GRANDPARENT', '조부모'], ['SIBLING', '형제자매'], ['NONE', '없음']),
  familyMember: list(['FATHER', '부'], ['MOTHER', '모'], ['STEPFATHER', '계부'], ['STEPMOTHER', '계모'], ['GRANDFATHER', '조부'], ['GRANDMOTHER', '조모'], ['BROTHER', '형제'], ['SISTER', '자매']),
  degree: [
    { code: 'GOOD', label: '좋음' },
    { code: 'FAIR', label: '보통' },
    { code: 'POOR', label: '나쁨' },
  ],
  severity: [
    { code: 'NONE', label: '없음' },
    { code: 'MILD', label: '경미' },
    { code: 'MODERATE', label: '중등도' },
    { code: 'SEVERE', label: '심각' },
  ],
  yn: [
    { code: 'Y', label: '예' },
    { code: 'N', label: '아니오' },
  ],
} satisfies ChoiceLists;

export type InterviewChoiceList = keyof typeof INTERVIEW_CHOICES;

/** The lists as served by `caseRecordChoices`, named `interviewEvaluation.<list>` so no other record's list collides. */
export const INTERVIEW_CHOICE_LISTS: ChoiceLists = Object.fromEntries(
  Object.entries(INTERVIEW_CHOICES).map(([name, choices]) => [`interviewEvaluation.${name}`, choices]),
);
