import { Arg, Ctx as GqlCtx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../platform/auth/access.js';
import type { GqlContext } from '../../platform/graphql/context.js';
import { SCHOOL_AUTH_CODE_ACCESS } from './school-auth-code.access.js';
import { AuthenticationCodeInput } from './school-auth-code.inputs.js';
import * as svc from './school-auth-code.service.js';
import { AuthenticationCodeView, codeView } from './school-auth-code.views.js';

const { manage: MANAGE } = SCHOOL_AUTH_CODE_ACCESS;

@Resolver()
export class SchoolAuthCodeResolver {
  @Allow(MANAGE)
  @Query(() => AuthenticationCodeView)
  async schoolAuthenticationCode(@Arg('schoolId', () => ID) schoolId: string, @GqlCtx() ctx: GqlContext) {
    return codeView(await svc.getAuthenticationCode(ctx, schoolId));
  }

  @Allow(MANAGE)
  @Mutation(() => AuthenticationCodeView)
  async updateSchoolAuthenticationCode(@Arg('input', () => AuthenticationCodeInput) input: AuthenticationCodeInput, @GqlCtx() ctx: GqlContext) {
    return codeView(await svc.setAuthenticationCode(ctx, input));
  }
}
