import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { now } from './clock.js';
import type { Config, SmsConfig } from './config.js';
import { sql } from './db/sql.js';
import { describeError, log } from './log.js';
import { SmsDelivery, SmsStatus, smsQueued, type SmsKind } from './sms.js';
import { startRelay, type Relay } from './outbox-relay.js';
import { SmsSendError, smsDriverFor, type DeliveryReport, type SmsDriver } from './sms-drivers.js';

/**
 * The outbox relay: claims due messages, hands them to the driver, records what happened.
 *
 * Exactly once under concurrency: a claim is one `UPDATE … FROM (SELECT … FOR UPDATE SKIP LOCKED)` that turns
 * QUEUED rows into SENDING and counts the attempt, so two relays (two replicas, or a kick racing the timer) never
 * claim the same row; the result is recorded only by the claim that holds it (`status = 'SENDING' and attempts =
 * the claim's`). Every statement is short and outside any long transaction, which the embedded PGlite (one
 * connection) needs: nothing is held open while the provider answers.
 *
 * At most once on a crash: a row left SENDING past its claim (the process died while the provider was being called)
 * may have reached the phone, so it becomes FAILED, visible in the history, rather than being sent again.
 */

export interface RelayOptions extends Pick<SmsConfig, 'maxAttempts' | 'retryBaseMs'> {
  /** Messages claimed (and sent in parallel) per round. */
  batchSize?: number;
  /** How long a claim holds: longer than one provider call can take. */
  claimMs?: number;
  /** Rounds per run; the rest waits for the next run. */
  maxRounds?: number;
}

export interface RelayResult {
  sent: number;
  retried: number;
  failed: number;
}

/** Retry n (1-based) waits base × 2^(n−1), at most an hour. */
export const backoffMs = (base: number, attempt: number) => Math.min(base * 2 ** Math.max(0, attempt - 1), 3_600_000);

const CRASHED = '발송 중 서버가 중단되어 발송 여부를 확인할 수 없습니다. 필요하면 다시 보내주세요.';

interface Claimed {
  id: number;
  recipient: string;
  text: string;
  kind: SmsKind;
  attempts: number;
}

/** One pass over the due messages: what it sent, put back for a retry and gave up on. */
export async function relayOnce(em: EntityManager, driver: SmsDriver, opts: RelayOptions): Promise<RelayResult> {
  const batchSize = opts.batchSize ?? 10;
  const claimMs = opts.claimMs ?? 60_000;
  const result: RelayResult = { sent: 0, retried: 0, failed: 0 };

  const stale = await sql(
    em,
    `update sms_message set status = ?, last_error = ?, claimed_until = null where status = ? and claimed_until < ?`,
    [SmsStatus.FAILED, CRASHED, SmsStatus.SENDING, now()],
    'run',
  );
  result.failed += (stale as { affectedRows?: number }).affectedRows ?? 0;

  for (let round = 0; round < (opts.maxRounds ?? 50); round++) {
    const at = now();
    const claimed = await sql<Claimed[]>(
      em,
      `update sms_message m set status = ?, attempts = m.attempts + 1, claimed_until = ?
       from (select id from sms_message where status = ? and next_attempt_at <= ?
             order by next_attempt_at, id limit ? for update skip locked) due
       where m.id = due.id
       returning m.id, m.recipient, m.text, m.kind, m.attempts`,
      [SmsStatus.SENDING, new Date(at.getTime() + claimMs), SmsStatus.QUEUED, at, batchSize],
    );
    await Promise.all(claimed.map((m) => deliver(em, driver, m, opts, result)));
    if (claimed.length < batchSize) break;
  }
  return result;
}

async function deliver(em: EntityManager, driver: SmsDriver, m: Claimed, opts: RelayOptions, result: RelayResult) {
  const mine = `id = ? and status = '${SmsStatus.SENDING}' and attempts = ?`;
  try {
    const { providerMessageId } = await driver.send({ id: m.id, to: m.recipient, text: m.text, kind: m.kind });
    const at = now();
    // a driver that reports delivery is asked for this message's result in a while (collectResults)
    const check = driver.results && providerMessageId ? new Date(at.getTime() + RESULT_FIRST_MS) : null;
    await sql(
      em,
      `update sms_message set status = ?, sent_at = ?, provider = ?, provider_message_id = ?, last_error = null, claimed_until = null,
         delivery = null, delivery_reason = null, delivered_at = null, result_check_at = ? where ${mine}`,
      [SmsStatus.SENT, at, driver.name, providerMessageId ?? null, check, m.id, m.attempts],
      'run',
    );
    result.sent++;
  } catch (e) {
    const known = e instanceof SmsSendError;
    if (!known) log.error('sms driver fault', { smsId: m.id, provider: driver.name, error: describeError(e) });
    const retry = known && e.retry && m.attempts < opts.maxAttempts;
    const reason = (known ? e.message : '발송 중 오류가 발생했습니다.').slice(0, 480);
    const exhausted = known && e.retry && !retry;
    const lastError = exhausted ? `${reason} (${m.attempts}회 시도 후 중단)` : reason;
    await sql(
      em,
      `update sms_message set status = ?, next_attempt_at = ?, last_error = ?, provider = ?, claimed_until = null where ${mine}`,
      [retry ? SmsStatus.QUEUED : SmsStatus.FAILED, new Date(now().getTime() + (retry ? backoffMs(opts.retryBaseMs, m.attempts) : 0)), lastError, driver.name, m.id, m.attempts],
      'run',
    );
    // the id and the attempt only: never the number, the text or the provider's words (they may quote the number)
    log.warn(retry ? 'sms send failed, will retry' : 'sms send failed', { smsId: m.id, provider: driver.name, attempt: m.attempts });
    if (retry) result.retried++;
    else result.failed++;
  }
}

