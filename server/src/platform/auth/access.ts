import { Authorized } from 'type-graphql';
import { Errors } from '../errors.js';
import type { MenuId } from './menus.js';
import type { Principal, Reader, ServiceScope, UserPrincipal } from './principal.js';
import { RoleCode } from './roles.js';

/**
 * What a call needs, checked in the order the product promises: token (401), then role and menu-permission id
 * (403). Record jurisdiction is the domain policy's job afterwards. GraphQL's authChecker and the REST facade
 * both call authorize(), so the two doors cannot disagree.
 */
export type Access =
  | { caller: 'public' }
  /**
   * svs-c: a client-credentials token; a signed-in user's token is accepted too. With `user`, the call reads a
   * person's record that the spec files under svs-c: the door still takes either token, but a client-credentials
   * token alone is refused (403) and a user must pass `user`, the very declaration of the call's svs-u or GraphQL twin
   * (docs/PERMISSIONS.md "Door parity").
   */
  | { caller: 'client'; user?: StaffAccess }
  /**
   * svs-c record calls of a respondent link: a client (or user) token and, in X-Respondent-Token, a respondent token
   * for a record of this kind (platform/respondent). The token alone reaches no record.
   */
  | { caller: 'respondent'; subject: string }
  /** svs-u: a user token; `perm` any of these menu ids, `roles` any of these roles. */
  | StaffAccess;

export interface StaffAccess {
  caller: 'staff';
  perm?: MenuId[];
  roles?: RoleCode[];
  /**
   * A service client's token with this scope may make the call too (read-only calls only: test/service-client.test.ts
   * holds every declaration that names a scope to a query or a read). Its jurisdiction is its 시도 or the nation.
   */
  service?: ServiceScope;
}

/** svs-u access with any of these menus (`staff(MENU.REQUEST_HISTORY)`; none: any signed-in user). */
export const staff = (...perm: MenuId[]): StaffAccess => ({ caller: 'staff', perm: perm.length ? perm : undefined });

/** svs-c access of a respondent link's record of this kind (platform/respondent); GraphQL's twin takes the same. */
export const respondent = (kind: string): Access => ({ caller: 'respondent', subject: kind });

/** An svs-c call of a person's record, held to its twin's declaration (`user`); see Access. */
export const clientWithUser = (user: StaffAccess): Access => ({ caller: 'client', user });

export function authorize(principal: Principal | undefined, access: Access): Principal | undefined {
  if (access.caller === 'public') return principal;
  if (!principal) throw Errors.unauthenticated();
  if (principal.kind === 'service') {
    // a service client reaches only the calls that name one of its scopes, and nothing a person's token opens
    const declared = access.caller === 'client' ? access.user : access.caller === 'staff' ? access : undefined;
    if (declared?.service && principal.scopes.includes(declared.service)) return principal;
    throw Errors.forbidden('이 서비스 클라이언트에 허용되지 않은 요청입니다.');
  }
  if (access.caller === 'client') return access.user ? authorize(principal, access.user) : principal;
  if (access.caller === 'respondent') return principal;
  if (principal.kind !== 'user') throw Errors.forbidden('사용자 로그인이 필요한 요청입니다.');
  if (access.roles && !access.roles.includes(principal.role)) throw Errors.forbidden();
  if (access.perm && !access.perm.some((p) => principal.permissions.includes(p))) throw Errors.forbidden();
  return principal;
}

/**
 * Whether the caller passes a declaration's token, role and menu checks: what a screen asks before it shows a
 * button (`Query.abilities`), answered by the very entry the call itself is held to.
 */
export function allows(principal: Principal | undefined, access: Access): boolean {
  try {
    authorize(principal, access);
    return true;
  } catch {
    return false;
  }
}

/** A person or a service client (a read within a jurisdiction, auth/jurisdiction.ts); an app's client token is refused. */
export function requireReader(principal: Principal | undefined): Reader {
  return principal?.kind === 'service' ? principal : requireUser(principal);
}

export function requireUser(principal: Principal | undefined): UserPrincipal {
  if (!principal) throw Errors.unauthenticated();
  if (principal.kind !== 'user') throw Errors.forbidden('사용자 로그인이 필요한 요청입니다.');
  return principal;
}

