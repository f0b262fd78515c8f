import { Entity, Enum, Index, ManyToOne, OneToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { registerEnumType } from 'type-graphql';
import { EducationOffice } from './education-office.entity.js';
import { Timestamped } from '../../platform/db/audited.js';

export enum SchoolType {
  ELEMENTARY = 'ELEMENTARY',
  MIDDLE = 'MIDDLE',
  HIGH = 'HIGH',
  SPECIAL = 'SPECIAL',
  OTHER = 'OTHER',
}
registerEnumType(SchoolType, { name: 'SchoolType', description: '학교급' });

/** A school, keyed by its unique school ID (the NEIS 7-digit code where there is one). */
@Entity({ tableName: 'school' })
@Index({ properties: ['sdCode', 'sggCode'] })
// list order (paging.ts): name, then id; nationally and within a 시도
@Index({ properties: ['name', 'id'] })
@Index({ properties: ['sdCode', 'name', 'id'] })
// a center's schools by 시군구 (CENTER_SCHOOLS_SQL, in every center-scoped list): an index-only scan, where the
// (sgg_code) index alone lost to a scan of every school
@Index({ properties: ['sggCode', 'id'] })
@Index({ name: 'school_name_trgm', expression: 'create index "school_name_trgm" on "school" using gin ("name" gin_trgm_ops)' })
export class School extends Timestamped {
  @PrimaryKey({ type: 'string', length: 20 })
  id!: string;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Enum({ items: () => SchoolType, nativeEnumName: 'school_type' })
  type!: SchoolType;

  @Property({ type: 'string', length: 200, nullable: true })
  address?: string;

  @Property({ type: 'string', length: 200, nullable: true })
  addressDetail?: string;

  @Property({ type: 'string', length: 10, nullable: true })
  postcode?: string;

  @Property({ type: 'string', length: 2 })
  sdCode!: string;

  @Property({ type: 'string', length: 5 })
  sggCode!: string;

  @Property({ type: 'string', length: 10, nullable: true })
  umdCode?: string;

  @ManyToOne(() => EducationOffice, { index: true })
  educationOffice!: EducationOffice;
}

/** The code a school hands to its staff; a CLIENT account that enters it is tied to the school. */
@Entity({ tableName: 'school_authentication_code' })
export class SchoolAuthenticationCode {
  @OneToOne(() => School, { primary: true, deleteRule: 'cascade' })
  school!: School;

  @Property({ type: 'string', length: 20 })
  code!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  @Property({ type: 'integer', nullable: true })
  updatedBy?: number;
}
