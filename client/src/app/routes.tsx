import type { RouteObject } from 'react-router';
import { lazyPage } from './chunk-reload';
import { RouteErrorPage } from './ErrorBoundary';
import { LayoutOutlet } from './layouts/LayoutOutlet';
import { isAlwaysAllowed, menuIdFor } from './menus';
import type { RouteHandle } from './route-handle';
import type { AppRoute, LayoutName } from './route-types';
import { RootShell } from './RootShell';
// static: the error boundary needs both in the first chunk anyway
import NotFoundPage from './pages/NotFoundPage';
import ServiceErrorPage from './pages/ServiceErrorPage';
import { accessLogRoutes } from '../features/access-log/routes';
import { retentionRoutes } from '../features/retention/routes';
import { alarmRoutes } from '../features/alarm/routes';
import { bbsRoutes } from '../features/bbs/routes';
import { caseRoutes } from '../features/case/routes';
import { formsRoutes } from '../features/forms/routes';
import { introClientRoutes, introRoutes } from '../features/intro/routes';
import { mainRoutes } from '../features/main/routes';
import { menuPermissionRoutes } from '../features/menu-permission/routes';
import { myPageRoutes } from '../features/my-page/routes';
import { popupRoutes } from '../features/popup/routes';
import { organizationRoutes } from '../features/organization/routes';
import { requestRoutes } from '../features/request/routes';
import { schoolAuthCodeRoutes } from '../features/school-auth-code/routes';
import { serviceClientRoutes } from '../features/service-client/routes';
import { signRoutes } from '../features/sign/routes';
import { simpleEvaluationRoutes } from '../features/simple-evaluation/routes';
import { consultingRoutes } from '../features/consulting/routes';
import { smsRoutes } from '../features/sms/routes';
import { statisticsRoutes } from '../features/statistics/routes';
import { userRoutes } from '../features/users/routes';

const AuthIndex = lazyPage(() => import('./pages/AuthIndexPage'));

/**
 * Every screen of SPEC §2 in one table (CONVENTIONS "routes as data"): path, lazy page, layout, menu id and
 * access. Each feature exports its own routes (features/<area>/routes.ts). The guards (guards.ts), the side menu (through
 * RoutesContext) and the router are derived from it. Order matters only for the menu: it lists links in this order.
 */
const rawRoutes: AppRoute[] = [
  // ---- public ----
  ...signRoutes,

  // ---- signed in: always allowed ----
  { path: '/auth', title: '메인', layout: 'default', page: AuthIndex, name: 'auth' },
  ...mainRoutes,
  ...alarmRoutes,
  ...myPageRoutes,
  ...introClientRoutes,

  // ---- signed in: by menu permission ----
  ...introRoutes,
  ...bbsRoutes,

  ...requestRoutes,

  ...caseRoutes,

  ...simpleEvaluationRoutes,

  ...consultingRoutes,

  ...statisticsRoutes,

  ...userRoutes,
  ...organizationRoutes,
  ...schoolAuthCodeRoutes,
  ...menuPermissionRoutes,
  ...formsRoutes,
  ...popupRoutes,
  ...smsRoutes,
  ...accessLogRoutes,
  ...retentionRoutes,
  ...serviceClientRoutes,
];

/** The table, with each route's menu id derived from its path prefix (SPEC §2). */
export const appRoutes: AppRoute[] = rawRoutes.map((r) => {
  const menuId = isAlwaysAllowed(r.path) ? undefined : (r.menuId ?? menuIdFor(r.path.replace(/\/:.*$/, '') || r.path));
  return menuId ? { ...r, menuId } : r;
});


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
