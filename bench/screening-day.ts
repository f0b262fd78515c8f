/**
 * The screening day (issue 27): the phone sequence recorded from the built pages (bench/screening-day.sequence.json,
 * written by bench/screening-record.ts) replayed for every student of M schools by C phones at once against the real
 * server (NODE_ENV=production; compiled to server/dist first as bench/compare.ts does, BENCH_SERVER=tsx for the
 * sources), on a database of its own made again on every run: the schools, a center, and per school a teacher who
 * registers its students with the server's group register (REST, REGISTER_AND_SEND: each guardian, a different
 * number each, is texted the consent link). Reports completed questionnaires per second; per questionnaire the
 * server's CPU (the process and its workers, /proc), PostgreSQL's (the backends of the server's connections, /proc;
 * its background processes apart), the statements (counted in the server by bench/screening-statements.mjs, which
 * wraps pg's Client.prototype.query: BEGIN/COMMIT and the SMS relay's included) and the calls; p50/p95 per recorded
 * call; then one student's calls one at a time with the statements each sent. Phones do not pause between calls.
 *
 *   cd server && DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx ../bench/screening-day.ts [--json]
 *
 * BENCH_STUDENTS (default 2000), BENCH_SCHOOLS (10), BENCH_CONCURRENCY (100 phones), BENCH_MIDDLE_HIGH (the share of
 * middle/high schools, whose students answer through the guardian's then the student's phone; default 0: every school
 * elementary, the guardian answers), BENCH_WARMUP (students replayed before measuring, default 200), BENCH_ADDRESSES
 * (`one`: every phone from 127.0.0.1, the default; `school`: each school's phones behind an address of its own, sent
 * as X-Forwarded-For with TRUST_PROXY=loopback), WEB_CONCURRENCY (server processes, default 1), BENCH_DB (default
 * svs_screening; dropped and made again), BENCH_PORT (default 3912), BENCH_SEQUENCE (another recording, e.g. an older
 * commit's, to tell the server's part from the pages'), BENCH_STATEMENTS=0 (no statement texts in the report),
 * BENCH_BY_CALL=N (N more students replayed call by call after the day: every student's first call, then every
 * student's second…, at BENCH_CONCURRENCY, with the server's and PostgreSQL's CPU per call), BENCH_BUILD=0 (server/dist as it is), BENCH_SERVER_LOG=<file> (the server's log lines), BENCH_PROFILE=<dir>
 * (a CPU profile of the server, for bench/profile-top.ts).
 * Limits a real school meets too: respondent codes per address (3,000 per 10 minutes, so one address replays at most
 * about 2,800 students after the warm-up; more are refused with 429 and counted as errors) and texts per sender (a
 * teacher's 1,500 per 10 minutes: the group register of a school, and a middle/high student's link on the guardian's
 * consent, which is charged to the teacher who opened the round).
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildServer, cpuOfPid, cpuOfTree, freshDatabase, groupRegister, loadAverage, makeSchools, outboxDrained, QUEUED_SQL, queuedIn, type SchoolKind, startServer, type StudentRow } from './screening-world.js';

const env = (name: string, fallback: number) => {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(v) || v < 0) throw new Error(`${name}=${process.env[name]} is not a number`);
  return v;
};
const STUDENTS = env('BENCH_STUDENTS', 2000);
const SCHOOLS = Math.max(1, env('BENCH_SCHOOLS', 10));
const CONCURRENCY = Math.max(1, env('BENCH_CONCURRENCY', 100));
const WARMUP = env('BENCH_WARMUP', 200);
const MIDDLE_HIGH = Math.min(1, env('BENCH_MIDDLE_HIGH', 0));
const ADDRESSES = process.env.BENCH_ADDRESSES ?? 'one';
if (ADDRESSES !== 'one' && ADDRESSES !== 'school') throw new Error('BENCH_ADDRESSES: one or school');
const JSON_OUT = process.argv.includes('--json');
const say = (line: string) => (JSON_OUT ? process.stderr.write(line + '\n') : console.log(line));

// ---- the recorded sequence ---------------------------------------------------------------------------------------

interface Placeholder {
  from: 'student' | 'response' | 'sms';
  step?: number;
  field?: string;
  recipient?: string;
  purpose?: string;
  sql?: string;
  pattern?: string;
}
interface Step {
  phone: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: unknown;
  status: number;
}
interface Flow {
  school: SchoolKind;
  placeholders: Record<string, Placeholder>;
  steps: Step[];
}
const sequenceFile = process.env.BENCH_SEQUENCE ?? new URL('./screening-day.sequence.json', import.meta.url).pathname;
const sequence = JSON.parse(readFileSync(sequenceFile, 'utf8')) as { recorded: { commit: string }; flows: Record<string, Flow> };
const flowFor = (target: 'ELEMENTARY' | 'MIDDLE_HIGH') => sequence.flows[target === 'ELEMENTARY' ? 'elementary' : 'middle-high'];
const namesIn = (v: unknown) => [...new Set([...JSON.stringify(v).matchAll(/\{(\w+)\}/g)].map((m) => m[1]))];

/** `{name}` replaced by its value; a JSON string that is exactly `{name}` becomes the value with its own type. */
function fill(v: unknown, values: Record<string, string | number>): unknown {
  if (typeof v === 'string') {
    const whole = /^\{(\w+)\}$/.exec(v);
    if (whole && whole[1] in values) return values[whole[1]];
    return v.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
  }
  if (Array.isArray(v)) return v.map((x) => fill(x, values));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fill(x, values)]));
  return v;
}

