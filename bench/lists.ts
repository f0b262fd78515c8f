/**
 * List queries at national scale: 12,000 schools, 250 centers, 200,000 accounts.
 * Run (real PostgreSQL; a database svs_bench, or BENCH_DB, is created and kept for reruns):
 *   cd server && DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx ../bench/lists.ts
 * Prints p50/p95 per list for the scopes that matter (national, 시도, center) over 200 runs each.
 */
import { performance } from 'node:perf_hooks';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RoleCode } from '../server/src/modules/account/role.entity.js';
import * as accounts from '../server/src/modules/account/account.service.js';
import * as org from '../server/src/modules/organization/organization.service.js';
import type { UserPrincipal } from '../server/src/platform/auth/principal.js';
import { loadConfig } from '../server/src/platform/config.js';
import type { Ctx } from '../server/src/platform/context.js';
import { openBench } from './data.js';

const { orm, conn } = await openBench();

const config = loadConfig({ JWT_SECRET: 'bench-secret-that-is-long-enough-000000' });
const [center] = await conn.execute(`select c.id, c.sd_code from center c where exists (select 1 from center_jurisdiction_local l where l.center_id = c.id) order by c.id limit 1`);
const principal = (role: RoleCode, extra: Partial<UserPrincipal> = {}): UserPrincipal => ({
  kind: 'user',
  accountId: 1,
  loginId: 'bench',
  role,
  permissions: ['00013', '00017'],
  authenticationCodeStatus: 'N',
  ...extra,
});
const ctxFor = (p: UserPrincipal): Ctx => ({ em: orm.em.fork() as EntityManager, config, principal: p });

async function measure(name: string, fn: () => Promise<unknown>, runs = 200) {
  for (let i = 0; i < 10; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))].toFixed(2);
  console.log(`${name.padEnd(52)} p50 ${q(0.5).padStart(6)} ms   p95 ${q(0.95).padStart(6)} ms`);
}

const national = principal(RoleCode.SYSTEM_ADMIN);
const office = principal(RoleCode.EDUCATION_OFFICE, { sdCode: '41' });
const centerUser = principal(RoleCode.CENTER_MANAGER, { centerId: center.id, sdCode: center.sd_code });

console.log('\nlists, page 1 and a deep page, size 10');
await measure('schools, national, keyword', () => org.listSchools(ctxFor(national), { keyword: '벤치학교11', page: 1 }));
await measure('schools, 시도 41, page 50', () => org.listSchools(ctxFor(office), { page: 50 }));
await measure('schools, center scope', () => org.listSchools(ctxFor(centerUser), { page: 1 }));
await measure('accounts, national, page 1 (users screen)', () => accounts.listAccounts(ctxFor(national), { page: 1 }));
await measure('accounts, national, page 1000', () => accounts.listAccounts(ctxFor(national), { page: 1000 }));
await measure('accounts, national, PENDING', () => accounts.listAccounts(ctxFor(national), { userType: 'PENDING', page: 1 }));
await measure('accounts, national, role MEMBER, page 100', () => accounts.listAccounts(ctxFor(national), { userType: 'MEMBER', page: 100 }));
await measure('accounts, 시도 41, keyword', () => accounts.listAccounts(ctxFor(office), { keyword: '사용자12', page: 1 }));
await measure('accounts, center scope', () => accounts.listAccounts(ctxFor(centerUser), { page: 1 }));
await measure('centers, national', () => org.listCenters(ctxFor(national), { page: 1 }));
await orm.close();
