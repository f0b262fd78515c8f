import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import bcrypt from 'bcryptjs';
import { signClientToken, signUserToken } from '../../platform/auth/tokens.js';
import { now } from '../../platform/clock.js';
import type { Config } from '../../platform/config.js';
import type { Ctx } from '../../platform/context.js';
import { randomDigits, randomToken, safeEqual, secretHash, sha256 } from '../../platform/crypto.js';
import { AppError, Errors } from '../../platform/errors.js';
import { enqueueMail, mailLink } from '../../platform/mail.js';
import { maskEmail, maskLoginId, normalizeMobile } from '../../platform/rules.js';
import { Account, AccountStatus } from '../account/account.entity.js';
import type { EmailCheckInput, ResetKeyInput, ResetPasswordInput, SignFindInput, SignUpInput } from '../account/account.sign-inputs.js';
import { hashPassword, principalOf, resolveAffiliation, revokeAllSessions, SIGN_UP_ROLES } from '../account/account.service.js';
import { RoleCode, UserRole } from '../account/role.entity.js';
import { notifyRoles } from '../alarm/alarm.service.js';
import { accountOfCertificate, consumeSignUpVerification } from '../identity/identity.service.js';
import type { EpkiProofInput } from '../identity/identity.inputs.js';
import { RefreshToken } from '../account/refresh-token.entity.js';
import { countWrongTry, isLive, newestCode, OneTimeCode, spendCode, storeCode } from '../../platform/one-time-code.js';
import { assertNotLocked, checkPassword, clearFailures, invalidCredentials } from '../account/lockout.js';
import { spend } from '../../platform/throttle.js';

/**
 * What one client address may try (docs/SECURITY.md "Limits"), high enough for a school's or an office's whole staff
 * behind one address: 100 failed sign-ins, 30 account look-ups (find id, reset mail) and 30 sign-up codes per 10
 * minutes; and per account 3 reset mails per hour. Past them: 429 with Retry-After.
 */
export const ADDRESS_LIMITS = { signInFailures: 100, finds: 30, emailCodes: 30, resetsPerAccountHour: 3 } as const;
const tooMany = (what: string) => () => new AppError(429, 'TOO_MANY_ATTEMPTS', `${what} 잠시 후 다시 시도해주세요.`);
const signInBlocked = tooMany('이 주소에서 로그인 실패가 너무 많습니다.');

export const EMAIL_CODE_TTL_MIN = 10;
export const EMAIL_CODE_MAX_TRIES = 5;
/** A verified e-mail stays good for a sign-up this long. */
export const EMAIL_VERIFIED_TTL_MIN = 30;
export const RESET_KEY_TTL_MIN = 30;
/** How long a just-rotated refresh token is still accepted (a navigation racing its own refresh). */
export const REFRESH_REUSE_GRACE_SEC = 20;

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

const minutesFromNow = (m: number) => new Date(now().getTime() + m * 60_000);

// ---- client credentials ----------------------------------------------------------------------------------------

/** The id and secret of HTTP basic client credentials (RFC 6749 §2.3.1); empty strings when there are none. */
export function basicCredentials(authorization: string | undefined): { id: string; secret: string } {
  const m = /^Basic ([A-Za-z0-9+/=]+)$/.exec(authorization ?? '');
  const decoded = m ? Buffer.from(m[1], 'base64').toString('utf8') : '';
  const sep = decoded.indexOf(':');
  return sep > 0 ? { id: decoded.slice(0, sep), secret: decoded.slice(sep + 1) } : { id: '', secret: '' };
}

/** The web app's own client credentials. A wrong id or secret is a 401 INVALID_CLIENT. */
export function verifyClient(config: Config, authorization: string | undefined): string {
  const { id, secret } = basicCredentials(authorization);
  if (!safeEqual(id, config.clientId) || !safeEqual(secret, config.clientSecret))
    throw new AppError(401, 'INVALID_CLIENT', '클라이언트 인증에 실패했습니다.');
  return id;
}

export function clientToken(config: Config, clientId: string) {
  return { accessToken: signClientToken(config, clientId), expiresIn: config.accessTokenTtlSec };
}

// ---- sessions ---------------------------------------------------------------------------------------------------

