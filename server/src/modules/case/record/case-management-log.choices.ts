import type { ChoiceLists } from './choices.js';

/** Case management log (사례관리일지): whom, how and what kind of intervention, and its support. */
export const caseManagementLogChoices: ChoiceLists = {
  interventionTarget: [
    { code: 'STUDENT', label: '학생' },
    { code: 'GUARDIAN', label: '보호자' },
    { code: 'TEACHER', label: '교사' },
    { code: 'FAMILY', label: '가족' },
    { code: 'ETC', label: '기타', etc: true },
  ],
  interventionMethod: [
    { code: 'FACE_TO_FACE', label: '대면' },
    { code: 'PHONE', label: '전화' },
    { code: 'VIDEO', label: '화상' },
    { code: 'MESSAGE', label: '문자·메신저' },
    { code: 'VISIT', label: '방문' },
    { code: 'ETC', label: '기타', etc: true },
  ],
  interventionType: [
    { code: 'COUNSELING', label: '상담' },
    { code: 'ASSESSMENT', label: '평가' },
    { code: 'EDUCATION', label: '심리 교육' },
    { code: 'CRISIS', label: '위기 개입' },
    { code: 'LINKAGE', label: '연계 지원' },
    { code: 'ETC', label: '기타', etc: true },
  ],
  linkageSupportType: [
    { code: 'REFERRAL', label: '기관 의뢰' },
    { code: 'ACCOMPANY', label: '동행' },
    { code: 'INFORMATION', label: '정보 제공' },
    { code: 'FOLLOW_UP', label: '연계 확인' },
    { code: 'ETC', label: '기타', etc: true },
  ],
  medicalExpensesFunding: [
    { code: 'CENTER', label: '센터 예산' },
    { code: 'EDUCATION_OFFICE', label: '교육청' },
    { code: 'LOCAL_GOVERNMENT', label: '지방자치단체' },
    { code: 'INSURANCE', label: '건강보험·의료급여' },
    { code: 'SELF', label: '본인 부담' },
    { code: 'ETC', label: '기타', etc: true },
  ],
  specialistVisitType: [
    { code: 'PSYCHIATRIST', label: '정신건강의학과 전문의' },
    { code: 'PSYCHOLOGIST', label: '임상심리전문가' },
    { code: 'ETC', label: '기타', etc: true },
  ],
};
