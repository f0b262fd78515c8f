import type { EntityManager } from '@mikro-orm/postgresql';
import bcrypt from 'bcryptjs';
import { permit, requireUser } from '../../platform/auth/access.js';
import { inJurisdiction, jurisdictionWhere, scopeOf } from '../../platform/auth/jurisdiction.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { now } from '../../platform/clock.js';
import { sql } from '../../platform/db/sql.js';
import { all, likeOf, paginateRows, part } from '../../platform/db/read.js';
import { accessSubject, logAccess } from '../../platform/access-log.js';
import { openableMenus } from '../../platform/auth/menus.js';
import type { Ctx } from '../../platform/context.js';
import { AppError, Errors } from '../../platform/errors.js';
import type { Page } from '../../platform/paging.js';
import { normalizeMobile } from '../../platform/rules.js';
import { RefreshToken } from './refresh-token.entity.js';
import { Center } from '../organization/center.entity.js';
import { centerSchoolIds, outOfScope } from '../organization/organization.policy.js';
import { accountPolicy } from './account.policy.js';
import { School } from '../organization/school.entity.js';
import { Sgg, Sido } from '../region/region.entity.js';
import { Account, AccountStatus } from './account.entity.js';
import type { AccountCreateInput, AccountFilter, AccountRoleInput, AccountUpdateInput } from './account.inputs.js';
import { RoleCode, UserRole } from './role.entity.js';
import { ACCOUNT_VIEW_COLUMNS, ACCOUNT_VIEW_FROM, accountViewOfRow, type AccountView } from './account.views.js';

const ACCOUNT_SUBJECT = accessSubject('account', '사용자 계정');

export const BCRYPT_ROUNDS = 10;
export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_ROUNDS);

/** Roles a person may pick at sign-up; administrators are created by an administrator or the CLI. */
export const SIGN_UP_ROLES = [
  RoleCode.CLIENT,
  RoleCode.MEMBER,
  RoleCode.CENTER_MEMBER,
  RoleCode.CENTER_MANAGER,
  RoleCode.EDUCATION_OFFICE,
  RoleCode.EDUCATION_MINISTRY,
];

/** What goes into the access token: the account's affiliation and its role's menu ids at this moment. */
export async function principalOf(em: EntityManager, a: Account): Promise<UserPrincipal> {
  const role = await em.findOneOrFail(UserRole, a.role.id, { populate: ['menus'] });
  return {
    kind: 'user',
    accountId: a.id,
    loginId: a.loginId,
    role: role.id,
    permissions: openableMenus(role.id, role.menus.getItems().map((m) => m.id)),
    centerId: a.center?.id,
    schoolId: a.school?.id,
    sdCode: a.sdCode ?? undefined,
    sggCode: a.sggCode ?? undefined,
    authenticationCodeStatus: a.authenticationCodeStatus,
  };
}

export async function revokeAllSessions(em: EntityManager, accountId: number) {
  await em.nativeUpdate(RefreshToken, { account: accountId, revokedAt: null }, { revokedAt: now() });
}

interface Affiliation {
  role: RoleCode;
  schoolId?: string;
  centerId?: number;
  sdCode?: string;
  sggCode?: string;
}

/**
 * Resolves and checks where an account belongs for its role: the school of a school user, the center of a
 * center user, the 시도 of an education office. 시도/시군구 are taken from the school or center.
 */
