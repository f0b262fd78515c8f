import { Ctx as GqlCtx, Field, FieldResolver, ObjectType, Resolver, Root } from 'type-graphql';
import type { GqlContext } from '../../platform/graphql/context.js';
import { Abilities } from '../../platform/graphql/abilities.js';
import { centerPolicy, schoolPolicy } from './organization.policy.js';
import { CenterView, SchoolView } from './organization.views.js';

/** The organization policy's answers for one record, so the client holds no copy of the rules. */
@ObjectType()
export class SchoolAbilities {
  @Field(() => Boolean) update!: boolean;
  @Field(() => Boolean, { description: '학교 인증코드 발급·변경' }) setCode!: boolean;
}

@ObjectType()
export class CenterAbilities {
  @Field(() => Boolean, { description: '센터 정보(이름, 연락처) 수정' }) update!: boolean;
  @Field(() => Boolean, { description: '교육청과 관할 지역·학교 변경' }) updateJurisdiction!: boolean;
  @Field(() => Boolean) delete!: boolean;
}

const user = (ctx: GqlContext) => (ctx.principal?.kind === 'user' ? ctx.principal : undefined);

@Resolver(() => SchoolView)
export class SchoolAbilitiesResolver {
  @FieldResolver(() => SchoolAbilities, { description: '호출한 사용자가 이 학교에 할 수 있는 일' })
  can(@Root() school: SchoolView, @GqlCtx() ctx: GqlContext): SchoolAbilities {
    const p = user(ctx);
    return p ? schoolPolicy.abilities(p, school) : { update: false, setCode: false };
  }
}

@Resolver(() => CenterView)
export class CenterAbilitiesResolver {
  @FieldResolver(() => CenterAbilities, { description: '호출한 사용자가 이 센터에 할 수 있는 일' })
  can(@Root() center: CenterView, @GqlCtx() ctx: GqlContext): CenterAbilities {
    const p = user(ctx);
    return p ? centerPolicy.abilities(p, center) : { update: false, updateJurisdiction: false, delete: false };
  }
}

@Resolver(() => Abilities)
export class OrganizationAbilitiesResolver {
  @FieldResolver(() => Boolean, { description: '학교 등록 (시스템 관리자, 교육청은 소속 시도)' })
  createSchool(@GqlCtx() ctx: GqlContext): boolean {
    const p = user(ctx);
    return !!p && schoolPolicy.write(p);
  }

  @FieldResolver(() => Boolean, { description: '센터 등록 (시스템 관리자, 교육청은 소속 시도)' })
  createCenter(@GqlCtx() ctx: GqlContext): boolean {
    const p = user(ctx);
    return !!p && centerPolicy.administer(p);
  }
}
