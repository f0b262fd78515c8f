/**
 * Side by side: each list as the web client asks for it (GraphQL, over HTTP, to the real server process) and a bare
 * node:http + pg handler (bench/bare.ts) running the very SQL the server ran for it (captured from the ORM), one
 * after the other in the same run, at 1, 8 and 32 concurrent connections. Prints req/s, p50 and p95 of both and
 * their ratio, and the CPU milliseconds each serving process spent per request (robust to other load on the
 * machine, unlike req/s), against the goal: p95 ≤ 25 ms at 8 concurrent and ≥ 0.5× the bare handler's req/s.
 *
 *   cd server && DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx ../bench/compare.ts
 *
 * BENCH_DB (default svs_bench; bench/data.ts generates it on first use), BENCH_SECONDS per measurement (default
 * 5), BENCH_ONLY=<substring of a scenario name>, BENCH_CONNECTIONS=1,8,32, BENCH_WORKERS=N (both sides run N
 * processes on their port: the app with WEB_CONCURRENCY=N, the bare handler with node:cluster; default 1). A later list adds one entry to
 * `scenarios` below: its GraphQL document (as the client sends it) and the service call the resolver makes.
 * Not part of npm test: figures depend on the machine and its load (docs/PERFORMANCE.md).
 */
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { EntityManager } from '@mikro-orm/postgresql';
import { openBench } from './data.js';
import { Account } from '../server/src/modules/account/account.entity.js';
import * as accounts from '../server/src/modules/account/account.service.js';
import { RoleCode } from '../server/src/modules/account/role.entity.js';
import * as accessLog from '../server/src/modules/access-log/access-log.service.js';
import * as popups from '../server/src/modules/popup/popup.service.js';
import * as alarms from '../server/src/modules/alarm/alarm.service.js';
import * as boards from '../server/src/modules/bbs/bbs.service.js';
import { BbsType } from '../server/src/modules/bbs/bbs.entity.js';
import * as org from '../server/src/modules/organization/organization.service.js';
import * as evaluations from '../server/src/modules/simple-evaluation/simple-evaluation.service.js';
import * as requests from '../server/src/modules/request/request.service.js';
import { assertLive } from '../server/src/platform/auth/live.js';
import { readListeners } from '../server/src/platform/db/read.js';
import type { UserPrincipal } from '../server/src/platform/auth/principal.js';
import { signUserToken } from '../server/src/platform/auth/tokens.js';
import { loadConfig } from '../server/src/platform/config.js';
import type { Ctx } from '../server/src/platform/context.js';

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS || '1,8,32').split(',').map(Number);
const GOAL = { p95At8: 25, ratio: 0.5 };
const JWT_SECRET = 'bench-secret-that-is-long-enough-000000';
const APP_PORT = 3901;
const BARE_PORT = 3902;

const { orm, url } = await openBench();
const config = loadConfig({ JWT_SECRET });

/** A signed-in user of the bench data (created once): its token, as the server would issue it. */
async function benchUser(loginId: string, role: RoleCode, centerId?: number): Promise<{ principal: UserPrincipal; token: string }> {
  const em = orm.em.fork() as EntityManager;
  let account = await em.findOne(Account, { loginId });
  if (!account) {
    await em.getConnection().execute(
      `insert into account (login_id, email, password_hash, name, mobile, role_id, status, center_id, sd_code, alarm_settings)
       values (?, ?, 'x', '벤치', '01000000000', ?, 'ACTIVE', ?, (select sd_code from center where id = ?), '{}'::jsonb)`,
      [loginId, `${loginId}@example.org`, role, centerId ?? null, centerId ?? null],
    );
    account = await em.findOneOrFail(Account, { loginId });
  }
  const principal = await accounts.principalOf(em, account);
  return { principal, token: signUserToken(config, principal) };
}

const [center] = await orm.em
  .getConnection()
  .execute(`select c.id from center c where exists (select 1 from center_jurisdiction_local l where l.center_id = c.id) order by c.id limit 1`);
const admin = await benchUser('benchadmin', RoleCode.SYSTEM_ADMIN);
const centerManager = await benchUser('benchcenter', RoleCode.CENTER_MANAGER, center.id);

