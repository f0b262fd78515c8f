import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { liveIndex } from '../../platform/db/live-index.js';
import type { RoleCode } from '../../platform/auth/roles.js';
import { Account } from '../account/account.entity.js';

/**
 * A popup notice (SPEC §3 "Popup notice", menu 00023): shown after sign-in to the roles of `viewTarget` on the days
 * from `startDate` to `endDate` (Korean calendar days, both included) while `useYn` is Y. Deleting is soft
 * (`deletedAt`, answered as deleteYn Y): the row stays for the record but is gone from every list.
 */
@Entity({ tableName: 'popup' })
// the administrators' list, newest first
@Index(liveIndex('popup', 'id'))
@Index(liveIndex('popup', 'use_yn', 'id'))
// the popups shown today, and the limit check over overlapping periods
@Index({ name: 'popup_in_use_live', expression: `create index "popup_in_use_live" on "popup" ("end_date", "start_date") where "deleted_at" is null and "use_yn" = 'Y'` })
export class Popup {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 100 })
  title!: string;

  @Property({ type: 'text' })
  content!: string;

  /** YYYY-MM-DD, the first day shown (Korean time). */
  @Property({ type: 'date' })
  startDate!: string;

  /** YYYY-MM-DD, the last day shown (Korean time); never before startDate. */
  @Property({ type: 'date' })
  endDate!: string;

  @Property({ type: 'string', length: 1 })
  useYn!: 'Y' | 'N';

  /** The roles it is shown to (at least one). */
  @Property({ type: 'text[]' })
  viewTarget!: RoleCode[];

  /** Who wrote it (SPEC userId). */
  @ManyToOne(() => Account, { nullable: true, deleteRule: 'set null', index: false })
  author?: Account | null;

  @Property({ type: 'datetime' })
  createdAt!: Date & Opt;

  @Property({ type: 'datetime' })
  updatedAt!: Date & Opt;

  @Property({ type: 'datetime', nullable: true })
  deletedAt?: Date | null;

  @Property({ type: 'integer', nullable: true })
  deletedBy?: number | null;
}
