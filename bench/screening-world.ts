/**
 * What bench/screening-record.ts and bench/screening-day.ts share: a bench database of its own (dropped and made
 * again on every run, so runs of different commits see the same rows), schools with a center and a teacher each,
 * students registered and their guardians texted through the server's real group register (REST, REGISTER_AND_SEND),
 * the real server forked (NODE_ENV=production) with the statement counter of bench/screening-statements.mjs, and the
 * CPU time of processes from /proc.
 */
import '../server/src/server.js'; // loads reflect-metadata from the server package
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { openSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Account } from '../server/src/modules/account/account.entity.js';
import * as accounts from '../server/src/modules/account/account.service.js';
import { RoleCode } from '../server/src/modules/account/role.entity.js';
import { signUserToken } from '../server/src/platform/auth/tokens.js';
import { loadConfig } from '../server/src/platform/config.js';
import { openOrm } from '../server/src/platform/db/orm.js';
import { entities } from '../server/src/modules/index.js';
import { seedReference } from '../server/src/seeders/reference.js';

export const JWT_SECRET = 'bench-secret-that-is-long-enough-000000';
export const PUBLIC_URL = 'https://bench.example.org';
const serverRequire = createRequire(new URL('../server/package.json', import.meta.url));

// ---- the database ------------------------------------------------------------------------------------------------

type Orm = Awaited<ReturnType<typeof openOrm>>;

/** Drops and makes database `name` on the server of DATABASE_URL, migrated and with the reference data. */
export async function freshDatabase(name: string, firstEvaluationId = 1): Promise<{ orm: Orm; url: string }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('set DATABASE_URL to a PostgreSQL server (the bench makes its own database there)');
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error('BENCH_DB: lower-case letters, digits and _');
  const admin = await openOrm({ url: adminUrl, embedded: false, entities });
  await admin.em.getConnection().execute(`drop database if exists ${name} with (force)`);
  await admin.em.getConnection().execute(`create database ${name}`);
  await admin.close();
  const url = new URL(adminUrl);
  url.pathname = '/' + name;
  const orm = await openOrm({ url: url.toString(), embedded: false, entities });
  await orm.getMigrator().up();
  await seedReference(orm.em.fork());
  // evaluation ids that cannot be mistaken for anything else in a recorded call (answers are 0–3)
  await orm.em.getConnection().execute(`select setval('simple_evaluation_id_seq', ${firstEvaluationId}, false)`);
  return { orm, url: url.toString() };
}

export type SchoolKind = 'ELEMENTARY' | 'MIDDLE' | 'HIGH';

/**
 * `kinds.length` schools in the 시군구 of 서울 (one center covering them, as the placement triggers expect), each with a
 * teacher (MEMBER) who registers its students (the SMS budget is per sender: 1,500 texts per 10 minutes) and would be
 * told of a crisis or a counselling request. Answers the schools' ids and their teachers' access tokens.
 */