// documents as the client sends them (client/src/features/*/operations.ts)
const USER_LIST = `query UserListPageQuery($userType: String, $keyword: String, $page: Int, $size: Int) {
  accounts(userType: $userType, keyword: $keyword, page: $page, size: $size) {
    totalElements totalCapped totalPages current pageSize
    content { id loginId name role roleName schoolName centerName sdCode mobile status createdAt }
  }
}`;
const SCHOOL_LIST = `query SchoolListPageQuery($sdCode: String, $sggCode: String, $type: SchoolType, $keyword: String, $page: Int, $size: Int) {
  schools(sdCode: $sdCode, sggCode: $sggCode, type: $type, keyword: $keyword, page: $page, size: $size) {
    totalElements totalCapped totalPages current
    content { id name type sdCode sggCode address educationOfficeName createdAt }
  }
}`;
const CENTER_LIST = `query CenterListPageQuery($sdCode: String, $keyword: String, $page: Int, $size: Int) {
  centers(sdCode: $sdCode, keyword: $keyword, page: $page, size: $size) {
    totalElements totalCapped totalPages current
    content { id code name contact email sdCode educationOfficeName createdAt }
  }
}`;

const EVALUATION_LIST = `query SimpleEvaluationListQuery($year: Int, $range: ScoreRange, $isDone: String, $sdCode: String, $sortBy: [EvaluationSortInput!], $page: Int, $size: Int) {
  simpleEvaluations(year: $year, range: $range, isDone: $isDone, sdCode: $sdCode, sortBy: $sortBy, page: $page, size: $size) {
    totalElements totalCapped totalPages current pageSize
    content { id studentCode schoolName year schoolTargetType gender mobile isDone consentState totalRange totalRangeName doneAt createdAt can { update delete } }
  }
}`;

const REQUEST_LIST = `query RequestListQuery($status: String, $progressStep: String, $search: String, $sortBy: [RequestSortInput!], $page: Int, $size: Int) {
  requests(status: $status, progressStep: $progressStep, search: $search, sortBy: $sortBy, page: $page, size: $size) {
    totalElements totalCapped totalPages current pageSize
    content { id requestType status statusName progressStep progressStepName requestDate schoolName centerName requestTarget { name gender birthYear } requesterName caseManagerName can { approve reject changeProgressStep } }
  }
}`;

interface Scenario {
  name: string;
  user: { principal: UserPrincipal; token: string };
  query: string;
  variables?: Record<string, unknown>;
  /** What the resolver calls for it (after the once-per-request liveness check). */
  service: (ctx: Ctx) => Promise<unknown>;
}

