import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { RespondentApp } from './App';

/** A fake server for the respondent pages' fetch calls: `METHOD path` → [status, body] (or a function of the body). */
export type Routes = Record<string, [number, unknown] | ((body: unknown) => [number, unknown])>;

export function fakeServer(routes: Routes) {
  const calls: { method: string; path: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = input.replace(/^\/app\//, '');
    const body = typeof init.body === 'string' && init.body.startsWith('{') ? JSON.parse(init.body) : init.body;
    calls.push({ method, path, body, headers: (init.headers ?? {}) as Record<string, string> });
    const route = routes[`${method} ${path}`] ?? (path === 'auth/token' ? [200, { access_token: 'client.token' }] : undefined);
    if (!route) return new Response(JSON.stringify({ code: 'ROUTE_NOT_FOUND', message: '요청한 경로를 찾을 수 없습니다.' }), { status: 404 });
    const [status, answer] = typeof route === 'function' ? route(body) : route;
    return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** The respondent entry at `path` (an /app path, with its query), as a phone opens the link. */
export function openLink(path: string) {
  history.replaceState(null, '', path);
  return render(<RespondentApp initialPath={path.split('?')[0]} />);
}

export const WAIT = { timeout: 5000 };
export const AGREE_ID = '3f2c1d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
