/**
 * Link helpers: every in-app link is built here (router paths, relative to the /app basename).
 * Use `appHref()` for a full browser address (new tab, window.location).
 */
export const APP_BASE = '/app';

const seg = (v: string | number) => encodeURIComponent(String(v));

export type BoardType = 'board' | 'center-faq' | 'data' | 'faq' | 'notice' | 'simple-evaluation-faq';
export const BOARD_TYPES: BoardType[] = ['notice', 'data', 'board', 'center-faq', 'faq', 'simple-evaluation-faq'];

export type ProgressStep = 'ALL' | 'IN_DEPTH_EVALUATION' | 'POST_EVALUATION' | 'CASE_MEETING' | 'CASE_INTERVENTION' | 'CLOSING_REPORT';

export const paths = {
  root: () => '/',
  // sign (public)
  signIn: () => '/sign/in',
  signUp: () => '/sign/up',
  signFind: () => '/sign/find',
  resetPassword: (email: string, key: string) => `/sign/reset-password/${seg(email)}/${seg(key)}`,
  // the SMS links' pages (consent, simple evaluation, SDQ-KR, satisfaction) are the respondent entry's: client/src/respondent
  // signed-in area
  main: () => '/auth/main',
  alarmList: () => '/auth/alarm/list',
  myPage: () => '/auth/my-page',
  intro: () => '/auth/intro',
  introClient: () => '/auth/intro/client',
  menuPermission: () => '/auth/menu-permission',
  schoolAuthCode: () => '/auth/school-authentication-code',
  smsSendHistory: () => '/auth/sms-send-history',
  statisticsReport: () => '/auth/statistics/report',
  statisticsRequest: () => '/auth/statistics/request',
  requestRegister: () => '/auth/request/register',
  /** 이어서 작성: the register form with the caller's draft (임시저장) loaded. */
  requestDraft: (requestId: string | number) => `/auth/request/register?draftId=${seg(requestId)}`,
  requestHistList: () => '/auth/request-hist/list',
  requestHistAdmin: () => '/auth/request-hist/admin',
  requestHistAdminDetail: (requestId: string | number) => `/auth/request-hist/admin/detail/${seg(requestId)}`,
  requestHistDetail: (requestId: string | number) => `/auth/request-hist/detail/${seg(requestId)}`,
  requestHist: (requestId: string | number) => `/auth/request-hist/${seg(requestId)}`,
  requestClosingReport: (requestId: string | number, closingReportId: string | number) =>
    `/auth/request-hist/${seg(requestId)}/closing-report/${seg(closingReportId)}`,
  bbsList: (board: BoardType) => `/auth/bbs/${board}/list`,
  bbsRegister: (board: BoardType) => `/auth/bbs/${board}/register`,
  bbsDetail: (board: BoardType, bbsId: string | number) => `/auth/bbs/${board}/detail/${seg(bbsId)}`,
  bbsModify: (board: BoardType, bbsId: string | number) => `/auth/bbs/${board}/modify/${seg(bbsId)}`,
  centerList: () => '/auth/organization/center/list',
  centerRegister: () => '/auth/organization/center/register',
  centerDetail: (centerId: string | number) => `/auth/organization/center/detail/${seg(centerId)}`,
  schoolList: () => '/auth/organization/school/list',
  schoolRegister: () => '/auth/organization/school/register',
  schoolDetail: (schoolId: string) => `/auth/organization/school/detail/${seg(schoolId)}`,
  consultingList: () => '/auth/consulting/list',
  consultingRegister: () => '/auth/consulting/register',
  consultingDetail: (id: string | number) => `/auth/consulting/detail/${seg(id)}`,
  consultingModify: (id: string | number) => `/auth/consulting/modify/${seg(id)}`,
  formsList: () => '/auth/forms/list',
  formsDetail: (id: string | number) => `/auth/forms/detail/${seg(id)}`,
  accessLog: () => '/auth/access-log',
  popupList: () => '/auth/popup/list',
  popupRegister: () => '/auth/popup/register',
  popupDetail: (id: string | number) => `/auth/popup/detail/${seg(id)}`,
  popupModify: (id: string | number) => `/auth/popup/modify/${seg(id)}`,
  /** userType: ALL, PENDING (waiting for approval) or a role code. */
  userList: (userType = 'ALL') => `/auth/user/list/${seg(userType)}`,
  userDetail: (userId: string | number) => `/auth/user/detail/${seg(userId)}`,
  simpleEvaluationList: () => '/auth/simple-evaluation/list',
  simpleEvaluationRegister: () => '/auth/simple-evaluation/register',
  simpleEvaluationDetail: (id: string | number) => `/auth/simple-evaluation/detail/${seg(id)}`,
  simpleEvaluationAfterManagement: (id: string | number) => `/auth/simple-evaluation/after-management/${seg(id)}`,
  simpleEvaluationNotImplementedReason: (id: string | number) => `/auth/simple-evaluation/not-implemented-reason/${seg(id)}`,
  simpleEvaluationNormSets: () => '/auth/simple-evaluation/norm-sets',
  caseManagementList: (progressStep: ProgressStep = 'ALL') => `/auth/case-management/list/${seg(progressStep)}`,
  caseManagementDetail: (requestId: string | number) => `/auth/case-management/detail/${seg(requestId)}`,
  caseRequest: (requestId: string | number) => `/auth/case-management/detail/${seg(requestId)}/request`,
  caseManagementStep: (requestId: string | number, progressStep: string, progressStepItem: string) =>
    `/auth/case-management/detail/${seg(requestId)}/${seg(progressStep)}/${seg(progressStepItem)}`,
  /** Per-request sub-pages (SPEC §2), e.g. caseSubPage(7, 'case-minutes/register'). */
  caseSubPage: (requestId: string | number, subPath: string) => `/auth/case-management/detail/${seg(requestId)}/${subPath}`,
  serviceError: () => '/error',
} as const;

/** A full browser address for a router path (new windows, location.assign). */
export const appHref = (path: string) => APP_BASE + (path.startsWith('/') ? path : '/' + path);
