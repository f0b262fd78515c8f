import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { RefreshToken } from '../src/modules/account/refresh-token.entity.js';
import { sha256 } from '../src/platform/crypto.js';
import { loadConfig } from '../src/platform/config.js';
import { openOrm } from '../src/platform/db/orm.js';
import { entities } from '../src/modules/index.js';
import { ROLES } from '../src/seeders/menus.js';
import { seedReference } from '../src/seeders/reference.js';
import { call, createDatabase, makeAccount, makeSchool, signIn, tokenFor, type TestApp } from './harness.js';
import { claims, expectError, refreshCall } from './util.js';
import { openStream, pendingSignUp, ticketFor } from './sse.js';

/**
 * Two server processes (`cli serve`, as each replica runs in production) on one PostgreSQL database: whatever one
 * replica writes, the other acts on, because no session, counter or permission is held in process memory.
 *
 * This needs a real PostgreSQL: the embedded PGlite is one connection inside one process (pglite-socket's extra
 * connections share a single session, so two servers' transactions would interleave), so it cannot stand for
 * a database two processes share. Without TEST_DATABASE_URL/DATABASE_URL the file is reported as skipped, and
 * under CI=true it fails instead (npm test in CI always has DATABASE_URL).
 */
const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const JWT_SECRET = 'replicas-test-secret-that-is-long-enough-0123';
const serverDir = fileURLToPath(new URL('..', import.meta.url));

interface Replica extends TestApp {
  process: ChildProcess;
  /** The JSON lines it wrote to stdout. */
  log: () => Record<string, any>[];
  /** All it wrote to stdout and stderr. */
  output: () => string;
  exited: Promise<number | null>;
}

