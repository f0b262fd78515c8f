import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import type { Account } from './account.entity.js';
import { sql } from '../../platform/db/sql.js';

export const MAX_FAILURES = 5;
export const LOCK_MINUTES = 15;

const lockedError = () =>
  new AppError(
    423,
    'ACCOUNT_LOCKED',
    `비밀번호를 ${MAX_FAILURES}회 연속 잘못 입력하여 계정이 ${LOCK_MINUTES}분 동안 잠겼습니다. 잠시 후 다시 시도해주세요.`,
  );

/** The same answer for an unknown id and a wrong password (no count in it: that would tell which ids exist). */
export const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', '아이디 또는 비밀번호가 일치하지 않습니다.');

export const isLocked = (a: Account) => !!a.lockedUntil && a.lockedUntil > now();

/** For a caller who has proven who they are (a signed-in user checking the password again): the lock as it is. */
export function assertNotLocked(a: Account) {
  if (isLocked(a)) throw lockedError();
}

/**
 * A password check that does not tell strangers whether an account exists or is locked: while locked, a wrong
 * password answers exactly like an unknown id or any wrong password (`mismatch`, not counted), and only the right
 * password learns of the lock (423). Otherwise a wrong password is counted and the fifth in a row locks the account
 * for 15 minutes, answered like the four before it.
 */
export async function checkPassword(em: EntityManager, a: Account, matches: boolean, mismatch: () => AppError = invalidCredentials): Promise<void> {
  if (isLocked(a)) throw matches ? lockedError() : mismatch();
  if (!matches) await recordFailure(em, a, mismatch);
}

/**
 * Counts a wrong password in its own statement (it must persist although the request fails). The fifth in a row
 * locks the account for 15 minutes; the count is kept in PostgreSQL so every replica agrees. The fifth is answered
 * like the others unless `revealLock` (a signed-in user, who already proved who they are, is told of the lock).
 */
export async function recordFailure(em: EntityManager, a: Account, mismatch: () => AppError = invalidCredentials, revealLock = false): Promise<never> {
  const rows = await sql<{ failed_login_count: number }[]>(
    em,
    `update account set failed_login_count = failed_login_count + 1 where id = ? returning failed_login_count`,
    [a.id],
  );
  const count = rows[0]?.failed_login_count ?? 0;
  if (count >= MAX_FAILURES) {
    const until = new Date(now().getTime() + LOCK_MINUTES * 60_000);
    await sql(em, `update account set failed_login_count = 0, locked_until = ? where id = ?`, [until, a.id]);
    if (revealLock) throw lockedError();
  }
  throw mismatch();
}

export async function clearFailures(em: EntityManager, a: Account) {
  await sql(em, `update account set failed_login_count = 0, locked_until = null, last_login_at = ? where id = ?`, [now(), a.id]);
}
