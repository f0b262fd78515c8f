/**
 * Request statistics on the bench data (bench/data.ts: 200,000 requests over 12,000 schools): each call of the
 * statistics screens through its service, as the national administrator, an education office (시도 11) and a center
 * manager, timed over BENCH_RUNS runs (default 20) after two warm-ups. Prints the median and the slowest run
 * against the goal (≤ 150 ms a call).
 *
 *   cd server && DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx ../bench/requests.ts
 *
 * Not part of npm test (docs/PERFORMANCE.md). The access-log rows the calls write stay in the bench database.
 */
import { performance } from 'node:perf_hooks';
import type { EntityManager } from '@mikro-orm/postgresql';
import { openBench } from './data.js';
import { Account } from '../server/src/modules/account/account.entity.js';
import * as accounts from '../server/src/modules/account/account.service.js';
import { RoleCode } from '../server/src/modules/account/role.entity.js';
import * as stats from '../server/src/modules/request/request.statistics.js';
import type { UserPrincipal } from '../server/src/platform/auth/principal.js';
import { loadConfig } from '../server/src/platform/config.js';
import type { Ctx } from '../server/src/platform/context.js';

const RUNS = Number(process.env.BENCH_RUNS || 20);
const GOAL_MS = 150;
const { orm } = await openBench();
const config = loadConfig({ JWT_SECRET: 'bench-secret-that-is-long-enough-000000' });

async function principal(loginId: string, role: RoleCode, o: { centerId?: number; sdCode?: string } = {}): Promise<UserPrincipal> {
  const em = orm.em.fork() as EntityManager;
  let account = await em.findOne(Account, { loginId });
  if (!account) {
    await em.getConnection().execute(
      `insert into account (login_id, email, password_hash, name, mobile, role_id, status, center_id, sd_code, alarm_settings)
       values (?, ?, 'x', '벤치', '01000000000', ?, 'ACTIVE', ?, ?, '{}'::jsonb)`,
      [loginId, `${loginId}@example.org`, role, o.centerId ?? null, o.sdCode ?? null],
    );
    account = await em.findOneOrFail(Account, { loginId });
  }
  return accounts.principalOf(em, account);
}

const [center] = await orm.em
  .getConnection()
  .execute(`select r.center_id as id from request r where r.center_id is not null group by r.center_id order by count(*) desc limit 1`);
const callers: [string, UserPrincipal][] = [
  ['national', await principal('benchadmin', RoleCode.SYSTEM_ADMIN)],
  ['시도 11', await principal('benchoffice11', RoleCode.EDUCATION_OFFICE, { sdCode: '11' })],
  ['center', await principal('benchcenter', RoleCode.CENTER_MANAGER, { centerId: center.id })],
];

const calls: [string, (ctx: Ctx) => Promise<unknown>][] = [
  ['statistics, 2026', (ctx) => stats.requestStatistics(ctx, { year: 2026 })],
  ['statistics-completed', (ctx) => stats.completedStatistics(ctx, {})],
  ['statistics-by-month, 2026', (ctx) => stats.monthlyStatistics(ctx, { year: 2026 })],
  ['statistics-by-local', (ctx) => stats.localStatistics(ctx, {})],
  ['statistics-by-local, 시도 11', (ctx) => stats.localStatistics(ctx, { sdCode: '11' })],
  ['search-statistics', (ctx) => stats.searchOptions(ctx)],
];

for (const [who, p] of callers) {
  for (const [name, run] of calls) {
    const times: number[] = [];
    for (let i = 0; i < RUNS + 2; i++) {
      const ctx: Ctx = { em: orm.em.fork() as EntityManager, config, principal: p };
      const t = performance.now();
      await run(ctx);
      if (i >= 2) times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    const max = times[times.length - 1];
    console.log(`${who.padEnd(9)} ${name.padEnd(30)} median ${median.toFixed(1)} ms, slowest ${max.toFixed(1)} ms ${max <= GOAL_MS ? 'ok' : `(goal ≤ ${GOAL_MS})`}`);
  }
}
await orm.close();
