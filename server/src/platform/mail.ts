import type { EntityManager } from '@mikro-orm/postgresql';
import { Entity, Enum, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { now } from './clock.js';
import { commitSignal } from './outbox-relay.js';

/**
 * The mail outbox. A domain that sends mail calls `enqueueMail(em, …)` with the EntityManager of its own transaction:
 * the message is a row of `mail_outbox`, committed (or rolled back) with the action that caused it (a sign-up code,
 * a reset link). The relay (platform/mail-relay.ts) hands due rows to the configured driver (platform/mail-drivers.ts:
 * `local` keeps them here for the demo mailbox at /app/dev/mailbox, `smtp` sends them through nodemailer) and records
 * the result. Links in a mail are absolute, built on PUBLIC_URL (`mailLink`).
 *
 * Neither addresses, subjects nor bodies (codes, reset keys) are written to the application log: they live in this
 * table only.
 */

export enum MailStatus {
  /** Waiting for the relay (new, or after a failed attempt until next_attempt_at). */
  QUEUED = 'QUEUED',
  /** Claimed by a relay and being handed to the mail server. */
  SENDING = 'SENDING',
  SENT = 'SENT',
  FAILED = 'FAILED',
}

/** What a domain asks to send: plain text, UTF-8. */
export interface MailRequest {
  to: string;
  subject: string;
  text: string;
}

@Entity({ tableName: 'mail_outbox' })
// the relay's claim: due QUEUED rows in order; also finds SENDING rows whose claim ran out
@Index({ properties: ['status', 'nextAttemptAt', 'id'] })
export class MailMessage {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @Property({ type: 'string', length: 100 })
  recipient!: string;

  @Property({ type: 'string', length: 200 })
  subject!: string;

  @Property({ type: 'text' })
  body!: string;

  @Enum({ items: () => MailStatus, type: 'string', length: 10, default: MailStatus.QUEUED })
  status: MailStatus & Opt = MailStatus.QUEUED;

  /** Attempts started so far (a claim counts one). */
  @Property({ type: 'integer', default: 0 })
  attempts: number & Opt = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  nextAttemptAt: Date & Opt = new Date();

  /** While SENDING: the claim's end. A claim that runs out means the sender stopped mid-send (see mail-relay.ts). */
  @Property({ type: 'datetime', nullable: true })
  claimedUntil?: Date;

  /** The last attempt's failure (the mail server's reply code and words, addresses hidden). */
  @Property({ type: 'string', length: 500, nullable: true })
  lastError?: string;

  /** The driver that sent it (local, smtp) and the Message-ID it went out with. */
  @Property({ type: 'string', length: 20, nullable: true })
  provider?: string;

  @Property({ type: 'string', length: 200, nullable: true })
  providerMessageId?: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date;
}

/** An absolute link for a mail: `path` (starting with /app/) on the app's public address (config.publicUrl). */
export const mailLink = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;

/**
 * Writes the message to the outbox in the caller's transaction; the relay sends it after the commit. A subject
 * longer than the column is cut (subjects are the product's own words, never a person's input).
 */
export async function enqueueMail(em: EntityManager, msg: MailRequest): Promise<void> {
  const at = now();
  em.create(MailMessage, { recipient: msg.to, subject: msg.subject.slice(0, 200), body: msg.text, status: MailStatus.QUEUED, attempts: 0, nextAttemptAt: at, createdAt: at });
  await em.flush();
  mailQueued.queued(em);
}

// ---- waking the relay after the commit that queued a message ------------------------------------------------------

/** Wakes the relays (platform/mail-relay.ts) once the commit that queued a message is done. */
export const mailQueued = commitSignal();
