import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from './db/sql.js';

/**
 * Every one-time secret the product sends, in one table: a 6-digit code sent by SMS to a respondent's phone
 * (purpose `respondent:<kind>`, subject `<record id>:<respondent>`; platform/respondent/codes.ts), a 6-digit code
 * mailed for sign-up (purpose `email`, subject the address) and a password-reset key mailed as a link (purpose
 * `password-reset`, subject the account id; modules/auth). Only a hash of the secret is stored, keyed with the server
 * secret where the secret is short. A code is live until it is used, voided or past its time; wrong tries are counted
 * in one conditional statement and the last allowed one voids it; a new code for the same subject voids the live one.
 */
@Entity({ tableName: 'one_time_code' })
// the live code of a subject: its newest row
@Index({ properties: ['purpose', 'subject', 'id'] })
export class OneTimeCode {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 40 })
  purpose!: string;

  @Property({ type: 'string', length: 120 })
  subject!: string;

  /** HMAC-SHA256 (or, for a 256-bit key, SHA-256) of the secret, hex; a reset link is found by it. */
  @Index()
  @Property({ type: 'string', length: 64 })
  codeHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'integer', default: 0 })
  attempts: number & Opt = 0;

  /** When the secret was proven (a respondent's code, a verified e-mail, a used reset link). */
  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date;

  /** Set when the tries ran out, a newer code replaced it, or (an e-mail's) a sign-up spent its verification. */
  @Property({ type: 'datetime', nullable: true })
  voidedAt?: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}

export interface CodeKey {
  purpose: string;
  subject: string;
}

/** A new code for the key, valid until `expiresAt`; the key's live code, if any, is voided in the same statement. */
export async function storeCode(em: EntityManager, key: CodeKey, codeHash: string, at: Date, expiresAt: Date): Promise<{ id: number; expiresAt: Date }> {
  const [row] = await sql<{ id: number }[]>(
    em,
    `with voided as (update one_time_code set voided_at = ? where purpose = ? and subject = ? and used_at is null and voided_at is null)
     insert into one_time_code (purpose, subject, code_hash, expires_at, attempts, created_at) values (?, ?, ?, ?, 0, ?) returning id`,
    [at, key.purpose, key.subject, key.purpose, key.subject, codeHash, expiresAt, new Date()],
  );
  return { id: Number(row.id), expiresAt };
}

/** The key's newest code (live or not). */
export const newestCode = (em: EntityManager, key: CodeKey) => em.findOne(OneTimeCode, key, { orderBy: { id: 'desc' } });

/** Whether a code can still be proven at `t`. */
export const isLive = (row: OneTimeCode, t: Date) => !row.usedAt && !row.voidedAt && row.expiresAt >= t;

/**
 * Counts one wrong try, conditional and atomic so tries sent at once cannot each see the same count; the try that
 * reaches `maxTries` voids the code. Answers the tries counted, or undefined when the code was no longer live. Run it
 * outside a transaction, or the refusal that follows rolls the count back.
 */
export async function countWrongTry(em: EntityManager, id: number, maxTries: number, t: Date): Promise<number | undefined> {
  const [counted] = await sql<{ attempts: number }[]>(
    em,
    `update one_time_code set attempts = attempts + 1,
       voided_at = case when attempts + 1 >= ? then ?::timestamptz else voided_at end
     where id = ? and used_at is null and voided_at is null
     returning attempts`,
    [maxTries, t, id],
  );
  return counted?.attempts;
}

/** Marks a live code used, once: false when it was used, voided or expired meanwhile. */
export async function spendCode(em: EntityManager, id: number, t: Date): Promise<boolean> {
  return (await em.nativeUpdate(OneTimeCode, { id, usedAt: null, voidedAt: null, expiresAt: { $gte: t } }, { usedAt: t })) > 0;
}

/**
 * Spends the key's newest code when it is live at `t` and its hash is `codeHash`, in one statement (the phone's usual
 * path); answers whether it did. Two tries at once spend it once.
 */
export async function spendNewest(em: EntityManager, key: CodeKey, codeHash: string, t: Date): Promise<boolean> {
  const spent = await sql<unknown[]>(
    em,
    `update one_time_code set used_at = ?
     where id = (select id from one_time_code where purpose = ? and subject = ? order by id desc limit 1)
       and code_hash = ? and used_at is null and voided_at is null and expires_at >= ?
     returning id`,
    [t, key.purpose, key.subject, codeHash, t],
  );
  return spent.length > 0;
}