export async function resolveAffiliation(em: EntityManager, a: Affiliation) {
  const out: { school?: School; center?: Center; sdCode?: string; sggCode?: string } = {};
  switch (a.role) {
    case RoleCode.CLIENT:
    case RoleCode.MEMBER: {
      const school = a.schoolId ? await em.findOne(School, a.schoolId) : null;
      if (!school) throw Errors.badInput('학교를 선택해주세요.', { field: 'schoolId' });
      Object.assign(out, { school, sdCode: school.sdCode, sggCode: school.sggCode });
      break;
    }
    case RoleCode.CENTER_MEMBER:
    case RoleCode.CENTER_MANAGER: {
      const center = a.centerId ? await em.findOne(Center, { id: a.centerId, deleted: false }) : null;
      if (!center) throw Errors.badInput('센터를 선택해주세요.', { field: 'centerId' });
      Object.assign(out, { center, sdCode: center.sdCode, sggCode: center.reqLocalCode ?? undefined });
      break;
    }
    case RoleCode.EDUCATION_OFFICE: {
      if (!a.sdCode || !(await em.findOne(Sido, a.sdCode))) throw Errors.badInput('시도를 선택해주세요.', { field: 'sdCode' });
      if (a.sggCode && !(await em.findOne(Sgg, { code: a.sggCode, sdCode: a.sdCode }))) throw Errors.badInput('시군구를 선택해주세요.');
      Object.assign(out, { sdCode: a.sdCode, sggCode: a.sggCode });
      break;
    }
    default:
      break;
  }
  return out;
}

// ---- jurisdiction over accounts ---------------------------------------------------------------------------------

/** The accounts a manager reaches: its center's staff and the staff of the schools it covers, its 시도, its school. */
const ACCOUNT_PLACEMENT = { school: 'school_id', center: 'center_id', sd: 'sd_code' };
const inScope = (p: UserPrincipal) => inJurisdiction<Account>(p, ACCOUNT_PLACEMENT);

/** Signing oneself out of the system by accident is not a user-management action: resigning is on my-page. */
const refuseSelf = (p: UserPrincipal, id: number, message: string) => {
  if (id === p.accountId) throw new AppError(403, 'SELF_CHANGE', message);
};

/**
 * Someone must always be able to sign in and manage the others: the last active SYSTEM_ADMIN may not be deleted,
 * disabled, re-roled or resign. The active administrators' rows are locked (inside the caller's transaction), so two
 * administrators removing each other at the same moment cannot both see the other one still there.
 */
export async function assertAdminRemains(em: EntityManager, account: Account, next: { status: AccountStatus; role: RoleCode }) {
  if (account.role.id !== RoleCode.SYSTEM_ADMIN || account.status !== AccountStatus.ACTIVE) return;
  if (next.status === AccountStatus.ACTIVE && next.role === RoleCode.SYSTEM_ADMIN) return;
  const admins = await sql<{ id: number }[]>(em, `select id from account where role_id = ? and status = ? for update`, [
    RoleCode.SYSTEM_ADMIN,
    AccountStatus.ACTIVE,
  ]);
  if (admins.length <= 1)
    throw Errors.conflict('LAST_SYSTEM_ADMIN', '마지막 시스템 관리자는 삭제, 비활성화, 탈퇴하거나 역할을 변경할 수 없습니다. 다른 시스템 관리자를 먼저 지정해주세요.');
}

/** An account may only be placed where the manager's own jurisdiction reaches (its center, its schools, its 시도). */
async function assertAffiliationInScope(ctx: Ctx, p: UserPrincipal, aff: { school?: School; center?: Center; sdCode?: string }) {
  const scope = scopeOf(p);
  switch (scope.kind) {
    case 'all':
      return;
    case 'sd':
      if (aff.sdCode === scope.sdCode) return;
      break;
    case 'center':
      if (aff.center ? aff.center.id === scope.centerId : !!aff.school && (await centerSchoolIds(ctx.em, scope.centerId)).includes(aff.school.id)) return;
      break;
    default:
      break;
  }
  throw Errors.forbidden();
}

