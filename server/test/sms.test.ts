import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { AccessLog } from '../src/platform/access-log.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { advanceClock, resetClock } from '../src/platform/clock.js';
import { sql } from '../src/platform/db/sql.js';
import { AppError } from '../src/platform/errors.js';
import { kstStamp } from '../src/platform/time.js';
import { createLogger, setLogger } from '../src/platform/log.js';
import { enqueueSms, enqueueSmsMany, lastSmsTo, smsBytes, SmsKind, SmsMessage, SmsStatus, type SmsRequest } from '../src/platform/sms.js';
import { localSmsDriver, SmsSendError, solapiDriver, type OutgoingSms, type SmsDriver } from '../src/platform/sms-drivers.js';
import { backoffMs, relayOnce, startSmsRelay, type RelayOptions } from '../src/platform/sms-relay.js';
import { call, gql, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';

/** The history's messages by name (filled by its beforeAll; the log test looks for them too). */
const texts: Record<string, { id: number; to: string; text: string }> = {};

/** Everything the app logs during this file: phone numbers and texts must never be in it. */
let logged = '';
const previousLogger = setLogger(createLogger({ write: (chunk: string) => void (logged += chunk) }, 'info'));

let app: TestApp;
beforeAll(async () => {
  // the server's own relay stays off: each test drives relayOnce with the driver it means to count
  app = await startTestApp({ env: { SMS_RELAY: 'false' } });
});
afterAll(async () => {
  await app?.stop();
  setLogger(previousLogger);
});
afterEach(() => resetClock());

let seq = 0;
/** A number of its own per message (010 + 8 digits). */
const phone = () => `0109${String(Date.now() % 1000).padStart(3, '0')}${String(++seq).padStart(4, '0')}`;
const msg = (o: Partial<SmsRequest> = {}): SmsRequest => ({
  to: phone(),
  text: '[테스트] 안내 문자입니다.',
  purpose: 'TEST',
  dedupeKey: `test-${Date.now()}-${++seq}`,
  ...o,
});
const OPTS: RelayOptions = { maxAttempts: 5, retryBaseMs: 0 };

/** Sends whatever is due with the local driver, so no test leaves queued messages for the next one. */
async function drain() {
  for (let i = 0; i < 20; i++) {
    const r = await relayOnce(app.em(), localSmsDriver, OPTS);
    if (!r.sent && !r.retried && !r.failed) return;
  }
}
afterEach(drain);

const row = (id: number) => app.em().findOneOrFail(SmsMessage, id, { disableIdentityMap: true });

describe('EUC-KR byte counting', () => {
  it('counts ASCII as 1 byte and Korean (and anything else) as 2', () => {
    expect(smsBytes('')).toBe(0);
    expect(smsBytes('abc 123')).toBe(7);
    expect(smsBytes('가나다')).toBe(6);
    expect(smsBytes('똠햏')).toBe(4); // outside KS X 1001, 2 bytes in CP949
    expect(smsBytes('인증번호 123456')).toBe(15);
    expect(smsBytes('a\r\n가')).toBe(5);
    expect(smsBytes('😀')).toBe(2);
  });

  it('makes 90 bytes an SMS and 91 an LMS', async () => {
    const em = app.em();
    expect((await enqueueSms(em, msg({ text: 'a'.repeat(90) }))).kind).toBe(SmsKind.SMS);
    expect((await enqueueSms(em, msg({ text: 'a'.repeat(91) }))).kind).toBe(SmsKind.LMS);
    expect((await enqueueSms(em, msg({ text: '가'.repeat(45) }))).kind).toBe(SmsKind.SMS);
    expect((await enqueueSms(em, msg({ text: '가'.repeat(45) + 'a' }))).kind).toBe(SmsKind.LMS);
  });

  it('accepts 2,000 bytes and refuses 2,001 with SMS_TOO_LONG, saving nothing', async () => {
    const em = app.em();
    expect((await enqueueSms(em, msg({ text: '가'.repeat(1000) }))).kind).toBe(SmsKind.LMS);
    const to = phone();
    const err = await enqueueSms(em, msg({ to, text: '가'.repeat(1000) + 'a' })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 400, code: 'SMS_TOO_LONG' });
    expect((err as Error).message).toContain('2,001바이트');
    expect(await lastSmsTo(em, to)).toBeNull();
  });

  it('refuses a number that is not a mobile number and an empty text with a 400', async () => {
    const em = app.em();
    await expect(enqueueSms(em, msg({ to: '02-123-4567' }))).rejects.toMatchObject({ status: 400, code: 'SMS_BAD_PHONE', message: '수신번호 형식이 맞지 않습니다.' });
    await expect(enqueueSms(em, msg({ to: '010-1234' }))).rejects.toMatchObject({ status: 400, code: 'SMS_BAD_PHONE' });
    await expect(enqueueSms(em, msg({ text: '   ' }))).rejects.toMatchObject({ status: 400, code: 'SMS_EMPTY' });
    // separators are fine; the number is stored as digits
    const m = await enqueueSms(em, msg({ to: '010-2222-3333' }));
    expect(m.recipient).toBe('01022223333');
  });
});