// ---- the day's data ----------------------------------------------------------------------------------------------

const middleHighSchools = Math.round(SCHOOLS * MIDDLE_HIGH);
const kinds: SchoolKind[] = Array.from({ length: SCHOOLS }, (_, i) => (i < middleHighSchools ? (i % 2 ? 'HIGH' : 'MIDDLE') : 'ELEMENTARY'));
for (const k of new Set(kinds.map((k): 'ELEMENTARY' | 'MIDDLE_HIGH' => (k === 'ELEMENTARY' ? 'ELEMENTARY' : 'MIDDLE_HIGH'))))
  if (!flowFor(k)) throw new Error(`no recorded flow for ${k} in bench/screening-day.sequence.json: run bench/screening-record.ts`);

const t0 = performance.now();
buildServer();
const { orm, url } = await freshDatabase(process.env.BENCH_DB ?? 'svs_screening', 1_000_001);
const server = await startServer(url, Number(process.env.BENCH_PORT ?? 3912), {
  ...(process.env.WEB_CONCURRENCY ? { WEB_CONCURRENCY: process.env.WEB_CONCURRENCY } : {}),
  ...(ADDRESSES === 'school' ? { TRUST_PROXY: 'loopback' } : {}),
});
const { schoolIds, teacherTokens } = await makeSchools(orm, kinds);

// one profiled student per school kind, the warm-up's, then the measured ones; round-robin over the schools
const BY_CALL = env('BENCH_BY_CALL', 0);
const total = WARMUP + STUDENTS + BY_CALL;
const rowsBySchool = schoolIds.map(() => [] as StudentRow[]);
const profiled = [...new Set(kinds)].map((k) => kinds.indexOf(k));
const place = (school: number, n: number) => {
  const digits = String(10_000_000 + n).slice(-8);
  const target = kinds[school] === 'ELEMENTARY' ? 'ELEMENTARY' : 'MIDDLE_HIGH';
  rowsBySchool[school].push({ target, gender: n % 2 ? 'M' : 'F', guardianMobile: `010${digits}`, ...(target === 'MIDDLE_HIGH' ? { mobile: `016${digits}` } : {}) });
};
profiled.forEach((school, i) => place(school, 1 + i));
for (let i = 0; i < total; i++) place(i % SCHOOLS, 100 + i);
const registerStart = performance.now();
for (const [i, id] of schoolIds.entries()) await groupRegister(server.base, teacherTokens[i], id, rowsBySchool[i]);
const registerMs = performance.now() - registerStart;
await outboxDrained(queuedIn(orm));
await orm.close();
say(`set up in ${((performance.now() - t0) / 1000).toFixed(1)} s (group register of ${(total + profiled.length).toLocaleString('en-US')} students, consent texts queued: ${(registerMs / 1000).toFixed(1)} s)`);

