import { Suspense } from 'react';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { lazyPage } from '../chunk-reload';
import type { LayoutName } from '../route-types';
import SignBaseLayout from './SignBaseLayout';

// The sign-in route loads only the light sign-base layout; the others (with antd Layout, menu and Apollo) are lazy.
const layouts = {
  'sign-base': SignBaseLayout,
  default: lazyPage(() => import('./DefaultLayout')),
  admin: lazyPage(() => import('./AdminLayout')),
  center: lazyPage(() => import('./CenterLayout')),
  client: lazyPage(() => import('./ClientLayout')),
} satisfies Record<LayoutName, unknown>;

/** Renders the named layout; an unknown layout name falls back to the default one (SPEC §2). */
export function LayoutOutlet(props: { layout: string }) {
  const Layout = (layouts as Record<string, (typeof layouts)[LayoutName]>)[props.layout] ?? layouts.default;
  return (
    <Suspense fallback={<PageSpinner full />}>
      <Layout />
    </Suspense>
  );
}
