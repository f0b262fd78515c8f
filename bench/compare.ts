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
 * 5), BENCH_WARMUP seconds of load on each side before a scenario's measurements (default 5), BENCH_ONLY=<substrings of scenario names, separated by |>, BENCH_CONNECTIONS=1,8,32, BENCH_WORKERS=N (both sides run N
 * processes on their port: the app with WEB_CONCURRENCY=N, the bare handler with node:cluster; default 1). A later list adds one entry to
 * `scenarios` below: its GraphQL document (as the client sends it) and the service call the resolver makes.
 * Not part of npm test: figures depend on the machine and its load (docs/PERFORMANCE.md).
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { load, start, type Run } from './load.js';
import { capture, JWT_SECRET, orm, scenarios, url, type Scenario, type Statement } from './scenarios.js';

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const WARMUP = Number(process.env.BENCH_WARMUP || 5);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS || '1,8,32').split(',').map(Number);
const GOAL = { p95At8: 25, ratio: 0.5 };
const APP_PORT = 3901;
const BARE_PORT = 3902;

const routes: Record<string, Statement[]> = {};
for (const [i, s] of scenarios.entries()) routes[`/${i}`] = await capture(s);
const routesFile = join(tmpdir(), `svs-bench-routes-${process.pid}.json`);
writeFileSync(routesFile, JSON.stringify(routes));

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

/** One run of `SECONDS` unless the options say otherwise. */
const measure = (opts: autocannon.Options, server?: ChildProcess): Promise<Run> => load({ duration: SECONDS, ...opts }, server);

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
  // warm-up: JIT, pools and caches, on both sides. A list's own code (its resolver, views and field resolvers) is
  // still being optimised after 1 s: measured CPU per request kept falling for about 15 s (3.4 → 1.9 ms for the users
  // list), while a server in service has long been warm
  await measure({ ...gqlOptions(s, 8), duration: WARMUP });
  await measure({ url: `http://127.0.0.1:${BARE_PORT}/${i}`, connections: 8, duration: WARMUP });
  for (const [k, connections] of CONNECTIONS.entries()) {
    // alternate which side goes first, so neither always runs on a warmer (or more loaded) machine
    const runGql = () => measure(gqlOptions(s, connections), app);
    const runBare = () => measure({ url: `http://127.0.0.1:${BARE_PORT}/${i}`, connections }, bare);
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
