/**
 * The plans of scoped lists: runs each list through its service on the bench data (bench/data.ts), captures the
 * statements it sent (the page and the bounded count, or both in one statement for a center's lists) and prints `EXPLAIN (ANALYZE, BUFFERS)` of each: the top of
 * the plan, the buffers it touched and the median execution time of five runs. No load is generated.
 *
 *   cd server && DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres BENCH_DB=svs_bench_paging npx tsx ../bench/scope-plans.ts
 *
 * The skew that exposed the OR plan (docs/PERFORMANCE.md): group-register runs had given one school outside the
 * first center the newest 41,000 evaluations. This script makes that shape on purpose and once: a school
 * "벤치편중학교" in a 시군구 the first center does not cover, with the newest 41,000 evaluations and 20,000 requests.
 * Scopes measured: national; center A (the first center, as bench/compare.ts signs in: none of the newest rows are
 * its own); center B (covers the skewed school: the newest rows are its own). BENCH_ONLY=<substring> picks cases.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { benchPrincipal, openBench } from './data.js';
import * as accounts from '../server/src/modules/account/account.service.js';
import { RoleCode } from '../server/src/modules/account/role.entity.js';
import * as evaluations from '../server/src/modules/simple-evaluation/simple-evaluation.read.js';
import * as requests from '../server/src/modules/request/request.service.js';
import { readListeners } from '../server/src/platform/db/read.js';
import type { UserPrincipal } from '../server/src/platform/auth/principal.js';
import { loadConfig } from '../server/src/platform/config.js';
import type { Ctx } from '../server/src/platform/context.js';

const { orm } = await openBench();
const conn = orm.em.getConnection();
const config = loadConfig({ JWT_SECRET: 'bench-secret-that-is-long-enough-000000' });

const [centerA] = await conn.execute<{ id: number }[]>(
  `select c.id from center c where exists (select 1 from center_jurisdiction_local l where l.center_id = c.id) order by c.id limit 1`,
);

// the skewed school: in a 시군구 that center A does not cover, and that some other center does
const SKEW_SCHOOL = 'B9000001';
if (!(await conn.execute(`select 1 from school where id = ?`, [SKEW_SCHOOL])).length) {
  await conn.execute(
    `insert into school (id, name, type, sd_code, sgg_code, education_office_id)
     select ?, '벤치편중학교', 'HIGH', g.sd_code, g.code, o.id from region_sgg g join education_office o on o.sd_code = g.sd_code
     where exists (select 1 from center_jurisdiction_local l where l.sgg_code = g.code and l.center_id <> ?)
       and not exists (select 1 from center_jurisdiction_local l where l.sgg_code = g.code and l.center_id = ?)
     order by g.code limit 1`,
    [SKEW_SCHOOL, centerA.id, centerA.id],
  );
}
const [{ center_id: centerB }] = await conn.execute<{ center_id: number }[]>(
  `select min(l.center_id) as center_id from center_jurisdiction_local l join school s on s.sgg_code = l.sgg_code where s.id = ?`,
  [SKEW_SCHOOL],
);
const [{ n: skewed }] = await conn.execute<{ n: number }[]>(`select count(*)::int as n from simple_evaluation where school_id = ?`, [SKEW_SCHOOL]);
if (skewed < 41_000) {
  console.log('adding the newest 41,000 evaluations and 20,000 requests to one school outside center A…');
  await conn.execute(
    `insert into simple_evaluation (school_id, center_id, sd_code, sgg_code, year, school_target_type, gender, student_code,
       student_seq, mobile, is_done, is_send, consent_state, created_at)
     select s.id, ?, s.sd_code, s.sgg_code, 2026, 'MIDDLE_HIGH', (array['M','F'])[1 + i % 2], '2026-' || s.id || '-' || lpad(i::text, 7, '0'),
       i, '010' || lpad(i::text, 8, '0'), 'N', 'N', 'NOT_SENT', now()
     from generate_series(1, 41000) i join school s on s.id = ?`,
    [centerB, SKEW_SCHOOL],
  );
  await conn.execute(
    `insert into request (request_type, school_id, center_id, sd_code, sgg_code, target_name, target_gender, target_birth_year,
       target_birth_month, target_birth_date, requester_id, requester_name, requester_contact, guardian_contact,
       guardian_relationship, main_appeal, gc_request, gc_request_at, gc_request_method, gc3rd_party_provision,
       gc3rd_party_provision_at, gc3rd_party_provision_method, status, request_date, req_year)
     select 'GENERAL', s.id, ?, s.sd_code, s.sgg_code, '편중학생' || i, 'M', 2012, 1, 1, a.id, a.name, '0212345678',
       '01012345678', '모', '벤치 주호소', 'Y', now(), 'WRITTEN', 'Y', now(), 'WRITTEN', 'REQUESTED', now(), 2026
     from generate_series(1, 20000) i join school s on s.id = ? join account a on a.login_id = 'bench1'`,
    [centerB, SKEW_SCHOOL],
  );
  await conn.execute('vacuum analyze simple_evaluation');
  await conn.execute('vacuum analyze request');
}

const user = (loginId: string, role: RoleCode, centerId?: number) => benchPrincipal(orm, loginId, role, centerId);

const scopes: [string, UserPrincipal][] = [
  ['national', await user('benchadmin', RoleCode.SYSTEM_ADMIN)],
  ['center A (not the newest)', await user('benchcenter', RoleCode.CENTER_MANAGER, centerA.id)],
  ['center B (the newest)', await user('benchcenter2', RoleCode.CENTER_MANAGER, centerB)],
];
const lists: [string, (ctx: Ctx) => Promise<unknown>][] = [
  ['evaluations, page 1', (ctx) => evaluations.listEvaluations(ctx, { page: 1, size: 10 })],
  ['evaluations, page 100', (ctx) => evaluations.listEvaluations(ctx, { page: 100, size: 10 })],
  ['evaluations, 2026 우선 관심군', (ctx) => evaluations.listEvaluations(ctx, { year: 2026, range: 'PRIORITY_ATTENTION' as never, page: 1, size: 10 })],
  ['evaluations, 2026 우선 관심군, page 20', (ctx) => evaluations.listEvaluations(ctx, { year: 2026, range: 'PRIORITY_ATTENTION' as never, page: 20, size: 10 })],
  ['requests, page 1', (ctx) => requests.listRequests(ctx, { page: 1, size: 10 })],
  ['requests, page 100', (ctx) => requests.listRequests(ctx, { page: 100, size: 10 })],
  ['requests, status COMPLETED', (ctx) => requests.listRequests(ctx, { status: 'COMPLETED', page: 1, size: 10 })],
  ['requests, status COMPLETED, page 20', (ctx) => requests.listRequests(ctx, { status: 'COMPLETED', page: 20, size: 10 })],
  ['cases, step CASE_MEETING', (ctx) => requests.listRequests(ctx, { status: 'COMPLETED', progressStep: 'CASE_MEETING', page: 1, size: 10 })],
  ['users, page 1', (ctx) => accounts.listAccounts(ctx, { userType: 'ALL', page: 1, size: 10 })],
  ['users, page 100', (ctx) => accounts.listAccounts(ctx, { userType: 'ALL', page: 100, size: 10 })],
];

interface Statement {
  text: string;
  values: unknown[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function plan(s: Statement, options: string): Promise<string[]> {
  const client = await orm.em.getKnex().client.acquireConnection();
  try {
    const res = await client.query({ text: `explain (${options}) ${s.text}`, values: s.values });
    return res.rows.map((r: Record<string, string>) => r['QUERY PLAN']);
  } finally {
    orm.em.getKnex().client.releaseConnection(client);
  }
}

/**
 * The plan of `EXPLAIN (ANALYZE, BUFFERS)` (per-node times inflate plans that pass many rows between nodes), and the
 * median execution time of five runs of `EXPLAIN (ANALYZE, BUFFERS, TIMING OFF)`, which is close to the statement's own.
 */
