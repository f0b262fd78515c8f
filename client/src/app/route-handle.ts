import type { LayoutName, RouteName } from './route-types';

/** What each route carries in react-router's `handle` (title for the page header and document title). */
export interface RouteHandle {
  title: string;
  menuId?: string;
  name?: RouteName;
  layout: LayoutName;
  public?: true;
}
