import { lazyPage } from '../../app/chunk-reload';
import type { AppRoute } from '../../app/route-types';

const CASE = '/auth/case-management/detail/:requestId';

/**
 * The SDQ-KR and satisfaction assessment (SPEC §2): the staff's sub-pages of a case (center layout, the case
 * menu) and the respondent's phone pages opened from the text's link (public).
 */
export const caseQuestionnaireRoutes: AppRoute[] = [
  { path: `${CASE}/sdq-kr/register/:testType/:targetType`, title: 'SDQ-KR 검사 등록', layout: 'center', page: lazyPage(() => import('./SdqRegisterPage')) },
  { path: `${CASE}/sdq-kr/detail/:sdqKrId`, title: 'SDQ-KR 검사 상세', layout: 'center', page: lazyPage(() => import('./SdqDetailPage')) },
  { path: `${CASE}/satisfaction-assessment/register/:targetType`, title: '만족도 평가 등록', layout: 'center', page: lazyPage(() => import('./SatisfactionRegisterPage')) },
  {
    path: `${CASE}/satisfaction-assessment/detail/:satisfactionAssessmentId`,
    title: '만족도 평가 상세',
    layout: 'center',
    page: lazyPage(() => import('./SatisfactionDetailPage')),
  },
];

export const caseQuestionnairePublicRoutes: AppRoute[] = [
  { path: '/request/satisfaction-assessment/:satisfactionAssessmentId', title: '만족도 평가', layout: 'sign-base', public: true, page: lazyPage(() => import('./SatisfactionRespondentPage')) },
  { path: '/request/sdq-kr/:sdqKrId', title: 'SDQ-KR 검사', layout: 'sign-base', public: true, page: lazyPage(() => import('./SdqKrRespondentPage')) },
];
