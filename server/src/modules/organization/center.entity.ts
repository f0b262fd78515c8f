import { Collection, Entity, Index, ManyToMany, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { EducationOffice } from './education-office.entity.js';
import { School } from './school.entity.js';
import { Sgg } from '../region/region.entity.js';
import { Timestamped } from '../../platform/db/audited.js';

/**
 * A regional mental-health support center. Its jurisdiction is a set of 시군구 and a set of named schools; a
 * school belongs to the center when either list covers it (see organization.policy.ts).
 */
@Entity({ tableName: 'center' })
// list order (paging.ts): name, then id
@Index({ properties: ['name', 'id'] })
@Index({ name: 'center_name_trgm', expression: 'create index "center_name_trgm" on "center" using gin ("name" gin_trgm_ops)' })
export class Center extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 20, unique: true })
  code!: string;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 20, nullable: true })
  contact?: string;

  @Property({ type: 'string', length: 100, nullable: true })
  email?: string;

  @Property({ type: 'string', length: 20, nullable: true })
  fax?: string;

  @ManyToOne(() => EducationOffice, { index: true })
  educationOffice!: EducationOffice;

  @Index()
  @Property({ type: 'string', length: 2 })
  sdCode!: string;

  /** 시군구 where the center itself is located. */
  @Property({ type: 'string', length: 5, nullable: true })
  reqLocalCode?: string;

  @ManyToMany(() => Sgg, undefined, { pivotTable: 'center_jurisdiction_local', joinColumn: 'center_id', inverseJoinColumn: 'sgg_code' })
  jurisdictionLocals = new Collection<Sgg>(this);

  @ManyToMany(() => School, undefined, { pivotTable: 'center_jurisdiction_school', joinColumn: 'center_id', inverseJoinColumn: 'school_id' })
  jurisdictionSchools = new Collection<School>(this);

  @Property({ type: 'boolean', default: false })
  deleted: boolean & Opt = false;
}
