import { Entity, Enum, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { registerEnumType } from 'type-graphql';
import { now } from './clock.js';
import { sql } from './db/sql.js';
import { AppError } from './errors.js';
import { MOBILE, normalizeMobile } from './rules.js';
import { spend } from './throttle.js';
import { commitSignal } from './outbox-relay.js';

/**
 * The SMS outbox. A domain that sends a text calls `enqueueSms(em, …)` with the EntityManager of its own
 * transaction: the message is a row of `sms_message`, committed (or rolled back) with the action that caused it.
 * The relay (platform/sms-relay.ts) sends due rows through the configured driver (platform/sms-drivers.ts) and
 * records the result; `dedupe_key` is unique, so enqueueing the same message again (a retried request, a double
 * click) returns the row that exists and it is sent once.
 *
 * Neither phone numbers nor texts are ever written to the application log: they live in this table only, shown
 * (the number masked) in the send history (modules/sms).
 */

export enum SmsStatus {
  /** Waiting for the relay (new, or after a failed attempt until next_attempt_at). */
  QUEUED = 'QUEUED',
  /** Claimed by a relay and being handed to the provider. */
  SENDING = 'SENDING',
  SENT = 'SENT',
  FAILED = 'FAILED',
}
registerEnumType(SmsStatus, { name: 'SmsStatus', description: 'SMS 발송 상태 (QUEUED 대기, SENDING 발송 중, SENT 발송 완료, FAILED 실패)' });

/** What the provider reported about a message it accepted (sms-relay.ts collectResults). */
export enum SmsDelivery {
  /** The phone received it. */
  DELIVERED = 'DELIVERED',
  /** The carrier could not deliver it (switched off, no such number, blocked…); the reason is kept. */
  UNDELIVERED = 'UNDELIVERED',
  /** No result came within the provider's reporting window (three days). */
  UNKNOWN = 'UNKNOWN',
}
registerEnumType(SmsDelivery, { name: 'SmsDelivery', description: '수신 결과 (DELIVERED 전송 성공, UNDELIVERED 전송 실패, UNKNOWN 결과 미수신); 없으면 결과 대기 또는 확인하지 않음' });

export enum SmsKind {
  /** Up to 90 bytes (EUC-KR). */
  SMS = 'SMS',
  /** Up to 2,000 bytes (EUC-KR). */
  LMS = 'LMS',
}
registerEnumType(SmsKind, { name: 'SmsKind', description: 'SMS 단문(90바이트 이하), LMS 장문(2,000바이트 이하)' });

export const SMS_MAX_BYTES = 90;
export const LMS_MAX_BYTES = 2_000;

/** What a domain asks to send. */
export interface SmsRequest {
  /** Mobile number, digits with or without separators (010-1234-5678). */
  to: string;
  text: string;
  /** What the message is for, a short code (see SMS_PURPOSE_LABELS): shown and searchable in the history. */
  purpose: string;
  /** Unique per message meant: the same key again returns the existing row and never sends twice. */
  dedupeKey: string;
  /** The record it is about (e.g. 'simple-evaluation', '42'). */
  refType?: string;
  refId?: string;
  /**
   * Account id of the staff member who caused it, if any. The message is placed where that account belongs at the
   * time (its school, center and 시도): the send history's jurisdiction. Without a sender only national users see it.
   */
  senderId?: string;
  /**
   * Whether the message counts against its sender's SMS limits (default yes). No for a message a respondent's act
   * sends in the sender's name, e.g. the student's consent link when the guardian consents: the school's limits are
   * for what its staff send, and a guardian's consent must not fail because the teacher sent many links that day.
   */
  charged?: boolean;
}

/** Korean labels of the purposes the product uses; a purpose without a label is shown as its code. */
export const SMS_PURPOSE_LABELS: Record<string, string> = {
  AGREE_GUARDIAN: '보호자 동의 요청',
  AGREE_STUDENT: '학생 동의 요청',
  EVALUATION_URL: '검사 링크',
  AUTH_CODE: '인증번호',
  SDQ_KR_URL: 'SDQ-KR 검사 링크',
  SATISFACTION_URL: '만족도 평가 링크',
  NOTICE: '안내',
};

/**
 * Bytes of the text in EUC-KR as Korean carriers count them: 1 per ASCII character, 2 per any other character.
 * Every Hangul syllable, Hanja and symbol of KS X 1001 is 2 bytes in EUC-KR, and the syllables outside it (e.g.
 * 똠, 햏) are 2 bytes in CP949, the superset providers accept; characters neither has (emoji) are counted as 2 so a
 * text is never under-counted.
 */
export function smsBytes(text: string): number {
  let n = 0;
  for (const ch of text) n += ch.codePointAt(0)! < 0x80 ? 1 : 2;
  return n;
}

export const smsKindOf = (text: string): SmsKind => (smsBytes(text) <= SMS_MAX_BYTES ? SmsKind.SMS : SmsKind.LMS);

@Entity({ tableName: 'sms_message' })
// the relay's claim: due QUEUED rows in order; also finds SENDING rows whose claim ran out
@Index({ properties: ['status', 'nextAttemptAt', 'id'] })
// the send history, newest first, per jurisdiction column and per status (platform/paging.ts)
@Index({ properties: ['schoolId', 'id'] })
@Index({ properties: ['centerId', 'id'] })
@Index({ properties: ['sdCode', 'id'] })
@Index({ properties: ['purpose', 'id'] })
@Index({ properties: ['createdAt'] })
// the messages about one record (the destruction job deletes an evaluation's links and codes with it)
@Index({ properties: ['refType', 'refId'] })
// the relay's result checks: messages sent and waiting for the provider's report, soonest first
@Index({ name: 'sms_message_result_check', expression: 'create index "sms_message_result_check" on "sms_message" ("result_check_at") where "result_check_at" is not null' })
@Index({ name: 'sms_message_recipient_trgm', expression: 'create index "sms_message_recipient_trgm" on "sms_message" using gin ("recipient" gin_trgm_ops)' })
@Index({ name: 'sms_message_text_trgm', expression: 'create index "sms_message_text_trgm" on "sms_message" using gin ("text" gin_trgm_ops)' })
export class SmsMessage {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Digits only. Lists show it masked. */
  @Property({ type: 'string', length: 11 })
  recipient!: string;

  @Property({ type: 'text' })
  text!: string;

  @Enum({ items: () => SmsKind, type: 'string', length: 3 })
  kind!: SmsKind;

  @Property({ type: 'string', length: 50 })
  purpose!: string;

  @Property({ type: 'string', length: 50, nullable: true })
  refType?: string;

  @Property({ type: 'string', length: 100, nullable: true })
  refId?: string;

  /** The staff account that caused it (no foreign key: the outbox outlives accounts and belongs to the platform). */
  @Property({ type: 'integer', nullable: true })
  senderId?: number;

  /** Where the sender belonged when it was queued: the send history's jurisdiction. */
  @Property({ type: 'string', length: 20, nullable: true })
  schoolId?: string;

  @Property({ type: 'integer', nullable: true })
  centerId?: number;

  @Property({ type: 'string', length: 2, nullable: true })
  sdCode?: string;

  @Enum({ items: () => SmsStatus, type: 'string', length: 10, default: SmsStatus.QUEUED })
  status: SmsStatus & Opt = SmsStatus.QUEUED;

  /** Attempts started so far (a claim counts one). */
  @Property({ type: 'integer', default: 0 })
  attempts: number & Opt = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  nextAttemptAt: Date & Opt = new Date();

  /** While SENDING: the claim's end. A claim that runs out means the sender stopped mid-send (see sms-relay.ts). */
  @Property({ type: 'datetime', nullable: true })
  claimedUntil?: Date;

  /** The last attempt's failure, for the history (a provider's code and message; never the number or text). */
  @Property({ type: 'string', length: 500, nullable: true })
  lastError?: string;

  /** The driver that sent it (local, solapi) and the provider's message id. */
  @Property({ type: 'string', length: 20, nullable: true })
  provider?: string;

  @Property({ type: 'string', length: 100, nullable: true })
  providerMessageId?: string;

  @Property({ type: 'string', length: 200, unique: true })
  dedupeKey!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date;

  /** The provider's report after accepting it; none while waiting for it, or with a driver that reports nothing (local). */
  @Enum({ items: () => SmsDelivery, type: 'string', length: 12, nullable: true })
  delivery?: SmsDelivery;

  /** Why it was not delivered, in the provider's words (numbers hidden, as lastError). */
  @Property({ type: 'string', length: 200, nullable: true })
  deliveryReason?: string;

  /** When the provider reported the result. */
  @Property({ type: 'datetime', nullable: true })
  deliveredAt?: Date;

  /** When the relay next asks the provider for the result; none once it is known or when nobody will ask. */
  @Property({ type: 'datetime', nullable: true })
  resultCheckAt?: Date;
}

const badSms = (code: string, message: string, field?: string) => new AppError(400, code, message, field ? { field } : undefined);

/** One request checked and normalised for the insert; refusals are the 400s enqueueSms documents. */
function checked(msg: SmsRequest) {
  const to = normalizeMobile(msg.to ?? '');
  if (!MOBILE.test(to)) throw badSms('SMS_BAD_PHONE', '수신번호 형식이 맞지 않습니다.', 'to');
  const text = msg.text ?? '';
  if (!text.trim()) throw badSms('SMS_EMPTY', '문자 내용을 입력해주세요.', 'text');
  if (text.includes('\u0000')) throw badSms('SMS_BAD_TEXT', '허용되지 않는 문자가 포함되어 있습니다.', 'text');
  const bytes = smsBytes(text);
  if (bytes > LMS_MAX_BYTES) {
    throw badSms(
      'SMS_TOO_LONG',
      `문자 내용이 너무 깁니다. ${LMS_MAX_BYTES.toLocaleString('ko-KR')}바이트(한글 약 1,000자) 이내로 줄여주세요. (현재 ${bytes.toLocaleString('ko-KR')}바이트)`,
      'text',
    );
  }
  // programming mistakes of the calling domain, not of the person: still a 400 rather than a 500 from the database
  if (!msg.dedupeKey || msg.dedupeKey.length > 200) throw badSms('SMS_BAD_REQUEST', '문자 발송 요청이 올바르지 않습니다.', 'dedupeKey');
  if (!msg.purpose || msg.purpose.length > 50) throw badSms('SMS_BAD_REQUEST', '문자 발송 요청이 올바르지 않습니다.', 'purpose');
  if ((msg.refType?.length ?? 0) > 50 || (msg.refId?.length ?? 0) > 100) throw badSms('SMS_BAD_REQUEST', '문자 발송 요청이 올바르지 않습니다.', 'refId');
  const senderId = msg.senderId === undefined || msg.senderId === null || msg.senderId === '' ? null : Number(msg.senderId);
  if (senderId !== null && !(Number.isInteger(senderId) && senderId > 0 && senderId < 2 ** 31)) {
    throw badSms('SMS_BAD_REQUEST', '문자 발송 요청이 올바르지 않습니다.', 'senderId');
  }
  return [to, text, smsKindOf(text), msg.purpose, msg.refType ?? null, msg.refId ?? null, senderId, msg.dedupeKey, msg.charged ?? true];
}

/**
 * What staff may queue (docs/SECURITY.md "Limits"): per person 1,500 messages per 10 minutes (a group register of
 * 1,000 students with its consent links and some resends fits) and 5,000 per 24 hours, per center 20,000 per 24 hours.
 * Fixed windows counted in PostgreSQL, so every replica shares them; messages with no sender (phone codes, which
 * have limits of their own per number and address) are not counted here.
 */
export const SMS_LIMITS = { perUser10Min: 1_500, perUserDay: 5_000, perCenterDay: 20_000 } as const;

const smsLimit = (what: string) => () => new AppError(429, 'SMS_LIMIT', `${what} 잠시 후 다시 보내주세요. 많은 학생에게 보내야 한다면 일괄 등록을 이용하거나 관리자에게 문의해주세요.`);
const fmt = (n: number) => n.toLocaleString('en-US');

/** Charges each sender (and the sender's center) for the messages about to be queued; 429 SMS_LIMIT past a limit. */
async function chargeSenders(em: EntityManager, rows: ReturnType<typeof checked>[]): Promise<void> {
  const bySender = new Map<number, number>();
  for (const r of rows) {
    if (r[8] === false) continue; // not charged: checked() keeps msg.charged there
    const sender = r[6] as number | null; // checked(): the sender's account id or null
    if (sender !== null) bySender.set(sender, (bySender.get(sender) ?? 0) + 1);
  }
  for (const [sender, n] of bySender) {
    await spend(em, `sms-user-10m:${sender}`, n, SMS_LIMITS.perUser10Min, 600, smsLimit(`문자는 한 사람이 10분에 ${fmt(SMS_LIMITS.perUser10Min)}건까지 보낼 수 있습니다.`));
    await spend(em, `sms-user-day:${sender}`, n, SMS_LIMITS.perUserDay, 86_400, smsLimit(`문자는 한 사람이 하루(24시간)에 ${fmt(SMS_LIMITS.perUserDay)}건까지 보낼 수 있습니다.`));
    const [account] = await sql<{ center_id: number | null }[]>(em, 'select center_id from account where id = ?', [sender]);
    if (account?.center_id)
      await spend(em, `sms-center-day:${account.center_id}`, n, SMS_LIMITS.perCenterDay, 86_400, smsLimit(`문자는 한 센터가 하루(24시간)에 ${fmt(SMS_LIMITS.perCenterDay)}건까지 보낼 수 있습니다.`));
  }
}

/** Rows per insert statement: 9 parameters each, far below PostgreSQL's 65,535. */
const BATCH = 1000;

/** Inserts checked rows, a thousand per statement; answers the ids of the rows that were new. */
async function insertRows(em: EntityManager, rows: ReturnType<typeof checked>[]): Promise<number[]> {
  const ids: number[] = [];
  const at = now();
  for (let i = 0; i < rows.length; i += BATCH) {
    const chunk = rows.slice(i, i + BATCH);
    // ON CONFLICT DO NOTHING: a unique violation would abort the caller's whole transaction; a concurrent insert of
    // the same key waits for that transaction and then finds its row
    const done = await sql<{ id: number }[]>(
      em,
      `insert into sms_message (recipient, text, kind, purpose, ref_type, ref_id, sender_id, school_id, center_id, sd_code,
                                status, attempts, next_attempt_at, dedupe_key, created_at)
       select v.recipient, v.text, v.kind, v.purpose, v.ref_type, v.ref_id, v.sender_id, a.school_id, a.center_id, a.sd_code,
              ?, 0, ?, v.dedupe_key, ?
       from (values ${chunk.map(() => '(?::varchar, ?::text, ?::varchar, ?::varchar, ?::varchar, ?::varchar, ?::int, ?::varchar, ?::int)').join(', ')})
         as v(recipient, text, kind, purpose, ref_type, ref_id, sender_id, dedupe_key, n)
       left join account a on a.id = v.sender_id
       order by v.n
       on conflict (dedupe_key) do nothing
       returning id`,
      [SmsStatus.QUEUED, at, at, ...chunk.flatMap((r, n) => [...r.slice(0, 8), n])],
    );
    ids.push(...done.map((d) => Number(d.id)));
  }
  if (ids.length) smsQueued.queued(em);
  return ids;
}

/**
 * Writes messages to the outbox in the caller's transaction, a thousand per statement (a group register queues one
 * per student): every message is checked first, so one refusal (the 400s of enqueueSms) writes none of them. A
 * dedupe key that exists already, in the table or earlier in the list, keeps the row that has it; nothing is sent
 * twice. Answers how many rows were new.
 */
export async function enqueueSmsMany(em: EntityManager, msgs: SmsRequest[]): Promise<number> {
  const rows = msgs.map(checked);
  await chargeSenders(em, rows);
  return (await insertRows(em, rows)).length;
}

/**
 * Writes the message to the outbox in the caller's transaction and returns its id; the relay sends it after the
 * commit. The same dedupeKey again returns the existing row's id, the row unchanged (whatever its text), so it is
 * sent once. 400 SMS_BAD_PHONE for a number that is not a mobile number, 400 SMS_TOO_LONG above 2,000 bytes.
 */
export async function enqueueSms(em: EntityManager, msg: SmsRequest): Promise<number> {
  const row = checked(msg);
  await chargeSenders(em, [row]);
  const [id] = await insertRows(em, [row]);
  if (id !== undefined) return id;
  const [existing] = await sql<{ id: number }[]>(em, `select id from sms_message where dedupe_key = ?`, [msg.dedupeKey]);
  return Number(existing.id);
}

/** The newest message queued for a number (digits or with separators), whatever its status: for tests and the demo. */
export async function lastSmsTo(em: EntityManager, phone: string): Promise<SmsMessage | null> {
  return em.findOne(SmsMessage, { recipient: normalizeMobile(phone) }, { orderBy: { id: 'desc' }, disableIdentityMap: true });
}

// ---- waking the relay after the commit that queued a message ------------------------------------------------------

/** Wakes the relays (platform/sms-relay.ts) once the commit that queued a message is done. */
export const smsQueued = commitSignal();