// the bench's own connections (codes from the SMS table, the CPU of the backends), apart from the server's
const pool = new pg.Pool({ connectionString: url, max: 4, application_name: 'svs-screening-bench' });
interface Student {
  evaluationId: number;
  agreeId: string;
  guardianMobile: string;
  studentMobile: string | null;
  target: 'ELEMENTARY' | 'MIDDLE_HIGH';
  school: number;
}
const queued = async () => (await pool.query<{ n: number }>(QUEUED_SQL)).rows[0].n;
const students = (
  await pool.query<Student>(
    `select e.id as "evaluationId", a.id as "agreeId", a.guardian_mobile as "guardianMobile", a.student_mobile as "studentMobile",
            e.school_target_type as target, e.school_id as school
     from simple_evaluation e join simple_evaluation_agree a on a.evaluation_id = e.id order by a.guardian_mobile`,
  )
).rows.map((s) => ({ ...s, school: schoolIds.indexOf(String(s.school)) }));
if (students.length !== total + profiled.length) throw new Error(`${students.length} consent rounds for ${total + profiled.length} students`);
const profileStudents = students.slice(0, profiled.length);
const byOrder = students.slice(profiled.length);
const warmupStudents = byOrder.slice(0, WARMUP);
const measuredStudents = byOrder.slice(WARMUP, WARMUP + STUDENTS);
const byCallStudents = byOrder.slice(WARMUP + STUDENTS);

// ---- one phone sequence --------------------------------------------------------------------------------------------

interface Timing {
  flow: string;
  step: number;
  ms: number;
}
const timings: Timing[] = [];
const errors: string[] = [];

async function smsValue(p: Placeholder, values: Record<string, string | number>): Promise<string> {
  const { rows } = await pool.query<{ text: string }>(p.sql!, [values[p.recipient!], p.purpose]);
  const m = rows[0] && new RegExp(p.pattern!).exec(rows[0].text);
  if (!m) throw new Error(`no ${p.purpose} text to ${values[p.recipient!]}`);
  return m[1];
}

/** One student's recorded calls in order; `each` runs around every call (the profile). Answers whether all went as recorded. */
async function replay(s: Student, record: boolean, each?: (step: number, call: () => Promise<void>) => Promise<void>): Promise<boolean> {
  const name = s.target === 'ELEMENTARY' ? 'elementary' : 'middle-high';
  const flow = sequence.flows[name];
  const values: Record<string, string | number> = { agreeId: s.agreeId, evaluationId: s.evaluationId, guardianMobile: s.guardianMobile };
  if (s.studentMobile) values.studentMobile = s.studentMobile;
  const address: Record<string, string> = ADDRESSES === 'school' ? { 'x-forwarded-for': `10.27.${Math.floor(s.school / 250)}.${1 + (s.school % 250)}` } : {};
  for (const [i, step] of flow.steps.entries()) {
    for (const n of namesIn(step)) {
      if (n in values) continue;
      const p = flow.placeholders[n];
      if (p?.from === 'sms') values[n] = await smsValue(p, values);
      else throw new Error(`${name} step ${i}: no value for {${n}}`);
    }
    const body = step.body === undefined ? undefined : fill(step.body, values);
    const call = async () => {
      const t = performance.now();
      let status = 0;
      let text = '';
      try {
        const res = await fetch(server.base + String(fill(step.path, values)), {
          method: step.method,
          headers: { ...(fill(step.headers, values) as Record<string, string>), ...address },
          body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        });
        status = res.status;
        text = await res.text();
      } catch (e) {
        text = String(e);
      }
      if (record) timings.push({ flow: name, step: i, ms: performance.now() - t });
      if (status !== step.status) throw new Error(`${name} step ${i} ${step.method} ${step.path}: ${status} (recorded ${step.status}) ${text.slice(0, 200)}`);
      for (const [n, p] of Object.entries(flow.placeholders))
        if (p.from === 'response' && p.step === i) values[n] = (JSON.parse(text) as Record<string, string>)[p.field!];
    };
    try {
      await (each ? each(i, call) : call());
    } catch (e) {
      errors.push((e as Error).message);
      return false;
    }
  }
  return true;
}

/** Every student of the list through `concurrency` phones at once; answers how many completed. */
async function day(list: Student[], concurrency: number, record: boolean): Promise<number> {
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, list.length) }, async () => {
      while (next < list.length) if (await replay(list[next++], record)) done++;
    }),
  );
  return done;
}

// ---- PostgreSQL's CPU ------------------------------------------------------------------------------------------------

