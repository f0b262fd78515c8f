import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ErrorBoundary } from './ErrorBoundary';
import { APP_BASE } from './paths';
import { Providers } from './providers';
import { appRoutes, routeObjects } from './routes';
import { RoutesContext } from './routes-context';

export function App() {
  const [router] = useState(() => createBrowserRouter(routeObjects(), { basename: APP_BASE }));
  return (
    <ErrorBoundary>
      <Providers>
        <RoutesContext.Provider value={appRoutes}>
          <RouterProvider router={router} />
        </RoutesContext.Provider>
      </Providers>
    </ErrorBoundary>
  );
}
