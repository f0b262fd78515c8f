/**
 * The design's own floor: what the fixed stack (Apollo Server 5 + type-graphql) costs before any of the app's code
 * runs, against the bare handler the list goal is measured by. For each scenario of bench/scenarios.ts chosen here,
 * the very SQL the app runs for it (captured as bench/compare.ts does) is served four ways, each in a process of its
 * own on node:http with a pg pool of 10 (as the app's), measured in turn with autocannon at 8 concurrent after a
 * warm-up, the order alternating from round to round:
 *
 *   bare     node:http + pg: the statements run, their rows as JSON (bench/bare.ts; the goal's reference)
 *   graphql  + graphql-js: one document, parsed and validated once, `execute`d per request on a type-graphql schema
 *   apollo   + Apollo Server 5 (`executeHTTPGraphQLRequest`, no Express, no plugin but the app's one default
 *            turned off): the design and nothing else
 *   app      the app itself (compiled, `serve`), the scenario's own document and token
 *
 * The floor's schema is as cheap as a schema can be: a page is `{ total content { c0 … cN } }` with the same number of
 * leaf fields per row as the app's document selects, every one a String, filled from the page statement's rows.
 * No token check, no logging, no jurisdiction: a floor no real server of this design can go under.
 *
 *   cd server && TSX_TSCONFIG_PATH=../bench/tsconfig.json DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres \
 *     BENCH_DB=svs_bench_paging npx tsx ../bench/floor.ts
 *
 * BENCH_ONLY=<parts of scenarios' names, separated by |> (default: the seven below), BENCH_SECONDS (5), BENCH_WARMUP (5),
 * BENCH_ROUNDS (3), FLOOR_SIDES=bare,graphql,apollo (the floor's sides to run; the app always runs),
 * BENCH_PROFILE=<dir> (a CPU profile of the app), FLOOR_BASE=<path to another build's dist/cli/index.js> (that build
 * measured too, as 'base', alternating with the app: an A/B of a change). Not part of npm test (docs/PERFORMANCE.md,
 * "The design's own floor").
 */
import 'reflect-metadata';
import { type ChildProcess, execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { execute, Kind, parse, validate, type SelectionSetNode } from 'graphql';
import pg from 'pg';
import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver, buildSchema } from 'type-graphql';
import { load, start, type Run } from './load.js';
import type { Statement } from './scenarios.js';

interface Route {
  statements: Statement[];
  /** Leaf fields a row of the app's document selects (the floor selects as many). */
  leaves: number;
}
const DEFAULT = ['me { id }', 'users, national, page 1', 'users, 승인 대기', 'alarms, mine', 'requests, national, page 1', 'access log, one account’s record', 'popups shown to me today'];
const MAX_LEAVES = 40;
const floorQuery = (leaves: number) => `query Floor($route: Int!) { floor(route: $route) { total content { ${Array.from({ length: leaves }, (_, i) => `c${i}`).join(' ')} } } }`;

const role = process.argv[2];
if (role) await serve(role, JSON.parse(readFileSync(process.env.FLOOR_ROUTES!, 'utf8')) as Route[]);
else await drive();