/** CPU of PostgreSQL processes, sampled through the run so backends that end in it are not lost. */
class PgCpu {
  private readonly first = new Map<number, number>();
  private readonly last = new Map<number, number>();
  private readonly kind = new Map<number, 'server' | 'background'>();
  private timer?: NodeJS.Timeout;
  /** Samples taken in the run, and the server's backends seen running a statement, and waiting for a lock, summed over them. */
  samples = 0;
  active = 0;
  waiting = 0;
  /** The statements seen waiting for a lock (their first 90 characters), and how often. */
  readonly waits = new Map<string, number>();
  constructor(private readonly db: string) {}
  async sample(baseline = false) {
    const { rows } = await pool.query<{ pid: number; kind: 'server' | 'background'; active: boolean; lock: boolean; query: string }>(
      `select pid, case when backend_type = 'client backend' then 'server' else 'background' end as kind,
              state = 'active' as active, wait_event_type = 'Lock' as lock, left(regexp_replace(query, '\\s+', ' ', 'g'), 90) as query
       from pg_stat_activity
       where (backend_type = 'client backend' and datname = $1 and application_name <> 'svs-screening-bench') or backend_type <> 'client backend'`,
      [this.db],
    );
    if (!baseline) {
      this.samples++;
      for (const r of rows.filter((r) => r.kind === 'server')) {
        if (r.active) this.active++;
        if (!r.lock) continue;
        this.waiting++;
        this.waits.set(r.query, (this.waits.get(r.query) ?? 0) + 1);
      }
    }
    for (const r of rows) {
      const cpu = cpuOfPid(r.pid);
      if (Number.isNaN(cpu)) continue;
      if (!this.first.has(r.pid)) this.first.set(r.pid, baseline ? cpu : 0); // a backend started in the run: all of it
      this.last.set(r.pid, cpu);
      this.kind.set(r.pid, r.kind);
    }
  }
  async start() {
    await this.sample(true);
    this.timer = setInterval(() => void this.sample(), 500);
  }
  async stop() {
    clearInterval(this.timer);
    await this.sample();
    const sum = { server: 0, background: 0 };
    for (const [pid, last] of this.last) sum[this.kind.get(pid)!] += last - this.first.get(pid)!;
    return sum;
  }
}

// ---- the day ---------------------------------------------------------------------------------------------------------

const loadBefore = loadAverage();
if (warmupStudents.length) {
  const w = performance.now();
  const ok = await day(warmupStudents, CONCURRENCY, false);
  say(`warm-up: ${ok} of ${warmupStudents.length} questionnaires in ${((performance.now() - w) / 1000).toFixed(1)} s`);
  await outboxDrained(queued);
}
errors.length = 0;

const pgCpu = new PgCpu(new URL(url).pathname.slice(1));
const benchCpu = process.cpuUsage();
const serverCpu = cpuOfTree(server.child.pid!);
const stmts = (await server.statements()).count;
await pgCpu.start();
const start = performance.now();
const completed = await day(measuredStudents, CONCURRENCY, true);
const seconds = (performance.now() - start) / 1000;
// the codes' texts are sent by the server's relay after the calls: their cost is the day's too
await outboxDrained(queued);
const serverMs = cpuOfTree(server.child.pid!) - serverCpu;
const pgMs = await pgCpu.stop();
const statements = (await server.statements()).count - stmts;
const benchUsage = process.cpuUsage(benchCpu);
const loadAfter = loadAverage();
const calls = timings.length;

// one student per kind of school, call by call, with the statements each call sent (the relay's within 300 ms)
const profile: { flow: string; step: number; statements: string[] }[] = [];
for (const s of profileStudents) {
  const flow = s.target === 'ELEMENTARY' ? 'elementary' : 'middle-high';
  await replay(s, false, async (step, call) => {
    await server.statements('record');
    await call();
    await new Promise((r) => setTimeout(r, 300));
    profile.push({ flow, step, statements: (await server.statements('read')).texts });
  });
}
await server.statements('stop');

/**
 * BENCH_BY_CALL: the students replayed in lockstep, call by call, so the CPU between two steps is that call's (and the
 * texts its relay sent). Only one flow: the students are the first flow's.
 */