async function issueTokens(em: EntityManager, config: Config, account: Account, familyId: string = randomUUID()): Promise<Tokens> {
  const principal = await principalOf(em, account);
  const refreshToken = randomToken();
  em.create(RefreshToken, {
    tokenHash: sha256(refreshToken),
    familyId,
    account,
    expiresAt: new Date(now().getTime() + config.refreshTokenTtlSec * 1000),
  });
  await em.flush();
  return { accessToken: signUserToken(config, principal), refreshToken, expiresIn: config.accessTokenTtlSec };
}

let dummyHash: string | undefined;

/**
 * Password grant. Order: unknown id or wrong password (counted, 5 in a row lock 15 minutes; all answered alike, a
 * locked account too), then the lock, the role refusal for CENTRAL_SUPPORT_GROUP and the approval state: only a
 * correct password learns the account state.
 */
export async function passwordGrant(ctx: Ctx, username: string, password: string): Promise<{ account: Account; tokens: Tokens }> {
  // an address past its failures is refused before any password is compared (guessing across many ids)
  const failures = `signin-fail-ip:${ctx.ip ?? '-'}`;
  await spend(ctx.em, failures, 0, ADDRESS_LIMITS.signInFailures, 600, signInBlocked);
  const refuse = async (e: unknown): Promise<never> => {
    if (e instanceof AppError && e.code === 'INVALID_CREDENTIALS') await spend(ctx.em, failures, 1, ADDRESS_LIMITS.signInFailures, 600, signInBlocked);
    throw e;
  };
  const account = await ctx.em.findOne(Account, { loginId: username }, { populate: ['passwordHash', 'role', 'school', 'center'] });
  if (!account || account.status === AccountStatus.DELETED || account.status === AccountStatus.RESIGNED) {
    // spend the same time as a real comparison so ids cannot be probed by timing
    await bcrypt.compare(password, (dummyHash ??= bcrypt.hashSync('not-a-password', 10)));
    return refuse(invalidCredentials());
  }
  // while locked only the right password learns of the lock: strangers cannot tell a locked id from an unknown one
  await checkPassword(ctx.em, account, await bcrypt.compare(password, account.passwordHash)).catch(refuse);
  assertMaySignIn(account);
  await clearFailures(ctx.em, account);
  return { account, tokens: await issueTokens(ctx.em, ctx.config, account) };
}

/** What every sign-in refuses once the credential is proven: the administrator role, then the approval state. */
function assertMaySignIn(account: Account) {
  if (account.role.id === RoleCode.CENTRAL_SUPPORT_GROUP)
    throw new AppError(403, 'ADMIN_LOGIN_FORBIDDEN', '관리자는 로그인 할 수 없습니다.');
  if (account.status === AccountStatus.PENDING)
    throw new AppError(403, 'APPROVAL_PENDING', '관리자 승인 대기 중인 계정입니다. 승인 후 로그인할 수 있습니다.');
  if (account.status === AccountStatus.DISABLED)
    throw new AppError(403, 'ACCOUNT_DISABLED', '사용이 중지된 계정입니다. 관리자에게 문의해주세요.');
}

/**
 * Sign-in with a credential other than the password (an EPKI certificate the account registered), proven by the
 * caller: the same refusals and tokens as the password grant. A password lockout still holds; the password's
 * failure counter is left alone. `account` must be loaded with role, school and center.
 */
export async function credentialGrant(ctx: Ctx, account: Account): Promise<{ account: Account; tokens: Tokens }> {
  assertNotLocked(account);
  assertMaySignIn(account);
  await ctx.em.nativeUpdate(Account, { id: account.id }, { lastLoginAt: now() });
  return { account, tokens: await issueTokens(ctx.em, ctx.config, account) };
}

/**
 * Certificate sign-in: the account that registered the certificate gets a session exactly as with its password
 * (same refusals: administrators, pending approval, disabled, locked).
 */
export async function epkiSignIn(ctx: Ctx, input: EpkiProofInput): Promise<{ account: Account; tokens: Tokens }> {
  return credentialGrant(ctx, await accountOfCertificate(ctx, input));
}

/**
 * Refresh grant with rotation. The token is spent by a conditional update, so two concurrent uses cannot both
 * win; presenting a spent or revoked token revokes its whole family (a copy is in someone else's hands).
 */
