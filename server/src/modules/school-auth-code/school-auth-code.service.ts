import { permit, requireUser } from '../../platform/auth/access.js';
import type { Ctx } from '../../platform/context.js';
import { randomDigits } from '../../platform/crypto.js';
import { AppError, Errors } from '../../platform/errors.js';
import { throttle } from '../../platform/throttle.js';
import { schoolPolicy } from '../organization/organization.policy.js';
import { getSchool } from '../organization/organization.service.js';
import { SchoolAuthenticationCode } from '../organization/school.entity.js';
import type { AuthenticationCodeCheckInput, AuthenticationCodeInput } from './school-auth-code.inputs.js';

/**
 * A school's authentication code (학교 인증코드): staff of a school's reach read and change it and hand it to the
 * school's CLIENT users, who prove their school with it. The code is the school's row (organization's table, made
 * with the school); this domain is its screen and calls.
 */

/** The code of a school the caller covers. */
export async function getAuthenticationCode(ctx: Ctx, schoolId: string): Promise<SchoolAuthenticationCode> {
  const school = await getSchool(ctx, schoolId);
  const row = await ctx.em.findOne(SchoolAuthenticationCode, { school });
  if (!row) throw new AppError(404, 'NO_AUTHENTICATION_CODE', '등록된 코드가 없습니다.');
  return row;
}

export async function setAuthenticationCode(ctx: Ctx, input: AuthenticationCodeInput): Promise<SchoolAuthenticationCode> {
  const p = requireUser(ctx.principal);
  const school = await getSchool(ctx, input.schoolId);
  permit(schoolPolicy.setCode(p));
  const code = input.code ?? randomDigits(8);
  let row = await ctx.em.findOne(SchoolAuthenticationCode, { school });
  if (row) ctx.em.assign(row, { code, updatedBy: p.accountId });
  else row = ctx.em.create(SchoolAuthenticationCode, { school, code, updatedBy: p.accountId });
  await ctx.em.flush();
  return row;
}

/** Whether `entered` (trimmed) is the school's authentication code. */
export async function schoolCodeMatches(ctx: Ctx, schoolId: string, entered: string): Promise<boolean> {
  return (await ctx.em.findOne(SchoolAuthenticationCode, { school: schoolId }))?.code === entered.trim();
}

/**
 * Checks an entered code against a school's, and only answers: staff test codes of schools they cover, a client token
 * any school's (its guesses counted per address). A school user's (CLIENT) own check, which marks the account
 * authenticated, is account's (account.me.ts proveSchoolCode), which hands every other caller to this.
 */
export async function checkAuthenticationCode(ctx: Ctx, input: AuthenticationCodeCheckInput): Promise<boolean> {
  const p = ctx.principal;
  if (!input.code) throw Errors.badInput('학교를 선택해주세요.');
  if (p?.kind === 'user') {
    await getSchool(ctx, input.code); // staff test codes of schools they cover (and may read anyway)
  } else {
    await throttle(ctx.em, `school-code:ip:${ctx.ip ?? 'unknown'}`, 10, 15 * 60);
  }
  return schoolCodeMatches(ctx, input.code, input.enteredCode);
}
