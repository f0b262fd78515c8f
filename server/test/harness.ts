import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Account, AccountStatus } from '../src/modules/account/account.entity.js';
import { RoleCode, UserRole } from '../src/modules/account/role.entity.js';
import { Center } from '../src/modules/organization/center.entity.js';
import { EducationOffice } from '../src/modules/organization/education-office.entity.js';
import { School, SchoolAuthenticationCode, SchoolType } from '../src/modules/organization/school.entity.js';
import { Sgg } from '../src/modules/region/region.entity.js';
import { loadConfig, type Config } from '../src/platform/config.js';
import { startEmbeddedPostgres } from '../src/platform/db/embedded.js';
import { openOrm } from '../src/platform/db/orm.js';
import { entities } from '../src/modules/index.js';
import { seedReference } from '../src/seeders/reference.js';
import { serve } from '../src/server.js';

/**
 * One fresh database per test file: a new database on the real PostgreSQL when TEST_DATABASE_URL or
 * DATABASE_URL is set (dropped afterwards), an in-memory PGlite otherwise. Migrations and reference data are
 * applied as in production; the app listens on a free port and tests talk to it over HTTP.
 */
export interface TestApp {
  url: string;
  /** GET /metrics of this app, when started with METRICS_PORT in env. */
  metricsUrl?: string;
  orm: MikroORM<PostgreSqlDriver>;
  config: Config;
  em(): EntityManager;
  stop(): Promise<void>;
}

export const TEST_PASSWORD = 'Test1234!';

/** A new, empty database on the PostgreSQL server of serverUrl; drop() removes it. */
export async function createDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `svs_t_${randomBytes(6).toString('hex')}`;
  const admin = await openOrm({ url: serverUrl, embedded: false, entities });
  await admin.em.getConnection().execute(`create database ${name}`);
  await admin.close();
  const u = new URL(serverUrl);
  u.pathname = '/' + name;
  return {
    url: u.toString(),
    async drop() {
      const a = await openOrm({ url: serverUrl, embedded: false, entities });
      await a.em.getConnection().execute(`drop database if exists ${name} with (force)`);
      await a.close();
    },
  };
}

export interface TestAppOptions {
  /** Settings on top of the test ones (loadConfig's names: { METRICS_PORT: '0' }). */
  env?: Record<string, string>;
  /** The app reaches its database through this URL instead (a test proxy that can cut the connection). */
  connect?: (databaseUrl: string) => Promise<string>;
}

export async function startTestApp(o: TestAppOptions = {}): Promise<TestApp> {
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  let url: string;
  let cleanup: () => Promise<void>;
  if (serverUrl) {
    const db = await createDatabase(serverUrl);
    url = db.url;
    cleanup = db.drop;
  } else {
    const pg = await startEmbeddedPostgres();
    url = pg.url;
    cleanup = () => pg.stop();
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    HOST: '127.0.0.1',
    DEV_MAILBOX: 'true',
    // periodic jobs run when a test calls them (platform/jobs.ts), not on a timer under a test's moved clock
    JOB_INTERVAL_SEC: '0',
    ...o.env,
  });
  const target = o.connect ? await o.connect(url) : url;
  // a test that sets the database's time limits (DATABASE_*_TIMEOUT_MS) gets them on the app's connections only: the
  // migrations run first without them, as `cli migrate` runs them
  const ownLimits = Object.keys(o.env ?? {}).some((k) => /^DATABASE_\w+_TIMEOUT_MS$/.test(k));
  if (ownLimits) {
    const setup = await openOrm({ url: target, embedded: !serverUrl, entities });
    await setup.getMigrator().up();
    await seedReference(setup.em.fork());
    await setup.close();
  }
  // the database's time limits as the server's settings say
  const orm = await openOrm({ url: target, embedded: !serverUrl, timeouts: config.database, entities });
  if (!ownLimits) {
    await orm.getMigrator().up();
    await seedReference(orm.em.fork());
  }
  const running = await serve({ orm, embedded: !serverUrl, close: async () => {} }, config, 0);
  return {
    url: running.url,
    metricsUrl: running.metricsUrl,
    orm,
    config,
    em: () => orm.em.fork() as EntityManager,
    async stop() {
      // nothing is in flight when a test file ends: idle kept-alive sockets need no grace
      await running.stop({ idleGraceMs: 0 });
      await orm.close();
      await cleanup();
    },
  };
}

// ---- factories: each test builds what it needs ------------------------------------------------------------------

let seq = 0;
const next = () => `${process.pid % 1000}${++seq}`.padStart(6, '0');

