import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Account } from './account.entity.js';

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