const scenarios: Scenario[] = [
  { name: 'me { id }', user: admin, query: '{ me { id } }', service: (ctx) => accounts.getMeView(ctx) },
  {
    name: 'users, national, page 1',
    user: admin,
    query: USER_LIST,
    variables: { userType: 'ALL', page: 1, size: 10 },
    service: (ctx) => accounts.listAccounts(ctx, { userType: 'ALL', page: 1, size: 10 }),
  },
  {
    name: 'users, national, page 1000',
    user: admin,
    query: USER_LIST,
    variables: { userType: 'ALL', page: 1000, size: 10 },
    service: (ctx) => accounts.listAccounts(ctx, { userType: 'ALL', page: 1000, size: 10 }),
  },
  {
    name: 'users, role MEMBER, page 100',
    user: admin,
    query: USER_LIST,
    variables: { userType: 'MEMBER', page: 100, size: 10 },
    service: (ctx) => accounts.listAccounts(ctx, { userType: 'MEMBER', page: 100, size: 10 }),
  },
  {
    name: 'users, 승인 대기',
    user: admin,
    query: USER_LIST,
    variables: { userType: 'PENDING', page: 1, size: 10 },
    service: (ctx) => accounts.listAccounts(ctx, { userType: 'PENDING', page: 1, size: 10 }),
  },
  {
    name: 'users, center scope',
    user: centerManager,
    query: USER_LIST,
    variables: { userType: 'ALL', page: 1, size: 10 },
    service: (ctx) => accounts.listAccounts(ctx, { userType: 'ALL', page: 1, size: 10 }),
  },
  {
    name: 'schools, national, page 1',
    user: admin,
    query: SCHOOL_LIST,
    variables: { page: 1, size: 10 },
    service: (ctx) => org.listSchools(ctx, { page: 1, size: 10 }),
  },
  {
    name: 'schools, 시도 41, page 50',
    user: admin,
    query: SCHOOL_LIST,
    variables: { sdCode: '41', page: 50, size: 10 },
    service: (ctx) => org.listSchools(ctx, { sdCode: '41', page: 50, size: 10 }),
  },
  {
    name: 'centers, national',
    user: admin,
    query: CENTER_LIST,
    variables: { page: 1, size: 10 },
    service: (ctx) => org.listCenters(ctx, { page: 1, size: 10 }),
  },
  {
    name: 'alarms, mine',
    user: admin,
    query: '{ myAlarms(page: 1, size: 10) { totalElements totalCapped content { id title isRead createdAt } } }',
    service: (ctx) => alarms.myAlarms(ctx, { page: 1, size: 10 }),
  },
  {
    name: 'evaluations, national, page 1',
    user: admin,
    query: EVALUATION_LIST,
    variables: { page: 1, size: 10 },
    service: (ctx) => evaluations.listEvaluations(ctx, { page: 1, size: 10 }),
  },
  {
    name: 'evaluations, 2026 우선 관심군',
    user: admin,
    query: EVALUATION_LIST,
    variables: { year: 2026, range: 'PRIORITY_ATTENTION', page: 1, size: 10 },
    service: (ctx) => evaluations.listEvaluations(ctx, { year: 2026, range: 'PRIORITY_ATTENTION' as never, page: 1, size: 10 }),
  },
  {
    name: 'evaluations, by total T desc',
    user: admin,
    query: EVALUATION_LIST,
    variables: { sortBy: [{ field: 'totalT', direction: 'DESC' }], page: 1, size: 10 },
    service: (ctx) => evaluations.listEvaluations(ctx, { sortBy: [{ field: 'totalT' as never, direction: 'DESC' as never }], page: 1, size: 10 }),
  },
  {
    name: 'evaluations, center scope',
    user: centerManager,
    query: EVALUATION_LIST,
    variables: { page: 1, size: 10 },
    service: (ctx) => evaluations.listEvaluations(ctx, { page: 1, size: 10 }),
  },
  {
    name: 'requests, national, page 1',
    user: admin,
    query: REQUEST_LIST,
    variables: { page: 1, size: 10 },
    service: (ctx) => requests.listRequests(ctx, { page: 1, size: 10 }),
  },
  {
    name: 'requests, status REQUESTED, page 20',
    user: admin,
    query: REQUEST_LIST,
    variables: { status: 'REQUESTED', page: 20, size: 10 },
    service: (ctx) => requests.listRequests(ctx, { status: 'REQUESTED', page: 20, size: 10 }),
  },
  {
    name: 'requests, center scope',
    user: centerManager,
    query: REQUEST_LIST,
    variables: { page: 1, size: 10 },
    service: (ctx) => requests.listRequests(ctx, { page: 1, size: 10 }),
  },
  {
    name: 'cases, center scope, step CASE_MEETING',
    user: centerManager,
    query: REQUEST_LIST,
    variables: { status: 'COMPLETED', progressStep: 'CASE_MEETING', page: 1, size: 10 },
    service: (ctx) => requests.listRequests(ctx, { status: 'COMPLETED', progressStep: 'CASE_MEETING', page: 1, size: 10 }),
  },
  {
    name: 'requests, by student name',
    user: admin,
    query: REQUEST_LIST,
    variables: { sortBy: [{ field: 'targetName', direction: 'ASC' }], page: 1, size: 10 },
    service: (ctx) => requests.listRequests(ctx, { sortBy: [{ field: 'targetName' as never, direction: 'ASC' as never }], page: 1, size: 10 }),
  },
  {
    name: 'access log, national, page 1',
    user: admin,
    query: '{ accessLogs(page: 1, size: 10) { totalElements totalCapped content { id createdAt loginId role action subjectType subjectId } } }',
    service: (ctx) => accessLog.listAccessLog(ctx, { page: 1, size: 10 }),
  },
  {
    name: 'access log, one account’s record',
    user: admin,
    query: `{ accessLogs(subjectType: "account", subjectId: "1", page: 1, size: 10) { totalElements content { id createdAt loginId action } } }`,
    service: (ctx) => accessLog.listAccessLog(ctx, { subjectType: 'account', subjectId: '1', page: 1, size: 10 }),
  },
  {
    name: 'popups, administrators’ list, page 1',
    user: admin,
    query: '{ popups(page: 1, size: 10) { totalElements totalCapped content { id title startDate endDate useYn state image { id } } } }',
    service: (ctx) => popups.listPopups(ctx, { page: 1, size: 10 }),
  },
  {
    name: 'popups shown to me today',
    user: admin,
    query: '{ activePopups { id title content image { id } } }',
    service: (ctx) => popups.activePopups(ctx),
  },
  {
    // the bench data set has no posts yet (bench/data.ts): this measures the empty board's floor
    name: 'board, notices, page 1',
    user: admin,
    query: '{ bbsList(type: NOTICE, page: 1, size: 10) { totalElements totalCapped content { id title userName pinned replyCount createDate } } }',
    service: (ctx) => boards.listBbs(ctx, { type: BbsType.NOTICE, page: 1, size: 10 }),
  },
].filter((s) => !process.env.BENCH_ONLY || s.name.includes(process.env.BENCH_ONLY));

