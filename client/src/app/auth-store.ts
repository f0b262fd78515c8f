import { clearAllDrafts } from '../shared/drafts';
import { deleteCookie, readCookie, VALIDITY_COOKIE } from './cookies';
import { ApiError, basicAuthHeader, formBody, send, url } from './http';
import { decodeJwt } from './jwt';

export type RoleCode =
  | 'CLIENT'
  | 'MEMBER'
  | 'CENTER_MEMBER'
  | 'CENTER_MANAGER'
  | 'EDUCATION_OFFICE'
  | 'EDUCATION_MINISTRY'
  | 'CENTRAL_SUPPORT_GROUP'
  | 'SYSTEM_ADMIN';

export interface SessionUser {
  accountId: number;
  loginId: string;
  name: string;
  role: RoleCode;
  permissions: string[];
  centerId?: number;
  schoolId?: string;
  sdCode?: string;
  sggCode?: string;
  authenticationCodeStatus: 'Y' | 'N';
}

/** The part of the server's Account view the session needs (the token carries no name). */
export interface AccountLike {
  id: number;
  loginId: string;
  name: string;
  role?: RoleCode;
  authenticationCodeStatus?: string;
}

export interface TokenAnswer {
  access_token: string;
  token_type: string;
  expires_in: number;
  user?: AccountLike;
  message?: string;
}

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  /** False until the start-up restore attempt (SPEC §4) has finished. */
  ready: boolean;
}

const ROLE_CODES: RoleCode[] = [
  'CLIENT',
  'MEMBER',
  'CENTER_MEMBER',
  'CENTER_MANAGER',
  'EDUCATION_OFFICE',
  'EDUCATION_MINISTRY',
  'CENTRAL_SUPPORT_GROUP',
  'SYSTEM_ADMIN',
];

/** Refresh this long before the access token expires. */
const REFRESH_AHEAD_MS = 60_000;

let state: SessionState = { user: null, token: null, ready: false };
const listeners = new Set<() => void>();
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let pendingRefresh: Promise<SessionUser | null> | null = null;
let startPromise: Promise<void> | null = null;
let onLost: (() => void) | undefined;

function setState(next: Partial<SessionState>) {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
}

/** Builds the session user from the token's claims; the name comes from the account answer (or the last one). */
export function userFromToken(token: string, account?: AccountLike, previous?: SessionUser | null): SessionUser | null {
  const c = decodeJwt(token);
  if (!c || c.typ === 'client' || typeof c.userId !== 'number') return null;
  const role = (c.roles?.[0] ?? account?.role) as RoleCode | undefined;
  if (!role || !ROLE_CODES.includes(role)) return null;
  const sameAccount = previous && previous.accountId === c.userId ? previous : undefined;
  return {
    accountId: c.userId,
    loginId: c.sub,
    name: account?.name ?? sameAccount?.name ?? c.sub,
    role,
    permissions: Array.isArray(c.permissions) ? [...c.permissions] : [],
    centerId: c.centerId ?? undefined,
    schoolId: c.schoolId ?? undefined,
    sdCode: c.sdCode ?? undefined,
    sggCode: c.sggCode ?? undefined,
    authenticationCodeStatus: c.authenticationCodeStatus === 'Y' ? 'Y' : 'N',
  };
}

function schedule(token: string) {
  if (refreshTimer) clearTimeout(refreshTimer);
  refreshTimer = undefined;
  const exp = decodeJwt(token)?.exp;
  if (!exp) return;
  const wait = Math.max(5_000, exp * 1000 - Date.now() - REFRESH_AHEAD_MS);
  refreshTimer = setTimeout(() => {
    void authStore.refresh();
  }, wait);
}

function clear() {
  if (refreshTimer) clearTimeout(refreshTimer);
  refreshTimer = undefined;
  setState({ user: null, token: null });
}

const signHeaders = () => ({
  Authorization: basicAuthHeader(),
  'X-Session-Mode': 'cookie',
  'Content-Type': 'application/x-www-form-urlencoded',
  Accept: 'application/json',
});

export const authStore = {
  get: (): SessionState => state,
  subscribe(l: () => void) {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  },
  accessToken: (): string | null => state.token,

  /** Called when a refresh fails while a user was signed in (the router sends them to /sign/in). */
  onSessionLost(handler: () => void) {
    onLost = handler;
  },

  /** Takes an access token the server answered with (sign-in, refresh, a client's sign-up). */
  adopt(token: string, account?: AccountLike): SessionUser {
    const user = userFromToken(token, account, state.user);
    if (!user) throw new ApiError(500, 'INVALID_TOKEN', '로그인 정보를 읽을 수 없습니다.');
    setState({ user, token, ready: true });
    schedule(token);
    return user;
  },

  async signIn(loginId: string, password: string): Promise<SessionUser> {
    const answer = await send<TokenAnswer>(url('svs/sign/in'), {
      method: 'POST',
      headers: signHeaders(),
      body: formBody({ grant_type: 'password', username: loginId, password }),
    });
    return authStore.adopt(answer.access_token, answer.user);
  },

  /** Re-issues the access token from the HttpOnly refresh cookie (rotated). One call at a time. */
  refresh(): Promise<SessionUser | null> {
    if (!pendingRefresh) {
      pendingRefresh = (async () => {
        const hadUser = !!state.user;
        try {
          const answer = await send<TokenAnswer>(url('svs/sign/in'), {
            method: 'POST',
            headers: signHeaders(),
            body: formBody({ grant_type: 'refresh_token' }),
            // The refresh token rotates: if the page navigates away mid-call, the answer (and its new cookie) must
            // still land, or the next page would present a spent token and lose the session.
            keepalive: true,
          });
          return authStore.adopt(answer.access_token, answer.user);
        } catch (e) {
          // Offline: keep what we have; the next call or timer tries again.
          if (e instanceof ApiError && e.status === 0) {
            if (state.token) schedule(state.token);
            return state.user;
          }
          clear();
          if (hadUser) onLost?.();
          return null;
        }
      })().finally(() => {
        pendingRefresh = null;
      });
    }
    return pendingRefresh;
  },

  /** Before a call: a token that expires within 10 s (e.g. after the tab slept) is refreshed first. */
  async freshToken(): Promise<string | null> {
    const t = state.token;
    if (!t) return null;
    const exp = decodeJwt(t)?.exp ?? 0;
    if (exp * 1000 - Date.now() > 10_000) return t;
    await authStore.refresh();
    return state.token;
  },

  async signOut(): Promise<void> {
    clear();
    clearAllDrafts();
    try {
      await send(url('svs/sign/out'), { method: 'POST', headers: { Accept: 'application/json' } });
    } catch {
      // signed out locally either way
    }
    deleteCookie(VALIDITY_COOKIE);
  },

  /**
   * App start (SPEC §4): with the validity marker cookie, restore the session by a refresh; without it, clear any
   * stale refresh cookie once and start signed out.
   */
  start(): Promise<void> {
    if (!startPromise) {
      startPromise = (async () => {
        if (readCookie(VALIDITY_COOKIE)) {
          await authStore.refresh();
        } else {
          try {
            await send(url('svs/sign/out'), { method: 'POST', headers: { Accept: 'application/json' } });
          } catch {
            // nothing to clear, or offline
          }
        }
        setState({ ready: true });
      })();
    }
    return startPromise;
  },

  /** Tests only. */
  reset() {
    clear();
    startPromise = null;
    pendingRefresh = null;
    setState({ ready: false });
  },
};
