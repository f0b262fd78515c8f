import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Account } from '../account/account.entity.js';

/** One alarm for one account (SPEC "alarm history"); unread until the account opens its alarm list. */
@Entity({ tableName: 'alarm_history' })
@Index({ properties: ['account', 'readAt'] })
// the list, newest first (paging.ts)
@Index({ properties: ['account', 'id'] })
// the destruction job (modules/retention) deletes the alarms that name a destroyed record by its screen's link
@Index({ name: 'alarm_history_link_index', expression: 'create index "alarm_history_link_index" on "alarm_history" ("link") where "link" is not null' })
export class AlarmHistory {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Account, { deleteRule: 'cascade' })
  account!: Account;

  /** Which alarm setting governs it (requestAccept, notice, …) or SYSTEM for alarms that cannot be turned off. */
  @Property({ type: 'string', length: 30 })
  type!: string;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'string', length: 1000, nullable: true })
  content?: string;

  /** Client route to open, e.g. /auth/user/detail/12. */
  @Property({ type: 'string', length: 200, nullable: true })
  link?: string;

  @Property({ type: 'datetime', nullable: true })
  readAt?: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
