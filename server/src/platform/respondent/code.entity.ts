import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/**
 * One verification code sent by SMS to a respondent's phone (a guardian or a student proving the number a link was
 * sent to). The code itself is never stored: only an HMAC with a server key, bound to the subject. A code is good
 * for one use within its lifetime; wrong tries are counted and the last allowed one voids it; a new code for the
 * same subject voids the previous one.
 */
@Entity({ tableName: 'respondent_code' })
// the live code of a subject: its newest row
@Index({ properties: ['subjectKind', 'subjectId', 'respondent', 'id'] })
export class RespondentCode {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 40 })
  subjectKind!: string;

  @Property({ type: 'string', length: 40 })
  subjectId!: string;

  @Property({ type: 'string', length: 20 })
  respondent!: string;

  /** HMAC-SHA256 (hex) of the subject and the code with the server's code key. */
  @Property({ type: 'string', length: 64 })
  codeHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'integer', default: 0 })
  attempts: number & Opt = 0;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date;

  /** Set when the tries ran out or a newer code replaced it. */
  @Property({ type: 'datetime', nullable: true })
  voidedAt?: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