describe('the outbox', () => {
  it('an enqueue in a transaction that rolls back leaves nothing', async () => {
    const to = phone();
    await expect(
      app.em().transactional(async (tx) => {
        await enqueueSms(tx, msg({ to }));
        expect(await lastSmsTo(tx, to)).not.toBeNull(); // visible inside its own transaction
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await lastSmsTo(app.em(), to)).toBeNull();
    expect((await relayOnce(app.em(), localSmsDriver, OPTS)).sent).toBe(0);
  });

  it('the same dedupe key returns the existing row, also for 50 concurrent enqueues, and it is sent once', async () => {
    const key = `dedupe-${Date.now()}`;
    const to = phone();
    const first = await enqueueSms(app.em(), msg({ to, dedupeKey: key }));
    const again = await enqueueSms(app.em(), msg({ to: phone(), text: '다른 내용', dedupeKey: key }));
    expect(again.id).toBe(first.id);
    expect(again.text).toBe(first.text);

    const key2 = `dedupe-concurrent-${Date.now()}`;
    const ids = await Promise.all(
      Array.from({ length: 50 }, () => app.em().transactional(async (tx) => (await enqueueSms(tx, msg({ to, dedupeKey: key2 }))).id)),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await app.em().count(SmsMessage, { dedupeKey: key2 })).toBe(1);

    const counting = countingDriver();
    await relayOnce(app.em(), counting, OPTS);
    expect(counting.sends.get(first.id)).toBe(1);
    expect(counting.sends.get(ids[0])).toBe(1);
  });

  it('places a message where its sender belongs (school, center, 시도) when it is queued', async () => {
    const school = await makeSchool(app, { sggCode: '11110' });
    const member = await makeAccount(app, RoleCode.MEMBER, { school });
    const m = await enqueueSms(app.em(), msg({ senderId: String(member.id), refType: 'simple-evaluation', refId: '7' }));
    expect(m).toMatchObject({ senderId: member.id, schoolId: school.id, sdCode: '11', refType: 'simple-evaluation', refId: '7' });
    expect(m.centerId ?? null).toBeNull();
    const system = await enqueueSms(app.em(), msg());
    expect([system.senderId, system.schoolId, system.centerId, system.sdCode].map((v) => v ?? null)).toEqual([null, null, null, null]);
  });

  it('queues many at once (group register): one bad message writes none, a known or repeated key keeps its row, each is sent once', async () => {
    const school = await makeSchool(app, { sggCode: '11110' });
    const member = await makeAccount(app, RoleCode.MEMBER, { school });
    const tag = `many-${Date.now()}`;
    const many = Array.from({ length: 1203 }, (_, i) => msg({ dedupeKey: `${tag}-${i}`, senderId: String(member.id), refType: 'simple-evaluation', refId: String(i) }));
    const count = () => app.em().count(SmsMessage, { dedupeKey: { $like: `${tag}-%` } });

    // a refusal anywhere in the list, before anything is written
    await expect(enqueueSmsMany(app.em(), [...many.slice(0, 5), msg({ to: '02-123-4567' })])).rejects.toMatchObject({ status: 400, code: 'SMS_BAD_PHONE' });
    expect(await count()).toBe(0);

    const known = await enqueueSms(app.em(), many[7]);
    // more than one statement's worth, with a repeated key inside the list and one that exists already
    const written = await app.em().transactional((tx) => enqueueSmsMany(tx, [...many, { ...many[3], text: '다른 내용' }]));
    expect(written).toBe(1202);
    expect(await count()).toBe(1203);
    const rows = await app.em().find(SmsMessage, { dedupeKey: { $like: `${tag}-%` } }, { orderBy: { id: 'asc' } });
    expect(rows.find((r) => r.dedupeKey === `${tag}-3`)!.text).toBe(many[3].text);
    expect(rows.find((r) => r.dedupeKey === `${tag}-7`)!.id).toBe(known.id);
    // in the order given, each placed where its sender belongs
    expect(rows.filter((r) => r.id !== known.id).map((r) => Number(r.refId))).toEqual([...Array(1203).keys()].filter((i) => i !== 7));
    for (const r of rows) expect(r).toMatchObject({ status: SmsStatus.QUEUED, schoolId: school.id, sdCode: '11', senderId: member.id, purpose: 'TEST' });

    const counting = countingDriver();
    for (let i = 0; i < 40 && counting.sends.size < 1203; i++) await relayOnce(app.em(), counting, { ...OPTS, batchSize: 200 });
    expect(rows.map((r) => counting.sends.get(r.id))).toEqual(Array(1203).fill(1));
  });
});

/** A driver that counts its calls per message; `fail(m, call)` may throw to simulate the provider. */
function countingDriver(fail?: (m: OutgoingSms, call: number) => void, delayMs = 0) {
  const calls = new Map<number, number>();
  const sends = new Map<number, number>();
  const driver: SmsDriver & { calls: typeof calls; sends: typeof sends } = {
    name: 'counting',
    calls,
    sends,
    async send(m) {
      const n = (calls.get(m.id) ?? 0) + 1;
      calls.set(m.id, n);
      if (delayMs) await new Promise((r) => setTimeout(r, Math.random() * delayMs));
      fail?.(m, n);
      sends.set(m.id, (sends.get(m.id) ?? 0) + 1);
      return { providerMessageId: `c-${m.id}-${n}` };
    },
  };
  return driver;
}

describe('the relay', () => {
  it('sends each message exactly once under 50 concurrent relay runs, with retries in between', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 40; i++) ids.push((await enqueueSms(app.em(), msg({ purpose: 'TEST_CONCURRENT' }))).id);
    // every message fails its first attempt with a retryable error (a 503), then goes through
    const driver = countingDriver((_m, n) => {
      if (n === 1) throw new SmsSendError('HTTP 503', true);
    }, 5);
    const opts: RelayOptions = { ...OPTS, batchSize: 3 };
    for (let round = 0; round < 5; round++) {
      await Promise.all(Array.from({ length: 50 }, () => relayOnce(app.em(), driver, opts)));
      if (!(await app.em().count(SmsMessage, { id: { $in: ids }, status: { $ne: SmsStatus.SENT } }))) break;
    }
    for (const id of ids) {
      expect(driver.sends.get(id), `message ${id} sent`).toBe(1);
      expect(driver.calls.get(id), `message ${id} attempts`).toBe(2);
      expect(await row(id)).toMatchObject({ status: SmsStatus.SENT, attempts: 2, provider: 'counting', providerMessageId: `c-${id}-2` });
    }
  });

  it('retries a provider error with exponential backoff and ends FAILED after N tries, visibly', async () => {
    const m = await enqueueSms(app.em(), msg());
    const driver = countingDriver(() => {
      throw new SmsSendError('HTTP 500 InternalError', true);
    });
    const opts: RelayOptions = { maxAttempts: 3, retryBaseMs: 60_000 };
    expect(backoffMs(60_000, 1)).toBe(60_000);
    expect(backoffMs(60_000, 2)).toBe(120_000);
    expect(backoffMs(60_000, 20)).toBe(3_600_000);

    await relayOnce(app.em(), driver, opts);
    let r = await row(m.id);
    expect(r).toMatchObject({ status: SmsStatus.QUEUED, attempts: 1, lastError: 'HTTP 500 InternalError' });
    const wait1 = r.nextAttemptAt.getTime() - Date.now();
    expect(wait1).toBeGreaterThan(55_000);
    expect(wait1).toBeLessThanOrEqual(60_000);

    await relayOnce(app.em(), driver, opts); // not due yet
    expect(driver.calls.get(m.id)).toBe(1);
    advanceClock(59_000);
    await relayOnce(app.em(), driver, opts);
    expect(driver.calls.get(m.id)).toBe(1);
    advanceClock(1_000);
    await relayOnce(app.em(), driver, opts);
    r = await row(m.id);
    expect(r).toMatchObject({ status: SmsStatus.QUEUED, attempts: 2 });
    expect(r.nextAttemptAt.getTime() - (Date.now() + 60_000)).toBeGreaterThan(115_000); // doubled

    advanceClock(120_000);
    await relayOnce(app.em(), driver, opts);
    r = await row(m.id);
    expect(r).toMatchObject({ status: SmsStatus.FAILED, attempts: 3, lastError: 'HTTP 500 InternalError (3회 시도 후 중단)' });
    advanceClock(3_600_000);
    await relayOnce(app.em(), driver, opts);
    expect(driver.calls.get(m.id)).toBe(3);
    expect(driver.sends.get(m.id)).toBeUndefined();
  });

  it('gives up at once on a refusal (not retryable)', async () => {
    const m = await enqueueSms(app.em(), msg());
    const driver = countingDriver(() => {
      throw new SmsSendError('HTTP 400 ValidationError 수신번호 오류', false);
    });
    await relayOnce(app.em(), driver, OPTS);
    expect(await row(m.id)).toMatchObject({ status: SmsStatus.FAILED, attempts: 1, lastError: 'HTTP 400 ValidationError 수신번호 오류' });
  });

  it('marks a message FAILED, not sent again, when its sender stopped mid-send (claim ran out)', async () => {
    const m = await enqueueSms(app.em(), msg());
    await sql(app.em(), `update sms_message set status = 'SENDING', attempts = 1, claimed_until = now() - interval '1 minute' where id = ?`, [m.id], 'run');
    const driver = countingDriver();
    await relayOnce(app.em(), driver, OPTS);
    expect(driver.calls.get(m.id)).toBeUndefined();
    expect((await row(m.id)).status).toBe(SmsStatus.FAILED);
    expect((await row(m.id)).lastError).toContain('발송 여부를 확인할 수 없습니다');
  });

  it('the local driver marks the message SENT; a relay started with the server sends after the commit that queued it', async () => {
    const relay = startSmsRelay(app.orm, { production: false, sms: { ...app.config.sms, relayIntervalMs: 0 } });
    try {
      const to = phone();
      await app.em().transactional(async (tx) => {
        await enqueueSms(tx, msg({ to, text: '동의 링크: http://localhost/app/agree/1/guardian' }));
      });
      for (let i = 0; i < 100 && (await lastSmsTo(app.em(), to))?.status !== SmsStatus.SENT; i++) await new Promise((r) => setTimeout(r, 20));
      await relay.idle();
      expect(await lastSmsTo(app.em(), to)).toMatchObject({ status: SmsStatus.SENT, provider: 'local', attempts: 1 });
    } finally {
      await relay.stop();
    }
  });
});

