import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../src/modules/index.js';
import { EvaluationSchoolType, Gender, SimpleEvaluation, SimpleEvaluationAgree } from '../src/modules/evaluation-record/simple-evaluation.entity.js';
import type { School } from '../src/modules/organization/school.entity.js';
import { LEASE_MS } from '../src/modules/retention/retention.destroy.js';
import { DestructionRun } from '../src/modules/retention/retention.entity.js';
import { loadConfig } from '../src/platform/config.js';
import { openOrm } from '../src/platform/db/orm.js';
import { sql } from '../src/platform/db/sql.js';
import { seedReference } from '../src/seeders/reference.js';
import { createDatabase, makeSchool, type TestApp } from './harness.js';

/**
 * The destruction job (retention.destroy.ts) run by two replicas at once: separate processes
 * (test/fixtures/retention-runner.ts, each with its own ORM, pool and clock) on one PostgreSQL database. A day's run
 * is done once, every due record is destroyed once; a runner killed with SIGKILL in the middle of a batch leaves that
 * batch whole, its run is not taken while its lease stands and is taken over and finished once the lease ran out
 * (the taking process's clock is set past LEASE_MS: the clock is per process, so no knob and no five-minute wait).
 *
 * Like test/replicas.test.ts, this needs a real PostgreSQL: the embedded PGlite is one connection inside one
 * process, so it cannot stand for a database two processes share. Without TEST_DATABASE_URL/DATABASE_URL the file is
 * reported as skipped, and under CI=true it fails instead (npm test in CI always has DATABASE_URL).
 */
const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const serverDir = fileURLToPath(new URL('..', import.meta.url));

interface Runner {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** Resolves when the process printed `line`. */
  printed(line: string): Promise<void>;
  go(): void;
  result(): Promise<{ destroyed: number; pid: number }>;
}

/** A replica's job in a process of its own, on the database, its clock stopped at `at`; resolves once it is READY. */
async function startRunner(databaseUrl: string, at: Date, env: Record<string, string> = {}): Promise<Runner> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/retention-runner.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, CLOCK_AT: at.toISOString(), NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const printed = (line: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (out.split('\n').some((l) => l.startsWith(line))) {
          clearInterval(timer);
          resolve();
        }
      }, 25);
      void exited.then((code) => {
        if (out.split('\n').some((l) => l.startsWith(line))) return;
        clearInterval(timer);
        reject(new Error(`runner exited (${code}) before printing ${line}:\n${out}`));
      });
    });
  await printed('READY');
  return {
    process: child,
    output: () => out,
    exited,
    printed,
    go: () => child.stdin!.write('go\n'),
    async result() {
      await printed('RESULT ');
      expect(await exited).toBe(0);
      return JSON.parse(out.split('\n').find((l) => l.startsWith('RESULT '))!.slice('RESULT '.length));
    },
  };
}

/** A fresh database with the migrations and reference data (a deploy's migrate step). */
async function migratedDatabase() {
  if (!serverUrl) throw new Error('CI=true: this test needs a real PostgreSQL; set TEST_DATABASE_URL or DATABASE_URL');
  const db = await createDatabase(serverUrl);
  const orm = await openOrm({ url: db.url, embedded: false, entities });
  await orm.getMigrator().up();
  await seedReference(orm.em.fork());
  const app = { orm, config: loadConfig({ NODE_ENV: 'test' }), em: () => orm.em.fork() as EntityManager, url: '', stop: async () => {} } as TestApp;
  return { orm, drop: db.drop, app, url: db.url };
}

/** A Korean day's noon. */
const kst = (day: string) => new Date(`${day}T12:00:00+09:00`);