async function serve(kind: string, routes: Route[]) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const run = async (route: number) => {
    const results = [];
    for (const s of routes[route].statements) results.push((await pool.query(s)).rows as Record<string, unknown>[]);
    return results;
  };
  const body = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let s = '';
      req.setEncoding('utf8').on('data', (d: string) => (s += d)).on('end', () => resolve(s));
    });
  const routeOf = (req: IncomingMessage) => Number(req.url!.slice(1));

  @ObjectType()
  class FloorRow {}
  for (let i = 0; i < MAX_LEAVES; i++) Field(() => String, { nullable: true })(FloorRow.prototype, `c${i}`);
  @ObjectType()
  class FloorPage {
    @Field(() => Int, { nullable: true }) total?: number;
    @Field(() => [FloorRow]) content!: FloorRow[];
  }
  @Resolver()
  class FloorResolver {
    @Query(() => FloorPage)
    async floor(@Arg('route', () => Int) route: number, @Ctx() ctx: { leaves: number }): Promise<FloorPage> {
      const results = await run(route);
      const page = results.reduce((a, b) => (b.length > a.length ? b : a));
      const count = results.find((rows) => rows.length === 1 && Object.keys(rows[0]).length === 1 && page !== rows);
      const content = page.map((row) => {
        const values = Object.values(row);
        const out: Record<string, string | null> = {};
        for (let i = 0; i < ctx.leaves; i++) {
          const v = values[i % values.length];
          out[`c${i}`] = v == null ? null : v instanceof Date ? v.toISOString() : String(v);
        }
        return out as FloorRow;
      });
      return { total: count ? Number(Object.values(count[0])[0]) : undefined, content };
    }
  }
  const schema = await buildSchema({ resolvers: [FloorResolver], validate: false });

  let handle: (req: IncomingMessage) => Promise<string>;
  if (kind === 'bare') {
    handle = async (req) => {
      await body(req);
      return JSON.stringify(await run(routeOf(req)));
    };
  } else if (kind === 'graphql') {
    const documents = routes.map((r) => parse(floorQuery(r.leaves)));
    for (const d of documents) if (validate(schema, d).length) throw new Error('invalid floor document');
    handle = async (req) => {
      const { variables } = JSON.parse(await body(req)) as { variables: { route: number } };
      const route = variables.route;
      return JSON.stringify(await execute({ schema, document: documents[route], variableValues: variables, contextValue: { leaves: routes[route].leaves } }));
    };
  } else {
    // as the app: no cache-control hints, so not Apollo's default plugin that wraps every field to collect them
    const apollo = new ApolloServer({ schema, plugins: [ApolloServerPluginCacheControlDisabled()] });
    await apollo.start();
    handle = async (req) => {
      const headers = new HeaderMap();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
      const route = routeOf(req);
      const res = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: { method: req.method!, headers, search: '', body: JSON.parse(await body(req)) },
        context: async () => ({ leaves: routes[route].leaves }),
      });
      if (res.body.kind !== 'complete') throw new Error('chunked');
      return res.body.string;
    };
  }
  createServer((req, res) => {
    handle(req).then(
      (json) => res.writeHead(200, { 'content-type': 'application/json' }).end(json),
      (e) => res.writeHead(500).end(String(e)),
    );
  }).listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
}

/** Leaf fields under a document's first list of rows (`content`, or the top field itself when it has no `content`). */
function leavesOf(query: string): number {
  const count = (set: SelectionSetNode): number =>
    set.selections.reduce((n, s) => n + (s.kind === Kind.FIELD ? (s.selectionSet ? count(s.selectionSet) : 1) : 0), 0);
  const op = parse(query).definitions[0];
  if (op.kind !== Kind.OPERATION_DEFINITION) throw new Error('not an operation');
  const top = op.selectionSet.selections[0];
  if (top.kind !== Kind.FIELD || !top.selectionSet) throw new Error('no selection');
  const content = top.selectionSet.selections.find((s) => s.kind === Kind.FIELD && s.name.value === 'content');
  return count(content?.kind === Kind.FIELD && content.selectionSet ? content.selectionSet : top.selectionSet);
}