/** The users screen (a read model: rows straight into views, phone numbers masked). */
export async function listAccounts(ctx: Ctx, f: AccountFilter): Promise<Page<AccountView>> {
  const p = requireUser(ctx.principal);
  const where = all([
    jurisdictionWhere(p, ACCOUNT_PLACEMENT, 'a'),
    part(`a.status <> 'DELETED'`),
    f.userType === 'PENDING' && part(`a.status = 'PENDING'`),
    !!f.userType && f.userType !== 'ALL' && f.userType !== 'PENDING' && part('a.role_id = ?', f.userType),
    !!f.status && part('a.status = ?', f.status),
    !!f.keyword && part('a.name ilike ? or a.login_id ilike ?', likeOf(f.keyword), likeOf(f.keyword)),
  ]);
  // id order = sign-up order, served by the primary key or (role_id, id) / (status, id) / (sd_code, id)
  // every condition is on the account itself and every account has its role: the count needs no join
  const list = { select: ACCOUNT_VIEW_COLUMNS, from: ACCOUNT_VIEW_FROM, countFrom: 'account a', where, orderBy: 'a.id desc' };
  return paginateRows(ctx.em, list, f, (row: AccountView) =>
    accountViewOfRow(row, false),
  );
}

export async function getAccount(ctx: Ctx, id: number): Promise<Account> {
  const p = requireUser(ctx.principal);
  const account = await ctx.em.findOne(
    Account,
    { $and: [{ id, status: { $ne: AccountStatus.DELETED } }, inScope(p)] },
    { populate: ['role', 'school', 'center'] },
  );
  if (!account) outOfScope();
  return account;
}

/** The account detail screen (GET svs-u/account/{id}, Query.account): a read of a person's record, logged. */
export async function readAccount(ctx: Ctx, id: number): Promise<Account> {
  const account = await getAccount(ctx, id);
  await logAccess(ctx, { action: 'READ', subjectType: ACCOUNT_SUBJECT, subjectId: account.id });
  return account;
}

export async function createAccount(ctx: Ctx, input: AccountCreateInput): Promise<Account> {
  const p = requireUser(ctx.principal);
  permit(accountPolicy.assignableRoles(p).includes(input.role), roleRefusal(p, input.role));
  const aff = await resolveAffiliation(ctx.em, input);
  // the new account must fall inside the creator's jurisdiction
  await assertAffiliationInScope(ctx, p, aff);
  if (await ctx.em.count(Account, { loginId: input.loginId })) throw Errors.conflict('DUPLICATE_LOGIN_ID', '이미 사용 중인 아이디입니다.');
  const account = ctx.em.create(Account, {
    ...input,
    ...aff,
    mobile: normalizeMobile(input.mobile),
    role: ctx.em.getReference(UserRole, input.role),
    passwordHash: await hashPassword(input.password),
    status: AccountStatus.ACTIVE,
    approvedAt: now(),
    approvedBy: p.accountId,
    certificates: input.certificates ?? [],
  });
  await ctx.em.flush();
  return ctx.em.findOneOrFail(Account, account.id, { populate: ['role', 'school', 'center'] });
}

const CENTER_MANAGER_REFUSAL = '센터 관리자는 다른 사용자를 센터 관리자로 지정할 수 없습니다.';
const roleRefusal = (p: UserPrincipal, role: RoleCode) =>
  p.role === RoleCode.CENTER_MANAGER && role === RoleCode.CENTER_MANAGER ? CENTER_MANAGER_REFUSAL : undefined;

type Profile = Omit<AccountUpdateInput, 'status' | 'role' | 'schoolId' | 'centerId' | 'sdCode' | 'sggCode'>;

/**
 * One change to an account, as the commands below name it: its details, its status (approve, disable, enable) and
 * its role with the affiliation that role needs. Checked against the account policy, applied in one transaction;
 * leaving ACTIVE ends every session at once.
 */