async function explain(s: Statement) {
  const shown = await plan(s, 'analyze, buffers');
  const times: number[] = [];
  for (let i = 0; i < 5; i++) times.push(Number(/Execution Time: ([\d.]+)/.exec((await plan(s, 'analyze, buffers, timing off')).join('\n'))![1]));
  return { plan: shown, ms: median(times) };
}

const summary: string[] = [];
for (const [listName, list] of lists)
  for (const [scopeName, principal] of scopes) {
    const name = `${listName} — ${scopeName}`;
    if (process.env.BENCH_ONLY && !name.includes(process.env.BENCH_ONLY)) continue;
    const statements: Statement[] = [];
    const listen = (q: Statement) => /^\s*(select|with)\b/i.test(q.text) && statements.push(q);
    readListeners.add(listen);
    try {
      await list({ em: orm.em.fork() as EntityManager, config, principal });
    } finally {
      readListeners.delete(listen);
    }
    const figures: string[] = [];
    console.log(`\n=== ${name}`);
    for (const [i, s] of statements.entries()) {
      const what = i === 0 ? (s.text.includes('"__n"') ? 'page and count' : 'page') : /count\(\*\)/i.test(s.text) ? 'count' : `statement ${i + 1}`;
      const { plan, ms } = await explain(s);
      const buffers = /Buffers: (.*)/.exec(plan.join('\n'))?.[1] ?? '';
      console.log(`--- ${what}: ${ms.toFixed(2)} ms (median of 5), top node buffers: ${buffers}`);
      if (process.env.BENCH_PLANS !== '0') console.log(plan.filter((l) => !/^\s*(Planning|Execution) Time/.test(l)).join('\n'));
      figures.push(`${what} ${ms.toFixed(2)} ms`);
    }
    summary.push(`| ${name} | ${figures.join(', ')} |`);
  }
console.log('\n| list — scope | statements (median EXPLAIN ANALYZE execution time of 5) |\n|---|---|');
console.log(summary.join('\n'));
await orm.close();
