import type { EntityManager } from '@mikro-orm/postgresql';
import { part, readRows } from '../db/read.js';
import { Errors } from '../errors.js';
import type { Principal } from './principal.js';

/**
 * A user token is honoured only while its account is still active with the same role: disabling, deleting or
 * resigning an account, or changing its role, takes effect on the next request rather than when the 15-minute
 * token expires. One primary-key lookup per request.
 */
export async function assertLive(em: EntityManager, principal: Principal | undefined): Promise<void> {
  if (principal?.kind !== 'user') return;
  await assertAccountLive(em, principal.accountId, principal.role);
}

/** The same check for a credential that names an account and role without being an access token (a stream ticket). */
export async function assertAccountLive(em: EntityManager, accountId: number, role: string): Promise<void> {
  const row = await accountState(em, accountId);
  if (!row || row.status !== 'ACTIVE' || row.role_id !== role) throw Errors.invalidToken();
}

interface AccountState {
  status: string;
  role_id: string;
}

/** Runs on every signed-in request: a read model (platform/db/read.ts), kept prepared with one generic plan. */
async function accountState(em: EntityManager, id: number): Promise<AccountState | undefined> {
  return (await readRows<AccountState>(em, { ...part('select status, role_id from account where id = ?', id), keep: 'params' }))[0];
}
