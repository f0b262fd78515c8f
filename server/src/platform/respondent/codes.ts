import { createHmac } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../clock.js';
import type { Config } from '../config.js';
import { randomDigits, safeEqual } from '../crypto.js';
import { AppError } from '../errors.js';
import { countWrongTry, isLive, newestCode, spendNewest, storeCode } from '../one-time-code.js';
import { throttleAll } from '../throttle.js';
import type { RespondentSubject } from './subject.js';

/** A code is good for this long: valid while now ≤ issued + 10 minutes. */
export const CODE_TTL_MIN = 10;
/** The 5th wrong try voids the code. */
export const CODE_MAX_TRIES = 5;
/**
 * Per 10 minutes: codes for one link (a record and who answers it) and to one phone number; checks of one link's
 * codes (five codes of five tries). These bound guessing: a code is 1 in a million and a link gets at most 25 tries.
 */
export const CODES_PER_LINK = 5;
export const CODES_PER_PHONE = 5;
export const CHECKS_PER_LINK = 25;
/**
 * Per 10 minutes from one address: far above a school's size, since a whole school answers behind one Wi-Fi address
 * (1,000 students, a guardian and the student each, a code and a check apiece, with room for retries); only a flood
 * from one address meets it. docs/SECURITY.md.
 */
export const CODES_PER_ADDRESS = 3000;
export const CHECKS_PER_ADDRESS = 6000;
const WINDOW_SEC = 600;

const keys = new WeakMap<Config, Buffer>();

/**
 * The HMAC key for codes, derived from the server secret with its own label: the stored hash is useless without
 * the secret (a stolen table cannot be brute-forced over the million codes), and no token key is reused as is.
 */
function codeKey(config: Config): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = createHmac('sha256', config.jwtSecret).update('svs/respondent-code/v1').digest();
    keys.set(config, key);
  }
  return key;
}

const hmac = (config: Config, value: string) => createHmac('sha256', codeKey(config)).update(value).digest('hex');
const codeHash = (config: Config, s: RespondentSubject, code: string) => hmac(config, `${s.kind}\n${s.id}\n${s.respondent}\n${code}`);
/** Throttle keys name a phone by a keyed hash, so the throttle table holds no phone numbers. */
const phoneKey = (config: Config, mobile: string) => hmac(config, 'phone\n' + mobile.replace(/\D/g, '')).slice(0, 32);

/** The subject's key in the one-time-code table. */
/** A link in throttle keys: its kind, record and respondent (no personal data). */
const linkKey = (s: RespondentSubject) => `${s.kind}:${s.id}:${s.respondent}`;

const of = (s: RespondentSubject) => ({ purpose: `respondent:${s.kind}`, subject: `${s.id}:${s.respondent}` });

export const CodeErrors = {
  /**
   * No live code: never requested, expired, used or voided all answer this one refusal, so a stranger checking codes
   * against a link learns neither that the link exists nor that its family has verified (issue 25). The person who
   * holds the phone asks for a new code either way.
   */
  notLive: () => new AppError(400, 'CODE_EXPIRED', '인증번호가 만료되었거나 이미 사용되었습니다. 인증번호를 다시 요청해주세요.'),
  voided: () =>
    new AppError(400, 'CODE_VOIDED', `인증번호를 ${CODE_MAX_TRIES}회 잘못 입력하여 더 이상 사용할 수 없습니다. 인증번호를 다시 요청해주세요.`),
  mismatch: (left: number) => new AppError(400, 'CODE_MISMATCH', `인증번호가 일치하지 않습니다. (남은 횟수 ${left}회)`),
};

export interface IssuedCode {
  /** The 6 digits to send; never store or log them. */
  code: string;
  codeId: number;
  expiresAt: Date;
}

/**
 * A new 6-digit code (CSPRNG) for the subject, replacing any code it had, and `send(tx, issued)` to queue the SMS that
 * carries it, in one transaction: a code is never live without its message, nor a message sent for a code that was
 * not saved. Throttled per link, per phone number and per address (429 TOO_MANY_ATTEMPTS) in a statement of its own
 * before that transaction: the address's counter is one row a whole school shares, and held until a transaction's end
 * it would queue every code request behind the one before (the screening-day bench saw 99 % of lock waits there).
 * Must run outside a transaction.
 */
export async function issueCode(
  em: EntityManager,
  config: Config,
  s: RespondentSubject,
  o: { mobile: string; ip?: string },
  send: (tx: EntityManager, issued: IssuedCode) => Promise<unknown>,
): Promise<IssuedCode> {
  if (em.isInTransaction()) throw new Error('issueCode must not run inside a transaction: the address counter would be held until its end');
  const link = linkKey(s);
  await throttleAll(
    em,
    { [`rcode-link:${link}`]: CODES_PER_LINK, [`rcode-phone:${phoneKey(config, o.mobile)}`]: CODES_PER_PHONE, [`rcode-ip:${o.ip ?? '-'}`]: CODES_PER_ADDRESS },
    WINDOW_SEC,
  );
  return em.transactional(async (tx) => {
    const t = now();
    const code = randomDigits(6);
    const row = await storeCode(tx, of(s), codeHash(config, s, code), t, new Date(t.getTime() + CODE_TTL_MIN * 60_000));
    const issued = { code, codeId: row.id, expiresAt: row.expiresAt };
    await send(tx, issued);
    return issued;
  });
}

/**
 * Spends the subject's code if `code` is it. Refusals (all 400, Korean messages): CODE_EXPIRED when the subject has no
 * live code (never requested, expired, used or voided: one answer), CODE_MISMATCH (with the tries left) and
 * CODE_VOIDED (the 5th wrong try) while it has one. Throttled per link and per address.
 *
 * Must run outside a transaction: a wrong try is counted by its own statement and has to stay counted although
 * the call fails (inside a transaction the refusal would roll the count back and allow endless guesses).
 */
export async function checkCode(em: EntityManager, config: Config, s: RespondentSubject, code: string, o: { ip?: string } = {}): Promise<void> {
  if (em.isInTransaction()) throw new Error('checkCode must not run inside a transaction: wrong tries would not stay counted');
  await throttleAll(em, { [`rcode-check-link:${linkKey(s)}`]: CHECKS_PER_LINK, [`rcode-check:${o.ip ?? '-'}`]: CHECKS_PER_ADDRESS }, WINDOW_SEC);
  const t = now();
  const hash = codeHash(config, s, String(code));
  if (await spendNewest(em, of(s), hash, t)) return;
  // not spent: find out why (a wrong code counts a try)
  const row = await newestCode(em, of(s));
  if (!row || !isLive(row, t) || safeEqual(row.codeHash, hash)) throw CodeErrors.notLive(); // a right code spent meanwhile too
  const attempts = await countWrongTry(em, row.id, CODE_MAX_TRIES, t);
  if (attempts === undefined || attempts >= CODE_MAX_TRIES) throw CodeErrors.voided();
  throw CodeErrors.mismatch(CODE_MAX_TRIES - attempts);
}
