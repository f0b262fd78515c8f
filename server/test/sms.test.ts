import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { advanceClock } from '../src/platform/clock.js';
import { sql } from '../src/platform/db/sql.js';
import { AppError } from '../src/platform/errors.js';
import { enqueueSmsMany, lastSmsTo, smsBytes, SmsDelivery, SmsKind, SmsMessage, SmsStatus } from '../src/platform/sms.js';
import { localSmsDriver, SmsSendError, solapiDriver } from '../src/platform/sms-drivers.js';
import { backoffMs, collectResults, relayOnce, RESULT_FIRST_MS, RESULT_WINDOW_MS, startSmsRelay, type RelayOptions } from '../src/platform/sms-relay.js';
import { makeAccount, makeSchool } from './harness.js';
import { app, phone, msg, OPTS, row, countingDriver, enqueue, useWorld } from './sms-world.js';

/**
 * Sending SMS: EUC-KR byte counting (SMS and LMS, the 2,000-byte limit, bad numbers), the outbox (transactions, dedupe
 * keys, placement, group enqueue), the relay (exactly once under concurrency, backoff, refusals, a sender stopped
 * mid-send, the local driver) and the Solapi driver against a local fake of its API. The send history and the
 * application log: sms-history.test.ts.
 */

useWorld();

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
    expect((await enqueue(em, msg({ text: 'a'.repeat(90) }))).kind).toBe(SmsKind.SMS);
    expect((await enqueue(em, msg({ text: 'a'.repeat(91) }))).kind).toBe(SmsKind.LMS);
    expect((await enqueue(em, msg({ text: '가'.repeat(45) }))).kind).toBe(SmsKind.SMS);
    expect((await enqueue(em, msg({ text: '가'.repeat(45) + 'a' }))).kind).toBe(SmsKind.LMS);
  });

  it('accepts 2,000 bytes and refuses 2,001 with SMS_TOO_LONG, saving nothing', async () => {
    const em = app.em();
    expect((await enqueue(em, msg({ text: '가'.repeat(1000) }))).kind).toBe(SmsKind.LMS);
    const to = phone();
    const err = await enqueue(em, msg({ to, text: '가'.repeat(1000) + 'a' })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 400, code: 'SMS_TOO_LONG' });
    expect((err as Error).message).toContain('2,001바이트');
    expect(await lastSmsTo(em, to)).toBeNull();
  });

  it('refuses a number that is not a mobile number and an empty text with a 400', async () => {
    const em = app.em();
    await expect(enqueue(em, msg({ to: '02-123-4567' }))).rejects.toMatchObject({ status: 400, code: 'SMS_BAD_PHONE', message: '수신번호 형식이 맞지 않습니다.' });
    await expect(enqueue(em, msg({ to: '010-1234' }))).rejects.toMatchObject({ status: 400, code: 'SMS_BAD_PHONE' });
    await expect(enqueue(em, msg({ text: '   ' }))).rejects.toMatchObject({ status: 400, code: 'SMS_EMPTY' });
    // separators are fine; the number is stored as digits
    const m = await enqueue(em, msg({ to: '010-2222-3333' }));
    expect(m.recipient).toBe('01022223333');
  });
});

