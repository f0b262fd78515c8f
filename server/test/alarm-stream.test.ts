import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AccountStatus } from '../src/modules/account/account.entity.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { notifyRoles } from '../src/modules/alarm/alarm.service.js';
import { advanceClock, resetClock } from '../src/platform/clock.js';
import { payloadsOf } from '../src/platform/db/notify.js';
import { serve } from '../src/server.js';
import { call, makeAccount, startTestApp, tokenFor, type TestApp } from './harness.js';
import { openStream, pendingSignUp, ticketFor, type OpenStream } from './sse.js';
import { tcpProxy, type TcpProxy } from './tcp-proxy.js';

/**
 * The alarm stream: a page that has it open hears of a new alarm when the action that raised it commits, without a
 * reload. Runs on the embedded PGlite and on PostgreSQL (TEST_DATABASE_URL), where the signal goes through a
 * dedicated LISTEN connection.
 */
describe('alarm stream', () => {
  let app: TestApp;
  const open: OpenStream[] = [];
  const track = (s: OpenStream) => (open.push(s), s);
  beforeAll(async () => {
    app = await startTestApp();
    // one administrator of this file's making gets every sign-up alarm; others seeded or made here are deactivated
    await app.em().nativeUpdate('Account', { role: RoleCode.SYSTEM_ADMIN }, { status: AccountStatus.DISABLED });
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.close();
    resetClock();
  });
  afterAll(() => app?.stop());

  async function admin() {
    const a = await makeAccount(app, RoleCode.SYSTEM_ADMIN);
    return { account: a, token: await tokenFor(app, a) };
  }

  it('sends the unread count on opening, then each alarm written by another request, as text/event-stream', async () => {
    const { account, token } = await admin();
    const s = track(await openStream(app, await ticketFor(app, token)));
    expect(s.status).toBe(200);
    expect(s.contentType).toBe('text/event-stream; charset=utf-8');
    expect(await s.next((e) => e.event === 'alarm')).toEqual({ event: 'alarm', data: { unread: 0 } });

    const newId = await pendingSignUp(app);
    const e = await s.next((x) => x.data.alarm !== undefined);
    expect(e.data).toMatchObject({ unread: 1, alarm: { title: '회원 가입 승인 요청', link: `/auth/user/detail/${newId}` } });
    // the id is the alarm the list shows first
    const list = await call(app, 'GET', 'svs-u/alarm-history', { token });
    expect(list.body.content[0].id).toBe(e.data.alarm.id);
    expect(list.body.content[0].title).toBe('회원 가입 승인 요청');

    await pendingSignUp(app);
    expect((await s.next((x) => x.data.unread === 2)).data.alarm.title).toBe('회원 가입 승인 요청');
    // two tabs of the same account each get it
    const tab2 = track(await openStream(app, await ticketFor(app, token)));
    expect((await tab2.next(() => true)).data).toEqual({ unread: 2 });
    await app.em().nativeUpdate('AlarmHistory', { account: account.id }, { readAt: new Date() });
    await pendingSignUp(app);
    await s.next((x) => x.data.unread === 1);
    await tab2.next((x) => x.data.unread === 1);
  });

  it('a rolled-back transaction sends nothing; the next committed one arrives alone', async () => {
    const { token } = await admin();
    const s = track(await openStream(app, await ticketFor(app, token)));
    await s.next(() => true);
    const from = s.events.length;
    await expect(
      app.em().transactional(async (em) => {
        await notifyRoles(em as EntityManager, [RoleCode.SYSTEM_ADMIN], { type: 'SYSTEM', title: '롤백될 알림' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await app.em().transactional((em) => notifyRoles(em as EntityManager, [RoleCode.SYSTEM_ADMIN], { type: 'SYSTEM', title: '커밋된 알림' }));
    const e = await s.next((x) => x.data.alarm !== undefined, { from });
    expect(e.data).toMatchObject({ unread: 1, alarm: { title: '커밋된 알림' } });
    await new Promise((r) => setTimeout(r, 200));
    expect(s.events.slice(from)).toHaveLength(1);
  });

  it("never sends one account's alarm to another's stream", async () => {
    const { token } = await admin();
    const manager = await makeAccount(app, RoleCode.CENTER_MANAGER);
    const other = track(await openStream(app, await ticketFor(app, await tokenFor(app, manager))));
    const mine = track(await openStream(app, await ticketFor(app, token)));
    await other.next(() => true);
    await mine.next(() => true);
    await pendingSignUp(app);
    await mine.next((x) => x.data.alarm !== undefined);
    await new Promise((r) => setTimeout(r, 200));
    expect(other.events).toEqual([{ event: 'alarm', data: { unread: 0 } }]);
  });

  it('opens only with a live ticket: expired, forged, an access token, missing, or a disabled account are refused', async () => {
    const { account, token } = await admin();
    const ticket = await ticketFor(app, token);
    expect((await call(app, 'POST', 'svs-u/alarm-history/stream-ticket')).status).toBe(401);

    advanceClock(61_000);
    const expired = await openStream(app, ticket);
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ code: 'STREAM_TICKET_INVALID', message: '알림 연결 정보가 만료되었거나 올바르지 않습니다. 다시 연결해주세요.' });
    resetClock();

    expect((await openStream(app, token)).body).toMatchObject({ code: 'STREAM_TICKET_INVALID' });
    expect((await openStream(app, ticket.slice(0, -2) + 'xx')).body).toMatchObject({ code: 'STREAM_TICKET_INVALID' });
    const missing = await call(app, 'GET', 'svs-u/alarm-history/stream');
    expect(missing.status).toBe(400);
    // a ticket does not stand in for the access token
    expect((await call(app, 'GET', 'svs-u/alarm-history/is-new', { token: ticket })).status).toBe(401);

    const fresh = await ticketFor(app, token);
    await app.em().nativeUpdate('Account', { id: account.id }, { status: AccountStatus.DISABLED });
    expect((await openStream(app, fresh)).body).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('allows five open streams per account; the sixth is refused with 429 until one closes', async () => {
    const { token } = await admin();
    const streams = [];
    for (let i = 0; i < 5; i++) streams.push(track(await openStream(app, await ticketFor(app, token))));
    const sixth = await openStream(app, await ticketFor(app, token));
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ code: 'TOO_MANY_STREAMS', message: '열려 있는 알림 연결이 너무 많습니다. 사용하지 않는 창을 닫아주세요.' });
    streams[0].close();
    await new Promise((r) => setTimeout(r, 200));
    const again = track(await openStream(app, await ticketFor(app, token)));
    expect(again.status).toBe(200);
  });

  it('draining (SIGTERM) ends the open streams at once, so the stop is not held up', async () => {
    const { token } = await admin();
    const running = await serve({ orm: app.orm, embedded: false, close: async () => {} }, app.config, 0);
    const s = track(await openStream({ url: running.url }, await ticketFor(app, token)));
    await s.next(() => true);
    const started = Date.now();
    await running.stop({ idleGraceMs: 0 });
    await s.ended;
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('splits a long list of recipients over notifications under PostgreSQL’s 8000-byte limit', () => {
    const ids = Array.from({ length: 3000 }, (_, i) => 100000 + i);
    const payloads = payloadsOf('alarm', ids);
    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(8000);
    expect(payloads.flatMap((p) => p.slice('alarm:'.length).split(',').map(Number))).toEqual(ids);
  });
});

/** The LISTEN connection is a real connection of its own only on PostgreSQL (PGlite's is the pool's). */
describe.skipIf(!(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL))('alarm stream when the database drops the LISTEN connection', () => {
  let app: TestApp;
  let proxy: TcpProxy;
  beforeAll(async () => {
    app = await startTestApp({ connect: async (url) => (proxy = await tcpProxy(url)).url });
  });
  afterAll(async () => {
    await app?.stop();
    await proxy?.close();
  });

  it('reconnects with backoff, resends the current count, and later alarms arrive again', async () => {
    const a = await makeAccount(app, RoleCode.CENTER_MANAGER);
    const s = await openStream(app, await ticketFor(app, await tokenFor(app, a)));
    try {
      await s.next(() => true);
      await proxy.cut();
      await new Promise((r) => setTimeout(r, 1_500));
      await proxy.restore();
      const from = s.events.length;
      // the state is sent again once the listener is back (what was raised meanwhile is counted in it)
      await s.next(() => true, { from, ms: 15_000 });
      await app.em().transactional((em) => notifyRoles(em as EntityManager, [RoleCode.CENTER_MANAGER], { type: 'SYSTEM', title: '재연결 후 알림' }));
      expect((await s.next((x) => x.data.alarm?.title === '재연결 후 알림', { from })).data.unread).toBeGreaterThan(0);
    } finally {
      s.close();
    }
  }, 30_000);
});
