import { createContext, useContext } from 'react';
import type { AppRoute } from './route-types';

/**
 * The route table, provided once by App. The menu reads it from here rather than importing routes.tsx, which
 * imports every page: a page that shows the menu (the main page's shortcuts) would otherwise import itself.
 */
export const RoutesContext = createContext<AppRoute[]>([]);
export const useAppRoutes = () => useContext(RoutesContext);