async function byCall(list: Student[]) {
  const steps = flowFor(list[0].target).steps;
  list = list.filter((s) => s.target === list[0].target);
  const gates = steps.map(() => {
    let open = () => {};
    const opened = new Promise<void>((r) => (open = r));
    return { opened, open };
  });
  const finished = steps.map(() => 0);
  let gone = 0;
  let wake = () => {};
  let slots = CONCURRENCY;
  const queue: (() => void)[] = [];
  const runs = list.map((s) =>
    replay(s, false, async (step, call) => {
      await gates[step].opened;
      if (slots > 0) slots--;
      else await new Promise<void>((r) => queue.push(r));
      try {
        await call();
        finished[step]++;
      } finally {
        const next = queue.shift();
        if (next) next();
        else slots++;
        wake();
      }
    }).then((ok) => {
      if (!ok) gone++;
      wake();
    }),
  );
  const rows: { call: string; calls: number; serverMs: number; pgMs: number }[] = [];
  for (const [i, step] of steps.entries()) {
    await outboxDrained(queued);
    const pg0 = new PgCpu(new URL(url).pathname.slice(1));
    await pg0.start();
    const cpu0 = cpuOfTree(server.child.pid!);
    gates[i].open();
    await new Promise<void>((r) => {
      wake = () => {
        if (finished[i] + gone >= list.length) r();
      };
      wake();
    });
    await outboxDrained(queued);
    const n = Math.max(1, finished[i]);
    rows.push({ call: `${step.method} ${step.path}`, calls: finished[i], serverMs: (cpuOfTree(server.child.pid!) - cpu0) / n, pgMs: (await pg0.stop()).server / n });
  }
  await Promise.all(runs);
  return rows;
}
const perCall = byCallStudents.length ? await byCall(byCallStudents) : [];

// ---- the report ------------------------------------------------------------------------------------------------------

const q = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? NaN;
};
const per = (x: number) => x / Math.max(1, completed);
/** The outbox relays' statements (claims, sends, reclaims): after a code's commit they send it; otherwise their 3-second poll. */
const isRelay = (t: string) => /^\s*update (sms_message|mail_outbox)\b/i.test(t);
const allMs = timings.map((t) => t.ms);
const result = {
  commit: process.env.BENCH_COMMIT ?? 'see git',
  recordedFrom: sequence.recorded.commit,
  students: STUDENTS,
  schools: SCHOOLS,
  middleHighSchools,
  concurrency: CONCURRENCY,
  serverProcesses: Number(process.env.WEB_CONCURRENCY ?? 1),
  addresses: ADDRESSES,
  completed,
  errors: errors.length,
  seconds,
  questionnairesPerSecond: completed / seconds,
  serverCpuMs: per(serverMs),
  pgCpuMs: per(pgMs.server),
  pgBackgroundCpuMs: per(pgMs.background),
  /** On average over the run (sampled every 500 ms): the server's backends running a statement, and waiting for a row or table lock. */
  backendsActive: pgCpu.active / Math.max(1, pgCpu.samples),
  backendsWaitingForLock: pgCpu.waiting / Math.max(1, pgCpu.samples),
  lockWaits: [...pgCpu.waits].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([statement, n]) => ({ statement, share: n / Math.max(1, pgCpu.waiting) })),
  benchCpuMs: per((benchUsage.user + benchUsage.system) / 1000),
  statements: per(statements),
  calls: per(calls),
  p50: q(allMs, 0.5),
  p95: q(allMs, 0.95),
  load: { before: loadBefore, after: loadAfter },
  perCall,
  steps: Object.entries(sequence.flows)
    .filter(([name]) => timings.some((t) => t.flow === name))
    .flatMap(([name, f]) =>
      f.steps.map((s, i) => {
        const ms = timings.filter((t) => t.flow === name && t.step === i).map((t) => t.ms);
        const texts = profile.find((p) => p.flow === name && p.step === i)?.statements;
        const relay = texts?.filter(isRelay).length;
        return { flow: name, step: i, phone: s.phone, call: `${s.method} ${s.path}`, calls: ms.length, p50: q(ms, 0.5), p95: q(ms, 0.95), statements: texts?.length, relay, texts };
      }),
    ),
};