export async function makeSchool(app: TestApp, o: { sggCode?: string; type?: SchoolType; code?: string } = {}): Promise<School> {
  const em = app.em();
  const sggCode = o.sggCode ?? '11110';
  const sdCode = sggCode.slice(0, 2);
  const office = await em.findOneOrFail(EducationOffice, { sdCode });
  const school = em.create(School, {
    id: 'T' + next(),
    name: `테스트학교${seq}`,
    type: o.type ?? SchoolType.ELEMENTARY,
    sggCode,
    sdCode,
    educationOffice: office,
  });
  em.create(SchoolAuthenticationCode, { school, code: o.code ?? '11112222' });
  await em.flush();
  return school;
}

export async function makeCenter(app: TestApp, o: { sdCode?: string; locals?: string[]; schools?: string[] } = {}): Promise<Center> {
  const em = app.em();
  const sdCode = o.sdCode ?? '11';
  const office = await em.findOneOrFail(EducationOffice, { sdCode });
  const center = em.create(Center, { code: 'C' + next(), name: `테스트센터${seq}`, educationOffice: office, sdCode });
  center.jurisdictionLocals.set((o.locals ?? []).map((c) => em.getReference(Sgg, c)));
  center.jurisdictionSchools.set((o.schools ?? []).map((id) => em.getReference(School, id)));
  await em.flush();
  return center;
}

let testPasswordHash: Promise<string> | undefined;

export async function makeAccount(
  app: TestApp,
  role: RoleCode,
  o: { school?: School; center?: Center; sdCode?: string; status?: AccountStatus; loginId?: string; authenticationCodeStatus?: 'Y' | 'N' } = {},
): Promise<Account & { password: string }> {
  const em = app.em();
  const { hashPassword } = await import('../src/modules/account/account.service.js');
  const account = em.create(Account, {
    loginId: o.loginId ?? `u${next()}`,
    email: `u${seq}@example.org`,
    name: `사용자${seq}`,
    mobile: '01012345678',
    role: em.getReference(UserRole, role),
    status: o.status ?? AccountStatus.ACTIVE,
    // bcrypt is slow on purpose; every factory account shares one hash of the test password
    passwordHash: await (testPasswordHash ??= hashPassword(TEST_PASSWORD)),
    school: o.school ? em.getReference(School, o.school.id) : undefined,
    center: o.center ? em.getReference(Center, o.center.id) : undefined,
    sdCode: o.sdCode ?? o.school?.sdCode ?? o.center?.sdCode,
    sggCode: o.school?.sggCode,
    authenticationCodeStatus: o.authenticationCodeStatus ?? 'N',
    personalInfoAgreeYn: 'Y',
  });
  await em.flush();
  return Object.assign(account, { password: TEST_PASSWORD });
}

// ---- HTTP helpers -----------------------------------------------------------------------------------------------

export const basic = (app: TestApp) => 'Basic ' + Buffer.from(`${app.config.clientId}:${app.config.clientSecret}`).toString('base64');

export interface Res<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = any>(
  app: TestApp,
  method: string,
  path: string,
  o: { token?: string; body?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<Res<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...o.headers };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  let body: string | undefined;
  if (o.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(o.form).toString();
  } else if (o.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = typeof o.body === 'string' ? o.body : JSON.stringify(o.body);
  }
  const res = await fetch(app.url + path, { method, headers, body, redirect: 'manual' });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

export async function gql<T = any>(app: TestApp, query: string, variables: Record<string, unknown> = {}, token?: string) {
  return call<{ data?: T; errors?: { message: string; extensions: { code: string; status: number } }[] }>(app, 'POST', 'graphql', {
    token,
    body: { query, variables },
  });
}

/** Password grant through the REST form endpoint; returns the access token (and the whole answer). */
export async function signIn(app: TestApp, loginId: string, password = TEST_PASSWORD) {
  const res = await call(app, 'POST', 'svs/sign/in', {
    form: { grant_type: 'password', username: loginId, password },
    headers: { authorization: basic(app) },
  });
  return { res, token: res.body?.access_token as string | undefined, refresh: res.body?.refresh_token as string | undefined };
}

export async function tokenFor(app: TestApp, account: { loginId: string }) {
  const { res, token } = await signIn(app, account.loginId);
  if (!token) throw new Error(`sign-in failed for ${account.loginId}: ${res.status} ${JSON.stringify(res.body)}`);
  return token;
}

export async function clientToken(app: TestApp) {
  const res = await call(app, 'POST', 'auth/token', { form: { grant_type: 'client_credentials' }, headers: { authorization: basic(app) } });
  return res.body.access_token as string;
}
