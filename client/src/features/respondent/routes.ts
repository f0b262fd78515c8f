import { lazyPage } from '../../app/chunk-reload';
import type { AppRoute } from '../../app/route-types';

/** The respondent's phone pages (SPEC §2 public routes): consent, questionnaire, result. */
export const respondentRoutes: AppRoute[] = [
  { path: '/simple-evaluation/:simpleEvaluationId', title: '간편검사', layout: 'sign-base', public: true, page: lazyPage(() => import('./QuestionnairePage')) },
  {
    path: '/simple-evaluation/result/:simpleEvaluationId',
    title: '간편검사 결과',
    layout: 'sign-base',
    public: true,
    page: lazyPage(() => import('./ResultPage')),
  },
  { path: '/agree/:simpleEvaluationAgreeId/:agreeType', title: '간편검사 동의', layout: 'sign-base', public: true, page: lazyPage(() => import('./AgreePage')) },
];
