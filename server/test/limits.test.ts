import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { SchoolType, type School } from '../src/modules/organization/school.entity.js';
import type { Center } from '../src/modules/organization/center.entity.js';
import { SimpleEvaluationAgree } from '../src/modules/evaluation-record/simple-evaluation.entity.js';
import { advanceClock, freezeClock, resetClock } from '../src/platform/clock.js';
import { sql } from '../src/platform/db/sql.js';
import { enqueueSmsMany, SMS_LIMITS, SmsMessage, type SmsRequest } from '../src/platform/sms.js';
import { ADDRESS_LIMITS } from '../src/modules/auth/auth.service.js';
import { call, makeAccount, makeCenter, makeSchool, signIn, startTestApp, tokenFor, type TestApp } from './harness.js';
import { expectError, tokenCall } from './util.js';

/**
 * Limits a real service has (issue 25): what staff may queue as text messages (per person per 10 minutes and per
 * day, per center per day, counted in PostgreSQL for every replica, answered 429 SMS_LIMIT with Retry-After and
 * nothing saved), and a consent request clicked twice going out once.
 */
let app: TestApp;
let school: School;
let center: Center;
let staff: Awaited<ReturnType<typeof makeAccount>>;
let colleague: Awaited<ReturnType<typeof makeAccount>>;
let staffToken: string;
let seq = 0;

beforeAll(async () => {
  app = await startTestApp({ env: { SMS_RELAY: 'false' } });
  school = await makeSchool(app, { sggCode: '11110', type: SchoolType.ELEMENTARY });
  center = await makeCenter(app, { locals: ['11110'] });
  staff = await makeAccount(app, RoleCode.CENTER_MEMBER, { center });
  colleague = await makeAccount(app, RoleCode.CENTER_MANAGER, { center });
  staffToken = await tokenFor(app, staff);
}, 180_000);
afterAll(() => app?.stop());
afterEach(() => resetClock());

const phone = () => `0108${String(1_000_000 + ++seq).slice(-7)}`;
const msgs = (n: number, senderId: number): SmsRequest[] =>
  Array.from({ length: n }, () => ({ to: phone(), text: '[테스트] 안내', purpose: 'TEST_LIMIT', dedupeKey: `limit-${++seq}`, senderId: String(senderId) }));
const queuedBy = (senderId: number) => app.em().count(SmsMessage, { senderId });