/** `cli serve` in a process of its own, on a free port; resolves once it prints its URL. */
async function startReplica(databaseUrl: string, shared: Omit<TestApp, 'url' | 'stop'>, env: Record<string, string> = {}): Promise<Replica> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', 'serve'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', JWT_SECRET, NODE_ENV: 'test', LOG_LEVEL: 'info', DEV_MAILBOX: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /(http:\/\/localhost:\d+\/app\/)/.exec(out);
      if (m) {
        clearInterval(timer);
        resolve(m[1]);
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`replica exited (${code}) before serving:\n${out}`));
    });
  });
  return {
    ...shared,
    url,
    process: child,
    exited,
    output: () => out,
    log: () => out.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l)),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A fresh database with the migrations and reference data (a deploy's migrate step; servers never migrate). */
async function migratedDatabase() {
  if (!serverUrl) throw new Error('CI=true: this test needs a real PostgreSQL; set TEST_DATABASE_URL or DATABASE_URL');
  const db = await createDatabase(serverUrl);
  const orm = await openOrm({ url: db.url, embedded: false, entities });
  await orm.getMigrator().up();
  await seedReference(orm.em.fork());
  const shared = { orm, config: loadConfig({ NODE_ENV: 'test', JWT_SECRET }), em: () => orm.em.fork() as EntityManager };
  return { orm, drop: db.drop, shared, url: db.url };
}

const metricValue = (text: string, name: string) =>
  text
    .split('\n')
    .filter((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `))
    .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);

describe.skipIf(!serverUrl && process.env.CI !== 'true')('two replicas on one PostgreSQL (needs TEST_DATABASE_URL or DATABASE_URL)', () => {
  let orm: MikroORM<PostgreSqlDriver>;
  let drop: () => Promise<void>;
  let a: Replica;
  let b: Replica;

  beforeAll(async () => {
    ({ orm, drop, shared, url: dbUrl } = await migratedDatabase());
    [a, b] = await Promise.all([startReplica(dbUrl, shared), startReplica(dbUrl, shared)]);
  }, 180_000); // two processes transpiling the server with tsx: slow on a loaded 2-core machine
  let shared: Omit<TestApp, 'url' | 'stop'>;
  let dbUrl: string;

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await orm?.close();
    await drop?.();
  });

  it('are two processes on two ports', () => {
    expect(a.process.pid).not.toBe(b.process.pid);
    expect(new URL(a.url).port).not.toBe(new URL(b.url).port);
  });

  it('a refresh token issued by one rotates on the other, and the new tokens work on both', async () => {
    const user = await makeAccount(a, RoleCode.MEMBER, { school: await makeSchool(a) });
    const first = await signIn(a, user.loginId);
    expect(first.res.status).toBe(200);

    const onB = await refreshCall(b, first.refresh!);
    expect(onB.status, JSON.stringify(onB.body)).toBe(200);
    const second = onB.body.refresh_token as string;
    expect(second).not.toBe(first.refresh);

    const onA = await refreshCall(a, second);
    expect(onA.status, JSON.stringify(onA.body)).toBe(200);
    // an access token issued by one replica is accepted by the other
    expect((await call(a, 'GET', 'svs-u/account/me', { token: onB.body.access_token })).body.loginId).toBe(user.loginId);
    expect((await call(b, 'GET', 'svs-u/account/me', { token: onA.body.access_token })).body.loginId).toBe(user.loginId);

    // one family in the shared table: the first two spent, the newest live
    const rows = await orm.em.fork().find(RefreshToken, { account: user.id }, { orderBy: { id: 'asc' } });
    expect(rows.map((r) => r.tokenHash)).toEqual([first.refresh!, second, onA.body.refresh_token].map(sha256));
    expect(new Set(rows.map((r) => r.familyId)).size).toBe(1);
    expect(rows.map((r) => r.usedAt !== null && r.usedAt !== undefined)).toEqual([true, true, false]);
  });

  it('wrong passwords add up across both: the fifth locks the account on every replica', async () => {
    const user = await makeAccount(a, RoleCode.MEMBER, { school: await makeSchool(a) });
    for (const replica of [a, b, a, b]) expectError((await signIn(replica, user.loginId, 'Wrong1234!')).res, 401, 'INVALID_CREDENTIALS');
    expectError((await signIn(a, user.loginId, 'Wrong1234!')).res, 401, 'INVALID_CREDENTIALS'); // the fifth: locked, answered alike
    // the right password does not get in on the other replica either
    expectError((await signIn(b, user.loginId)).res, 423, 'ACCOUNT_LOCKED');
  });

  it('a menu-permission change made on one is in the next sign-in on the other', async () => {
    const admin = await tokenFor(a, await makeAccount(a, RoleCode.SYSTEM_ADMIN));
    const member = await makeAccount(a, RoleCode.MEMBER, { school: await makeSchool(a) });
    const defaults = [...ROLES.find((r) => r.id === RoleCode.MEMBER)!.permissions].sort();
    expect(defaults.length).toBeGreaterThan(1);
    // B has already signed this role in once (anything it might cache is warm)
    expect(claims(await tokenFor(b, member)).permissions.sort()).toEqual(defaults);

    const fewer = defaults.slice(1);
    expect((await call(a, 'PUT', 'svs-u/user-role-permission/MEMBER', { token: admin, body: { permissions: fewer } })).status).toBe(200);
    expect(claims(await tokenFor(b, member)).permissions.sort()).toEqual(fewer);

    // and back, changed on B, seen on A
    const back = await call(b, 'PUT', 'svs-u/user-role-permission/MEMBER', { token: admin, body: { permissions: defaults } });
    expect(back.status).toBe(200);
    expect(claims(await tokenFor(a, member)).permissions.sort()).toEqual(defaults);
  });

  it('a service client revoked on one is refused on the other at its next call, and its rate limit is shared', async () => {
    const admin = await tokenFor(a, await makeAccount(a, RoleCode.SYSTEM_ADMIN));
    const expiresOn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const reg = await call(a, 'POST', 'svs-u/service-client', { token: admin, body: { name: '복제 확인', scopes: ['statistics:read'], rateLimitPerMinute: 4, expiresOn } });
    expect(reg.status, JSON.stringify(reg.body)).toBe(201);
    const basic = 'Basic ' + Buffer.from(`${reg.body.client.clientId}:${reg.body.clientSecret}`).toString('base64');
    const issued = await call(b, 'POST', 'auth/token', { form: { grant_type: 'client_credentials' }, headers: { authorization: basic } });
    const token = issued.body.access_token as string;
    const stat = (r: Replica) => call(r, 'POST', 'svs-u/request/statistics', { token, body: {} });
    // four calls per minute across both replicas, not per process
    for (const r of [a, b, a, b]) expect((await stat(r)).status).toBe(200);
    expectError(await stat(a), 429, 'TOO_MANY_REQUESTS');
    expect((await call(a, 'POST', `svs-u/service-client/${reg.body.client.id}/revoke`, { token: admin })).status).toBe(200);
    expectError(await stat(b), 401, 'INVALID_TOKEN');
  });

  it('an alarm raised through one replica reaches a stream open on the other (LISTEN/NOTIFY, not process memory)', async () => {
    const admin = await makeAccount(a, RoleCode.SYSTEM_ADMIN);
    // the ticket is issued by A and opens the stream on B: both verify with the shared secret
    const s = await openStream(b, await ticketFor(a, await tokenFor(a, admin)));
    try {
      expect(s.status).toBe(200);
      await s.next(() => true);
      const newId = await pendingSignUp(a);
      const e = await s.next((x) => x.data.alarm !== undefined);
      expect(e.data).toMatchObject({ unread: 1, alarm: { title: '회원 가입 승인 요청', link: `/auth/user/detail/${newId}` } });
      // the ticket never reaches the log: the line names the route pattern
      const lines = b.log().filter((l) => l.route === '/app/svs-u/alarm-history/stream' || JSON.stringify(l).includes('ticket='));
      expect(lines.every((l) => !JSON.stringify(l).includes('ticket='))).toBe(true);
    } finally {
      s.close();
    }
    // once the stream is closed its line is written, with the pattern only
    for (let i = 0; i < 40 && !b.log().some((l) => l.route === '/app/svs-u/alarm-history/stream'); i++) await new Promise((r) => setTimeout(r, 50));
    const line = b.log().find((l) => l.route === '/app/svs-u/alarm-history/stream');
    expect(line).toMatchObject({ msg: 'request', method: 'GET', userId: admin.id });
    expect(JSON.stringify(b.log())).not.toContain('ticket=');
  });

  it('each replica logs its own requests, found by the id the caller got; SIGTERM drains and exits 0', async () => {
    const res = await call(b, 'GET', 'health');
    const id = res.headers.get('x-request-id');
    // the line is written when the answer has gone out, and reaches us through a pipe
    for (let i = 0; i < 40 && !b.log().some((l) => l.reqId === id); i++) await new Promise((r) => setTimeout(r, 50));
    expect(b.log().filter((l) => l.reqId === id)).toMatchObject([{ msg: 'request', route: '/app/health', status: 200 }]);
    expect(a.log().some((l) => l.reqId === id)).toBe(false);

    b.process.kill('SIGTERM');
    expect(await b.exited).toBe(0);
    expect(b.log().map((l) => l.msg)).toEqual(expect.arrayContaining(['shutting down', 'http server stopped', 'database closed']));
    // A serves on alone
    expect((await call(a, 'GET', 'ready')).status).toBe(200);
  });
});

describe.skipIf(!serverUrl && process.env.CI !== 'true')('WEB_CONCURRENCY=2: one machine, two worker processes on one port', () => {
  let orm: MikroORM<PostgreSqlDriver>;
  let drop: () => Promise<void>;
  let primary: Replica;

  beforeAll(async () => {
    let shared: Omit<TestApp, 'url' | 'stop'>, url: string;
    ({ orm, drop, shared, url } = await migratedDatabase());
    primary = await startReplica(url, shared, { WEB_CONCURRENCY: '2', METRICS_PORT: '0' });
  }, 180_000);

  afterAll(async () => {
    await primary?.stop();
    await orm?.close();
    await drop?.();
  });

  const workerPids = () => primary.log().filter((l) => l.msg === 'worker started').map((l) => l.workerPid as number);
  // a worker boots in a few seconds here, longer on a loaded CI machine
  const until = async (ok: () => boolean) => {
    for (let i = 0; i < 400 && !ok(); i++) await new Promise((r) => setTimeout(r, 100));
    expect(ok()).toBe(true);
  };

  it('serves through both workers, sums their metrics, replaces a worker that dies, and drains all on SIGTERM', async () => {
    await until(() => workerPids().length === 2 && primary.log().some((l) => l.msg === 'metrics listening'));
    const metricsUrl = primary.log().find((l) => l.msg === 'metrics listening')!.url as string;
    // both workers listen (each prints the URL)
    await until(() => primary.output().split(primary.url).length - 1 === 2);
    for (let i = 0; i < 20; i++) expect((await call(primary, 'GET', 'health')).status).toBe(200);

    // the primary answers the scrape with the sum of its workers: two pools of 10 connections each
    const text = await (await fetch(metricsUrl)).text();
    expect(metricValue(text, 'db_pool_max')).toBe(20);
    expect(metricValue(text, 'http_requests_total')).toBeGreaterThanOrEqual(20);

    // a worker killed outright is replaced, and the app answers throughout
    const [first] = workerPids();
    process.kill(first, 'SIGKILL');
    await until(() => primary.log().some((l) => l.msg === 'worker died; starting another' && l.workerPid === first));
    await until(() => workerPids().length === 3 && primary.output().split(primary.url).length - 1 === 3);
    for (let i = 0; i < 10; i++) expect((await call(primary, 'GET', 'ready')).status).toBe(200);

    primary.process.kill('SIGTERM');
    expect(await primary.exited).toBe(0);
    // each live worker drained and closed its database
    expect(primary.log().filter((l) => l.msg === 'database closed')).toHaveLength(2);
  }, 120_000);
});
