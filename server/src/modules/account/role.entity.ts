import { Collection, Entity, ManyToMany, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { RoleCode } from '../../platform/auth/roles.js';

export { RoleCode };

/** A screen area guarded by a menu-permission id (SPEC §2). */
@ObjectType()
@Entity({ tableName: 'menu' })
export class Menu {
  @Field(() => String)
  @PrimaryKey({ type: 'string', length: 5 })
  id!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  name!: string;

  /** Path prefixes under /auth that this id opens; /auth/user and /auth/organization/center share 00013. */
  @Field(() => [String])
  @Property({ type: 'text[]' })
  paths!: string[];

  @Property({ type: 'integer' })
  sortOrder!: number;
}

@ObjectType()
@Entity({ tableName: 'user_role' })
export class UserRole {
  @Field(() => RoleCode)
  @PrimaryKey({ type: 'string', length: 40 })
  id!: RoleCode;

  @Field(() => String)
  @Property({ type: 'string', length: 50 })
  name!: string;

  /** Whether a new account of this role may sign in without an administrator's approval. */
  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  selfApproved: boolean & Opt = false;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  sortOrder: number & Opt = 0;

  @ManyToMany(() => Menu, undefined, { pivotTable: 'role_permission', joinColumn: 'role_id', inverseJoinColumn: 'menu_id' })
  menus = new Collection<Menu>(this);
}
