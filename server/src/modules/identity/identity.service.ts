import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireUser } from '../../platform/auth/access.js';
import { now } from '../../platform/clock.js';
import type { Config } from '../../platform/config.js';
import type { Ctx } from '../../platform/context.js';
import { randomToken } from '../../platform/crypto.js';
import { AppError, Errors } from '../../platform/errors.js';
import { CERT_NUM, normalizeMobile } from '../../platform/rules.js';
import { throttle } from '../../platform/throttle.js';
import { Account, AccountStatus } from '../account/account.entity.js';
import { getMe } from '../account/account.me.js';
import { identityDrivers } from './identity.drivers.js';
import { CertPurpose, EpkiChallenge, PhoneVerification, PhoneVerificationStatus } from './identity.entity.js';
import type { EpkiProofInput } from './identity.inputs.js';

export const PHONE_VERIFICATION_TTL_MIN = 10;
export const EPKI_CHALLENGE_TTL_MIN = 5;
/** Per IP and 10 minutes: new phone verifications, new EPKI challenges, EPKI sign-in attempts. */
export const PHONE_STARTS_PER_WINDOW = 30;
export const EPKI_CHALLENGES_PER_WINDOW = 60;
export const EPKI_SIGN_INS_PER_WINDOW = 20;
/** Per account and 10 minutes: certificate registrations. */
export const EPKI_BINDS_PER_WINDOW = 10;
const WINDOW_SEC = 600;

const minutesFromNow = (m: number) => new Date(now().getTime() + m * 60_000);
const gone = [AccountStatus.DELETED, AccountStatus.RESIGNED];

// ---- KMC phone identity -----------------------------------------------------------------------------------------

const certNotFound = () => new AppError(404, 'CERT_NOT_FOUND', '본인인증 정보를 찾을 수 없거나 만료되었습니다. 다시 인증해주세요.');
const certExpired = () => new AppError(410, 'CERT_EXPIRED', '본인인증 요청이 만료되었습니다. 처음부터 다시 시도해주세요.');
const certInvalid = () => new AppError(400, 'CERT_INVALID', '본인인증 정보가 유효하지 않거나 만료되었습니다. 다시 인증해주세요.');

export function purposeOf(urlCode: unknown): CertPurpose {
  if (typeof urlCode !== 'string' || !(Object.values(CertPurpose) as string[]).includes(urlCode))
    throw Errors.badInput('본인인증 구분이 올바르지 않습니다.', { field: 'urlCode' });
  return urlCode as CertPurpose;
}

/** Starts a verification: a fresh certNum, the driver's request blob and the page the person opens. */
export async function startPhoneVerification(ctx: Ctx, purpose: CertPurpose) {
  const { phone } = identityDrivers(ctx.config);
  await throttle(ctx.em, `kmcert:${ctx.ip ?? '-'}`, PHONE_STARTS_PER_WINDOW, WINDOW_SEC);
  const certNum = randomToken(24);
  const { trCert, certUrl } = phone.request(certNum, purpose);
  ctx.em.create(PhoneVerification, { certNum, purpose, trCert, expiresAt: minutesFromNow(PHONE_VERIFICATION_TTL_MIN) });
  await ctx.em.flush();
  return { certNum, trCert, certUrl };
}

const isExpired = (row: PhoneVerification) => row.expiresAt <= now();

async function markExpired(em: EntityManager, row: PhoneVerification) {
  if (row.status !== PhoneVerificationStatus.EXPIRED)
    await em.nativeUpdate(PhoneVerification, { certNum: row.certNum, status: { $ne: PhoneVerificationStatus.EXPIRED } }, { status: PhoneVerificationStatus.EXPIRED });
}

/** A verification that is neither used nor expired; anything else answers 404 like an unknown number. */
export async function phoneVerificationResult(ctx: Ctx, certNum: string): Promise<PhoneVerification> {
  identityDrivers(ctx.config);
  const row = CERT_NUM.test(certNum) ? await ctx.em.findOne(PhoneVerification, { certNum }) : null;
  if (!row || row.consumedAt) throw certNotFound();
  if (isExpired(row)) {
    await markExpired(ctx.em, row);
    throw certNotFound();
  }
  return row;
}

/** The verification a provider page is about, while the person may still complete it. */
export async function pendingPhoneVerification(em: EntityManager, certNum: string): Promise<PhoneVerification> {
  const row = CERT_NUM.test(certNum) ? await em.findOne(PhoneVerification, { certNum }) : null;
  if (!row || row.consumedAt) throw certNotFound();
  if (isExpired(row)) {
    await markExpired(em, row);
    throw certExpired();
  }
  if (row.status !== PhoneVerificationStatus.PENDING) throw new AppError(409, 'CERT_ALREADY_VERIFIED', '이미 본인인증이 완료된 요청입니다.');
  return row;
}

/**
 * The provider's answer (KMC rec_cert) arrived: the driver decodes it and the verification becomes VERIFIED with
 * the person's data. A real driver's return page calls this; the local page does too.
 */
export async function completePhoneVerification(em: EntityManager, config: Config, recCert: string): Promise<PhoneVerification> {
  const { certNum, person } = identityDrivers(config).phone.readResult(recCert);
  const row = await pendingPhoneVerification(em, certNum);
  // conditional, so two answers for one request cannot both land
  const done = await em.nativeUpdate(
    PhoneVerification,
    { certNum, status: PhoneVerificationStatus.PENDING, consumedAt: null, expiresAt: { $gt: now() } },
    { ...person, status: PhoneVerificationStatus.VERIFIED },
  );
  if (!done) throw new AppError(409, 'CERT_ALREADY_VERIFIED', '이미 본인인증이 완료된 요청입니다.');
  return Object.assign(row, person, { status: PhoneVerificationStatus.VERIFIED });
}

