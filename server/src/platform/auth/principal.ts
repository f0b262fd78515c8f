import type { RoleCode } from './roles.js';

/** A signed-in person, as the access token describes them. Scope is derived from this, never from the request. */
export interface UserPrincipal {
  kind: 'user';
  accountId: number;
  loginId: string;
  role: RoleCode;
  permissions: string[];
  centerId?: number;
  schoolId?: string;
  sdCode?: string;
  sggCode?: string;
  authenticationCodeStatus: 'Y' | 'N';
}

/** An application holding client credentials (the web app before sign-in, or an integrator). */
export interface ClientPrincipal {
  kind: 'client';
  clientId: string;
}

export type Principal = UserPrincipal | ClientPrincipal;
