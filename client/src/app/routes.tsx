import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from './chunk-reload';
import { RouteErrorPage } from './ErrorBoundary';
import { LayoutOutlet } from './layouts/LayoutOutlet';
import { isAlwaysAllowed, menuIdFor } from './menus';
import { BOARD_TYPES, paths, type BoardType } from './paths';
import type { RouteHandle } from './route-handle';
import { RootShell } from './RootShell';
// static: the error boundary needs both in the first chunk anyway
import NotFoundPage from './pages/NotFoundPage';
import ServiceErrorPage from './pages/ServiceErrorPage';

/**
 * Every screen of SPEC §2 in one table (CONVENTIONS "routes as data"): path, lazy page, layout, menu id and
 * access. The guards (guards.ts), the side menu (layouts/DefaultLayout) and the router are derived from it.
 */
export type LayoutName = 'sign-base' | 'default' | 'admin' | 'center' | 'client';
export type RouteName = 'sign' | 'auth' | 'auth-main' | 'auth-my-page' | 'auth-intro-client' | 'auth-simple-evaluation-list';
export type MenuGroup = '사업 소개' | '게시판' | '의뢰' | '사례 관리' | '간편검사' | '자문' | '통계' | '관리';

export interface AppRoute {
  /** Router path under the /app basename; `:x` is a parameter. */
  path: string;
  page: LazyExoticComponent<ComponentType<object>> | ComponentType<object>;
  layout: LayoutName;
  /** Korean screen title (document title, 준비 중 page, menu label). */
  title: string;
  menuId?: string;
  name?: RouteName;
  public?: true;
  /** Listed in the side menu under this group, linking to `to` (default: path). */
  menu?: { group: MenuGroup; to?: string; label?: string };
}

const ComingSoon = lazyPage(() => import('./pages/ComingSoonPage'));

// Pages of the other feature folders (users, menu permission, organisation, my-page, school code).
const UserList = lazyPage(() => import('../features/users/UserListPage'));
const UserDetail = lazyPage(() => import('../features/users/UserDetailPage'));
const MenuPermission = lazyPage(() => import('../features/menu-permission/MenuPermissionPage'));
const CenterList = lazyPage(() => import('../features/organization/CenterListPage'));
const CenterRegister = lazyPage(() => import('../features/organization/CenterRegisterPage'));
const CenterDetail = lazyPage(() => import('../features/organization/CenterDetailPage'));
const SchoolList = lazyPage(() => import('../features/organization/SchoolListPage'));
const SchoolRegister = lazyPage(() => import('../features/organization/SchoolRegisterPage'));
const SchoolDetail = lazyPage(() => import('../features/organization/SchoolDetailPage'));
const MyPage = lazyPage(() => import('../features/my-page/MyPage'));
const SchoolAuthCode = lazyPage(() => import('../features/school-auth-code/SchoolAuthCodePage'));

const SignIn = lazyPage(() => import('../features/sign/SignInPage'));
const SignUp = lazyPage(() => import('../features/sign/SignUpPage'));
const SignFind = lazyPage(() => import('../features/sign/SignFindPage'));
const ResetPassword = lazyPage(() => import('../features/sign/ResetPasswordPage'));
const Main = lazyPage(() => import('../features/main/MainPage'));
const Intro = lazyPage(() => import('../features/intro/IntroPage'));
const IntroClient = lazyPage(() => import('../features/intro/IntroClientPage'));
const AuthIndex = lazyPage(() => import('./pages/AuthIndexPage'));
const AlarmList = lazyPage(() => import('../features/alarm/AlarmListPage'));

const BOARD_TITLES: Record<BoardType, string> = {
  notice: '공지사항',
  data: '자료실',
  board: '게시판',
  'center-faq': '센터 FAQ',
  faq: 'FAQ',
  'simple-evaluation-faq': '간편검사 FAQ',
};

const soon = (path: string, title: string, layout: LayoutName, extra: Partial<AppRoute> = {}): AppRoute => ({
  path,
  title,
  layout,
  page: ComingSoon,
  ...extra,
});

const boardRoutes: AppRoute[] = BOARD_TYPES.flatMap((b) => [
  soon(`/auth/bbs/${b}/list`, BOARD_TITLES[b], 'default', { menu: { group: '게시판' } }),
  soon(`/auth/bbs/${b}/register`, `${BOARD_TITLES[b]} 등록`, 'default'),
  soon(`/auth/bbs/${b}/detail/:bbsId`, `${BOARD_TITLES[b]} 상세`, 'default'),
  soon(`/auth/bbs/${b}/modify/:bbsId`, `${BOARD_TITLES[b]} 수정`, 'default'),
]);