async function drive() {
  const { capture, scenarios, JWT_SECRET, orm, url } = await import('./scenarios.js');
  const chosen = process.env.BENCH_ONLY ? scenarios : scenarios.filter((s) => DEFAULT.includes(s.name));
  const routes: Route[] = [];
  for (const s of chosen) routes.push({ statements: await capture(s), leaves: leavesOf(s.query) });
  await orm.close();
  const routesFile = join(tmpdir(), `svs-floor-routes-${process.pid}.json`);
  writeFileSync(routesFile, JSON.stringify(routes));

  const SECONDS = Number(process.env.BENCH_SECONDS || 5);
  const WARMUP = Number(process.env.BENCH_WARMUP || 5);
  const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
  execFileSync('pnpm', ['--filter', '@svs/server', 'build'], { stdio: 'inherit' });
  type Side = { name: string; port: number; child: ChildProcess; request: (i: number) => { path: string; body: string; token?: string } };
  const sides: Side[] = [];
  process.on('exit', () => sides.forEach((side) => side.child.kill('SIGTERM')));
  const only = process.env.FLOOR_SIDES?.split(',');
  for (const [k, name] of ['bare', 'graphql', 'apollo'].entries()) {
    if (only && !only.includes(name)) continue;
    const port = 3911 + k;
    const child = await start(new URL(import.meta.url).pathname, [name], { DATABASE_URL: url, PORT: String(port), FLOOR_ROUTES: routesFile }, () => false);
    sides.push({ name, port, child, request: (i) => ({ path: `/${i}`, body: JSON.stringify({ query: floorQuery(routes[i].leaves), variables: { route: i } }) }) });
  }
  // FLOOR_BASE=<another build's cli/index.js>: that build runs too, as 'base', alternating with this one (an A/B of a change)
  const builds = [['app', new URL('../server/dist/cli/index.js', import.meta.url).pathname], ...(process.env.FLOOR_BASE ? [['base', process.env.FLOOR_BASE]] : [])];
  for (const [k, [name, script]] of builds.entries()) {
    const port = String(3914 + k);
    const child = await start(
      script,
      ['serve'],
      { DATABASE_URL: url, JWT_SECRET, PORT: port, HOST: '127.0.0.1', NODE_ENV: 'production', PUBLIC_URL: 'https://bench.example.org', CLIENT_DIST: '/nonexistent' },
      (line) => line.includes(`:${port}`),
      // BENCH_PROFILE=<dir>: a CPU profile of the app, written when it stops (bench/profile-top.ts)
      process.env.BENCH_PROFILE && name === 'app' ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [],
    );
    sides.push({
      name,
      port: Number(port),
      child,
      request: (i) => ({ path: '/app/graphql', body: JSON.stringify({ query: chosen[i].query, variables: chosen[i].variables ?? {} }), token: chosen[i].user.token }),
    });
  }

  const measure = async (side: Side, i: number, duration: number) => {
    const { path, body, token } = side.request(i);
    const r = await load(
      {
        url: `http://127.0.0.1:${side.port}${path}`,
        method: 'POST',
        connections: 8,
        duration,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body,
      },
      side.child,
    );
    if (r.errors) throw new Error(`${side.name}: ${r.errors} errors`);
    return r;
  };

  console.log(`scenario                        side     round  req/s   p95 ms  cpu ms/req  ratio to bare`);
  for (const [i, s] of chosen.entries()) {
    for (const side of sides) {
      const { path, body, token } = side.request(i);
      const res = await fetch(`http://127.0.0.1:${side.port}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body });
      const answer = await res.text();
      if (res.status !== 200 || answer.includes('"errors"')) throw new Error(`${s.name}, ${side.name}: ${res.status} ${answer}`);
      await measure(side, i, WARMUP);
    }
    for (let round = 0; round < ROUNDS; round++) {
      const results = new Map<string, Run>();
      for (const side of round % 2 ? [...sides].reverse() : sides) results.set(side.name, await measure(side, i, SECONDS));
      for (const side of sides) {
        const r = results.get(side.name)!;
        const ratio = r.rps / (results.get('bare')?.rps ?? NaN);
        console.log(`${s.name.padEnd(31)} ${side.name.padEnd(8)} ${String(round + 1).padStart(5)}  ${r.rps.toFixed(0).padStart(5)}  ${r.p95.toFixed(1).padStart(7)}  ${r.cpuMs.toFixed(3).padStart(10)}  ${ratio.toFixed(2).padStart(13)}`);
      }
    }
  }
  const app = sides.find((side) => side.name === 'app')!.child;
  const stopped = new Promise((resolve) => app.once('exit', resolve));
  app.kill('SIGTERM');
  await stopped; // the CPU profile is written on exit
  process.exit(0);
}