/**
 * Parses the strings given to type-graphql's @Authorized(): "client", "respondent:simple-evaluation", "perm:00013",
 * "role:SYSTEM_ADMIN", "service:statistics:read".
 */
export function accessFromRequirements(reqs: string[]): Access {
  const respondent = reqs.find((r) => r.startsWith('respondent:'));
  if (respondent) return { caller: 'respondent', subject: respondent.slice('respondent:'.length) };
  if (reqs.includes('client')) return { caller: 'client' };
  const perm = reqs.filter((r) => r.startsWith('perm:')).map((r) => r.slice(5) as MenuId);
  const roles = reqs.filter((r) => r.startsWith('role:')).map((r) => r.slice(5) as RoleCode);
  const service = reqs.find((r) => r.startsWith('service:'))?.slice('service:'.length) as ServiceScope | undefined;
  return { caller: 'staff', perm: perm.length ? perm : undefined, roles: roles.length ? roles : undefined, ...(service ? { service } : {}) };
}

/**
 * The @Authorized() strings of an access declaration: what @Allow() hands to type-graphql, so a resolver takes the
 * declaration its REST twin takes. The inverse of accessFromRequirements (GraphQL's authChecker). A public call has no
 * decorator, and an svs-c call's twin is its `user` declaration.
 */
export function requirementsOf(access: Access): string[] {
  switch (access.caller) {
    case 'public':
      throw new Error('a public call has no @Authorized()');
    case 'client':
      return access.user ? requirementsOf(access.user) : ['client'];
    case 'respondent':
      return [`respondent:${access.subject}`];
    case 'staff':
      return [
        ...(access.perm ?? []).map((id) => `perm:${id}`),
        ...(access.roles ?? []).map((r) => `role:${r}`),
        ...(access.service ? [`service:${access.service}`] : []),
      ];
  }
}

/** A call anyone may make (sign-in, the respondent's first step): said out loud, so no operation is undeclared. */
export const PUBLIC: Access = { caller: 'public' };

/**
 * The domains' declaration tables, by domain: `accessTable('popup', { … })` in each module's `<module>.access.ts`.
 * Every REST route takes one of their entries and every GraphQL operation its twin's entry through @Allow(), so an
 * operation is declared once, for both doors (test/access-declarations.test.ts holds every route and field to it).
 */
const tables = new Map<string, Readonly<Record<string, Access>>>();

export function accessTable<T extends Record<string, Access>>(domain: string, table: T): Readonly<T> {
  if (tables.has(domain)) throw new Error(`access table ${domain} is declared twice`);
  tables.set(domain, Object.freeze(table));
  return table;
}

export const accessTables = (): ReadonlyMap<string, Readonly<Record<string, Access>>> => tables;

/**
 * The declaration each GraphQL operation took through @Allow(), by `Resolver.method`. Named when read, not when
 * decorated: a resolver class made by a factory (one per kind of questionnaire) takes its name after its methods
 * are decorated.
 */
const allowed: { target: object; key: string | symbol; access: Access }[] = [];
export const allowedOperations = (): ReadonlyMap<string, Access> =>
  new Map(allowed.map((a) => [`${(a.target as { constructor: { name: string } }).constructor.name}.${String(a.key)}`, a.access]));

/**
 * The GraphQL door of a declaration: `@Allow(POPUP_ACCESS.manage)` on a resolver's query or mutation, the very entry
 * its REST twin's route() takes. A public entry adds no check. The only way a module declares GraphQL access (lint:
 * type-graphql's Authorized is not imported under src/modules).
 */
export function Allow(access: Access): MethodDecorator {
  const authorized = access.caller === 'public' ? undefined : Authorized(...requirementsOf(access));
  return (target, key, descriptor) => {
    allowed.push({ target, key, access });
    authorized?.(target, key, descriptor);
  };
}

/** Turns a policy's answer into the 403 the doors promise. */
export function permit(allowed: boolean, message?: string): void {
  if (!allowed) throw Errors.forbidden(message);
}
