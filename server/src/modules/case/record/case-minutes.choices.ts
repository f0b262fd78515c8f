import type { ChoiceLists } from './choices.js';

/**
 * Case minutes (사례회의록): where the case came from, the working diagnoses, the plan, the institutions and the
 * consultations of the meeting. Lists shared with other records (institutionalLinkage, medicalExpensesSupport) live
 * here once; "ETC" takes the field's Etc text.
 */
export const caseMinutesChoices: ChoiceLists = {
  requestPath: [
    { code: 'SCHOOL', label: '학교' },
    { code: 'SCREENING', label: '정서·행동특성검사 연계' },
    { code: 'GUARDIAN', label: '보호자' },
    { code: 'SELF', label: '학생 본인' },
    { code: 'INSTITUTION', label: '유관 기관' },
    { code: 'ETC', label: '기타', etc: true },
  ],
  diagnosis: [
    { code: 'DEPRESSION', label: '우울' },
    { code: 'ANXIETY', label: '불안' },
    { code: 'SUICIDE_RISK', label: '자해·자살 위험' },
    { code: 'ADHD', label: '주의력결핍·과잉행동' },
    { code: 'CONDUCT', label: '품행 문제' },
    { code: 'TRAUMA', label: '외상·스트레스' },
    { code: 'ADJUSTMENT', label: '학교 적응 문제' },
    { code: 'OVERDEPENDENCE', label: '인터넷·스마트폰 과의존' },
    { code: 'EATING', label: '섭식 문제' },
    { code: 'DEVELOPMENTAL', label: '발달 문제' },
    { code: 'ETC', label: '기타', etc: true },
  ],
  interventionPlan: [
    { code: 'INDIVIDUAL', label: '개별 상담' },
    { code: 'GROUP', label: '집단 프로그램' },
    { code: 'FAMILY', label: '가족 상담' },
    { code: 'SCHOOL_CONSULT', label: '학교 자문' },
    { code: 'MEDICAL', label: '의료기관 연계' },
    { code: 'CRISIS', label: '위기 개입' },
    { code: 'MONITORING', label: '관찰·모니터링' },
    { code: 'ETC', label: '기타', etc: true },
  ],
  institutionalLinkage: [
    { code: 'MENTAL_HEALTH_CENTER', label: '정신건강복지센터' },
    { code: 'HOSPITAL', label: '정신건강의학과 병·의원' },
    { code: 'WEE', label: 'Wee 센터·클래스' },
    { code: 'YOUTH_COUNSELING', label: '청소년상담복지센터' },
    { code: 'CHILD_PROTECTION', label: '아동보호전문기관' },
    { code: 'WELFARE', label: '지역 복지기관' },
    { code: 'ETC', label: '기타', etc: true },
  ],
  consultation: [
    { code: 'PSYCHIATRIST', label: '정신건강의학과 전문의' },
    { code: 'PSYCHOLOGIST', label: '임상심리전문가' },
    { code: 'SOCIAL_WORKER', label: '정신건강사회복지사' },
    { code: 'SUPERVISOR', label: '슈퍼바이저' },
    { code: 'ETC', label: '기타', etc: true },
  ],
  medicalExpensesSupport: [
    { code: 'NOT_NEEDED', label: '필요 없음' },
    { code: 'PLANNED', label: '지원 신청 예정' },
    { code: 'SUPPORTED', label: '지원 중' },
    { code: 'ETC', label: '기타', etc: true },
  ],
};
