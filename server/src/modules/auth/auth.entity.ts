import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Account } from '../account/account.entity.js';

/**
 * An opaque refresh token, stored as a SHA-256 hash. Each use rotates it (usedAt set, a successor issued in the
 * same family); presenting a used token again revokes the whole family (theft detection).
 */
@Entity({ tableName: 'refresh_token' })
export class RefreshToken {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Index()
  @Property({ type: 'string', length: 36 })
  familyId!: string;

  @ManyToOne(() => Account, { deleteRule: 'cascade', index: true })
  account!: Account;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date;

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}

/** 6-digit e-mail verification code for sign-up; the code itself is never stored. */
@Entity({ tableName: 'email_auth_code' })
export class EmailAuthCode {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @Property({ type: 'string', length: 100 })
  email!: string;

  @Property({ type: 'string', length: 64 })
  codeHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'integer', default: 0 })
  attempts: number & Opt = 0;

  @Property({ type: 'datetime', nullable: true })
  verifiedAt?: Date;

  /** Set when a sign-up used the verification. */
  @Property({ type: 'datetime', nullable: true })
  consumedAt?: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}

/** One-time password-reset key mailed as /sign/reset-password/{email}/{key}. */
@Entity({ tableName: 'password_reset_key' })
export class PasswordResetKey {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 64, unique: true })
  keyHash!: string;

  @ManyToOne(() => Account, { deleteRule: 'cascade' })
  account!: Account;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date;
}
