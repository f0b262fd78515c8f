import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ComponentProps } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

/**
 * Renders `routes` at `url` as the app shows a page: under a mocked GraphQL client and antd's App. Answers the router
 * (its state.location is where the page went) and what render answered.
 */
export function renderRoutes(routes: RouteObject[], url: string, mocks: ComponentProps<typeof MockedProvider>['mocks']) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <MockedProvider mocks={mocks}>
      <App>
        <RouterProvider router={router} />
      </App>
    </MockedProvider>,
  );
  return { router, view };
}