async function register(): Promise<number> {
  const res = await call(app, 'POST', 'svs-u/simple-evaluation', { token: staffToken, body: { schoolTargetType: 'ELEMENTARY', gender: 'M', schoolId: school.id } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

describe('text messages staff may queue', () => {
  it('a group of 1,000 goes out in one go; past the 10-minute limit nothing more is queued, with Retry-After', async () => {
    freezeClock(new Date('2026-05-04T10:00:00+09:00'));
    const em = app.em();
    await em.transactional((tx) => enqueueSmsMany(tx, msgs(1_000, staff.id)));
    const before = await app.em().count(SmsMessage, { purpose: 'TEST_LIMIT' });
    expect(before).toBe(1_000);
    // 1,000 + 201 is past 1,200: the whole batch is refused and its transaction saves none of it
    const refused = await app
      .em()
      .transactional((tx) => enqueueSmsMany(tx, msgs(SMS_LIMITS.perUser10Min - 1_000 + 1, staff.id)))
      .catch((e: unknown) => e as { status: number; code: string; retryAfterSec?: number });
    expect(refused).toMatchObject({ status: 429, code: 'SMS_LIMIT' });
    expect((refused as { retryAfterSec: number }).retryAfterSec).toBe(600);
    expect(await app.em().count(SmsMessage, { purpose: 'TEST_LIMIT' })).toBe(1_000);
    // exactly up to the limit is fine
    await app.em().transactional((tx) => enqueueSmsMany(tx, msgs(SMS_LIMITS.perUser10Min - 1_000, staff.id)));

    // over REST: the consent link is refused with the header and the Korean message, and no consent round is opened
    const id = await register();
    const res = await call(app, 'POST', 'svs-u/simple-evaluation/send-url/AGREE', { token: staffToken, body: { simpleEvaluationId: id, guardianMobile: phone() } });
    expectError(res, 429, 'SMS_LIMIT', /10분에 1,500건까지/);
    expect(res.headers.get('retry-after')).toBe('600');
    expect(await app.em().count(SimpleEvaluationAgree, { evaluation: id })).toBe(0);

    // a colleague of the same center still may (the per-person limit is per person)…
    await app.em().transactional((tx) => enqueueSmsMany(tx, msgs(10, colleague.id)));
    // …and after the window the person may again
    advanceClock(600_000);
    const ok = await call(app, 'POST', 'svs-u/simple-evaluation/send-url/AGREE', { token: staffToken, body: { simpleEvaluationId: id, guardianMobile: phone() } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await queuedBy(staff.id)).toBeGreaterThan(0);
  });

  it('a center has a daily limit across its staff', async () => {
    freezeClock(new Date('2026-05-05T10:00:00+09:00'));
    // as if the center's staff had queued all but 5 of the day's messages already
    await sql(app.em(), `insert into throttle (key, window_start, count) values (?, ?, ?)
       on conflict (key) do update set window_start = excluded.window_start, count = excluded.count`, [`sms-center-day:${center.id}`, new Date('2026-05-05T01:00:00Z'), SMS_LIMITS.perCenterDay - 5], 'run');
    await app.em().transactional((tx) => enqueueSmsMany(tx, msgs(5, colleague.id)));
    const refused = await app
      .em()
      .transactional((tx) => enqueueSmsMany(tx, msgs(1, colleague.id)))
      .catch((e: { status: number; code: string; message: string }) => e);
    expect(refused).toMatchObject({ status: 429, code: 'SMS_LIMIT', message: expect.stringContaining('한 센터가 하루(24시간)에 20,000건까지') });
  });
});

describe('sending a consent request twice', () => {
  it('twenty clicks at once send one text and open one round, and answer the same link', async () => {
    const id = await register();
    const guardianMobile = phone();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call(app, 'POST', 'svs-u/simple-evaluation/send-url/AGREE', { token: staffToken, body: { simpleEvaluationId: id, guardianMobile } })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.body.agreeId)).size).toBe(1);
    expect(await app.em().count(SimpleEvaluationAgree, { evaluation: id })).toBe(1);
    expect(await app.em().count(SmsMessage, { recipient: guardianMobile })).toBe(1);

    // a minute later, or to another number, a new request is a new send
    advanceClock(61_000);
    const again = await call(app, 'POST', 'svs-u/simple-evaluation/send-url/AGREE', { token: staffToken, body: { simpleEvaluationId: id, guardianMobile } });
    expect(again.status).toBe(200);
    expect(again.body.agreeId).not.toBe(results[0].body.agreeId);
    expect(await app.em().count(SmsMessage, { recipient: guardianMobile })).toBe(2);
  });
});

describe('sign-in and account look-ups per address (last in this file: they use up this address)', () => {
  it('past 100 failed sign-ins from one address in 10 minutes, that address is refused, even with a right password', async () => {
    freezeClock(new Date('2026-05-06T09:00:00+09:00'));
    for (let i = 0; i < ADDRESS_LIMITS.signInFailures; i++) {
      const res = await tokenCall(app, { grant_type: 'password', username: `guess-${i}`, password: 'Wrong1234!' });
      expect(res.status).toBe(401);
    }
    const over = await tokenCall(app, { grant_type: 'password', username: 'guess-x', password: 'Wrong1234!' });
    expectError(over, 429, 'TOO_MANY_ATTEMPTS', /로그인 실패가 너무 많습니다/);
    expect(Number(over.headers.get('retry-after'))).toBe(600);
    expectError((await signIn(app, staff.loginId)).res, 429, 'TOO_MANY_ATTEMPTS');
    advanceClock(600_000);
    expect((await signIn(app, staff.loginId)).res.status).toBe(200);
  }, 120_000); // 101 sign-ins, each comparing a bcrypt hash: about 10 s idle, more on a loaded 2-core machine

  it('reset mails: three per account per hour', async () => {
    const find = () => call(app, 'POST', 'svs/sign/find', { body: { findType: 'PASSWORD', name: staff.name, mobile: staff.mobile, login: { loginId: staff.loginId } } });
    for (let i = 0; i < ADDRESS_LIMITS.resetsPerAccountHour; i++) expect((await find()).status).toBe(200);
    const over = await find();
    expectError(over, 429, 'TOO_MANY_ATTEMPTS', /재설정 메일/);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
