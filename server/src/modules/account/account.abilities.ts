import { Ctx as GqlCtx, Field, FieldResolver, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Allow, allows } from '../../platform/auth/access.js';
import { Abilities } from '../../platform/graphql/abilities.js';
import type { GqlContext } from '../../platform/graphql/context.js';
import { ACCOUNT_ACCESS } from './account.access.js';
import { accountPolicy } from './account.policy.js';
import { AccountView } from './account.views.js';
import { RoleCode } from './role.entity.js';

/** What the caller may do to one account (the account policy's answers; the client shows only these actions). */
@ObjectType()
export class AccountAbilities {
  @Field(() => Boolean) update!: boolean;
  @Field(() => Boolean, { description: '승인, 사용 중지, 다시 사용' }) changeStatus!: boolean;
  @Field(() => Boolean) changeRole!: boolean;
  @Field(() => Boolean) delete!: boolean;
}

const NOTHING: AccountAbilities = { update: false, changeStatus: false, changeRole: false, delete: false };

@Resolver(() => AccountView)
export class AccountAbilitiesResolver {
  @FieldResolver(() => AccountAbilities, { description: '호출한 사용자가 이 계정에 할 수 있는 일' })
  can(@Root() account: AccountView, @GqlCtx() ctx: GqlContext): AccountAbilities {
    const p = ctx.principal;
    return p?.kind === 'user' ? accountPolicy.abilities(p, { id: account.id, role: account.role }) : NOTHING;
  }
}

/** `Query.abilities`, and account's field of it. */
@Resolver(() => Abilities)
export class AbilitiesResolver {
  @Allow(ACCOUNT_ACCESS.own)
  @Query(() => Abilities, { description: '호출한 사용자가 할 수 있는 일 (화면에 보일 버튼)' })
  abilities(): Abilities {
    return new Abilities();
  }

  @FieldResolver(() => [RoleCode], { description: '사용자 관리에서 부여할 수 있는 역할' })
  assignableRoles(@GqlCtx() ctx: GqlContext): RoleCode[] {
    const p = ctx.principal;
    return p?.kind === 'user' ? accountPolicy.assignableRoles(p) : [];
  }

  @FieldResolver(() => Boolean, { description: '메뉴 권한 관리에서 역할의 메뉴 권한을 바꿀 수 있는지' })
  grantMenus(@GqlCtx() ctx: GqlContext): boolean {
    return allows(ctx.principal, ACCOUNT_ACCESS.grantMenus);
  }
}