/** A statement as the bare handler replays it. */
interface Statement {
  text: string;
  values: unknown[];
}

/**
 * The SQL the server runs for a scenario in steady state: captured from the read models and the ORM while the service
 * runs a second time (a count that reached its bound is remembered for a few seconds, platform/db/read.ts, and the
 * server serving the same request over and over skips it as well).
 */
async function capture(s: Scenario): Promise<Statement[]> {
  await s.service({ em: orm.em.fork() as EntityManager, config, principal: s.user.principal });
  const statements: Statement[] = [];
  const knex = orm.em.getKnex();
  const fromOrm = (q: { sql: string; bindings?: unknown[] }) => {
    if (q.bindings?.length) throw new Error(`a statement with bindings cannot be replayed as is: ${q.sql}`);
    statements.push({ text: q.sql, values: [] });
  };
  const fromReadModel = (q: Statement) => statements.push(q);
  knex.on('query', fromOrm);
  readListeners.add(fromReadModel);
  try {
    const em = orm.em.fork() as EntityManager;
    const ctx: Ctx = { em, config, principal: s.user.principal };
    await assertLive(em, s.user.principal);
    await s.service(ctx);
  } finally {
    knex.removeListener('query', fromOrm);
    readListeners.delete(fromReadModel);
  }
  return statements;
}

const routes: Record<string, Statement[]> = {};
for (const [i, s] of scenarios.entries()) routes[`/${i}`] = await capture(s);
const routesFile = join(tmpdir(), `svs-bench-routes-${process.pid}.json`);
writeFileSync(routesFile, JSON.stringify(routes));

function start(script: string, args: string[], env: Record<string, string>, ready: (line: string) => boolean, execArgv = ['--import', 'tsx']): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = fork(script, args, { execArgv, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.on('message', (m) => m === 'ready' && resolve(child));
    child.stdout!.on('data', (d: Buffer) => ready(d.toString()) && resolve(child));
  });
}

// the server as it is deployed (docker/Dockerfile, npm start): compiled, without tsx's loader hooks (they put a
// worker-thread round trip under every dynamic import and skewed the CPU figures)
execFileSync('pnpm', ['--filter', '@svs/server', 'build'], { stdio: 'inherit' });
const WORKERS = String(Number(process.env.BENCH_WORKERS || 1));
let listening = 0; // each worker prints the URL once it listens
const app = await start(
  new URL('../server/dist/cli/index.js', import.meta.url).pathname,
  ['serve'],
  { DATABASE_URL: url, JWT_SECRET, PORT: String(APP_PORT), HOST: '127.0.0.1', NODE_ENV: 'production', PUBLIC_URL: 'https://bench.example.org', CLIENT_DIST: '/nonexistent', WEB_CONCURRENCY: WORKERS },
  (line) => (listening += line.split(`:${APP_PORT}`).length - 1) >= Number(WORKERS),
  // BENCH_PROFILE=<dir>: a CPU profile of the server, written when it stops (open in Chrome DevTools)
  process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [],
);
const bare = await start(new URL('./bare.ts', import.meta.url).pathname, [], { DATABASE_URL: url, PORT: String(BARE_PORT), BARE_ROUTES: routesFile, BENCH_WORKERS: WORKERS }, () => false);

interface Run {
  rps: number;
  p50: number;
  p95: number;
  errors: number;
  /** CPU time the serving process spent per request: unlike req/s, barely moved by other load on the machine. */
  cpuMs: number;
}

