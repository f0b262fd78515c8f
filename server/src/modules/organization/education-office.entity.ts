import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';

/** 시도 교육청, identified by the NEIS office code (B10 … T10). */
@ObjectType()
@Entity({ tableName: 'education_office' })
export class EducationOffice {
  @Field(() => String)
  @PrimaryKey({ type: 'string', length: 3 })
  id!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 50 })
  name!: string;

  @Field(() => String)
  @Index()
  @Property({ type: 'string', length: 2 })
  sdCode!: string;
}
