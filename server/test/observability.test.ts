import { connect } from 'node:net';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { createLogger, setLogger } from '../src/platform/log.js';
import { serve } from '../src/server.js';
import { call, clientToken, gql, makeAccount, makeCenter, signIn, startTestApp, tokenFor, type Res, type TestApp } from './harness.js';
import { tcpProxy, type TcpProxy } from './tcp-proxy.js';
import { expectError, expectGqlError } from './util.js';

/** Every line the app logs during this file, parsed, and the raw text (to look for what must never be there). */
type Line = Record<string, any>;
const lines: Line[] = [];
let raw = '';
const previous = setLogger(
  createLogger(
    {
      write(chunk: string) {
        raw += chunk;
        for (const l of chunk.split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      },
    },
    'info',
  ),
);

let app: TestApp;
let proxy: TcpProxy;
let manager: Awaited<ReturnType<typeof makeAccount>>;
let token: string;

beforeAll(async () => {
  app = await startTestApp({
    env: { METRICS_PORT: '0' },
    connect: async (url) => (proxy = await tcpProxy(url)).url,
  });
  manager = await makeAccount(app, RoleCode.CENTER_MANAGER, { center: await makeCenter(app) });
  token = await tokenFor(app, manager);
});
afterAll(async () => {
  await app?.stop();
  await proxy?.close();
  setLogger(previous);
});

const requestId = (res: Res) => res.headers.get('x-request-id') ?? '';
/** The request lines of one request, found by the id it was answered with. */
const linesOf = (id: string) => lines.filter((l) => l.reqId === id);
const requestLine = (res: Res) => {
  const mine = linesOf(requestId(res)).filter((l) => l.msg === 'request');
  expect(mine, `one request line for ${requestId(res)}`).toHaveLength(1);
  return mine[0];
};

describe('the request log', () => {
  it('writes one line per request: id (also in X-Request-Id), method, route pattern, status, duration, user id', async () => {
    const res = await call(app, 'GET', `svs-u/account/${manager.id}?mobile=01099998888&page=2`, { token });
    expect(res.status).toBe(200);
    expect(requestId(res)).toMatch(/^[0-9a-f-]{36}$/);
    const line = requestLine(res);
    expect(line).toMatchObject({ level: 'info', msg: 'request', method: 'GET', route: '/app/svs-u/account/:id', status: 200, userId: manager.id });
    expect(line.ms).toBeGreaterThanOrEqual(0);
    expect(line).not.toHaveProperty('code');
    // each request gets its own id
    const again = await call(app, 'GET', `svs-u/account/${manager.id}`, { token });
    expect(requestId(again)).not.toBe(requestId(res));
  });

  it('names the GraphQL operation in the route; a public call has no user id', async () => {
    const me = await gql(app, 'query MyPageQuery { me { id loginId } }', {}, token);
    expect(me.body.data.me.id).toBe(manager.id);
    expect(requestLine(me)).toMatchObject({ method: 'POST', route: '/app/graphql:MyPageQuery', status: 200, userId: manager.id });
    const health = await call(app, 'GET', 'health');
    expect(requestLine(health)).toMatchObject({ method: 'GET', route: '/app/health', status: 200 });
    expect(requestLine(health)).not.toHaveProperty('userId');
  });

  it('never writes a body, a token, a password, a phone number or the query string', async () => {
    const { res, token: access, refresh } = await signIn(app, manager.loginId);
    expect(requestLine(res)).toMatchObject({ route: '/app/svs/sign/in', status: 200 });
    await call(app, 'GET', 'svs-u/account/me?mobile=01099998888', { token: access });
    await signIn(app, manager.loginId, 'Wrong1234!');
    expect(access && refresh).toBeTruthy();
    for (const secret of [access!, refresh!, token, manager.password, 'Wrong1234!', '01099998888', manager.mobile, 'mobile=']) {
      expect(raw, `the log holds ${secret.slice(0, 12)}…`).not.toContain(secret);
    }
  });
});

describe('where a line comes from, and requests the client gave up on', () => {
  it('every line carries the pid and the host name of the process that wrote it', async () => {
    await call(app, 'GET', 'health');
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect({ pid: l.pid, hostname: l.hostname }).toEqual({ pid: process.pid, hostname: hostname() });
    expect(raw.split('\n').filter(Boolean).every((l) => l.match(/"pid":/g)?.length === 1)).toBe(true); // once a line
  });

  it('a request whose client closed the connection before the answer is logged as aborted (499), not as 200', async () => {
    const before = lines.filter((l) => l.msg === 'request' && l.aborted).length;
    const { port } = new URL(app.url);
    // headers of a POST whose body never comes: the server answers 100 Continue when it starts handling it (the
    // request's line is then due), and the client goes away
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.on('data', (d) => {
        if (d.toString('latin1').startsWith('HTTP/1.1 100')) resolve();
      });
      socket.write(
        'POST /app/svs/sign/find HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 64\r\nExpect: 100-continue\r\n\r\n{"findType":',
      );
    });
    socket.destroy();
    let aborted: Line[] = [];
    for (let i = 0; i < 100 && aborted.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      aborted = lines.filter((l) => l.msg === 'request' && l.aborted).slice(before);
    }
    expect(aborted).toHaveLength(1);
    expect(aborted[0]).toMatchObject({ level: 'info', method: 'POST', status: 499, aborted: true });
    expect(aborted[0].reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(aborted[0].ms).toBeGreaterThanOrEqual(0);
    // an answered request has neither
    const ok = await call(app, 'GET', 'health');
    expect(requestLine(ok).status).toBe(200);
    expect(requestLine(ok)).not.toHaveProperty('aborted');
  });
});