// ---- delivery results ------------------------------------------------------------------------------------------

/** The first result check after a message was sent; later ones wait as long again as the message has (at most an hour). */
export const RESULT_FIRST_MS = 10_000;
/** Providers report within three days; a message with no report by then is UNKNOWN and no longer asked about. */
export const RESULT_WINDOW_MS = 3 * 24 * 3_600_000;

export interface ResultRound {
  delivered: number;
  undelivered: number;
  resent: number;
  unknown: number;
  pending: number;
}

interface Waiting {
  id: number;
  provider_message_id: string;
  sent_at: Date | string;
  attempts: number;
}

/**
 * Asks the driver for the delivery reports of sent messages whose check is due and records them in the send
 * history: DELIVERED (전송 성공), UNDELIVERED with the reason (전송 실패), or, for a failure the provider says is
 * temporary, the message queued again for another attempt (within SMS_MAX_ATTEMPTS). Still pending: asked again
 * later, until RESULT_WINDOW_MS after sending (then UNKNOWN). Claimed like the sending relay (the next check moved
 * forward under `for update skip locked`), so replicas never ask twice about one message.
 */
export async function collectResults(em: EntityManager, driver: SmsDriver, opts: RelayOptions): Promise<ResultRound> {
  const round: ResultRound = { delivered: 0, undelivered: 0, resent: 0, unknown: 0, pending: 0 };
  if (!driver.results) return round;
  const at = now();
  const waiting = await sql<Waiting[]>(
    em,
    `update sms_message m set result_check_at = ?
     from (select id from sms_message where result_check_at <= ? order by result_check_at, id limit ? for update skip locked) due
     where m.id = due.id
     returning m.id, m.provider_message_id, m.sent_at, m.attempts`,
    [new Date(at.getTime() + (opts.claimMs ?? 60_000)), at, opts.batchSize ?? 50],
  );
  if (!waiting.length) return round;
  let reports: Map<string, DeliveryReport>;
  try {
    reports = await driver.results(waiting.map((w) => w.provider_message_id));
  } catch (e) {
    // the claim moved each check ahead: a later round asks again
    log.warn('sms results unavailable', { provider: driver.name, messages: waiting.length, error: describeError(e) });
    return round;
  }
  for (const w of waiting) {
    const r = reports.get(w.provider_message_id) ?? { state: 'PENDING' as const };
    const reportedAt = r.at && !Number.isNaN(r.at.getTime()) ? r.at : at;
    const reason = r.reason?.slice(0, 200) ?? null;
    if (r.state === 'DELIVERED') {
      await sql(em, `update sms_message set delivery = ?, delivered_at = ?, delivery_reason = null, result_check_at = null where id = ?`, [SmsDelivery.DELIVERED, reportedAt, w.id], 'run');
      round.delivered++;
    } else if (r.state === 'UNDELIVERED' && r.retry && w.attempts < opts.maxAttempts) {
      await sql(
        em,
        `update sms_message set status = ?, next_attempt_at = ?, last_error = ?, delivery = null, delivery_reason = null, result_check_at = null, provider_message_id = null where id = ?`,
        [SmsStatus.QUEUED, new Date(at.getTime() + backoffMs(opts.retryBaseMs, w.attempts)), `수신 실패로 다시 보냄: ${reason ?? ''}`.slice(0, 480), w.id],
        'run',
      );
      round.resent++;
    } else if (r.state === 'UNDELIVERED') {
      await sql(em, `update sms_message set delivery = ?, delivery_reason = ?, delivered_at = ?, result_check_at = null where id = ?`, [SmsDelivery.UNDELIVERED, reason, reportedAt, w.id], 'run');
      round.undelivered++;
    } else {
      const age = at.getTime() - new Date(w.sent_at).getTime();
      if (age >= RESULT_WINDOW_MS) {
        await sql(em, `update sms_message set delivery = ?, result_check_at = null where id = ?`, [SmsDelivery.UNKNOWN, w.id], 'run');
        round.unknown++;
      } else {
        await sql(em, `update sms_message set result_check_at = ? where id = ?`, [new Date(at.getTime() + Math.min(Math.max(age, RESULT_FIRST_MS), 3_600_000)), w.id], 'run');
        round.pending++;
      }
    }
  }
  // counts only: never a number, a text or the provider's words
  if (round.undelivered || round.resent || round.unknown) log.info('sms results', { provider: driver.name, ...round });
  return round;
}

export type SmsRelay = Relay;

/** The relay of this process: polls every `relayIntervalMs` (0: never) and runs when a commit queued a message. */
export function startSmsRelay(orm: MikroORM<PostgreSqlDriver>, config: Pick<Config, 'sms' | 'production'>, driver: SmsDriver = smsDriverFor(config.sms)): SmsRelay {
  const opts: RelayOptions = { maxAttempts: config.sms.maxAttempts, retryBaseMs: config.sms.retryBaseMs, claimMs: config.sms.timeoutMs + 50_000 };
  if (config.production && driver.name === 'local') log.warn('SMS_DRIVER=local: text messages are recorded in the send history and not delivered');
  return startRelay(orm, { name: 'sms', intervalMs: config.sms.relayIntervalMs, signal: smsQueued, once: async (em) => {
      const sent = await relayOnce(em, driver, opts);
      await collectResults(em, driver, opts);
      return sent;
    },
  });
}