describe.skipIf(!serverUrl && process.env.CI !== 'true')('the destruction job in two processes on one PostgreSQL (needs TEST_DATABASE_URL or DATABASE_URL)', () => {
  let orm: MikroORM<PostgreSqlDriver>;
  let drop: () => Promise<void>;
  let app: TestApp;
  let dbUrl: string;
  let school: School;
  const started: Runner[] = [];
  const runner = async (at: Date, env: Record<string, string> = {}) => {
    const r = await startRunner(dbUrl, at, env);
    started.push(r);
    return r;
  };

  beforeAll(async () => {
    ({ orm, drop, app, url: dbUrl } = await migratedDatabase());
    school = await makeSchool(app);
  }, 120_000);

  afterAll(async () => {
    for (const r of started) if (r.process.exitCode === null && r.process.signalCode === null) r.process.kill('SIGKILL');
    await Promise.all(started.map((r) => r.exited));
    await orm?.close();
    await drop?.();
  });

  let seq = 0;
  /** `n` evaluations of `year`, each with its consent round, the link texted about it and its phone code. */
  async function evaluations(year: number, n: number): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const em = app.em();
      const k = ++seq;
      const e = em.create(SimpleEvaluation, {
        school,
        sdCode: school.sdCode,
        sggCode: school.sggCode,
        year,
        schoolTargetType: EvaluationSchoolType.ELEMENTARY,
        gender: Gender.M,
        studentCode: `RR${year}-${k}`,
        studentSeq: k,
      });
      await em.flush();
      e.currentRound = em.create(SimpleEvaluationAgree, { evaluation: e, guardianMobile: '01012345678' });
      await em.flush();
      await sql(
        em,
        `insert into sms_message (recipient, text, kind, purpose, ref_type, ref_id, dedupe_key) values ('01012345678', '동의 링크', 'SMS', 'CONSENT', 'simple-evaluation', ?, ?)`,
        [String(e.id), `retention-replicas-${e.id}`],
        'run',
      );
      await sql(em, `insert into one_time_code (purpose, subject, code_hash, expires_at) values ('respondent:simple-evaluation', ?, 'x', now())`, [`${e.id}:GUARDIAN`], 'run');
      ids.push(e.id);
    }
    return ids;
  }

  /** Of these evaluations: how many are left, and how many of their rounds, texts and codes (a whole record has all four). */
  async function left(ids: number[]) {
    const keys = ids.map(String);
    const [r] = await sql<Record<string, string>[]>(
      app.em(),
      `select (select count(*) from simple_evaluation where id in (?)) as evaluation,
              (select count(*) from simple_evaluation_agree where evaluation_id in (?)) as agree,
              (select count(*) from sms_message where ref_type = 'simple-evaluation' and ref_id in (?)) as sms,
              (select count(*) from one_time_code where purpose = 'respondent:simple-evaluation' and subject in (?)) as code`,
      [ids, ids, keys, keys.map((k) => `${k}:GUARDIAN`)],
    );
    return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)]));
  }
  const all = (n: number) => ({ evaluation: n, agree: n, sms: n, code: n });

  const runOf = (day: string) => app.em().findOne(DestructionRun, { runDay: day });
  const evaluationsDestroyed = (run: DestructionRun | null) => run?.kinds.find((k) => k.kind === 'SIMPLE_EVALUATION')?.destroyed;

  it('two replicas ticking at once: the day has one run, every due record is destroyed once, the rest kept', async () => {
    // 2026-03-12: the school years up to 2024 are past their 12 months (retention.test.ts "the school year and the period")
    const due = await evaluations(2024, 30);
    const kept = await evaluations(2025, 5);
    const day = '2026-03-12';
    // each process runs the job entry three times (three ticks of its job loop), both released at once
    const [a, b] = await Promise.all([runner(kst(day), { TICKS: '3' }), runner(kst(day), { TICKS: '3' })]);
    a.go();
    b.go();
    const [ra, rb] = await Promise.all([a.result(), b.result()]);
    expect(ra.pid).not.toBe(rb.pid);

    // one process did the day's run, the other found it taken (or done): together exactly the due records
    expect(Math.min(ra.destroyed, rb.destroyed)).toBe(0);
    expect(ra.destroyed + rb.destroyed).toBe(due.length);
    expect(await left(due)).toEqual(all(0));
    expect(await left(kept)).toEqual(all(kept.length));

    expect(await app.em().count(DestructionRun, {})).toBe(1);
    const run = await runOf(day);
    expect(run).toMatchObject({ status: 'DONE' });
    expect(run!.runner).toMatch(new RegExp(`^${ra.destroyed ? ra.pid : rb.pid}:`));
    expect(evaluationsDestroyed(run)).toBe(due.length);
  }, 180_000);

  it('a runner killed (SIGKILL) inside a batch: that batch stays whole, the run waits out the lease, then another process finishes it', async () => {
    const due = await evaluations(2024, 23);
    const day = '2026-03-13';
    const BATCH = '5';

    // the first replica commits two batches and is killed inside its third, after the batch's texts and codes went
    const first = await runner(kst(day), { BATCH, PAUSE_AT_BATCH: '3' });
    first.go();
    await first.printed('PAUSED');
    first.process.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    // the database rolls the dead connection's transaction back: wait until the run row is free again
    for (let i = 0; i < 200; i++) {
      const free = await app.em().transactional((tx) => sql<unknown[]>(tx, `select id from destruction_run where run_day = ? for update skip locked`, [day]));
      if (free.length) break;
      await new Promise((r) => setTimeout(r, 50));
    }

    const dead = await runOf(day);
    expect(dead).toMatchObject({ status: 'RUNNING' });
    expect(dead!.runner).toMatch(new RegExp(`^${first.process.pid}:`));
    // what the record says is what is gone: two whole batches, the third back as it was (texts and codes too)
    const afterKill = await left(due);
    const gone = due.length - afterKill.evaluation;
    expect(gone).toBe(evaluationsDestroyed(dead));
    expect(gone).toBeGreaterThan(0);
    expect(gone).toBeLessThan(due.length);
    expect(afterKill).toEqual(all(due.length - gone));

    // another replica's tick a minute later: the dead runner's lease still stands, nothing is done
    const early = await runner(new Date(kst(day).getTime() + 60_000), { BATCH });
    early.go();
    expect((await early.result()).destroyed).toBe(0);
    expect(await left(due)).toEqual(afterKill);
    expect(await runOf(day)).toMatchObject({ status: 'RUNNING', runner: dead!.runner });

    // a tick after the lease ran out takes the run over and finishes it: each record destroyed once in all
    const late = await runner(new Date(kst(day).getTime() + LEASE_MS + 1000), { BATCH });
    late.go();
    const r = await late.result();
    expect(r.destroyed).toBe(due.length - gone);
    expect(await left(due)).toEqual(all(0));
    const done = await runOf(day);
    expect(done).toMatchObject({ status: 'DONE' });
    expect(done!.runner).toMatch(new RegExp(`^${r.pid}:`));
    expect(evaluationsDestroyed(done)).toBe(due.length);
    expect(await app.em().count(DestructionRun, { runDay: day })).toBe(1);
  }, 180_000);
});
