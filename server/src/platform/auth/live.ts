import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.js';
import { Errors } from '../errors.js';
import type { Principal } from './principal.js';

/**
 * A user token is honoured only while its account is still active with the same role: disabling, deleting or
 * resigning an account, or changing its role, takes effect on the next request rather than when the 15-minute
 * token expires. One primary-key lookup per request.
 */
export async function assertLive(em: EntityManager, principal: Principal | undefined): Promise<void> {
  if (principal?.kind !== 'user') return;
  const [row] = await sql<{ status: string; role_id: string }[]>(em, 'select status, role_id from account where id = ?', [principal.accountId]);
  if (!row || row.status !== 'ACTIVE' || row.role_id !== principal.role) throw Errors.invalidToken();
}