export async function refreshGrant(ctx: Ctx, token: string): Promise<{ account: Account; tokens: Tokens }> {
  const invalid = () => new AppError(401, 'INVALID_REFRESH_TOKEN', '로그인이 만료되었습니다. 다시 로그인해주세요.');
  const row = await ctx.em.findOne(RefreshToken, { tokenHash: sha256(token) });
  // revoked without being used: signed out, password reset, account disabled; not a sign of theft
  if (!row || (row.revokedAt && !row.usedAt)) throw invalid();
  const spent = await ctx.em.nativeUpdate(RefreshToken, { id: row.id, usedAt: null, revokedAt: null }, { usedAt: now() });
  if (spent === 0) {
    // A browser that navigated while its refresh was in flight never stored the new cookie and sends the old one
    // again moments later: tolerated for a few seconds, as a reuse interval. Later reuse means a copy exists.
    const usedAt = (await ctx.em.findOneOrFail(RefreshToken, row.id, { refresh: true })).usedAt;
    const benign = usedAt && !row.revokedAt && now().getTime() - usedAt.getTime() <= REFRESH_REUSE_GRACE_SEC * 1000;
    if (!benign) {
      await ctx.em.nativeUpdate(RefreshToken, { familyId: row.familyId, revokedAt: null }, { revokedAt: now() });
      throw new AppError(401, 'REFRESH_TOKEN_REUSED', '다른 곳에서 사용된 로그인 정보가 감지되어 로그아웃되었습니다. 다시 로그인해주세요.');
    }
  }
  if (row.expiresAt <= now()) throw invalid();
  const account = await ctx.em.findOne(Account, { id: row.account.id }, { populate: ['role', 'school', 'center'] });
  if (!account || account.status !== AccountStatus.ACTIVE || account.role.id === RoleCode.CENTRAL_SUPPORT_GROUP) throw invalid();
  return { account, tokens: await issueTokens(ctx.em, ctx.config, account, row.familyId) };
}

/** Sign-out: the token's family is revoked. Unknown tokens are ignored (sign-out always succeeds). */
export async function revokeRefreshToken(ctx: Ctx, token: string | undefined) {
  if (!token) return;
  const row = await ctx.em.findOne(RefreshToken, { tokenHash: sha256(token) });
  if (row) await ctx.em.nativeUpdate(RefreshToken, { familyId: row.familyId, revokedAt: null }, { revokedAt: now() });
}

// ---- sign-up ----------------------------------------------------------------------------------------------------

export const SIGN_UP_CLIENT_MESSAGE = '회원 가입 성공';
export const SIGN_UP_PENDING_MESSAGE = '회원 가입 신청이 완료되었습니다. 관리자 승인 하에 로그인 가능합니다.';

/**
 * A role marked selfApproved (CLIENT by default) is active at once and signed in; every other role waits for an
 * administrator. The e-mail must have been verified with a code in the last 30 minutes.
 */
export async function signUp(ctx: Ctx, input: SignUpInput): Promise<{ message: string; account: Account; tokens?: Tokens }> {
  if (!SIGN_UP_ROLES.includes(input.role)) throw Errors.badInput('가입할 수 없는 역할입니다.', { field: 'role' });
  if (input.password !== input.passwordConfirm) throw Errors.badInput('비밀번호가 일치하지 않습니다.', { field: 'passwordConfirm' });
  return ctx.em.transactional(async (em) => {
    if (await em.count(Account, { loginId: input.loginId })) throw Errors.conflict('DUPLICATE_LOGIN_ID', '이미 사용 중인 아이디입니다.');
    // the address's verification, spent here (voided) so it makes one account
    const verification = await em.findOne(
      OneTimeCode,
      { ...emailKey(input.email), usedAt: { $gte: minutesFromNow(-EMAIL_VERIFIED_TTL_MIN) }, voidedAt: null },
      { orderBy: { id: 'desc' } },
    );
    if (!verification) throw new AppError(400, 'EMAIL_NOT_VERIFIED', '이메일 인증을 완료해주세요.');
    verification.voidedAt = now();
    // a phone identity verification, when the form carries one, is spent here and gives the account its CI
    const ci = input.certNum ? await consumeSignUpVerification(em, { certNum: input.certNum, name: input.name, mobile: input.mobile }) : undefined;
    const role = await em.findOneOrFail(UserRole, input.role);
    const aff = await resolveAffiliation(em, input);
    const { password, passwordConfirm: _c, schoolId: _s, centerId: _ce, role: _r, certNum: _cn, ...fields } = input;
    const account = em.create(Account, {
      ...fields,
      ...aff,
      ci,
      mobile: normalizeMobile(input.mobile),
      personalInfoAgreeYn: 'Y',
      certificates: input.certificates ?? [],
      role,
      passwordHash: await hashPassword(password),
      status: role.selfApproved ? AccountStatus.ACTIVE : AccountStatus.PENDING,
      ...(role.selfApproved ? { approvedAt: now() } : {}),
    });
    await em.flush();
    if (!role.selfApproved) {
      await notifyRoles(em, [RoleCode.SYSTEM_ADMIN], {
        type: 'SYSTEM',
        title: '회원 가입 승인 요청',
        content: `${account.name}(${role.name}) 님이 가입을 신청했습니다.`,
        link: `/auth/user/detail/${account.id}`,
      });
      return { message: SIGN_UP_PENDING_MESSAGE, account };
    }
    return { message: SIGN_UP_CLIENT_MESSAGE, account, tokens: await issueTokens(em, ctx.config, account) };
  });
}

