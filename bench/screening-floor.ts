/**
 * The floor under the screening day's server CPU (issue 27: ≤ 4 ms a questionnaire): a bare node:http + pg server
 * (pool of 10, as the app's) answering the phone's seven calls with as many statements as the app sends for each
 * (server/test/respondent-sequence.test.ts: 6, 3, 0, 1, 5, 2, 6; BEGIN and COMMIT counted), each statement a trivial
 * `select $1::int` so PostgreSQL's own work is nil and what is left is Node: HTTP parsing, the pg protocol, JSON. No
 * token, no validation, no log, no ORM: a server of any design sending these calls and statements costs at least this.
 * 100 clients at once replay the calls back to back, as bench/screening-day.ts does; the server's CPU from /proc.
 *
 *   cd server && DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx ../bench/screening-floor.ts
 *
 * BENCH_STUDENTS (default 4000 questionnaires), BENCH_CONCURRENCY (100), BENCH_PORT (3913), FLOOR_STATEMENTS (the
 * per-call counts, comma-separated; default 6,3,0,1,5,2,6).
 */
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { cpuOfPid, loadAverage } from './screening-world.js';

const PORT = Number(process.env.BENCH_PORT ?? 3913);
const COUNTS = (process.env.FLOOR_STATEMENTS ?? '6,3,0,1,5,2,6').split(',').map(Number);

if (process.argv[2] === 'serve') {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c));
    req.on('end', async () => {
      const n = Number(req.url!.split('/').pop());
      const client = await pool.connect();
      try {
        for (let i = 0; i < n; i++) await client.query({ name: 'floor', text: 'select $1::int as n', values: [i] });
      } finally {
        client.release();
      }
      const out = JSON.stringify({ ok: true, statements: n, echo: body.length });
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(out) });
      res.end(out);
    });
  }).listen(PORT, '127.0.0.1', () => process.send?.('ready'));
} else {
  const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 4000);
  const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 100);
  const child = fork(new URL(import.meta.url).pathname, ['serve'], { execArgv: ['--import', 'tsx'], env: process.env });
  await new Promise<void>((r) => child.once('message', () => r()));
  const body = JSON.stringify({ answers: Object.fromEntries(Array.from({ length: 35 }, (_, i) => [`item${i}`, i % 4])) });
  const questionnaire = async () => {
    for (const [i, n] of COUNTS.entries()) {
      const res = await fetch(`http://127.0.0.1:${PORT}/call/${i}/${n}`, { method: i % 2 ? 'PUT' : 'POST', body, headers: { 'content-type': 'application/json' } });
      await res.text();
    }
  };
  const day = async (count: number) => {
    let next = 0;
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < count) await questionnaire();
    }));
  };
  await day(500); // warm-up
  const loadBefore = loadAverage();
  const cpu0 = cpuOfPid(child.pid!);
  const t0 = performance.now();
  await day(STUDENTS);
  const seconds = (performance.now() - t0) / 1000;
  const cpu = cpuOfPid(child.pid!) - cpu0;
  const statements = COUNTS.reduce((a, b) => a + b, 0);
  console.log(
    `bare node:http + pg, ${COUNTS.length} calls and ${statements} statements a questionnaire, ${CONCURRENCY} at once: ` +
      `${(STUDENTS / seconds).toFixed(0)} questionnaires/s, server CPU ${(cpu / STUDENTS).toFixed(2)} ms a questionnaire ` +
      `(load average ${loadBefore} before, ${loadAverage()} after)`,
  );
  child.kill('SIGTERM');
}