// ---- Solapi against a local fake of its API ------------------------------------------------------------------------

interface FakeCall {
  authorization: string;
  body: any;
}

async function fakeSolapi(answer: (call: number, req: IncomingMessage, res: ServerResponse) => void) {
  const calls: FakeCall[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/messages/v4/send') {
        res.writeHead(404).end();
        return;
      }
      calls.push({ authorization: String(req.headers.authorization), body: JSON.parse(body) });
      answer(calls.length, req, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, server, close: () => new Promise((r) => server.close(r)) };
}

const json = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const SOLAPI = { apiKey: 'NCSTESTKEY', apiSecret: 'test-secret-abc', sender: '0212345678', timeoutMs: 2_000 };

describe('Solapi driver (against a local fake)', () => {
  it('sends with the HMAC-SHA256 header and answers the message id', async () => {
    const fake = await fakeSolapi((_n, _req, res) =>
      json(res, 200, { groupId: 'G1', messageId: 'M4V2026', statusCode: '2000', statusMessage: '정상 접수', to: '01012345678', from: '0212345678', type: 'SMS' }),
    );
    try {
      const driver = solapiDriver({ ...SOLAPI, baseUrl: fake.url });
      expect(await driver.send({ id: 1, to: '01012345678', text: '안녕하세요', kind: SmsKind.SMS })).toEqual({ providerMessageId: 'M4V2026' });
      const [c] = fake.calls;
      expect(c.body).toEqual({ message: { to: '01012345678', from: '0212345678', text: '안녕하세요', type: 'SMS' } });
      const m = /^HMAC-SHA256 apiKey=(\S+), date=(\S+), salt=(\S+), signature=([0-9a-f]{64})$/.exec(c.authorization);
      expect(m).not.toBeNull();
      const [, key, date, salt, signature] = m!;
      expect(key).toBe(SOLAPI.apiKey);
      expect(Math.abs(Date.parse(date) - Date.now())).toBeLessThan(60_000);
      expect(signature).toBe(createHmac('sha256', SOLAPI.apiSecret).update(date + salt).digest('hex'));
    } finally {
      await fake.close();
    }
  });

  it('a 4xx is a refusal: FAILED at once, with the provider code and no phone number in the history', async () => {
    const fake = await fakeSolapi((_n, _req, res) => json(res, 400, { errorCode: 'ValidationError', errorMessage: '수신번호(010-1234-5678)가 올바르지 않습니다.' }));
    try {
      const driver = solapiDriver({ ...SOLAPI, baseUrl: fake.url });
      const err = await driver.send({ id: 1, to: '01012345678', text: 'x', kind: SmsKind.SMS }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SmsSendError);
      expect((err as SmsSendError).retry).toBe(false);

      const m = await enqueueSms(app.em(), msg());
      await relayOnce(app.em(), driver, OPTS);
      const r = await row(m.id);
      expect(r.status).toBe(SmsStatus.FAILED);
      expect(r.lastError).toBe('HTTP 400 ValidationError 수신번호(***)가 올바르지 않습니다.');
      expect(fake.calls).toHaveLength(2);
    } finally {
      await fake.close();
    }
  });

  it('a 5xx is retried, and the retry goes through', async () => {
    const fake = await fakeSolapi((n, _req, res) =>
      n === 1 ? json(res, 503, { errorCode: 'ServiceUnavailable', errorMessage: '잠시 후 다시 시도' }) : json(res, 200, { messageId: 'M-OK', statusCode: '2000' }),
    );
    try {
      const driver = solapiDriver({ ...SOLAPI, baseUrl: fake.url });
      const m = await enqueueSms(app.em(), msg({ text: '가'.repeat(60) }));
      await relayOnce(app.em(), driver, { maxAttempts: 5, retryBaseMs: 1_000 });
      expect(await row(m.id)).toMatchObject({ status: SmsStatus.QUEUED, attempts: 1, lastError: 'HTTP 503 ServiceUnavailable 잠시 후 다시 시도' });
      advanceClock(1_000);
      await relayOnce(app.em(), driver, { maxAttempts: 5, retryBaseMs: 1_000 });
      const r = await row(m.id);
      expect(r).toMatchObject({ status: SmsStatus.SENT, attempts: 2, provider: 'solapi', providerMessageId: 'M-OK' });
      expect(r.lastError ?? null).toBeNull();
      expect(r.sentAt).toBeInstanceOf(Date);
      expect(fake.calls.map((c) => c.body.message.type)).toEqual(['LMS', 'LMS']);
    } finally {
      await fake.close();
    }
  });

  it('a refused connection is retried; a time-out (the provider may have sent it) is not', async () => {
    const gone = await fakeSolapi(() => {});
    await gone.close();
    const refused = await solapiDriver({ ...SOLAPI, baseUrl: gone.url })
      .send({ id: 1, to: '01012345678', text: 'x', kind: SmsKind.SMS })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ retry: true });

    const slow = await fakeSolapi(() => {}); // never answers
    try {
      const timedOut = await solapiDriver({ ...SOLAPI, baseUrl: slow.url, timeoutMs: 200 })
        .send({ id: 1, to: '01012345678', text: 'x', kind: SmsKind.SMS })
        .catch((e: unknown) => e);
      expect(timedOut).toMatchObject({ retry: false });
      expect((timedOut as Error).message).toContain('응답 시간 초과');
    } finally {
      slow.server.closeAllConnections();
      await slow.close();
    }
  });
});