const CASE = '/auth/case-management/detail/:requestId';
const caseSubRoutes: AppRoute[] = (
  [
    ['case-management-log/detail', '사례관리 일지'],
    ['case-management-log/popup', '사례관리 일지'],
    ['case-management-log/register', '사례관리 일지 등록'],
    ['case-management-log/detail/:caseManagementLogId', '사례관리 일지 상세'],
    ['case-minutes/detail', '사례회의록'],
    ['case-minutes/popup', '사례회의록'],
    ['case-minutes/register', '사례회의록 등록'],
    ['case-minutes/detail/:caseMinutesId', '사례회의록 상세'],
    ['cgi/detail/:cgiId', 'CGI 평가 상세'],
    ['cgi/register/:testType', 'CGI 평가 등록'],
    ['closing-report/detail/:closingReportId', '종결 보고서 상세'],
    ['closing-report/register', '종결 보고서 등록'],
    ['interview-evaluation/detail/:interviewEvaluationId', '면담 평가 상세'],
    ['interview-evaluation/register/:targetType', '면담 평가 등록'],
    ['satisfaction-assessment/detail/:satisfactionAssessmentId', '만족도 평가 상세'],
    ['satisfaction-assessment/register/:targetType', '만족도 평가 등록'],
    ['sdq-kr/detail/:sdqKrId', 'SDQ-KR 검사 상세'],
    ['sdq-kr/register/:testType/:targetType', 'SDQ-KR 검사 등록'],
    ['request', '의뢰서'],
  ] as const
).map(([sub, title]) => soon(`${CASE}/${sub}`, title, 'center'));

const rawRoutes: AppRoute[] = [
  // ---- public ----
  { path: '/sign/in', title: '로그인', layout: 'sign-base', page: SignIn, public: true, name: 'sign' },
  { path: '/sign/up', title: '회원가입', layout: 'sign-base', page: SignUp, public: true },
  { path: '/sign/find', title: '아이디/비밀번호 찾기', layout: 'sign-base', page: SignFind, public: true },
  { path: '/sign/reset-password/:email/:key', title: '비밀번호 재설정', layout: 'sign-base', page: ResetPassword, public: true },
  soon('/request/satisfaction-assessment/:satisfactionAssessmentId', '만족도 평가', 'sign-base', { public: true }),
  soon('/request/sdq-kr/:sdqKrId', 'SDQ-KR 검사', 'sign-base', { public: true }),
  soon('/simple-evaluation/:simpleEvaluationId', '간편검사', 'sign-base', { public: true }),
  soon('/simple-evaluation/result/:simpleEvaluationId', '간편검사 결과', 'sign-base', { public: true }),
  soon('/agree/:simpleEvaluationAgreeId/:agreeType', '간편검사 동의', 'sign-base', { public: true }),

  // ---- signed in: always allowed ----
  { path: '/auth', title: '메인', layout: 'default', page: AuthIndex, name: 'auth' },
  { path: '/auth/main', title: '메인', layout: 'default', page: Main, name: 'auth-main' },
  { path: '/auth/alarm/list', title: '알림', layout: 'default', page: AlarmList },
  { path: '/auth/my-page', title: '마이페이지', layout: 'default', page: MyPage, name: 'auth-my-page' },
  { path: '/auth/intro/client', title: '학교 사용자 안내', layout: 'client', page: IntroClient, name: 'auth-intro-client' },

  // ---- signed in: by menu permission ----
  { path: '/auth/intro', title: '사업 소개', layout: 'default', page: Intro, menu: { group: '사업 소개' } },
  ...boardRoutes,

  soon('/auth/request/register', '의뢰 등록', 'default', { menu: { group: '의뢰' } }),
  soon('/auth/request-hist/list', '의뢰 내역', 'default', { menu: { group: '의뢰' } }),
  soon('/auth/request-hist/admin', '의뢰 관리', 'center', { menu: { group: '의뢰' } }),
  soon('/auth/request-hist/admin/detail/:requestId', '의뢰 관리 상세', 'center'),
  soon('/auth/request-hist/detail/:requestId', '의뢰 상세', 'default'),
  soon('/auth/request-hist/:requestId', '의뢰 상세', 'default'),
  soon('/auth/request-hist/:requestId/closing-report/:closingReportId', '종결 보고서', 'default'),

  soon('/auth/case-management/list/:progressStep', '사례 관리', 'center', {
    menu: { group: '사례 관리', to: paths.caseManagementList('ALL') },
  }),
  soon(CASE, '사례 상세', 'center'),
  soon(`${CASE}/:progressStep/:progressStepItem`, '사례 진행 단계', 'center'),
  ...caseSubRoutes,

  soon('/auth/simple-evaluation/list', '간편검사 목록', 'default', { name: 'auth-simple-evaluation-list', menu: { group: '간편검사' } }),
  soon('/auth/simple-evaluation/register', '간편검사 등록', 'default', { menu: { group: '간편검사' } }),
  soon('/auth/simple-evaluation/detail/:detailId', '간편검사 상세', 'default'),
  soon('/auth/simple-evaluation/after-management/:id', '간편검사 사후관리', 'default'),
  soon('/auth/simple-evaluation/not-implemented-reason/:id', '간편검사 미실시 사유', 'default'),

  soon('/auth/consulting/list', '자문 기록', 'center', { menu: { group: '자문' } }),
  soon('/auth/consulting/register', '자문 기록 등록', 'center'),
  soon('/auth/consulting/detail/:consultingId', '자문 기록 상세', 'center'),
  soon('/auth/consulting/modify/:consultingId', '자문 기록 수정', 'center'),

  soon('/auth/statistics/request', '의뢰 통계', 'center', { menu: { group: '통계' } }),
  soon('/auth/statistics/report', '보고 통계', 'center', { menu: { group: '통계' } }),

  {
    path: '/auth/user/list/:userType',
    title: '사용자 관리',
    layout: 'admin',
    page: UserList,
    menu: { group: '관리', to: paths.userList('ALL') },
  },
  { path: '/auth/user/detail/:userId', title: '사용자 상세', layout: 'admin', page: UserDetail },
  {
    path: '/auth/organization/center/list',
    title: '센터 관리',
    layout: 'admin',
    page: CenterList,
    menu: { group: '관리' },
  },
  { path: '/auth/organization/center/register', title: '센터 등록', layout: 'admin', page: CenterRegister },
  { path: '/auth/organization/center/detail/:centerId', title: '센터 상세', layout: 'admin', page: CenterDetail },
  {
    path: '/auth/organization/school/list',
    title: '학교 관리',
    layout: 'admin',
    page: SchoolList,
    menu: { group: '관리' },
  },
  { path: '/auth/organization/school/register', title: '학교 등록', layout: 'admin', page: SchoolRegister },
  { path: '/auth/organization/school/detail/:schoolId', title: '학교 상세', layout: 'admin', page: SchoolDetail },
  {
    path: '/auth/school-authentication-code',
    title: '학교 인증코드',
    layout: 'admin',
    page: SchoolAuthCode,
    menu: { group: '관리' },
  },
  {
    path: '/auth/menu-permission',
    title: '메뉴 권한 관리',
    layout: 'admin',
    page: MenuPermission,
    menu: { group: '관리' },
  },
  soon('/auth/forms/list', '설문지 관리', 'admin', { menu: { group: '관리' } }),
  soon('/auth/forms/detail/:formsId', '설문지 상세', 'admin'),
  soon('/auth/popup/list', '팝업 관리', 'admin', { menu: { group: '관리' } }),
  soon('/auth/popup/register', '팝업 등록', 'admin'),
  soon('/auth/popup/detail/:popupId', '팝업 상세', 'admin'),
  soon('/auth/popup/modify/:popupId', '팝업 수정', 'admin'),
  soon('/auth/sms-send-history', 'SMS 발송 내역', 'admin', { menu: { group: '관리' } }),
];

