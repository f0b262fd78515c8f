import type { EntityManager } from '@mikro-orm/postgresql';
import { accessSubject, logAccess } from '../access-log.js';
import { now } from '../clock.js';
import type { Ctx } from '../context.js';
import { part, readRows } from '../db/read.js';
import { AppError, Errors } from '../errors.js';
import { spend } from '../throttle.js';
import type { ServicePrincipal } from './principal.js';

/**
 * A user token is honoured only while its account is still active with the same role: disabling, deleting or
 * resigning an account, or changing its role, takes effect on the next request rather than when the 15-minute
 * token expires. One primary-key lookup per request. A service client's token likewise only while the client is
 * neither revoked nor expired, within its rate limit, and each of its calls is written to the access log
 * (`call` names it: the REST route or the GraphQL operation).
 */
export async function assertLive(ctx: Ctx, call: string): Promise<void> {
  const p = ctx.principal;
  if (p?.kind === 'user') await assertAccountLive(ctx.em, p.accountId, p.role);
  else if (p?.kind === 'service') await admitService(ctx, p, call);
}

/** The access log's name for a service client's calls (one row per call, under the client's id). */
export const SERVICE_CALL_SUBJECT = accessSubject('service-call', '서비스 클라이언트 호출');

/**
 * A service client's call: its row read on every call (revocation and expiry take effect at once, on every replica),
 * one unit of its per-minute budget spent (shared by the replicas: platform/throttle.ts; past it 429 with
 * Retry-After), and the call logged under the client.
 */
async function admitService(ctx: Ctx, p: ServicePrincipal, call: string): Promise<void> {
  const [row] = await readRows<{ live: boolean; rate_limit_per_minute: number }>(ctx.em, {
    ...part('select (revoked_at is null and expires_at > ?) as live, rate_limit_per_minute from service_client where client_id = ?', now(), p.clientId),
    keep: 'params',
  });
  if (!row?.live) throw Errors.invalidToken();
  const limit = row.rate_limit_per_minute;
  await spend(ctx.em, `service-call:${p.clientId}`, 1, limit, 60, () =>
    new AppError(429, 'TOO_MANY_REQUESTS', `서비스 클라이언트의 호출 한도(분당 ${limit}회)를 넘었습니다. 잠시 후 다시 시도해주세요.`),
  );
  await logAccess(ctx, { action: 'READ', subjectType: SERVICE_CALL_SUBJECT, detail: call });
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
