import { useEffect, useSyncExternalStore, type JSX, type ReactNode } from 'react';
import { authStore, type AccountLike, type SessionUser } from './auth-store';

export type { RoleCode, SessionUser } from './auth-store';

export interface Session {
  user: SessionUser | null;
  ready: boolean;
  signIn(loginId: string, password: string): Promise<SessionUser>;
  signOut(): Promise<void>;
  /** Re-issues the access token, e.g. after a role or school-code change. */
  refresh(): Promise<SessionUser | null>;
  accessToken(): string | null;
  /** Takes an access token from another answer (a client's sign-up). */
  adoptToken(accessToken: string, account?: AccountLike): SessionUser;
}

const session: Omit<Session, 'user' | 'ready'> = {
  signIn: authStore.signIn,
  signOut: authStore.signOut,
  refresh: authStore.refresh,
  accessToken: authStore.accessToken,
  adoptToken: authStore.adopt,
};

export function useSession(): Session {
  const s = useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
  return { user: s.user, ready: s.ready, ...session };
}

/** Restores the session at start (SPEC §4) and keeps it fresh; children render at once. */
export function SessionProvider(props: { children: ReactNode }): JSX.Element {
  useEffect(() => {
    void authStore.start();
  }, []);
  return <>{props.children}</>;
}
