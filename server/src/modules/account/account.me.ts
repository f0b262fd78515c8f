import bcrypt from 'bcryptjs';
import { requireUser } from '../../platform/auth/access.js';
import type { Ctx } from '../../platform/context.js';
import { part, readRows } from '../../platform/db/read.js';
import { AppError, Errors } from '../../platform/errors.js';
import { normalizeMobile } from '../../platform/rules.js';
import { throttle } from '../../platform/throttle.js';
import type { AuthenticationCodeCheckInput } from '../school-auth-code/school-auth-code.inputs.js';
import { outOfScope } from '../organization/organization.policy.js';
import { checkAuthenticationCode, schoolCodeMatches } from '../school-auth-code/school-auth-code.service.js';
import { Account, AccountStatus } from './account.entity.js';
import type { AccountMeInput } from './account.inputs.js';
import { assertAdminRemains, hashPassword, revokeAllSessions } from './account.service.js';
import { ACCOUNT_VIEW_COLUMNS, ACCOUNT_VIEW_FROM, accountViewOfRow, type AccountView } from './account.views.js';
import { assertNotLocked, recordFailure } from './lockout.js';
import { RoleCode } from './role.entity.js';

/**
 * The signed-in user's own account: its view and its edit (my-page), the password asked again, resigning, a school
 * user's proof of its school's code, and a client's read of its own user's account. User management is
 * account.service.ts.
 */

/** The signed-in user's own account as its view (a read model: this runs on every page load). */
export async function getMeView(ctx: Ctx): Promise<AccountView> {
  const p = requireUser(ctx.principal);
  const [row] = await readRows<AccountView>(ctx.em, { ...part(`select ${ACCOUNT_VIEW_COLUMNS} from ${ACCOUNT_VIEW_FROM} where a.id = ? and a.status = 'ACTIVE'`, p.accountId), keep: 'params' });
  if (!row) throw Errors.invalidToken();
  return accountViewOfRow(row, true);
}

export async function getMe(ctx: Ctx): Promise<Account> {
  const p = requireUser(ctx.principal);
  const account = await ctx.em.findOne(Account, { id: p.accountId, status: AccountStatus.ACTIVE }, { populate: ['role', 'school', 'center'] });
  if (!account) throw Errors.invalidToken();
  return account;
}

async function verifyPassword(ctx: Ctx, account: Account, password: string): Promise<boolean> {
  await ctx.em.populate(account, ['passwordHash']);
  return bcrypt.compare(password, account.passwordHash);
}

export async function updateMe(ctx: Ctx, input: AccountMeInput): Promise<Account> {
  const account = await getMe(ctx);
  const { currentPassword, password, passwordConfirm, alarmSettings, ...fields } = input;
  let passwordHash: string | undefined;
  if (password) {
    if (password !== passwordConfirm) throw Errors.badInput('비밀번호가 일치하지 않습니다.', { field: 'passwordConfirm' });
    if (!currentPassword || !(await verifyPassword(ctx, account, currentPassword)))
      throw new AppError(400, 'PASSWORD_MISMATCH', '현재 비밀번호가 일치하지 않습니다.');
    passwordHash = await hashPassword(password);
  }
  await ctx.em.transactional(async (em) => {
    em.assign(account, {
      ...fields,
      mobile: normalizeMobile(fields.mobile),
      certificates: fields.certificates ?? account.certificates,
      ...(alarmSettings ? { alarmSettings: { ...alarmSettings } } : {}),
      ...(passwordHash ? { passwordHash } : {}),
    });
    if (passwordHash) await revokeAllSessions(em, account.id);
  });
  return account;
}

/** My-page asks for the password again before showing or editing the account. Failures count toward lockout. */
export async function checkPassword(ctx: Ctx, password: string): Promise<boolean> {
  const account = await getMe(ctx);
  assertNotLocked(account);
  if (await verifyPassword(ctx, account, password)) return true;
  // counted toward the lockout, but answered as a 400: a 401 would end the caller's session in the client
  return recordFailure(ctx.em, account, () => new AppError(400, 'PASSWORD_MISMATCH', '비밀번호가 일치하지 않습니다.'), true);
}

export async function resign(ctx: Ctx, password: string): Promise<boolean> {
  const account = await getMe(ctx);
  if (!(await verifyPassword(ctx, account, password))) throw new AppError(400, 'PASSWORD_MISMATCH', '비밀번호가 일치하지 않습니다.');
  await ctx.em.transactional(async (em) => {
    await assertAdminRemains(em, account, { status: AccountStatus.RESIGNED, role: account.role.id });
    account.status = AccountStatus.RESIGNED;
    await revokeAllSessions(em, account.id);
  });
  return true;
}

/** svs-c/account/{id}: whether a login id exists is not for clients to learn; only their own user's account. */
export async function getAccountForClient(ctx: Ctx, id: number): Promise<Account> {
  const p = ctx.principal;
  if (p?.kind !== 'user' || p.accountId !== id) outOfScope();
  return getMe(ctx);
}

/**
 * A school's authentication code entered (svs-u and svs-c school/authentication-code/check). With a CLIENT user's
 * token, a match marks the account as authenticated (authenticationCodeStatus Y; a new token carries it). Every other
 * caller is only answered, by organization (staff for schools they cover, a client token for any school).
 */
export async function proveSchoolCode(ctx: Ctx, input: AuthenticationCodeCheckInput): Promise<boolean> {
  const p = ctx.principal;
  if (p?.kind !== 'user' || p.role !== RoleCode.CLIENT) return checkAuthenticationCode(ctx, input);
  // a school user can only ever prove its own school; guesses count like passwords
  await throttle(ctx.em, `school-code:account:${p.accountId}`, 10, 15 * 60);
  if (!p.schoolId || (input.code && input.code !== p.schoolId)) return false;
  const ok = await schoolCodeMatches(ctx, p.schoolId, input.enteredCode);
  if (ok) await ctx.em.nativeUpdate(Account, { id: p.accountId }, { authenticationCodeStatus: 'Y' });
  return ok;
}