/** The table, with each route's menu id derived from its path prefix (SPEC §2). */
export const appRoutes: AppRoute[] = rawRoutes.map((r) => {
  const menuId = isAlwaysAllowed(r.path) ? undefined : (r.menuId ?? menuIdFor(r.path.replace(/\/:.*$/, '') || r.path));
  return menuId ? { ...r, menuId } : r;
});

export const MENU_GROUPS: MenuGroup[] = ['사업 소개', '게시판', '의뢰', '사례 관리', '간편검사', '자문', '통계', '관리'];


const LAYOUTS: LayoutName[] = ['sign-base', 'default', 'admin', 'center', 'client'];

/** react-router's route objects: one pathless parent per layout, the guards in RootShell. */
export function routeObjects(): RouteObject[] {
  const toObject = (r: AppRoute): RouteObject => {
    const Page = r.page;
    const handle: RouteHandle = { title: r.title, layout: r.layout, menuId: r.menuId, name: r.name, public: r.public };
    return { path: r.path, element: <Page />, handle, id: r.name };
  };
  return [
    {
      element: <RootShell />,
      errorElement: <RouteErrorPage />,
      children: [
        { path: '/', element: null },
        ...LAYOUTS.map(
          (layout): RouteObject => ({
            element: <LayoutOutlet layout={layout} />,
            errorElement: <RouteErrorPage />,
            children: appRoutes.filter((r) => r.layout === layout).map(toObject),
          }),
        ),
        { path: '/error', element: <ServiceErrorPage />, handle: { title: '서비스 오류', layout: 'sign-base' } satisfies RouteHandle },
        { path: '*', element: <NotFoundPage />, handle: { title: '페이지를 찾을 수 없습니다', layout: 'sign-base' } satisfies RouteHandle },
      ],
    },
  ];
}