export async function makeSchools(orm: Orm, kinds: SchoolKind[]): Promise<{ schoolIds: string[]; teacherTokens: string[] }> {
  const conn = orm.em.getConnection();
  await conn.execute(`insert into center (code, name, education_office_id, sd_code)
    select 'SC1', '벤치센터', o.id, o.sd_code from education_office o where o.sd_code = '11'`);
  await conn.execute(`insert into center_jurisdiction_local (center_id, sgg_code)
    select c.id, g.code from center c, region_sgg g where c.code = 'SC1' and g.sd_code = '11'`);
  const schoolIds = kinds.map((_, i) => 'SD' + String(i + 1).padStart(6, '0'));
  const teacherTokens: string[] = [];
  const config = loadConfig({ JWT_SECRET });
  const em = orm.em.fork();
  for (const [i, id] of schoolIds.entries()) {
    await conn.execute(
      `insert into school (id, name, type, sd_code, sgg_code, education_office_id)
       select ?, ?, ?::school_type, g.sd_code, g.code, o.id
       from (select code, sd_code from region_sgg where sd_code = '11' order by code offset ? limit 1) g
       join education_office o on o.sd_code = g.sd_code`,
      [id, `벤치${kinds[i] === 'ELEMENTARY' ? '초등' : kinds[i] === 'MIDDLE' ? '중' : '고등'}학교${i + 1}`, kinds[i], i % 25],
    );
    await conn.execute(
      `insert into account (login_id, email, password_hash, name, mobile, role_id, status, sd_code, sgg_code, school_id, alarm_settings)
       select ?, ?, 'x', '벤치교사', '01000000000', ?, 'ACTIVE', s.sd_code, s.sgg_code, s.id, '{}'::jsonb from school s where s.id = ?`,
      [`teacher${i + 1}`, `teacher${i + 1}@example.org`, RoleCode.MEMBER, id],
    );
    const teacher = await em.findOneOrFail(Account, { loginId: `teacher${i + 1}` });
    teacherTokens.push(signUserToken(config, await accounts.principalOf(em as never, teacher)));
  }
  return { schoolIds, teacherTokens };
}

/** One student's row: the guardian's number, and the student's own (middle/high: the student's consent link goes there). */
export interface StudentRow {
  target: 'ELEMENTARY' | 'MIDDLE_HIGH';
  gender: 'M' | 'F';
  mobile?: string;
  guardianMobile: string;
}

interface Workbook {
  addWorksheet(name: string): { addRow(values: unknown[]): unknown };
  xlsx: { writeBuffer(): Promise<ArrayBuffer> };
}
const ExcelJS = serverRequire('exceljs') as { Workbook: new () => Workbook };

