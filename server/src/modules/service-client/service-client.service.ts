import { randomBytes } from 'node:crypto';
import { requireUser } from '../../platform/auth/access.js';
import { signServiceToken } from '../../platform/auth/tokens.js';
import { now } from '../../platform/clock.js';
import type { Ctx } from '../../platform/context.js';
import { randomToken, safeEqual, sha256 } from '../../platform/crypto.js';
import { part, readRows } from '../../platform/db/read.js';
import { AppError, Errors } from '../../platform/errors.js';
import { addDays, kstDay, kstDayStart } from '../../platform/time.js';
import { Sido } from '../region/region.entity.js';
import { ServiceClient } from './service-client.entity.js';
import type { ServiceClientInput } from './service-client.inputs.js';
import type { RegisteredServiceClientView, ServiceClientView } from './service-client.views.js';

interface Row {
  id: number;
  client_id: string;
  name: string;
  scopes: string[];
  sd_code: string | null;
  sd_name: string | null;
  rate_limit_per_minute: number;
  expires_at: Date;
  revoked_at: Date | null;
  revoked_by: string | null;
  created_by: string;
  created_at: Date;
  last_called_at: Date | null;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : undefined);

function view(r: Row): ServiceClientView {
  const t = now();
  return {
    id: r.id,
    clientId: r.client_id,
    name: r.name,
    scopes: r.scopes,
    sdCode: r.sd_code ?? undefined,
    sdName: r.sd_name ?? undefined,
    rateLimitPerMinute: r.rate_limit_per_minute,
    expiresAt: iso(r.expires_at)!,
    revokedAt: iso(r.revoked_at),
    revokedBy: r.revoked_by ?? undefined,
    status: r.revoked_at ? 'REVOKED' : new Date(r.expires_at) <= t ? 'EXPIRED' : 'ACTIVE',
    createdBy: r.created_by,
    createdAt: iso(r.created_at)!,
    lastCalledAt: iso(r.last_called_at),
  };
}

/** The clients with their 시도 and last call (the access log's newest row under the client id, through its index). */
const SELECT = `
  select c.id, c.client_id, c.name, c.scopes, c.sd_code, s.name as sd_name, c.rate_limit_per_minute, c.expires_at,
         c.revoked_at, c.revoked_by, c.created_by, c.created_at,
         (select l.created_at from access_log l where l.login_id = c.client_id and l.actor_type = 'service'
          order by l.created_at desc, l.id desc limit 1) as last_called_at
  from service_client c left join region_sido s on s.code = c.sd_code`;

/**
 * Every registered client, newest first: an administrator's handful (a registry of systems, not of people), so
 * the list is whole rather than paged.
 */
export async function listServiceClients(ctx: Ctx): Promise<ServiceClientView[]> {
  return (await readRows<Row>(ctx.em, part(`${SELECT} order by c.id desc`))).map(view);
}

async function one(ctx: Ctx, id: number): Promise<ServiceClientView> {
  const [row] = await readRows<Row>(ctx.em, part(`${SELECT} where c.id = ?`, id));
  if (!row) throw Errors.notFound();
  return view(row);
}

/** A client registered with a fresh id and secret; the secret is answered this once and only its hash is kept. */
export async function registerServiceClient(ctx: Ctx, input: ServiceClientInput): Promise<RegisteredServiceClientView> {
  const admin = requireUser(ctx.principal);
  const today = kstDay();
  const lastDay = kstDay(addDays(kstDayStart(today), 365));
  if (input.expiresOn <= today || input.expiresOn > lastDay)
    throw Errors.badInput(`만료일은 내일부터 ${lastDay}까지 선택해주세요.`, { field: 'expiresOn' });
  if (input.sdCode && !(await ctx.em.count(Sido, { code: input.sdCode }))) throw Errors.badInput('시도를 선택해주세요.', { field: 'sdCode' });
  const clientSecret = randomToken(32);
  const client = ctx.em.create(ServiceClient, {
    clientId: `svc-${randomBytes(8).toString('hex')}`,
    name: input.name,
    secretHash: sha256(clientSecret),
    scopes: [...new Set(input.scopes)].sort(),
    sdCode: input.sdCode ?? null,
    rateLimitPerMinute: input.rateLimitPerMinute,
    // usable through the whole of its last day, Korean time
    expiresAt: kstDayStart(kstDay(addDays(kstDayStart(input.expiresOn), 1))),
    createdBy: admin.loginId,
  });
  await ctx.em.flush();
  return { client: await one(ctx, client.id), clientSecret };
}

/** Revoked at once: the next call of any of its tokens, on any replica, is refused (platform/auth/live.ts). */
export async function revokeServiceClient(ctx: Ctx, id: number): Promise<ServiceClientView> {
  const admin = requireUser(ctx.principal);
  const [hit] = await readRows<{ revoked: boolean }>(ctx.em, part('select revoked_at is not null as revoked from service_client where id = ?', id));
  if (!hit) throw Errors.notFound();
  if (hit.revoked) throw Errors.conflict('ALREADY_REVOKED', '이미 폐기된 서비스 클라이언트입니다.');
  await ctx.em.nativeUpdate(ServiceClient, { id, revokedAt: null }, { revokedAt: now(), revokedBy: admin.loginId });
  return one(ctx, id);
}

const invalidClient = (message = '클라이언트 인증에 실패했습니다.') => new AppError(401, 'INVALID_CLIENT', message);

/**
 * The client-credentials grant of a service client: its secret compared in constant time, then its state (told only
 * to a caller who proved the secret). The token carries its scopes and 시도 and ends no later than the client.
 */
export async function serviceToken(ctx: Ctx, clientId: string, secret: string) {
  const client = await ctx.em.findOne(ServiceClient, { clientId }, { populate: ['secretHash'] });
  if (!client || !safeEqual(client.secretHash, sha256(secret))) throw invalidClient();
  if (client.revokedAt) throw invalidClient('폐기된 서비스 클라이언트입니다.');
  const left = Math.floor((client.expiresAt.getTime() - now().getTime()) / 1000);
  if (left <= 0) throw invalidClient('사용 기간이 끝난 서비스 클라이언트입니다.');
  const expiresIn = Math.min(ctx.config.accessTokenTtlSec, left);
  const principal = { clientId, scopes: client.scopes, sdCode: client.sdCode ?? undefined };
  return { accessToken: signServiceToken(ctx.config, principal, expiresIn), expiresIn, scope: client.scopes.join(' ') };
}
