import type { ChoiceLists } from './choices.js';

/** Closing report (종결보고서): why the case closed and how the student is at its close. */
export const closingReportChoices: ChoiceLists = {
  closingType: [
    { code: 'GOAL_ACHIEVED', label: '목표 달성' },
    { code: 'LINKED', label: '다른 기관으로 연계' },
    { code: 'REFUSED', label: '서비스 거부' },
    { code: 'MOVED', label: '전학·이사' },
    { code: 'UNREACHABLE', label: '연락 두절' },
    { code: 'GRADUATED', label: '졸업' },
  ],
  studentStatus: [
    { code: 'IMPROVED', label: '호전' },
    { code: 'MAINTAINED', label: '유지' },
    { code: 'WORSENED', label: '악화' },
    { code: 'UNKNOWN', label: '판단하기 어려움' },
  ],
  medicalExpensesSupported: [
    { code: 'N', label: '지원하지 않음' },
    { code: 'Y', label: '지원함' },
  ],
};