// ---- e-mail verification ----------------------------------------------------------------------------------------

export async function sendEmailCode(ctx: Ctx, email: string): Promise<boolean> {
  await spend(ctx.em, `email-code-ip:${ctx.ip ?? '-'}`, 1, ADDRESS_LIMITS.emailCodes, 600, tooMany('인증번호 요청이 너무 많습니다.'));
  const recent = await ctx.em.count(OneTimeCode, { ...emailKey(email), createdAt: { $gte: new Date(now().getTime() - 30_000) } });
  if (recent) throw new AppError(429, 'TOO_MANY_REQUESTS', '인증번호를 방금 보냈습니다. 30초 후에 다시 요청해주세요.');
  const code = randomDigits(6);
  await ctx.em.transactional(async (em) => {
    await storeCode(em, emailKey(email), emailCodeHash(ctx, email, code), now(), minutesFromNow(EMAIL_CODE_TTL_MIN));
    await enqueueMail(em, {
      to: email,
      subject: '[정신건강 전문가 학교지원 사업] 이메일 인증번호',
      text: `인증번호는 ${code} 입니다. ${EMAIL_CODE_TTL_MIN}분 안에 입력해주세요.`,
    });
  });
  return true;
}

/** An address's codes in the one-time-code table (platform/one-time-code.ts). */
const emailKey = (email: string) => ({ purpose: 'email', subject: email });

/** The stored form of an e-mail code: keyed with the server secret, so a copy of the table does not give codes away. */
const emailCodeHash = (ctx: Ctx, email: string, code: string) => secretHash(ctx.config.jwtSecret, 'svs/email-code/v1', `${email}\n${code}`);

/** One code per request, 10 minutes, 5 wrong tries void it. */
export async function checkEmailCode(ctx: Ctx, input: EmailCheckInput): Promise<boolean> {
  const row = await newestCode(ctx.em, emailKey(input.email));
  const t = now();
  if (!row || !isLive(row, t)) throw new AppError(400, 'AUTH_CODE_EXPIRED', '인증번호가 만료되었습니다. 다시 요청해주세요.');
  if (!safeEqual(row.codeHash, emailCodeHash(ctx, input.email, input.authNumber))) {
    const attempts = await countWrongTry(ctx.em, row.id, EMAIL_CODE_MAX_TRIES, t);
    if (attempts === undefined) throw new AppError(400, 'AUTH_CODE_EXPIRED', '인증번호가 만료되었습니다. 다시 요청해주세요.');
    const left = EMAIL_CODE_MAX_TRIES - attempts;
    throw new AppError(
      400,
      'AUTH_CODE_MISMATCH',
      left > 0 ? `인증번호가 일치하지 않습니다. (남은 횟수 ${left}회)` : '인증번호가 일치하지 않습니다. 인증번호를 다시 요청해주세요.',
    );
  }
  // verified once, and only while the code still stands (not voided by tries counted meanwhile, not expired)
  if (!(await spendCode(ctx.em, row.id, t))) throw new AppError(400, 'AUTH_CODE_EXPIRED', '인증번호가 만료되었습니다. 다시 요청해주세요.');
  return true;
}

// ---- find account and reset password -----------------------------------------------------------------------------

export interface FindResult {
  findType: string;
  loginIds?: string[];
  email?: string;
}

