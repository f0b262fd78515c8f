import { Entity, Index, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';

/** 시도 (2-digit 법정동 code, 51 강원 and 52 전북 as reorganised). */
@ObjectType()
@Entity({ tableName: 'region_sido' })
export class Sido {
  [PrimaryKeyProp]?: 'code';

  @Field(() => String)
  @PrimaryKey({ type: 'string', length: 2 })
  code!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 50 })
  name!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 10 })
  shortName!: string;
}

/** 시군구 (5-digit code whose first two digits are its 시도). */
@ObjectType()
@Entity({ tableName: 'region_sgg' })
export class Sgg {
  [PrimaryKeyProp]?: 'code';

  @Field(() => String)
  @PrimaryKey({ type: 'string', length: 5 })
  code!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 50 })
  name!: string;

  @Field(() => String)
  @Index()
  @Property({ type: 'string', length: 2 })
  sdCode!: string;
}
