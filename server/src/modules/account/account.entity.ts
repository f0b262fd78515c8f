import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { IsBoolean } from 'class-validator';
import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { coveringIndex } from '../../platform/db/live-index.js';
import { Center } from '../organization/center.entity.js';
import { School } from '../organization/school.entity.js';
import { UserRole } from './role.entity.js';
import { Timestamped } from '../../platform/db/audited.js';

export enum AccountStatus {
  /** Signed up, waiting for an administrator. */
  PENDING = 'PENDING',
  ACTIVE = 'ACTIVE',
  DISABLED = 'DISABLED',
  RESIGNED = 'RESIGNED',
  DELETED = 'DELETED',
}
registerEnumType(AccountStatus, { name: 'AccountStatus', description: '계정 상태' });

/** Which alarms the user wants (SPEC §3 Account alarm settings); all on for a new account. */
@ObjectType()
@InputType('AlarmSettingsInput')
export class AlarmSettings {
  @Field(() => Boolean)
  @IsBoolean()
  requestAccept = true;

  @Field(() => Boolean)
  @IsBoolean()
  closingReport = true;

  @Field(() => Boolean)
  @IsBoolean()
  notice = true;

  @Field(() => Boolean)
  @IsBoolean()
  request = true;

  @Field(() => Boolean)
  @IsBoolean()
  assignment = true;

  @Field(() => Boolean)
  @IsBoolean()
  inDepthEvaluation = true;

  @Field(() => Boolean)
  @IsBoolean()
  postEvaluation = true;

  @Field(() => Boolean)
  @IsBoolean()
  reply = true;

  @Field(() => Boolean)
  @IsBoolean()
  closingResult = true;

  @Field(() => Boolean)
  @IsBoolean()
  faq = true;
}
export const ALARM_KEYS = Object.keys(new AlarmSettings()) as (keyof AlarmSettings)[];

@Entity({ tableName: 'account' })
@Index({ properties: ['role', 'status'] })
// list order (paging.ts) is newest first by id, per role, per status (승인 대기) and per 시도
@Index({ properties: ['role', 'id'] })
@Index({ properties: ['status', 'id'] })
@Index({ properties: ['sdCode', 'id'] })
// every list leaves deleted accounts out: a page's ids, however deep, and a bounded count read this index alone (a
// national page 1000 walked the primary key and fetched 10,000 rows to test their status: 1.9 → 1.0 ms)
@Index({ name: 'account_live_id', expression: `create index "account_live_id" on "account" ("id") where "status" <> 'DELETED'` })
// and per center and per school: a center's list reads its own accounts and each of its schools' in id order
// (jurisdiction arms, platform/db/read.ts), and counts them off these indexes alone
@Index(coveringIndex('account', ['school_id', 'id'], ['status', 'center_id']))
@Index(coveringIndex('account', ['center_id', 'id'], ['status']))
@Index({ name: 'account_name_trgm', expression: 'create index "account_name_trgm" on "account" using gin ("name" gin_trgm_ops)' })
@Index({ name: 'account_login_id_trgm', expression: 'create index "account_login_id_trgm" on "account" using gin ("login_id" gin_trgm_ops)' })
export class Account extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 50, unique: true })
  loginId!: string;

  @Property({ type: 'string', length: 20, default: 'DEFAULT' })
  loginType: string & Opt = 'DEFAULT';

  @Index()
  @Property({ type: 'string', length: 100 })
  email!: string;

  /** bcrypt hash; never exposed. */
  @Property({ type: 'string', length: 100, lazy: true })
  passwordHash!: string;

  @Index()
  @Property({ type: 'string', length: 50 })
  name!: string;

  /** Stored as digits only. Lists show it masked (see maskMobile). */
  @Property({ type: 'string', length: 11 })
  mobile!: string;

  /** Office phone number. */
  @Property({ type: 'string', length: 20, nullable: true })
  number?: string;

  @ManyToOne(() => UserRole, { fieldName: 'role_id' })
  role!: UserRole;

  @Enum({ items: () => AccountStatus, nativeEnumName: 'account_status' })
  status!: AccountStatus;

  @Property({ type: 'string', length: 2, nullable: true })
  sdCode?: string;

  @Property({ type: 'string', length: 5, nullable: true })
  sggCode?: string;

  @ManyToOne(() => School, { nullable: true })
  school?: School;

  @ManyToOne(() => Center, { nullable: true })
  center?: Center;

  @Property({ type: 'string', length: 50, nullable: true })
  occupationPosition?: string;

  @Property({ type: 'string', length: 50, nullable: true })
  occupation?: string;

  @Property({ type: 'string', length: 100, nullable: true })
  occupationEtc?: string;

  @Property({ type: 'text[]', default: '{}' })
  certificates: string[] & Opt = [];

  @Property({ type: 'string', length: 100, nullable: true })
  certificateEtc?: string;

  /** Y once a CLIENT entered its school's authentication code. */
  @Property({ type: 'string', length: 1, default: 'N' })
  authenticationCodeStatus: ('Y' | 'N') & Opt = 'N';

  @Property({ type: 'json' })
  alarmSettings: AlarmSettings & Opt = { ...new AlarmSettings() };

  @Property({ type: 'string', length: 1, default: 'N' })
  personalInfoAgreeYn: ('Y' | 'N') & Opt = 'N';

  /** Identity-verification CI and EPKI serial: kept for the adapters, never exposed. */
  @Property({ type: 'string', length: 100, nullable: true, lazy: true })
  ci?: string;

  /** One account per certificate (EPKI sign-in looks the account up by it). */
  @Property({ type: 'string', length: 100, nullable: true, lazy: true, unique: true })
  epkiSerialNum?: string;

  @Property({ type: 'integer', default: 0 })
  failedLoginCount: number & Opt = 0;

  @Property({ type: 'datetime', nullable: true })
  lockedUntil?: Date;

  @Property({ type: 'datetime', nullable: true })
  lastLoginAt?: Date;

  @Property({ type: 'datetime', nullable: true })
  approvedAt?: Date;

  @Property({ type: 'integer', nullable: true })
  approvedBy?: number;
}