const notFoundAccount = () => new AppError(404, 'ACCOUNT_NOT_FOUND', '일치하는 회원 정보가 없습니다.');

/** ID: the matching login ids, masked on screen and sent whole by mail. PASSWORD: a reset link by mail. */
export async function findAccount(ctx: Ctx, input: SignFindInput): Promise<FindResult> {
  await spend(ctx.em, `find-ip:${ctx.ip ?? '-'}`, 1, ADDRESS_LIMITS.finds, 600, tooMany('회원 정보 찾기 요청이 너무 많습니다.'));
  const base = { name: input.name, mobile: normalizeMobile(input.mobile), status: { $nin: [AccountStatus.DELETED, AccountStatus.RESIGNED] } };
  if (input.findType === 'ID') {
    const accounts = await ctx.em.find(Account, base, { orderBy: { id: 'asc' }, limit: 10 });
    if (!accounts.length) throw notFoundAccount();
    await ctx.em.transactional(async (em) => {
      for (const a of accounts) {
        await enqueueMail(em, { to: a.email, subject: '[정신건강 전문가 학교지원 사업] 아이디 안내', text: `회원님의 아이디는 ${a.loginId} 입니다.` });
      }
    });
    return { findType: 'ID', loginIds: accounts.map((a) => maskLoginId(a.loginId)) };
  }
  if (!input.login?.loginId) throw Errors.badInput('아이디를 입력해주세요.', { field: 'login.loginId' });
  const account = await ctx.em.findOne(Account, { ...base, loginId: input.login.loginId });
  if (!account) throw notFoundAccount();
  await spend(ctx.em, `reset-mail:${account.id}`, 1, ADDRESS_LIMITS.resetsPerAccountHour, 3_600, tooMany('비밀번호 재설정 메일을 이미 여러 번 보냈습니다. 받은 메일함을 확인하거나'));
  const key = randomToken();
  await ctx.em.transactional(async (em) => {
    await storeCode(em, resetKey(account.id), sha256(key), now(), minutesFromNow(RESET_KEY_TTL_MIN));
    const link = mailLink(ctx.config.publicUrl, `/app/sign/reset-password/${encodeURIComponent(account.email)}/${key}`);
    await enqueueMail(em, {
      to: account.email,
      subject: '[정신건강 전문가 학교지원 사업] 비밀번호 재설정',
      text: `아래 주소에서 ${RESET_KEY_TTL_MIN}분 안에 비밀번호를 다시 설정해주세요.\n${link}`,
    });
  });
  return { findType: 'PASSWORD', email: maskEmail(account.email) };
}

/** An account's reset links in the one-time-code table; a new link voids the one before. */
const resetKey = (accountId: number) => ({ purpose: 'password-reset', subject: String(accountId) });

/** The live reset link of `key` for the account that has this e-mail address. */
async function validResetKey(em: EntityManager, input: ResetKeyInput): Promise<{ code: OneTimeCode; account: Account }> {
  const code = await em.findOne(OneTimeCode, { purpose: 'password-reset', codeHash: sha256(input.key) });
  const account = code && isLive(code, now()) ? await em.findOne(Account, { id: Number(code.subject) }) : null;
  if (!code || !account || account.email !== input.email)
    throw new AppError(400, 'RESET_KEY_INVALID', '비밀번호 재설정 링크가 유효하지 않거나 만료되었습니다.');
  return { code, account };
}

export async function resetPasswordCheck(ctx: Ctx, input: ResetKeyInput): Promise<boolean> {
  await validResetKey(ctx.em, input);
  return true;
}

/** Sets the new password, spends the key, unlocks the account and ends every session. */
export async function resetPassword(ctx: Ctx, input: ResetPasswordInput): Promise<boolean> {
  if (input.password !== input.passwordConfirm) throw Errors.badInput('비밀번호가 일치하지 않습니다.', { field: 'passwordConfirm' });
  const passwordHash = await hashPassword(input.password);
  await ctx.em.transactional(async (em) => {
    const { code, account } = await validResetKey(em, input);
    if (!(await spendCode(em, code.id, now()))) throw new AppError(400, 'RESET_KEY_INVALID', '비밀번호 재설정 링크가 유효하지 않거나 만료되었습니다.');
    await em.nativeUpdate(Account, { id: account.id }, { passwordHash, failedLoginCount: 0, lockedUntil: null });
    await revokeAllSessions(em, account.id);
  });
  return true;
}
