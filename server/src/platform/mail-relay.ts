import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { now } from './clock.js';
import type { Config, MailConfig } from './config.js';
import { sql } from './db/sql.js';
import { describeError, log } from './log.js';
import { MailStatus, mailQueued } from './mail.js';
import { startRelay, type Relay } from './outbox-relay.js';
import { MailSendError, mailDriverFor, type MailDriver } from './mail-drivers.js';

/**
 * The mail outbox relay, built as the SMS relay is (platform/sms-relay.ts): a claim is one `UPDATE … FROM (SELECT …
 * FOR UPDATE SKIP LOCKED)` that turns QUEUED rows into SENDING and counts the attempt, so relays on several replicas
 * never claim the same row; the result is recorded only by the claim that holds it. Nothing is held open while the
 * mail server answers.
 *
 * Unlike a text message, a mail sent twice costs nothing and a lost reset mail locks a person out: a row left
 * SENDING past its claim (the process died mid-send) is queued again while it has attempts left.
 */

export interface MailRelayOptions extends Pick<MailConfig, 'maxAttempts' | 'retryBaseMs'> {
  /** Messages claimed (and sent in parallel) per round. */
  batchSize?: number;
  /** How long a claim holds: longer than one send can take. */
  claimMs?: number;
  /** Rounds per run; the rest waits for the next run. */
  maxRounds?: number;
}

export interface MailRelayResult {
  sent: number;
  retried: number;
  failed: number;
}

/** Retry n (1-based) waits base × 2^(n−1), at most an hour. */
const backoffMs = (base: number, attempt: number) => Math.min(base * 2 ** Math.max(0, attempt - 1), 3_600_000);

interface Claimed {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
  created_at: Date;
}

/** One pass over the due messages: what it sent, put back for a retry and gave up on. */
export async function relayMailOnce(em: EntityManager, driver: MailDriver, opts: MailRelayOptions): Promise<MailRelayResult> {
  const batchSize = opts.batchSize ?? 10;
  const claimMs = opts.claimMs ?? 60_000;
  const result: MailRelayResult = { sent: 0, retried: 0, failed: 0 };

  await sql(
    em,
    `update mail_outbox set status = case when attempts < ? then ? else ? end, claimed_until = null,
            last_error = '발송 중 서버가 중단되었습니다.'
      where status = ? and claimed_until < ?`,
    [opts.maxAttempts, MailStatus.QUEUED, MailStatus.FAILED, MailStatus.SENDING, now()],
    'run',
  );

  for (let round = 0; round < (opts.maxRounds ?? 50); round++) {
    const at = now();
    const claimed = await sql<Claimed[]>(
      em,
      `update mail_outbox m set status = ?, attempts = m.attempts + 1, claimed_until = ?
       from (select id from mail_outbox where status = ? and next_attempt_at <= ?
             order by next_attempt_at, id limit ? for update skip locked) due
       where m.id = due.id
       returning m.id, m.recipient, m.subject, m.body, m.attempts, m.created_at`,
      [MailStatus.SENDING, new Date(at.getTime() + claimMs), MailStatus.QUEUED, at, batchSize],
    );
    await Promise.all(claimed.map((m) => deliver(em, driver, m, opts, result)));
    if (claimed.length < batchSize) break;
  }
  return result;
}

async function deliver(em: EntityManager, driver: MailDriver, m: Claimed, opts: MailRelayOptions, result: MailRelayResult) {
  const mine = `id = ? and status = '${MailStatus.SENDING}' and attempts = ?`;
  try {
    const { messageId } = await driver.send({ id: m.id, to: m.recipient, subject: m.subject, text: m.body, createdAt: new Date(m.created_at) });
    await sql(
      em,
      `update mail_outbox set status = ?, sent_at = ?, provider = ?, provider_message_id = ?, last_error = null, claimed_until = null where ${mine}`,
      [MailStatus.SENT, now(), driver.name, messageId ?? null, m.id, m.attempts],
      'run',
    );
    result.sent++;
  } catch (e) {
    const known = e instanceof MailSendError;
    if (!known) log.error('mail driver fault', { mailId: m.id, provider: driver.name, error: describeError(e) });
    const retry = known && e.retry && m.attempts < opts.maxAttempts;
    const reason = (known ? e.message : '발송 중 오류가 발생했습니다.').slice(0, 480);
    const lastError = known && e.retry && !retry ? `${reason} (${m.attempts}회 시도 후 중단)` : reason;
    await sql(
      em,
      `update mail_outbox set status = ?, next_attempt_at = ?, last_error = ?, provider = ?, claimed_until = null where ${mine}`,
      [retry ? MailStatus.QUEUED : MailStatus.FAILED, new Date(now().getTime() + (retry ? backoffMs(opts.retryBaseMs, m.attempts) : 0)), lastError, driver.name, m.id, m.attempts],
      'run',
    );
    // the id and the attempt only: never the address, the subject, the body (codes, links) or the server's words
    log.warn(retry ? 'mail send failed, will retry' : 'mail send failed', { mailId: m.id, provider: driver.name, attempt: m.attempts });
    if (retry) result.retried++;
    else result.failed++;
  }
}

export type MailRelay = Relay;

/** The relay of this process: polls every `relayIntervalMs` (0: never) and runs when a commit queued a message. */
export function startMailRelay(orm: MikroORM<PostgreSqlDriver>, config: Pick<Config, 'mail' | 'production'>, driver: MailDriver = mailDriverFor(config.mail)): MailRelay {
  const opts: MailRelayOptions = {
    maxAttempts: config.mail.maxAttempts,
    retryBaseMs: config.mail.retryBaseMs,
    claimMs: (config.mail.smtp?.timeoutMs ?? 10_000) * 3 + 30_000,
  };
  if (config.production && driver.name === 'local') log.warn('MAIL_DRIVER=local: mail (sign-up codes, password resets) is recorded in mail_outbox and not delivered');
  return startRelay(orm, { name: 'mail', intervalMs: config.mail.relayIntervalMs, signal: mailQueued, once: (em) => relayMailOnce(em, driver, opts) });
}
