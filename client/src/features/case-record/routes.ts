import { lazyPage } from '../../app/chunk-reload';
import type { AppRoute } from '../../app/route-types';

const CASE = '/auth/case-management/detail/:requestId';
const InterviewRegister = lazyPage(() => import('./InterviewEvaluationRegisterPage'));
const InterviewDetail = lazyPage(() => import('./InterviewEvaluationDetailPage'));

/** The case records' pages under a case (SPEC §2 per-request sub-pages); the others stay 준비 중 in app/routes.tsx. */
export const caseRecordRoutes: AppRoute[] = [
  { path: `${CASE}/interview-evaluation/register/:targetType`, title: '면담 평가 등록', layout: 'center', page: InterviewRegister },
  { path: `${CASE}/interview-evaluation/detail/:interviewEvaluationId`, title: '면담 평가 상세', layout: 'center', page: InterviewDetail },
];