// ---- the send history ------------------------------------------------------------------------------------------------

describe('send history (REST, GraphQL, Excel) and who sees what', () => {
  let centerA: string, centerB: string, admin: string, schoolMember: string, office: string;
  const PURPOSE = 'TEST_HISTORY';

  beforeAll(async () => {
    const sA = await makeSchool(app, { sggCode: '11140' });
    const sOther = await makeSchool(app, { sggCode: '11170' });
    const cA = await makeCenter(app, { locals: ['11140'] });
    const cB = await makeCenter(app, { locals: ['11170'] });
    const staffA = await makeAccount(app, RoleCode.CENTER_MEMBER, { center: cA });
    const staffB = await makeAccount(app, RoleCode.CENTER_MANAGER, { center: cB });
    const member = await makeAccount(app, RoleCode.MEMBER, { school: sA });
    const memberOther = await makeAccount(app, RoleCode.MEMBER, { school: sOther });
    // school staff do not have 00022 by default; an administrator may grant it (docs/PERMISSIONS.md)
    await sql(app.em(), `insert into role_permission (role_id, menu_id) values ('MEMBER', '00022') on conflict do nothing`, [], 'run');
    await sql(app.em(), `insert into role_permission (role_id, menu_id) values ('EDUCATION_OFFICE', '00022') on conflict do nothing`, [], 'run');
    centerA = await tokenFor(app, staffA);
    centerB = await tokenFor(app, staffB);
    schoolMember = await tokenFor(app, member);
    admin = await tokenFor(app, await makeAccount(app, RoleCode.SYSTEM_ADMIN));
    office = await tokenFor(app, await makeAccount(app, RoleCode.EDUCATION_OFFICE, { sdCode: '26' }));

    const add = async (name: string, senderId: number | undefined, text: string) => {
      const to = phone();
      const m = await enqueueSms(app.em(), msg({ to, text, purpose: PURPOSE, senderId: senderId === undefined ? undefined : String(senderId) }));
      texts[name] = { id: m.id, to, text };
    };
    await add('byCenterA', staffA.id, '센터 A 직원이 보낸 안내: http://localhost/app/agree/11/guardian');
    await add('bySchoolA', member.id, '=1+2 학교 A에서 보낸 문자 인증번호 482913');
    await add('byCenterB', staffB.id, '센터 B 직원이 보낸 안내');
    await add('bySchoolOther', memberOther.id, '다른 학교에서 보낸 문자');
    await add('system', undefined, '시스템이 보낸 문자');
    await relayOnce(app.em(), localSmsDriver, OPTS);
  });

  const list = (token: string, query = '') => call(app, 'GET', `svs-u/sms/send-history/paging?purpose=${PURPOSE}${query}`, { token });
  const ids = (res: { body: any }) => (res.body.content as { id: number }[]).map((m) => m.id).sort((a, b) => a - b);
  const idsOf = (...names: string[]) => names.map((n) => texts[n].id).sort((a, b) => a - b);

  it('administrators see every message, newest first, numbers masked and texts as sent', async () => {
    const res = await list(admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalElements: 5, current: 1, pageSize: 10, first: true, last: true });
    expect(res.body.content.map((m: { id: number }) => m.id)).toEqual(idsOf('byCenterA', 'bySchoolA', 'byCenterB', 'bySchoolOther', 'system').reverse());
    const a = res.body.content.find((m: { id: number }) => m.id === texts.byCenterA.id);
    const to = texts.byCenterA.to;
    expect(a).toMatchObject({
      mobile: `${to.slice(0, 3)}-****-${to.slice(-4)}`,
      content: texts.byCenterA.text,
      kind: 'SMS',
      purpose: PURPOSE,
      status: 'SENT',
      statusLabel: '발송 완료',
      attempts: 1,
      provider: 'local',
    });
    const raw = JSON.stringify(res.body);
    for (const t of Object.values(texts)) expect(raw).not.toContain(t.to);
  });

  it('each page read is in the access log with its filters and the ids shown, never the number searched for', async () => {
    const to = texts.byCenterA.to;
    const res = await list(admin, `&mobile=${to}`);
    expect(ids(res)).toEqual(idsOf('byCenterA'));
    const row = await app.em().findOneOrFail(AccessLog, { subjectType: 'sms-history', action: 'READ' }, { orderBy: { id: 'desc' } });
    expect(row).toMatchObject({ count: 1 });
    expect(row.detail).toContain(`purpose=${PURPOSE}`);
    expect(row.detail).toContain('mobile=(번호)');
    expect(row.detail).toContain(String(texts.byCenterA.id));
    expect(row.detail).not.toContain(to);
  });

  it('center staff see their center’s and its schools’ messages; another center sees none of them', async () => {
    expect(ids(await list(centerA))).toEqual(idsOf('byCenterA', 'bySchoolA'));
    expect(ids(await list(centerB))).toEqual(idsOf('byCenterB', 'bySchoolOther'));
  });

  it('school staff see their school’s messages; an education office its 시도 only', async () => {
    expect(ids(await list(schoolMember))).toEqual(idsOf('bySchoolA'));
    expect(ids(await list(office))).toEqual([]); // the messages here are all in 서울 (11)
  });

  it('the GraphQL twin answers the same rows', async () => {
    const res = await gql(app, `query($purpose: String) { smsSendHistory(purpose: $purpose) { totalElements content { id mobile content status purposeLabel } } }`, { purpose: PURPOSE }, centerA);
    expect(res.status).toBe(200);
    const rest = await list(centerA);
    expect(res.body.data!.smsSendHistory.content).toEqual(rest.body.content.map((m: any) => ({ id: m.id, mobile: m.mobile, content: m.content, status: m.status, purposeLabel: m.purposeLabel })));
  });

  it('searches by number, text, status and period', async () => {
    const to = texts.bySchoolA.to;
    expect(ids(await list(admin, `&mobile=${to.slice(-4)}`))).toEqual(idsOf('bySchoolA'));
    expect(ids(await list(admin, `&mobile=${to.slice(0, 3)}-${to.slice(3, 7)}-${to.slice(7)}`))).toEqual(idsOf('bySchoolA'));
    expect(ids(await list(admin, `&keyword=${encodeURIComponent('센터 B')}`))).toEqual(idsOf('byCenterB'));
    expect(ids(await list(admin, `&keyword=${encodeURIComponent('100%')}`))).toEqual([]);
    expect(ids(await list(admin, '&status=FAILED'))).toEqual([]);
    expect((await list(admin, '&status=SENT')).body.totalElements).toBe(5);
    const today = kstStamp().replace(/^(\d{4})(\d{2})(\d{2}).*/, '$1-$2-$3');
    expect((await list(admin, `&startDate=${today}&endDate=${today}`)).body.totalElements).toBe(5);
    expect((await list(admin, `&startDate=2000-01-01&endDate=2000-01-31`)).body.totalElements).toBe(0);
    const backwards = await list(admin, `&startDate=2026-02-01&endDate=2026-01-31`);
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ code: 'BAD_USER_INPUT', message: '종료일은 시작일보다 이후여야 합니다.' });
    const badDay = await list(admin, `&startDate=2026-02-30`);
    expect(badDay.status).toBe(400);
    expect(badDay.body.message).toBe('시작일 형식이 맞지 않습니다.');
    expect((await list(admin, '&status=NOPE')).status).toBe(400);
    expect((await list(admin, '&mobile=abc')).body).toMatchObject({ code: 'BAD_USER_INPUT', message: '수신번호는 숫자 3자리 이상으로 입력해주세요.' });
  });

  it('needs a token and menu 00022', async () => {
    expect((await call(app, 'GET', 'svs-u/sms/send-history/paging')).status).toBe(401);
    expect((await call(app, 'POST', 'svs-u/sms/send-history/excel-download', { body: {} })).status).toBe(401);
    const ministry = await tokenFor(app, await makeAccount(app, RoleCode.EDUCATION_MINISTRY));
    expect((await list(ministry)).status).toBe(403);
    expect((await call(app, 'POST', 'svs-u/sms/send-history/excel-download', { token: ministry, body: {} })).status).toBe(403);
    const g = await gql(app, `{ smsSendHistory { totalElements } }`, {}, ministry);
    expect(g.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });

  async function excel(token: string, body: Record<string, unknown>) {
    const res = await fetch(app.url + 'svs-u/sms/send-history/excel-download', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  async function readBack(bytes: Buffer) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const sheet = wb.worksheets[0];
    const rows: unknown[][] = [];
    sheet.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    return { sheet, rows };
  }

  it('downloads the filtered list as .xlsx named with the given name and a timestamp, within the caller’s jurisdiction', async () => {
    const { res, bytes } = await excel(centerA, { purpose: PURPOSE, fileName: 'SMS 발송 내역' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const disposition = res.headers.get('content-disposition')!;
    const name = decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)![1]);
    expect(name).toMatch(/^SMS 발송 내역_\d{14}\.xlsx$/);

    const { sheet, rows } = await readBack(bytes);
    expect(sheet.name).toBe('SMS 발송 내역');
    expect(rows[0]).toEqual(['번호', '발송 요청 일시', '발송 완료 일시', '수신번호', '구분', '발송 용도', '상태', '시도 횟수', '내용', '실패 사유']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(idsOf('byCenterA', 'bySchoolA').reverse());
    const school = rows.find((r) => r[0] === texts.bySchoolA.id)!;
    const to = texts.bySchoolA.to;
    expect(school[3]).toBe(`${to.slice(0, 3)}-****-${to.slice(-4)}`);
    expect(school[6]).toBe('발송 완료');
    expect(school[8]).toBe(`'${texts.bySchoolA.text}`); // began with =: neutralised
    expect(String(school[1])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(bytes.toString('latin1')).not.toContain(to);

    const other = await readBack((await excel(centerB, { purpose: PURPOSE })).bytes);
    expect(other.rows.slice(1).map((r) => r[0])).toEqual(idsOf('byCenterB', 'bySchoolOther').reverse());
  });

  it('reads the export in batches: more rows than one batch all arrive', async () => {
    const em = app.em();
    await em.transactional(async (tx) => {
      for (let i = 0; i < 520; i++) await enqueueSms(tx, msg({ purpose: 'TEST_BULK', text: `대량 ${i}` }));
    });
    const { res, bytes } = await excel(admin, { purpose: 'TEST_BULK' });
    expect(res.status).toBe(200);
    const { rows } = await readBack(bytes);
    expect(rows).toHaveLength(521);
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(520);
    expect(rows[1][6]).toBe('발송 대기');
  });

  it('refuses a bad search before streaming, with a JSON error', async () => {
    const { res, bytes } = await excel(admin, { startDate: '2026-03-01', endDate: '2026-02-01' });
    expect(res.status).toBe(400);
    expect(JSON.parse(bytes.toString())).toMatchObject({ code: 'BAD_USER_INPUT', message: '종료일은 시작일보다 이후여야 합니다.' });
    const unknownKey = await excel(admin, { nope: 1 });
    expect(unknownKey.res.status).toBe(400);
  });
});

describe('the application log', () => {
  it('never holds a phone number or a message text', async () => {
    const failing = countingDriver(() => {
      throw new SmsSendError('HTTP 500', true);
    });
    const to = phone();
    await enqueueSms(app.em(), msg({ to, text: '로그에 남으면 안 되는 문장 482913' }));
    await relayOnce(app.em(), failing, OPTS);
    expect(logged).toContain('sms send failed');
    expect(logged).not.toContain(to);
    expect(logged).not.toContain('로그에 남으면 안 되는 문장');
    for (const t of Object.values(texts)) {
      expect(logged).not.toContain(t.to);
      expect(logged).not.toContain(t.text.slice(0, 10));
    }
  });
});