describe('request ids in error answers', () => {
  it('every error body carries the id of its log line, with the error code on that line (REST and GraphQL)', async () => {
    const missing = await call(app, 'GET', 'svs-u/account/999999', { token });
    expectError(missing, 404, 'NOT_FOUND');
    expect(missing.body.requestId).toBe(requestId(missing));
    expect(requestLine(missing)).toMatchObject({ level: 'info', route: '/app/svs-u/account/:id', status: 404, code: 'NOT_FOUND' });

    const unknown = await call(app, 'GET', 'svs-u/no-such-thing?x=1', { token });
    expectError(unknown, 404, 'ROUTE_NOT_FOUND');
    expect(unknown.body.requestId).toBe(requestId(unknown));
    expect(requestLine(unknown)).toMatchObject({ route: '(unmatched)', status: 404, code: 'ROUTE_NOT_FOUND' });

    const malformed = await call(app, 'POST', 'svs/sign/find', { body: '{"findType":' });
    expectError(malformed, 400, 'MALFORMED_JSON');
    expect(malformed.body.requestId).toBe(requestId(malformed));

    const g = await gql(app, 'query AccountDetailQuery($id: Int!) { account(id: $id) { id } }', { id: 999999 }, token);
    expectGqlError(g, 404, 'NOT_FOUND');
    expect(g.body.errors![0].extensions).toMatchObject({ requestId: requestId(g) });
    expect(requestLine(g)).toMatchObject({ route: '/app/graphql:AccountDetailQuery', status: 404, code: 'NOT_FOUND' });

    const invalid = await gql(app, '{ nosuchfield }');
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors![0].extensions).toMatchObject({ requestId: requestId(invalid) });
  });

  it('logs an expected refusal (503 IDENTITY_UNAVAILABLE) as a warning with its code, without a stack, on both doors', async () => {
    const off = await serve({ orm: app.orm, embedded: false, close: async () => {} }, { ...app.config, devMailbox: false }, 0);
    try {
      const offApp = { ...app, url: off.url };
      const ctoken = await clientToken(app);
      const rest = await call(offApp, 'GET', 'svs-c/kmcert/fetch/SIGN_UP', { token: ctoken });
      expectError(rest, 503, 'IDENTITY_UNAVAILABLE');
      const graph = await gql(offApp, 'mutation EpkiLoginMutation { startEpkiChallenge { challengeId } }', {}, ctoken);
      expectGqlError(graph, 503, 'IDENTITY_UNAVAILABLE');
      for (const res of [rest, graph]) {
        expect(requestLine(res)).toMatchObject({ level: 'warn', status: 503, code: 'IDENTITY_UNAVAILABLE' });
        expect(linesOf(requestId(res))).toHaveLength(1); // no 'unhandled error' line with a stack
      }
      expect(requestLine(rest).route).toBe('/app/svs-c/kmcert/fetch/:urlCode');
      expect(requestLine(graph).route).toBe('/app/graphql:EpkiLoginMutation');
      expect(lines.filter((l) => l.level === 'error')).toEqual([]);
    } finally {
      await off.stop({ idleGraceMs: 0 });
    }
  });
});

