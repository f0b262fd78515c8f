import { Property, type Opt } from '@mikro-orm/core';

/**
 * The audit columns a record keeps, written once: when it was made and last changed (`Timestamped`), and, for a
 * record deleted softly, when and by whom (`SoftDeleted`: gone from every list and detail, the row kept). An entity
 * extends the one it needs; the columns are those the migrations made (timestamptz, `now()` by default).
 */
export abstract class Timestamped {
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}

export abstract class SoftDeleted extends Timestamped {
  @Property({ type: 'datetime', nullable: true })
  deletedAt?: Date;

  @Property({ type: 'integer', nullable: true })
  deletedBy?: number;
}
