import { lazyPage } from '../../app/chunk-reload';
import { paths } from '../../app/paths';
import type { AppRoute } from '../../app/route-types';

/** A case's own pages hang under its detail path. */
const CASE = '/auth/case-management/detail/:requestId';

// management/: the list per progress step, the case workspace and the case's 의뢰서
const CaseList = lazyPage(() => import('./management/CaseListPage'));
const CaseDetail = lazyPage(() => import('./management/CaseDetailPage'));
const CaseRequest = lazyPage(() => import('../request/RequestDetailPage').then((m) => ({ default: m.CaseRequestPage })));

// record/: one register, detail and list page serve every kind of record; each reads the kind from its path (records.ts)
const RecordRegister = lazyPage(() => import('./record/RecordRegisterPage'));
const RecordDetail = lazyPage(() => import('./record/RecordDetailPage'));
const RecordList = lazyPage(() => import('./record/RecordListPage'));

// closing-report/: the closing report as the school receives it
const SentReport = lazyPage(() => import('./closing-report/SentClosingReportPage'));

/**
 * The case's signed-in pages (SPEC §2), in the order the route table had them:
 * - the closing report as the school receives it (menu 00008 through /auth/request-hist);
 * - case management (menu 00009): the list per progress step, the case workspace and the case's 의뢰서 (the filed
 *   request, read-only and printable);
 * - the case records' pages under a case (SPEC §2 per-request sub-pages: interview evaluation, CGI, case minutes,
 *   case management log, closing report);
 * - the SDQ-KR and satisfaction assessment, the staff's sub-pages of a case (center layout, the case menu). Their SMS
 *   links' pages (/request/sdq-kr/{id}, /request/satisfaction-assessment/{id}) are the respondent entry's
 *   (client/src/respondent), not the staff app's.
 */
export const caseRoutes: AppRoute[] = [
  // closing-report/
  { path: '/auth/request-hist/:requestId/closing-report/:closingReportId', title: '종결 보고서', layout: 'default', page: SentReport },

  // management/
  { path: '/auth/case-management/list/:progressStep', title: '사례 관리', layout: 'center', page: CaseList, menu: { group: '사례 관리', to: paths.caseManagementList('ALL') } },
  { path: '/auth/case-management/detail/:requestId', title: '사례 상세', layout: 'center', page: CaseDetail },
  { path: '/auth/case-management/detail/:requestId/request', title: '의뢰서', layout: 'center', page: CaseRequest },
  { path: '/auth/case-management/detail/:requestId/:progressStep/:progressStepItem', title: '사례 진행 단계', layout: 'center', page: CaseDetail },

  // record/
  { path: `${CASE}/interview-evaluation/register/:targetType`, title: '면담 평가 등록', layout: 'center', page: RecordRegister },
  { path: `${CASE}/interview-evaluation/detail/:interviewEvaluationId`, title: '면담 평가 상세', layout: 'center', page: RecordDetail },
  { path: `${CASE}/cgi/register/:testType`, title: 'CGI 평가 등록', layout: 'center', page: RecordRegister },
  { path: `${CASE}/cgi/detail/:cgiId`, title: 'CGI 평가 상세', layout: 'center', page: RecordDetail },
  { path: `${CASE}/case-minutes/detail`, title: '사례회의록', layout: 'center', page: RecordList },
  { path: `${CASE}/case-minutes/popup`, title: '사례회의록', layout: 'center', page: RecordList },
  { path: `${CASE}/case-minutes/register`, title: '사례회의록 등록', layout: 'center', page: RecordRegister },
  { path: `${CASE}/case-minutes/detail/:caseMinutesId`, title: '사례회의록 상세', layout: 'center', page: RecordDetail },
  { path: `${CASE}/case-management-log/detail`, title: '사례관리 일지', layout: 'center', page: RecordList },
  { path: `${CASE}/case-management-log/popup`, title: '사례관리 일지', layout: 'center', page: RecordList },
  { path: `${CASE}/case-management-log/register`, title: '사례관리 일지 등록', layout: 'center', page: RecordRegister },
  { path: `${CASE}/case-management-log/detail/:caseManagementLogId`, title: '사례관리 일지 상세', layout: 'center', page: RecordDetail },
  { path: `${CASE}/closing-report/register`, title: '종결 보고서 등록', layout: 'center', page: RecordRegister },
  { path: `${CASE}/closing-report/detail/:closingReportId`, title: '종결 보고서 상세', layout: 'center', page: RecordDetail },

  // questionnaire/
  { path: `${CASE}/sdq-kr/register/:testType/:targetType`, title: 'SDQ-KR 검사 등록', layout: 'center', page: lazyPage(() => import('./questionnaire/SdqRegisterPage')) },
  { path: `${CASE}/sdq-kr/detail/:sdqKrId`, title: 'SDQ-KR 검사 상세', layout: 'center', page: lazyPage(() => import('./questionnaire/SdqDetailPage')) },
  { path: `${CASE}/satisfaction-assessment/register/:targetType`, title: '만족도 평가 등록', layout: 'center', page: lazyPage(() => import('./questionnaire/SatisfactionRegisterPage')) },
  {
    path: `${CASE}/satisfaction-assessment/detail/:satisfactionAssessmentId`,
    title: '만족도 평가 상세',
    layout: 'center',
    page: lazyPage(() => import('./questionnaire/SatisfactionDetailPage')),
  },
];