async function changeAccount(ctx: Ctx, id: number, change: { profile?: Profile; status?: AccountStatus; role?: AccountRoleInput }): Promise<Account> {
  const p = requireUser(ctx.principal);
  const account = await getAccount(ctx, id);
  const target = { id: account.id, role: account.role.id };
  const status = change.status ?? account.status;
  const roleId = change.role?.role ?? account.role.id;
  if (status !== account.status || roleId !== account.role.id) refuseSelf(p, id, '본인 계정의 상태와 역할은 변경할 수 없습니다.');
  permit(accountPolicy.update(p, target), id === p.accountId ? '본인 계정은 사용자 관리에서 변경할 수 없습니다.' : undefined);
  if (status !== account.status) permit(accountPolicy.changeStatus(p, target));
  if (roleId !== account.role.id) permit(accountPolicy.changeRole(p, target, roleId), roleRefusal(p, roleId));
  const aff = change.role ? await resolveAffiliation(ctx.em, change.role) : undefined;
  if (aff) await assertAffiliationInScope(ctx, p, aff);
  const role = await ctx.em.findOneOrFail(UserRole, roleId);
  const wasActive = account.status === AccountStatus.ACTIVE;
  const approving = account.status === AccountStatus.PENDING && status === AccountStatus.ACTIVE;
  await ctx.em.transactional(async (em) => {
    await assertAdminRemains(em, account, { status, role: roleId });
    if (change.profile) {
      em.assign(account, {
        ...change.profile,
        mobile: normalizeMobile(change.profile.mobile),
        certificates: change.profile.certificates ?? account.certificates,
      });
    }
    if (aff) {
      em.assign(account, { role, school: aff.school ?? null, center: aff.center ?? null, sdCode: aff.sdCode ?? null, sggCode: aff.sggCode ?? null });
    }
    em.assign(account, {
      status,
      ...(approving ? { approvedAt: now(), approvedBy: p.accountId } : {}),
      // (re-)activating is also how an administrator lifts a password lockout
      ...(change.status === AccountStatus.ACTIVE ? { failedLoginCount: 0, lockedUntil: null } : {}),
    });
    if (wasActive && status !== AccountStatus.ACTIVE) await revokeAllSessions(em, account.id);
  });
  return account;
}

/** PUT svs-u/account/{id}: the whole account at once (details, status, role and affiliation). */
export function updateAccount(ctx: Ctx, id: number, input: AccountUpdateInput): Promise<Account> {
  const { status, role, schoolId, centerId, sdCode, sggCode, ...profile } = input;
  return changeAccount(ctx, id, { profile, status, role: { role, schoolId, centerId, sdCode, sggCode } });
}

/** PENDING → ACTIVE: the account may sign in. */
export async function approveAccount(ctx: Ctx, id: number): Promise<Account> {
  const account = await getAccount(ctx, id);
  if (account.status !== AccountStatus.PENDING) throw Errors.conflict('NOT_PENDING', '승인 대기 중인 계정이 아닙니다.');
  return changeAccount(ctx, id, { status: AccountStatus.ACTIVE });
}

/** Disable (ends its sessions) or re-enable an approved account. */
export async function setAccountStatus(ctx: Ctx, id: number, status: AccountStatus.ACTIVE | AccountStatus.DISABLED): Promise<Account> {
  const account = await getAccount(ctx, id);
  if (account.status === AccountStatus.PENDING) throw Errors.conflict('PENDING_APPROVAL', '승인 대기 중인 계정은 먼저 승인해주세요.');
  return changeAccount(ctx, id, { status });
}

/** Another role, with the school, center or 시도 that role belongs to. */
export function changeAccountRole(ctx: Ctx, id: number, input: AccountRoleInput): Promise<Account> {
  return changeAccount(ctx, id, { role: input });
}

/** PUT svs-u/account/delete/{id}: the row stays (records refer to it) but can never sign in again. */
export async function deleteAccount(ctx: Ctx, id: number): Promise<boolean> {
  const p = requireUser(ctx.principal);
  refuseSelf(p, id, '본인 계정은 삭제할 수 없습니다. 탈퇴는 마이페이지에서 할 수 있습니다.');
  const account = await getAccount(ctx, id);
  permit(accountPolicy.delete(p, { id: account.id, role: account.role.id }));
  await ctx.em.transactional(async (em) => {
    await assertAdminRemains(em, account, { status: AccountStatus.DELETED, role: account.role.id });
    account.status = AccountStatus.DELETED;
    await revokeAllSessions(em, account.id);
  });
  return true;
}