/**
 * Sign-up with a phone verification: it must be a completed SIGN_UP verification, unexpired and unused, of the
 * same name and mobile as the form. Spent on the sign-up's transaction (em), so a failed sign-up leaves it usable.
 * Returns the CI for the account.
 */
export async function consumeSignUpVerification(em: EntityManager, input: { certNum: string; name: string; mobile: string }): Promise<string> {
  const row = await em.findOne(PhoneVerification, { certNum: input.certNum });
  if (!row || row.purpose !== CertPurpose.SIGN_UP || row.status !== PhoneVerificationStatus.VERIFIED || row.consumedAt || isExpired(row) || !row.ci)
    throw certInvalid();
  if (row.name !== input.name || row.mobile !== normalizeMobile(input.mobile))
    throw new AppError(400, 'CERT_MISMATCH', '본인인증 정보와 이름 또는 휴대전화번호가 일치하지 않습니다.');
  const spent = await em.nativeUpdate(PhoneVerification, { certNum: row.certNum, consumedAt: null }, { consumedAt: now() });
  if (!spent) throw certInvalid();
  return row.ci;
}

// ---- EPKI certificate ------------------------------------------------------------------------------------------

export async function startEpkiChallenge(ctx: Ctx) {
  identityDrivers(ctx.config);
  await throttle(ctx.em, `epki-challenge:${ctx.ip ?? '-'}`, EPKI_CHALLENGES_PER_WINDOW, WINDOW_SEC);
  const row = ctx.em.create(EpkiChallenge, { id: randomToken(24), nonce: randomToken(32), expiresAt: minutesFromNow(EPKI_CHALLENGE_TTL_MIN) });
  await ctx.em.flush();
  return { challengeId: row.id, nonce: row.nonce, expiresIn: EPKI_CHALLENGE_TTL_MIN * 60 };
}

/**
 * Spends the challenge (in its own statement: a wrong signature burns it too), then lets the driver verify the
 * signature over its nonce. Answers the certificate that signed.
 */
async function proveCertificate(ctx: Ctx, input: EpkiProofInput) {
  const { epki } = identityDrivers(ctx.config);
  const row = await ctx.em.findOne(EpkiChallenge, input.challengeId);
  const spent = row ? await ctx.em.nativeUpdate(EpkiChallenge, { id: row.id, consumedAt: null, expiresAt: { $gt: now() } }, { consumedAt: now() }) : 0;
  if (!row || !spent) throw new AppError(400, 'EPKI_CHALLENGE_INVALID', '인증 요청이 만료되었거나 이미 사용되었습니다. 다시 시도해주세요.');
  const cert = await epki.verify(row.nonce, input.signedData, input.certificate);
  await ctx.em.nativeUpdate(EpkiChallenge, { id: row.id }, { serialNum: cert.serialNum, verifiedAt: now() });
  return cert;
}

/** Certificate sign-in, first half: the account that registered the proven certificate (auth.epkiSignIn grants it). */
export async function accountOfCertificate(ctx: Ctx, input: EpkiProofInput): Promise<Account> {
  await throttle(ctx.em, `epki-sign-in:${ctx.ip ?? '-'}`, EPKI_SIGN_INS_PER_WINDOW, WINDOW_SEC);
  const cert = await proveCertificate(ctx, input);
  const account = await ctx.em.findOne(
    Account,
    { epkiSerialNum: cert.serialNum, status: { $nin: gone } },
    { populate: ['role', 'school', 'center'] },
  );
  if (!account) throw new AppError(404, 'EPKI_NOT_REGISTERED', '등록된 인증서가 없습니다. 마이페이지에서 인증서를 먼저 등록해주세요.');
  return account;
}

const alreadyRegistered = () => Errors.conflict('EPKI_ALREADY_REGISTERED', '이미 다른 계정에 등록된 인증서입니다.');

/** Registers the proven certificate on the caller's account (one account per certificate). */
export async function registerEpki(ctx: Ctx, input: EpkiProofInput): Promise<Account> {
  const p = requireUser(ctx.principal);
  await throttle(ctx.em, `epki-bind:${p.accountId}`, EPKI_BINDS_PER_WINDOW, WINDOW_SEC);
  const cert = await proveCertificate(ctx, input);
  try {
    await ctx.em.transactional(async (em) => {
      const holder = await em.findOne(Account, { epkiSerialNum: cert.serialNum, id: { $ne: p.accountId } });
      if (holder && !gone.includes(holder.status)) throw alreadyRegistered();
      // a resigned or deleted account no longer holds its certificate
      if (holder) await em.nativeUpdate(Account, { id: holder.id }, { epkiSerialNum: null });
      const updated = await em.nativeUpdate(Account, { id: p.accountId, status: AccountStatus.ACTIVE }, { epkiSerialNum: cert.serialNum });
      if (!updated) throw Errors.invalidToken();
    });
  } catch (e) {
    // two accounts registering one certificate at the same moment: the unique index decides
    if (e instanceof UniqueConstraintViolationException) throw alreadyRegistered();
    throw e;
  }
  return getMe(ctx);
}
