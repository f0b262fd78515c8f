import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { PageSpinner } from '../shared/ui/PageSpinner';
import { authStore } from './auth-store';
import { resolveRoute } from './guards';
import { OnlineBanner } from './OnlineBanner';
import { paths } from './paths';
import { ProgressBar } from './ProgressBar';
import type { RouteHandle } from './route-handle';
import { useSession } from './session';

export const APP_TITLE = '정신건강 전문가 학교지원 사업';

/** Keeps document.title in step with the route's title. */
function TitleSync() {
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as RouteHandle | undefined;
  useEffect(() => {
    document.title = handle?.title ? `${handle.title} | ${APP_TITLE}` : APP_TITLE;
  }, [handle?.title]);
  return null;
}

/** Root of every route: waits for the session restore, applies the guards (SPEC §4), hosts bar and banner. */
export function RootShell() {
  const { user, ready } = useSession();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    authStore.onSessionLost(() => navigate(paths.signIn(), { replace: true }));
  }, [navigate]);

  let body;
  if (!ready) body = <PageSpinner full />;
  else {
    const decision = resolveRoute(location.pathname, user);
    body =
      decision.redirect && decision.redirect !== location.pathname ? (
        <Navigate to={decision.redirect} replace />
      ) : (
        <Suspense fallback={<PageSpinner full />}>
          <Outlet />
        </Suspense>
      );
  }
  return (
    <>
      <ProgressBar />
      <OnlineBanner />
      <TitleSync />
      {body}
    </>
  );
}
