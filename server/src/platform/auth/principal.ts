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

/**
 * Another system holding a service client's credentials (registered by an administrator: modules/service-client):
 * read-only calls of its scopes, within its 시도 when it is bound to one. Never a person: no menu, role or account.
 */
export interface ServicePrincipal {
  kind: 'service';
  clientId: string;
  scopes: ServiceScope[];
  sdCode?: string;
}

/**
 * What a service client may be granted; each names read-only calls (an access declaration's `service`):
 * statistics:read the request and case-meeting statistics (counts only), evaluations:read the de-identified
 * simple-evaluation results.
 */
export const SERVICE_SCOPES = { 'statistics:read': '통계 조회', 'evaluations:read': '간편검사 결과 조회 (비식별)' } as const;
export type ServiceScope = keyof typeof SERVICE_SCOPES;

export type Principal = UserPrincipal | ClientPrincipal | ServicePrincipal;

/** Who reads within a jurisdiction (auth/jurisdiction.ts): a person, or a service client within its 시도 or the nation. */
export type Reader = UserPrincipal | ServicePrincipal;
