import { Property, type Opt } from '@mikro-orm/core';
import { now } from '../clock.js';

/**
 * The audit columns a record keeps, written once: when it was made and last changed (`Timestamped`), and, for a
 * record deleted softly, when and by whom (`SoftDeleted`: gone from every list and detail, the row kept). An entity
 * extends the one it needs; the columns are those the migrations made (timestamptz, `now()` by default), and the
 * values the server's clock (platform/clock.ts), so a test's frozen clock stamps them too.
 */
export abstract class Timestamped {
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = now();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => now() })
  updatedAt: Date & Opt = now();
}

export abstract class SoftDeleted extends Timestamped {
  @Property({ type: 'datetime', nullable: true })
  deletedAt?: Date;

  @Property({ type: 'integer', nullable: true })
  deletedBy?: number;
}
