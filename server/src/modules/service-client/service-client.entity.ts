import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import type { ServiceScope } from '../../platform/auth/principal.js';

/**
 * A service client (서비스 클라이언트): another system (a statistics warehouse, an education office's dashboard) that
 * reads through the API with OAuth2 client credentials instead of a person's account. An administrator registers it
 * with read-only scopes, a per-minute rate limit, an expiry and optionally a 시도; its secret is shown once and only
 * its hash is kept. Revoking it stops its tokens on the next call (platform/auth/live.ts reads this row per call).
 */
@Entity({ tableName: 'service_client' })
export class ServiceClient {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** The OAuth2 client id, `svc-` and 16 hex digits. */
  @Property({ type: 'string', length: 40, unique: true })
  clientId!: string;

  @Property({ type: 'string', length: 100 })
  name!: string;

  /** SHA-256 of the secret (256 random bits, so no slow hash is needed), hex. */
  @Property({ type: 'string', length: 64, hidden: true })
  secretHash!: string;

  @Property({ type: 'text[]' })
  scopes!: ServiceScope[];

  /** The 시도 it is bound to: its reads stay within it. None: the nation. */
  @Property({ type: 'string', length: 2, nullable: true })
  sdCode?: string | null;

  @Property({ type: 'integer' })
  rateLimitPerMinute!: number;

  /** The end of its last day (Korean time): no token is issued or honoured after it. */
  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;

  /** Who registered and who revoked it: login ids as they were (no foreign key, like the access log). */
  @Property({ type: 'string', length: 100 })
  createdBy!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  revokedBy?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