if (JSON_OUT) console.log(JSON.stringify(result, null, 2));
else {
  const f1 = (x: number) => x.toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  console.log(
    `\nscreening day: ${completed.toLocaleString('en-US')} of ${STUDENTS.toLocaleString('en-US')} questionnaires completed, ${SCHOOLS} schools ` +
      `(${middleHighSchools} middle/high), ${CONCURRENCY} phones at once, ${result.serverProcesses} server process(es), phones from ${ADDRESSES === 'one' ? 'one address' : 'an address per school'}; ` +
      `sequence recorded at ${sequence.recorded.commit}; load average ${loadBefore} before, ${loadAfter} after\n`,
  );
  console.log('| measure | value | goal |\n|---|---|---|');
  console.log(`| completed questionnaires/s | ${f1(result.questionnairesPerSecond)} (${f1(seconds)} s) | ≥ 500 (2-core replica, database elsewhere) |`);
  console.log(`| server CPU ms / questionnaire | ${f1(result.serverCpuMs)} | ≤ 4 |`);
  console.log(`| PostgreSQL CPU ms / questionnaire (the server's backends) | ${f1(result.pgCpuMs)} | ≤ 2 |`);
  console.log(`| PostgreSQL background processes, ms / questionnaire (WAL writer, checkpointer…, shared) | ${f1(result.pgBackgroundCpuMs)} | |`);
  console.log(`| statements / questionnaire | ${f1(result.statements)} | ≤ 12 |`);
  console.log(`| the server's backends running a statement / of them waiting for a lock (mean of samples) | ${f1(result.backendsActive)} / ${f1(result.backendsWaitingForLock)} | |`);
  console.log(`| calls / questionnaire | ${f1(result.calls)} | |`);
  for (const w of result.lockWaits) console.log(`|   waiting for a lock, ${Math.round(w.share * 100)} %: \`${w.statement.replace(/\|/g, '\\|')}\` | | |`);
  console.log(`| p50 / p95 per call, ms | ${f1(result.p50)} / ${f1(result.p95)} | p95 ≤ 100 at 100 concurrent |`);
  console.log(`| errors | ${errors.length} | 0 |`);
  console.log(`| the load generator's own CPU ms / questionnaire | ${f1(result.benchCpuMs)} | |`);
  console.log('\n| flow | # | phone | call | p50 ms | p95 ms | statements (one student, one call at a time; of them the relays\') |\n|---|---|---|---|---|---|---|');
  for (const s of result.steps)
    console.log(`| ${s.flow} | ${s.step + 1} | ${s.phone} | ${s.call} | ${f1(s.p50)} | ${f1(s.p95)} | ${s.statements ?? ''}${s.relay ? ` (${s.relay} relay)` : ''} |`);
  if (perCall.length) {
    console.log(`\ncall by call (${byCallStudents.length} more students, every student's call n before any call n + 1; CPU ms per call, the relays' texts with their call):\n`);
    console.log('| # | call | calls | server CPU ms | PostgreSQL CPU ms |\n|---|---|---|---|---|');
    for (const [i, r] of perCall.entries()) console.log(`| ${i + 1} | ${r.call} | ${r.calls} | ${r.serverMs.toFixed(2)} | ${r.pgMs.toFixed(2)} |`);
    const sum = (k: 'serverMs' | 'pgMs') => perCall.reduce((a, r) => a + r[k], 0).toFixed(2);
    console.log(`| | the questionnaire | | ${sum('serverMs')} | ${sum('pgMs')} |`);
  }
  if (process.env.BENCH_STATEMENTS !== '0') {
    console.log('\nstatements per call (one student; ×n: the same text n times in the call):');
    for (const s of result.steps) {
      console.log(`  ${s.flow} ${s.step + 1} ${s.call}`);
      const counts = new Map<string, number>();
      for (const t of s.texts ?? []) {
        const k = t.replace(/\s+/g, ' ').trim().slice(0, 200);
        counts.set(k, (counts.get(k) ?? 0) + 1);
      }
      for (const [k, n] of counts) console.log(`    ${n > 1 ? `×${n} ` : ''}${isRelay(k) ? '[relay] ' : ''}${k}`);
    }
  }
}
if (errors.length) {
  const kinds = new Map<string, number>();
  for (const e of errors) kinds.set(e.slice(0, 160), (kinds.get(e.slice(0, 160)) ?? 0) + 1);
  say(`\nerrors (${errors.length}):`);
  for (const [e, n] of kinds) say(`  ×${n} ${e}`);
}

await pool.end();
await server.stop();
process.exitCode = errors.length ? 1 : 0;