/** user + system CPU time of a process and its children (cluster workers) so far, in ms (Linux /proc; NaN elsewhere). */
function cpuOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const own = ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return children.reduce((sum, child) => sum + cpuOf(child), own);
  } catch {
    return NaN;
  }
}

/** One autocannon run; percentiles from every response's own time (autocannon reports p97.5, not p95). */
async function load(opts: autocannon.Options, server?: ChildProcess): Promise<Run> {
  const times: number[] = [];
  const cpuBefore = cpuOf(server?.pid);
  const instance = autocannon({ duration: SECONDS, ...opts });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  const r = await instance;
  const cpuMs = (cpuOf(server?.pid) - cpuBefore) / Math.max(1, r.requests.total);
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? NaN;
  return { rps: r.requests.average, p50: q(0.5), p95: q(0.95), errors: r.errors + r.timeouts + r.non2xx, cpuMs };
}

const gqlOptions = (s: Scenario, connections: number): autocannon.Options => ({
  url: `http://127.0.0.1:${APP_PORT}/app/graphql`,
  method: 'POST',
  connections,
  headers: { 'content-type': 'application/json', authorization: `Bearer ${s.user.token}` },
  body: JSON.stringify({ query: s.query, variables: s.variables ?? {} }),
});

// every GraphQL answer is checked once: a bench of errors would flatter the server
for (const s of scenarios) {
  const o = gqlOptions(s, 1);
  const res = await fetch(o.url!, { method: 'POST', headers: o.headers as Record<string, string>, body: o.body as string });
  const body = (await res.json()) as { errors?: unknown };
  if (res.status !== 200 || body.errors) throw new Error(`${s.name}: ${res.status} ${JSON.stringify(body)}`);
}

const f = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-');
console.log(`\n${SECONDS} s per measurement; load average before: ${(await import('node:os')).loadavg().map((l) => l.toFixed(2)).join(' ')}`);
console.log(
  `${'scenario'.padEnd(30)} ${'conn'.padStart(4)} | ${'GraphQL req/s'.padStart(13)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'cpu/req'.padStart(7)} | ${'bare req/s'.padStart(10)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'cpu/req'.padStart(7)} | ratio  goal`,
);
let failed = 0;
for (const [i, s] of scenarios.entries()) {
  // warm-up: JIT, pools and caches, on both sides
  await load({ ...gqlOptions(s, 8), duration: 1 });
  await load({ url: `http://127.0.0.1:${BARE_PORT}/${i}`, connections: 8, duration: 1 });
  for (const [k, connections] of CONNECTIONS.entries()) {
    // alternate which side goes first, so neither always runs on a warmer (or more loaded) machine
    const runGql = () => load(gqlOptions(s, connections), app);
    const runBare = () => load({ url: `http://127.0.0.1:${BARE_PORT}/${i}`, connections }, bare);
    let g: Run, b: Run;
    if (k % 2 === 0) {
      g = await runGql();
      b = await runBare();
    } else {
      b = await runBare();
      g = await runGql();
    }
    const ratio = g.rps / b.rps;
    let goal = '';
    if (connections === 8 && s.name !== 'me { id }') {
      const ok = g.p95 <= GOAL.p95At8 && ratio >= GOAL.ratio;
      if (!ok) failed++;
      goal = ok ? 'met' : 'MISSED';
    }
    const errs = g.errors || b.errors ? `  errors ${g.errors}/${b.errors}` : '';
    console.log(
      `${s.name.padEnd(30)} ${String(connections).padStart(4)} | ${f(g.rps, 0).padStart(13)} ${f(g.p50).padStart(6)} ${f(g.p95).padStart(6)} ${f(g.cpuMs, 2).padStart(7)} | ${f(b.rps, 0).padStart(10)} ${f(b.p50).padStart(6)} ${f(b.p95).padStart(6)} ${f(b.cpuMs, 2).padStart(7)} | ${f(ratio, 2).padStart(5)}  ${goal}${errs}`,
    );
  }
}
console.log(`\nSQL per request (bare replays the same): ${scenarios.map((s, i) => `${s.name}: ${routes[`/${i}`].length}`).join('; ')}`);
console.log(failed ? `${failed} list(s) missed the goal at 8 concurrent` : 'every list met the goal at 8 concurrent');
const exited = new Promise((r) => app.once('exit', r));
app.kill('SIGTERM');
bare.kill('SIGTERM');
await exited; // the CPU profile is written on exit
await orm.close();