/** The school's students as its teacher uploads them: the group register's sheet, committed with REGISTER_AND_SEND. */
export async function groupRegister(base: string, token: string, schoolId: string, rows: StudentRow[]): Promise<number[]> {
  const ids: number[] = [];
  for (let from = 0; from < rows.length; from += 5000) {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('일괄등록');
    ws.addRow(['학교급', '성별', '휴대전화번호', '보호자 휴대전화번호']);
    for (const r of rows.slice(from, from + 5000))
      ws.addRow([r.target === 'ELEMENTARY' ? '초등' : '중고등', r.gender === 'M' ? '남' : '여', r.mobile ?? '', r.guardianMobile]);
    const form = new FormData();
    form.set('mode', 'COMMIT');
    form.set('method', 'REGISTER_AND_SEND');
    form.set('schoolId', schoolId);
    form.set('file', new Blob([await wb.xlsx.writeBuffer()]), 'students.xlsx');
    const res = await fetch(`${base}/app/svs-u/simple-evaluation/group-register`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const body = (await res.json()) as { ids?: number[]; sent?: number };
    if (res.status !== 200 || body.sent !== Math.min(5000, rows.length - from)) throw new Error(`group register of ${schoolId}: ${res.status} ${JSON.stringify(body).slice(0, 400)}`);
    ids.push(...body.ids!);
  }
  return ids;
}

/** Waits until the SMS relay has sent every queued text (the consent links, the codes): `queued` counts them. */
export async function outboxDrained(queued: () => Promise<number>, timeoutMs = 300_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const n = await queued();
    if (n === 0) return;
    if (Date.now() > until) throw new Error(`${n} texts still queued after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export const QUEUED_SQL = `select count(*)::int as n from sms_message where status in ('QUEUED', 'SENDING')`;
/** outboxDrained's count through the ORM. */
export const queuedIn = (orm: Orm) => async () => ((await orm.em.getConnection().execute(QUEUED_SQL)) as { n: number }[])[0].n;

// ---- the server --------------------------------------------------------------------------------------------------

export interface Server {
  child: ChildProcess;
  base: string;
  /** Statements sent so far by the server (and its workers); with `record`, their texts since the last read. */
  statements(op?: 'read' | 'record' | 'stop'): Promise<{ count: number; texts: string[] }>;
  stop(): Promise<void>;
}

/**
 * Compiles the server (server/dist, `tsc -p tsconfig.build.json`) as bench/compare.ts does: the server as deployed,
 * without tsx's loader hooks, which skew CPU figures. BENCH_SERVER=tsx runs the sources through tsx instead;
 * BENCH_BUILD=0 takes server/dist as it is.
 */
export function buildServer(): void {
  if (process.env.BENCH_SERVER === 'tsx' || process.env.BENCH_BUILD === '0') return;
  execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: new URL('../server', import.meta.url).pathname, stdio: 'inherit' });
}

/**
 * Forks the real server (`serve`, NODE_ENV=production; server/dist from buildServer(), or the sources through tsx with
 * BENCH_SERVER=tsx) on `port` against database `url`, with the statement counter; ready when /app/ready answers 200.
 */
export async function startServer(url: string, port: number, env: Record<string, string> = {}): Promise<Server> {
  const base = `http://127.0.0.1:${port}`;
  const busy = await fetch(`${base}/app/ready`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`something already listens on port ${port} (a server left by an earlier run?): stop it or set BENCH_PORT`);
  const tsx = process.env.BENCH_SERVER === 'tsx';
  const counter = ['--import', new URL('./screening-statements.mjs', import.meta.url).pathname];
  // BENCH_PROFILE=<dir>: a V8 CPU profile of the server written there when it stops (read it with bench/profile-top.ts)
  if (process.env.BENCH_PROFILE) counter.push('--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`);
  const child = fork(new URL(tsx ? '../server/src/cli/index.ts' : '../server/dist/cli/index.js', import.meta.url).pathname, ['serve'], {
    execArgv: tsx ? ['--import', 'tsx', ...counter] : counter,
    env: {
      ...process.env,
      DATABASE_URL: url,
      JWT_SECRET,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      PUBLIC_URL,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...env,
    },
    // BENCH_SERVER_LOG=<file>: the server's log lines (JSON, one per request at LOG_LEVEL=info) appended there
    stdio: ['ignore', process.env.BENCH_SERVER_LOG ? openSync(process.env.BENCH_SERVER_LOG, 'a') : 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // whatever ends the bench (an error included) ends the server it started
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  let alive = true;
  void exited.then(() => (alive = false));
  for (let i = 0; ; i++) {
    if (!alive) throw new Error('the server exited while starting');
    try {
      if ((await fetch(`${base}/app/ready`)).status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (i > 600) throw new Error('the server did not start in 120 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  let next = 0;
  const statements = (op: 'read' | 'record' | 'stop' = 'read') =>
    new Promise<{ count: number; texts: string[] }>((resolve) => {
      const id = ++next;
      const on = (m: { bench?: string; id?: number; count: number; texts: string[] }) => {
        if (m?.bench !== 'stmts' || m.id !== id) return;
        child.off('message', on);
        resolve({ count: m.count, texts: m.texts });
      };
      child.on('message', on);
      child.send({ bench: 'stmts', op, id });
    });
  return {
    child,
    base,
    statements,
    stop: async () => {
      process.off('exit', orphan);
      child.kill('SIGTERM');
      await exited;
    },
  };
}

// ---- CPU time from /proc -----------------------------------------------------------------------------------------

/** user + system CPU time of one process so far, in ms (clock ticks of 10 ms); NaN when it is gone. */
export function cpuOfPid(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

/** A process and its descendants (cluster workers), CPU ms so far. */
export function cpuOfTree(pid: number): number {
  let sum = cpuOfPid(pid);
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
      for (const c of children) sum += cpuOfTree(c);
    }
  } catch {
    /* gone */
  }
  return sum;
}

/** The machine's load average over 1 minute, as /proc/loadavg says it. */
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
