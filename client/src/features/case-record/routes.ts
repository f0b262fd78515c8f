import { lazyPage } from '../../app/chunk-reload';
import type { AppRoute } from '../../app/route-types';

const CASE = '/auth/case-management/detail/:requestId';
const Register = lazyPage(() => import('./RecordRegisterPage'));
const Detail = lazyPage(() => import('./RecordDetailPage'));
const List = lazyPage(() => import('./RecordListPage'));

/**
 * The case records' pages under a case (SPEC §2 per-request sub-pages). One register, detail and list page serve
 * every kind: each page reads the kind from its path (records.ts).
 */
export const caseRecordRoutes: AppRoute[] = [
  { path: `${CASE}/interview-evaluation/register/:targetType`, title: '면담 평가 등록', layout: 'center', page: Register },
  { path: `${CASE}/interview-evaluation/detail/:interviewEvaluationId`, title: '면담 평가 상세', layout: 'center', page: Detail },
  { path: `${CASE}/cgi/register/:testType`, title: 'CGI 평가 등록', layout: 'center', page: Register },
  { path: `${CASE}/cgi/detail/:cgiId`, title: 'CGI 평가 상세', layout: 'center', page: Detail },
  { path: `${CASE}/case-minutes/detail`, title: '사례회의록', layout: 'center', page: List },
  { path: `${CASE}/case-minutes/popup`, title: '사례회의록', layout: 'center', page: List },
  { path: `${CASE}/case-minutes/register`, title: '사례회의록 등록', layout: 'center', page: Register },
  { path: `${CASE}/case-minutes/detail/:caseMinutesId`, title: '사례회의록 상세', layout: 'center', page: Detail },
  { path: `${CASE}/case-management-log/detail`, title: '사례관리 일지', layout: 'center', page: List },
  { path: `${CASE}/case-management-log/popup`, title: '사례관리 일지', layout: 'center', page: List },
  { path: `${CASE}/case-management-log/register`, title: '사례관리 일지 등록', layout: 'center', page: Register },
  { path: `${CASE}/case-management-log/detail/:caseManagementLogId`, title: '사례관리 일지 상세', layout: 'center', page: Detail },
  { path: `${CASE}/closing-report/register`, title: '종결 보고서 등록', layout: 'center', page: Register },
  { path: `${CASE}/closing-report/detail/:closingReportId`, title: '종결 보고서 상세', layout: 'center', page: Detail },
];
