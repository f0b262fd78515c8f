import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';
import NotFoundPage from './pages/NotFoundPage';
import ServiceErrorPage from './pages/ServiceErrorPage';

/** Catches render errors outside the router and shows the service-error page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadError(error)) reloadOnceForChunkError();
    console.error('render error', error, info.componentStack);
  }

  render() {
    if (this.state.error) return <ServiceErrorPage />;
    return this.props.children;
  }
}

/** The router's errorElement: 404 answers render the 404 page, a stale chunk reloads once, the rest the 500 page. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isChunkLoadError(error) && reloadOnceForChunkError()) return null;
  console.error('route error', error);
  // SPEC §8: a layout (or page) load failure is a 500 that names the failure
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error && error.message
      ? `500 ${error.message}`
      : undefined;
  return <ServiceErrorPage detail={detail} />;
}
