/**
 * List queries at national scale: 12,000 schools, 250 centers, 200,000 accounts.
 * Run (real PostgreSQL; a database svs_bench, or BENCH_DB, is created and kept for reruns):
 *   cd server && DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx ../bench/lists.ts
 * Prints p50/p95 per list for the scopes that matter (national, 시도, center) over 200 runs each.
 */
import '../server/src/server.js'; // loads reflect-metadata from the server package
import { performance } from 'node:perf_hooks';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RoleCode } from '../server/src/modules/account/role.entity.js';
import * as accounts from '../server/src/modules/account/account.service.js';
import * as org from '../server/src/modules/organization/organization.service.js';
import type { UserPrincipal } from '../server/src/platform/auth/principal.js';
import { loadConfig } from '../server/src/platform/config.js';
import type { Ctx } from '../server/src/platform/context.js';
import { openOrm } from '../server/src/platform/db/orm.js';
import { seedReference } from '../server/src/seeders/reference.js';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error('set DATABASE_URL to a PostgreSQL server (the bench creates database svs_bench)');
// BENCH_DB: a separate database per branch, so benches of branches with different migrations do not collide
const benchDb = process.env.BENCH_DB ?? 'svs_bench';
if (!/^[a-z_][a-z0-9_]*$/.test(benchDb)) throw new Error('BENCH_DB: lower-case letters, digits and _');
const url = new URL(adminUrl);
url.pathname = '/' + benchDb;

const admin = await openOrm({ url: adminUrl, embedded: false });
const exists = await admin.em.getConnection().execute(`select 1 from pg_database where datname = ?`, [benchDb]);
if (!exists.length) await admin.em.getConnection().execute(`create database ${benchDb}`);
await admin.close();

const orm = await openOrm({ url: url.toString(), embedded: false });
await orm.getMigrator().up();
await seedReference(orm.em.fork());
const conn = orm.em.getConnection();

const [{ n }] = await conn.execute(`select count(*)::int as n from school`);
if (n < 12_000) {
  console.log('generating data…');
  const t = performance.now();
  await conn.execute(`
    insert into school (id, name, type, sd_code, sgg_code, education_office_id)
    select 'B' || lpad(i::text, 7, '0'), '벤치학교' || i,
           (array['ELEMENTARY','MIDDLE','HIGH'])[1 + i % 3]::school_type, g.sd_code, g.code, o.id
    from generate_series(1, 12000) i
    join lateral (select code, sd_code from region_sgg order by code offset (i % (select count(*) from region_sgg)) limit 1) g on true
    join education_office o on o.sd_code = g.sd_code`);
  await conn.execute(`
    insert into center (code, name, education_office_id, sd_code)
    select 'BC' || i, '벤치센터' || i, o.id, o.sd_code from generate_series(1, 250) i
    join education_office o on o.id = (select id from education_office order by id offset (i % 17) limit 1)`);
  // each center covers about four 시군구 of its 시도
  await conn.execute(`
    insert into center_jurisdiction_local (center_id, sgg_code)
    select c.id, g.code from center c
    join lateral (select code from region_sgg where sd_code = c.sd_code order by md5(c.id::text || code) limit 4) g on true
    on conflict do nothing`);
  await conn.execute(`
    insert into account (login_id, email, password_hash, name, mobile, role_id, status, sd_code, sgg_code, school_id, alarm_settings)
    select 'bench' || i, 'bench' || i || '@example.org', 'x', '사용자' || i, '010' || lpad(i::text, 8, '0'),
           (array['CLIENT','MEMBER'])[1 + i % 2], 'ACTIVE', s.sd_code, s.sgg_code, s.id, '{}'::jsonb
    from generate_series(1, 200000) i
    join school s on s.id = 'B' || lpad((1 + i % 12000)::text, 7, '0')`);
  await conn.execute('analyze');
  console.log(`generated in ${Math.round(performance.now() - t)} ms`);
}

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
