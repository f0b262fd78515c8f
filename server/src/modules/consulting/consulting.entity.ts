import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { registerEnumType } from 'type-graphql';
import { now } from '../../platform/clock.js';
import { liveIndex } from '../../platform/db/live-index.js';
import { Account } from '../account/account.entity.js';
import { Center } from '../organization/center.entity.js';
import { School } from '../organization/school.entity.js';

export enum ConsultingCategory {
  LECTURE = 'LECTURE',
  ADVICE = 'ADVICE',
  EMERGENCY_SUPPORT = 'EMERGENCY_SUPPORT',
  ETC = 'ETC',
}
registerEnumType(ConsultingCategory, { name: 'ConsultingCategory', description: '자문 구분: LECTURE 강의, ADVICE 자문, EMERGENCY_SUPPORT 긴급 지원, ETC 기타' });

export enum ConsultingType {
  PHONE = 'PHONE',
  VISIT = 'VISIT',
  ETC = 'ETC',
}
registerEnumType(ConsultingType, { name: 'ConsultingType', description: '자문 방법: PHONE 전화, VISIT 방문, ETC 기타' });

export enum ConsultingManager {
  CENTER_MANAGER_SPECIALIST = 'CENTER_MANAGER_SPECIALIST',
  CENTER_MANAGER = 'CENTER_MANAGER',
  MENTAL_HEALTH_MANAGER = 'MENTAL_HEALTH_MANAGER',
  COMMISSION = 'COMMISSION',
  ETC = 'ETC',
}
registerEnumType(ConsultingManager, {
  name: 'ConsultingManager',
  description: '담당: CENTER_MANAGER_SPECIALIST 센터장(전문의), CENTER_MANAGER 센터장, MENTAL_HEALTH_MANAGER 정신건강 담당자, COMMISSION 위촉 전문가, ETC 기타',
});

/**
 * A consulting record (자문 기록, menu 00010): a center's consultation with a school. Placed by its center (the
 * writer's) and its school; the center's records are its own (another center covering the same school does not see
 * them). Files are attachments of owner type CONSULTING. Deleted softly.
 */
@Entity({ tableName: 'consulting' })
@Index(liveIndex('consulting', 'center_id', 'id'))
@Index(liveIndex('consulting', 'sd_code', 'id'))
@Index(liveIndex('consulting', 'school_id', 'id'))
@Index(liveIndex('consulting', 'id'))
// keyword search (title, content: partial match)
@Index({ name: 'consulting_title_trgm', expression: 'create index "consulting_title_trgm" on "consulting" using gin ("title" gin_trgm_ops)' })
@Index({ name: 'consulting_content_trgm', expression: 'create index "consulting_content_trgm" on "consulting" using gin ("content" gin_trgm_ops)' })
export class Consulting {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Center, { index: false })
  center!: Center;

  @ManyToOne(() => School, { index: false })
  school!: School;

  /** The school's 시도, for an education office's reach. */
  @Property({ type: 'string', length: 2 })
  sdCode!: string;

  /** Who wrote it (userId of SPEC §3). */
  @ManyToOne(() => Account, { index: false })
  author!: Account;

  @Property({ type: 'date' })
  consultingDate!: string;

  @Enum({ items: () => ConsultingCategory, type: 'string', length: 30 })
  category!: ConsultingCategory;

  @Property({ type: 'string', length: 100, nullable: true })
  categoryEtc?: string;

  @Enum({ items: () => ConsultingType, type: 'string', length: 30 })
  type!: ConsultingType;

  @Property({ type: 'string', length: 100, nullable: true })
  typeEtc?: string;

  @Enum({ items: () => ConsultingManager, type: 'string', length: 30 })
  manager!: ConsultingManager;

  @Property({ type: 'string', length: 100, nullable: true })
  managerEtc?: string;

  @Property({ type: 'integer', default: 0 })
  participantsCount: number & Opt = 0;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'text' })
  content!: string;

  @Property({ type: 'text', nullable: true })
  laterPlanContent?: string;

  @Property({ type: 'datetime', length: 3 })
  createdAt: Date & Opt = now();

  @Property({ type: 'datetime', length: 3, onUpdate: () => now() })
  updatedAt: Date & Opt = now();

  @Property({ type: 'datetime', length: 3, nullable: true })
  deletedAt?: Date;
}
