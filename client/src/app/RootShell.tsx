import { Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { PageSpinner } from '../shared/ui/PageSpinner';
import { authStore } from './auth-store';
import { lazyPage } from './chunk-reload';
import { resolveRoute } from './guards';
import { OnlineBanner } from './OnlineBanner';
import { APP_BASE, paths } from './paths';
import { ProgressBar } from './ProgressBar';
import type { RouteHandle } from './route-handle';
import { useSession } from './session';

export const APP_TITLE = '정신건강 전문가 학교지원 사업';

const FeedbackHost = lazyPage(() => import('./FeedbackHost'));
// a page other than sign-in (or the root, which may lead there) opened directly: fetched while the session is restored
// (a failed fetch shows when the page renders it, through lazyPage)
if (typeof window !== 'undefined' && !new RegExp(`^${APP_BASE}/?(sign/in/?)?$`).test(window.location.pathname)) {
  import('./FeedbackHost').catch(() => undefined);
}

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
  // antd's <App> (FeedbackHost) from the first page shown that is not sign-in on, and then for good, so a message
  // shown before a navigation (sign-up's 가입 완료, then sign-in) outlives it; sign-in alone shows none
  const [feedback, setFeedback] = useState(false);

  useEffect(() => {
    authStore.onSessionLost(() => navigate(paths.signIn(), { replace: true }));
  }, [navigate]);

  let body;
  if (!ready) body = <PageSpinner full />;
  else {
    const decision = resolveRoute(location.pathname, user);
    const redirect = decision.redirect && decision.redirect !== location.pathname ? decision.redirect : null;
    if (!redirect && !feedback && location.pathname !== paths.signIn()) setFeedback(true);
    body =
      redirect ? (
        <Navigate to={redirect} replace />
      ) : (
        <Suspense fallback={<PageSpinner full />}>
          {feedback ? (
            <FeedbackHost>
              <Outlet />
            </FeedbackHost>
          ) : (
            <Outlet />
          )}
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