/** The value of one sample of a Prometheus text exposition (0 when absent). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(series + ' '));
  return line ? Number(line.slice(series.length + 1)) : 0;
}
const scrape = async () => {
  const res = await fetch(app.metricsUrl!);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  return res.text();
};

describe('metrics', () => {
  it('are served on their own loopback listener, not on the public port', async () => {
    expect(app.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(app.metricsUrl!).port).not.toBe(new URL(app.url).port);
    for (const path of ['metrics', '../metrics']) {
      const res = await call(app, 'GET', path);
      // /app/metrics is just a client page path, /metrics an unknown route
      expect(res.headers.get('content-type') ?? '').not.toContain('version=0.0.4');
      expect(JSON.stringify(res.body)).not.toContain('http_requests_total');
    }
  });

  it('count requests by route pattern and status, with latency, the database pool and event-loop lag', async () => {
    const ok = `http_requests_total{method="GET",route="/app/svs-u/account/:id",status="200"}`;
    const missing = `http_requests_total{method="GET",route="/app/svs-u/account/:id",status="404"}`;
    const graph = `http_requests_total{method="POST",route="/app/graphql:MetricsMeQuery",status="200"}`;
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await call(app, 'GET', `svs-u/account/${manager.id}`, { token })).status).toBe(200);
    expect((await call(app, 'GET', 'svs-u/account/987654', { token })).status).toBe(404);
    await gql(app, 'query MetricsMeQuery { me { id } }', {}, token);
    const after = await scrape();
    expect(sample(after, ok) - sample(before, ok)).toBe(3);
    expect(sample(after, missing) - sample(before, missing)).toBe(1);
    expect(sample(after, graph) - sample(before, graph)).toBe(1);
    const count = `http_request_duration_seconds_count{method="GET",route="/app/svs-u/account/:id",status="200"}`;
    expect(sample(after, count) - sample(before, count)).toBe(3);
    expect(sample(after, `http_request_duration_seconds_sum{method="GET",route="/app/svs-u/account/:id",status="200"}`)).toBeGreaterThan(0);
    // raw paths never become labels
    expect(after).not.toContain('/987654');
    expect(sample(after, 'db_pool_max')).toBe(app.orm.config.get('pool')?.max);
    expect(after).toMatch(/^db_pool_connections\{state="used"\} \d+$/m);
    expect(after).toMatch(/^db_pool_connections\{state="free"\} \d+$/m);
    expect(after).toMatch(/^db_pool_pending_acquires \d+$/m);
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+$/m);
  });
});

describe('a real fault', () => {
  it('is a 500 INTERNAL_ERROR logged as an error with its stack (a table the call reads is missing)', async () => {
    const em = app.em();
    await em.getConnection().execute('alter table popup rename to popup_away');
    let failed: Res;
    try {
      failed = await call(app, 'GET', 'svs-u/popup', { token });
    } finally {
      await em.getConnection().execute('alter table popup_away rename to popup');
    }
    expectError(failed, 500, 'INTERNAL_ERROR');
    expect(failed.body.requestId).toBe(requestId(failed));
    expect(requestLine(failed)).toMatchObject({ level: 'error', route: '/app/svs-u/popup', status: 500, code: 'INTERNAL_ERROR' });
    const fault = linesOf(requestId(failed)).find((l) => l.msg === 'unhandled error');
    expect(fault).toMatchObject({ level: 'error', method: 'GET' });
    expect(fault!.error).toMatch(/\n\s+at /); // the stack, for a real fault
    expect((await call(app, 'GET', 'svs-u/popup', { token })).status).toBe(200);
  });
});

describe('when the database goes away', () => {
  it('/app/ready answers 503 while it is unreachable and 200 again when it is back; a call meanwhile is a 503 with Retry-After, logged as a warning without a stack', async () => {
    const ready = await call(app, 'GET', 'ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });

    await proxy.cut();
    const down = await call(app, 'GET', 'ready');
    expectError(down, 503, 'DATABASE_UNAVAILABLE', '데이터베이스에 연결할 수 없습니다.');
    expect(down.body.status).toBe('unavailable');
    // liveness is not readiness: the process itself is fine, so a restart would not help
    expect((await call(app, 'GET', 'health')).status).toBe(200);

    // an outage is not a fault of the call (test/outage.test.ts: every kind of it, both doors)
    const failed = await call(app, 'GET', 'svs-u/account/me', { token });
    expectError(failed, 503, 'SERVICE_UNAVAILABLE', '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.');
    expect(failed.headers.get('retry-after')).toBe('5');
    expect(failed.body.requestId).toBe(requestId(failed));
    expect(requestLine(failed)).toMatchObject({ level: 'warn', route: '/app/svs-u/account/me', status: 503, code: 'SERVICE_UNAVAILABLE' });
    const why = linesOf(requestId(failed)).find((l) => l.msg === 'service unavailable');
    expect(why).toMatchObject({ level: 'warn', method: 'GET', route: '/app/svs-u/account/me' });
    expect(['unreachable', 'connection lost']).toContain(why!.reason);
    expect(why!.error).not.toMatch(/\n\s+at /);
    expect(linesOf(requestId(failed)).filter((l) => l.level === 'error')).toEqual([]);

    await proxy.restore();
    let back = await call(app, 'GET', 'ready');
    for (let i = 0; i < 20 && back.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 250));
      back = await call(app, 'GET', 'ready');
    }
    expect(back.status).toBe(200);
    expect((await call(app, 'GET', 'svs-u/account/me', { token })).status).toBe(200);
  });
});