describe('the outbox', () => {
  it('an enqueue in a transaction that rolls back leaves nothing', async () => {
    const to = phone();
    await expect(
      app.em().transactional(async (tx) => {
        await enqueue(tx, msg({ to }));
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
    const first = await enqueue(app.em(), msg({ to, dedupeKey: key }));
    const again = await enqueue(app.em(), msg({ to: phone(), text: '다른 내용', dedupeKey: key }));
    expect(again.id).toBe(first.id);
    expect(again.text).toBe(first.text);

    const key2 = `dedupe-concurrent-${Date.now()}`;
    const ids = await Promise.all(
      Array.from({ length: 50 }, () => app.em().transactional(async (tx) => (await enqueue(tx, msg({ to, dedupeKey: key2 }))).id)),
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
    const m = await enqueue(app.em(), msg({ senderId: String(member.id), refType: 'simple-evaluation', refId: '7' }));
    expect(m).toMatchObject({ senderId: member.id, schoolId: school.id, sdCode: '11', refType: 'simple-evaluation', refId: '7' });
    expect(m.centerId ?? null).toBeNull();
    const system = await enqueue(app.em(), msg());
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

    const known = await enqueue(app.em(), many[7]);
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

describe('the relay', () => {
  it('sends each message exactly once under 50 concurrent relay runs, with retries in between', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 40; i++) ids.push((await enqueue(app.em(), msg({ purpose: 'TEST_CONCURRENT' }))).id);
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
    const m = await enqueue(app.em(), msg());
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
    const m = await enqueue(app.em(), msg());
    const driver = countingDriver(() => {
      throw new SmsSendError('HTTP 400 ValidationError 수신번호 오류', false);
    });
    await relayOnce(app.em(), driver, OPTS);
    expect(await row(m.id)).toMatchObject({ status: SmsStatus.FAILED, attempts: 1, lastError: 'HTTP 400 ValidationError 수신번호 오류' });
  });

  it('marks a message FAILED, not sent again, when its sender stopped mid-send (claim ran out)', async () => {
    const m = await enqueue(app.em(), msg());
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
        await enqueue(tx, msg({ to, text: '동의 링크: http://localhost/app/agree/1/guardian' }));
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

      const m = await enqueue(app.em(), msg());
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
      const m = await enqueue(app.em(), msg({ text: '가'.repeat(60) }));
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

// ---- delivery results ------------------------------------------------------------------------------------------------

/** A fake Solapi that accepts every message and answers its message list from `reports` (message id → statusCode). */
async function fakeSolapiWithResults(reports: Map<string, { statusCode: string; statusMessage?: string }>) {
  let n = 0;
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/messages/v4/send') return json(res, 200, { messageId: `M${++n}`, statusCode: '2000' });
      const id = new URL(req.url!, 'http://x').searchParams.get('messageId');
      if (req.method === 'GET' && id) {
        const r = reports.get(id);
        return json(res, 200, { messageList: r ? { [id]: { messageId: id, ...r, dateReceived: '2026-11-27T05:00:00Z' } } : {} });
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(r)) };
}

describe('delivery results (전송 성공 / 실패): read back from the provider into the send history', () => {
  it("Solapi's message list: delivered, not delivered with the carrier's reason (number hidden), still on its way asked again, no answer in three days unknown", async () => {
    // earlier tests' Solapi messages wait for results from fakes that are gone: only this test's are asked about
    await sql(app.em(), 'update sms_message set result_check_at = null', [], 'run');
    const reports = new Map<string, { statusCode: string; statusMessage?: string }>();
    const fake = await fakeSolapiWithResults(reports);
    try {
      const driver = solapiDriver({ ...SOLAPI, baseUrl: fake.url });
      const [a, b, c, d] = [await enqueue(app.em(), msg()), await enqueue(app.em(), msg()), await enqueue(app.em(), msg()), await enqueue(app.em(), msg())];
      await relayOnce(app.em(), driver, OPTS);
      const sent = await Promise.all([a, b, c, d].map((m) => row(m.id)));
      expect(sent.map((r) => r.status)).toEqual([SmsStatus.SENT, SmsStatus.SENT, SmsStatus.SENT, SmsStatus.SENT]);
      // not asked before the first check is due
      expect(await collectResults(app.em(), driver, OPTS)).toMatchObject({ delivered: 0, pending: 0 });
      reports.set(sent[0].providerMessageId!, { statusCode: '4000', statusMessage: '수신완료' });
      reports.set(sent[1].providerMessageId!, { statusCode: '3059', statusMessage: '수신번호 010-9999-8888 결번' });
      reports.set(sent[2].providerMessageId!, { statusCode: '3000', statusMessage: '이통사로 접수' });
      advanceClock(RESULT_FIRST_MS);
      expect(await collectResults(app.em(), driver, OPTS)).toEqual({ delivered: 1, undelivered: 1, resent: 0, unknown: 0, pending: 2 });
      expect(await row(a.id)).toMatchObject({ delivery: SmsDelivery.DELIVERED, deliveredAt: new Date('2026-11-27T05:00:00Z') });
      expect(await row(b.id)).toMatchObject({ status: SmsStatus.SENT, delivery: SmsDelivery.UNDELIVERED, deliveryReason: '3059 수신번호 *** 결번' });
      expect((await row(c.id)).delivery ?? null).toBeNull();
      expect((await row(c.id)).resultCheckAt).toBeInstanceOf(Date);
      // the one on its way arrives; the other never reports
      reports.set(sent[2].providerMessageId!, { statusCode: '4000' });
      advanceClock(RESULT_WINDOW_MS);
      expect(await collectResults(app.em(), driver, OPTS)).toMatchObject({ delivered: 1, unknown: 1 });
      expect(await row(c.id)).toMatchObject({ delivery: SmsDelivery.DELIVERED });
      expect(await row(d.id)).toMatchObject({ delivery: SmsDelivery.UNKNOWN });
      expect((await row(d.id)).resultCheckAt ?? null).toBeNull();
      // nothing is asked again once known
      advanceClock(RESULT_WINDOW_MS);
      expect(await collectResults(app.em(), driver, OPTS)).toEqual({ delivered: 0, undelivered: 0, resent: 0, unknown: 0, pending: 0 });
    } finally {
      await fake.close();
    }
  });

  it('a failure the provider says is temporary is sent again as a new text, within the attempts; the local driver asks nothing', async () => {
    let accepted = 0;
    const driver = {
      name: 'fake',
      async send() {
        return { providerMessageId: `F${++accepted}` };
      },
      async results(ids: string[]) {
        // the first text did not arrive (switched off, try later); the second did
        return new Map(ids.map((id) => [id, id === 'F1' ? { state: 'UNDELIVERED' as const, reason: '단말기 전원 꺼짐', retry: true } : { state: 'DELIVERED' as const }]));
      },
    };
    const m = await enqueue(app.em(), msg());
    await relayOnce(app.em(), driver, OPTS);
    advanceClock(RESULT_FIRST_MS);
    expect(await collectResults(app.em(), driver, OPTS)).toMatchObject({ resent: 1 });
    expect(await row(m.id)).toMatchObject({ status: SmsStatus.QUEUED, attempts: 1, lastError: '수신 실패로 다시 보냄: 단말기 전원 꺼짐' });
    advanceClock(backoffMs(OPTS.retryBaseMs, 1));
    await relayOnce(app.em(), driver, OPTS);
    advanceClock(RESULT_FIRST_MS);
    expect(await collectResults(app.em(), driver, OPTS)).toMatchObject({ delivered: 1 });
    expect(await row(m.id)).toMatchObject({ status: SmsStatus.SENT, attempts: 2, providerMessageId: 'F2', delivery: SmsDelivery.DELIVERED });

    const local = await enqueue(app.em(), msg());
    await relayOnce(app.em(), localSmsDriver, OPTS);
    expect(await row(local.id)).toMatchObject({ status: SmsStatus.SENT });
    expect((await row(local.id)).resultCheckAt ?? null).toBeNull();
  });

  it('the outbox in the metrics: queued and sending now, failed and not delivered in the last day, how long the oldest due one has waited', async () => {
    const scrape = async () => (await fetch(app.metricsUrl!)).text();
    const sample = (text: string, series: string) => Number(text.split('\n').find((l) => l.startsWith(series + ' '))?.slice(series.length + 1) ?? NaN);
    const before = await scrape();
    // a message due for two minutes that no relay took (queued without a commit's kick)
    await sql(
      app.em(),
      `insert into sms_message (recipient, text, kind, purpose, dedupe_key, status, next_attempt_at) values (?, '대기', 'SMS', 'TEST', ?, 'QUEUED', now() - interval '2 minutes')`,
      [phone(), `metrics-${Date.now()}`],
      'run',
    );
    const after = await scrape();
    expect(sample(after, 'sms_outbox_messages{state="queued"}') - sample(before, 'sms_outbox_messages{state="queued"}')).toBe(1);
    expect(sample(after, 'sms_outbox_oldest_due_seconds')).toBeGreaterThanOrEqual(119);
    for (const state of ['sending', 'failed', 'undelivered']) expect(after).toMatch(new RegExp(`^sms_outbox_messages\\{state="${state}"\\} \\d+$`, 'm'));
    await sql(app.em(), `delete from sms_message where purpose = 'TEST'`, [], 'run');
  });
});
