import { Arg, Args, Ctx as GqlCtx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../platform/auth/access.js';
import type { GqlContext } from '../../platform/graphql/context.js';
import {
  AccountCreateInput,
  AccountFilter,
  AccountMeInput,
  AccountRoleInput,
  AccountUpdateInput,
  PasswordInput,
  RolePermissionInput,
} from './account.inputs.js';
import * as own from './account.me.js';
import * as svc from './account.service.js';
import { AccountPage, AccountView, accountView, PermissionView, permissionView, roleView, UserRoleView } from './account.views.js';
import { RoleCode } from './role.entity.js';
import * as roles from './role.service.js';
import { Errors } from '../../platform/errors.js';
import { AuthenticationCodeCheckInput } from '../school-auth-code/school-auth-code.inputs.js';
import { AccountStatus } from './account.entity.js';
import { ACCOUNT_ACCESS } from './account.access.js';

const { own: OWN, checkSchoolCode: CHECK_SCHOOL_CODE, permissions: PERMISSIONS, manage: MANAGE, readRoles: READ_ROLES, readRole: READ_ROLE, grantMenus: GRANT_MENUS } = ACCOUNT_ACCESS;

@Resolver()
export class AccountResolver {
  @Allow(OWN)
  @Query(() => AccountView)
  async me(@GqlCtx() ctx: GqlContext) {
    return own.getMeView(ctx);
  }

  @Allow(OWN)
  @Mutation(() => AccountView)
  async updateMe(@Arg('input', () => AccountMeInput) input: AccountMeInput, @GqlCtx() ctx: GqlContext) {
    return accountView(await own.updateMe(ctx, input), true);
  }

  @Allow(OWN)
  @Mutation(() => Boolean)
  checkPassword(@Arg('input', () => PasswordInput) input: PasswordInput, @GqlCtx() ctx: GqlContext) {
    return own.checkPassword(ctx, input.password);
  }

  @Allow(OWN)
  @Mutation(() => Boolean)
  resign(@Arg('input', () => PasswordInput) input: PasswordInput, @GqlCtx() ctx: GqlContext) {
    return own.resign(ctx, input.password);
  }

  @Allow(CHECK_SCHOOL_CODE)
  @Mutation(() => Boolean, { description: '학교 인증코드 확인; 학교 사용자(CLIENT)는 일치하면 인증 상태가 됩니다.' })
  checkSchoolAuthenticationCode(
    @Arg('input', () => AuthenticationCodeCheckInput) input: AuthenticationCodeCheckInput,
    @GqlCtx() ctx: GqlContext,
  ) {
    return own.proveSchoolCode(ctx, input);
  }

  @Allow(MANAGE)
  @Query(() => AccountPage)
  async accounts(@Args(() => AccountFilter) f: AccountFilter, @GqlCtx() ctx: GqlContext) {
    return svc.listAccounts(ctx, f);
  }

  @Allow(MANAGE)
  @Query(() => AccountView)
  async account(@Arg('id', () => Int) id: number, @GqlCtx() ctx: GqlContext) {
    return accountView(await svc.readAccount(ctx, id), true);
  }

  @Allow(MANAGE)
  @Mutation(() => AccountView)
  async createAccount(@Arg('input', () => AccountCreateInput) input: AccountCreateInput, @GqlCtx() ctx: GqlContext) {
    return accountView(await svc.createAccount(ctx, input), true);
  }

  @Allow(MANAGE)
  @Mutation(() => AccountView)
  async updateAccount(@Arg('id', () => Int) id: number, @Arg('input', () => AccountUpdateInput) input: AccountUpdateInput, @GqlCtx() ctx: GqlContext) {
    return accountView(await svc.updateAccount(ctx, id, input), true);
  }

  @Allow(MANAGE)
  @Mutation(() => AccountView, { description: '승인 대기(PENDING) 계정 승인' })
  async approveAccount(@Arg('id', () => Int) id: number, @GqlCtx() ctx: GqlContext) {
    return accountView(await svc.approveAccount(ctx, id), true);
  }

  @Allow(MANAGE)
  @Mutation(() => AccountView, { description: '사용 중지(DISABLED) 또는 다시 사용(ACTIVE)' })
  async setAccountStatus(
    @Arg('id', () => Int) id: number,
    @Arg('status', () => AccountStatus) status: AccountStatus,
    @GqlCtx() ctx: GqlContext,
  ) {
    if (status !== AccountStatus.ACTIVE && status !== AccountStatus.DISABLED) throw Errors.badInput('상태를 선택해주세요.');
    return accountView(await svc.setAccountStatus(ctx, id, status), true);
  }

  @Allow(MANAGE)
  @Mutation(() => AccountView, { description: '역할과 그 역할의 소속(학교, 센터, 시도) 변경' })
  async changeAccountRole(@Arg('id', () => Int) id: number, @Arg('input', () => AccountRoleInput) input: AccountRoleInput, @GqlCtx() ctx: GqlContext) {
    return accountView(await svc.changeAccountRole(ctx, id, input), true);
  }

  @Allow(MANAGE)
  @Mutation(() => Boolean)
  deleteAccount(@Arg('id', () => Int) id: number, @GqlCtx() ctx: GqlContext) {
    return svc.deleteAccount(ctx, id);
  }

  @Allow(READ_ROLES)
  @Query(() => [UserRoleView])
  async userRoles(@GqlCtx() ctx: GqlContext) {
    return (await roles.listRoles(ctx)).map(roleView);
  }

  @Allow(READ_ROLE)
  @Query(() => UserRoleView)
  async userRole(@Arg('id', () => RoleCode) id: RoleCode, @GqlCtx() ctx: GqlContext) {
    return roleView(await roles.getRole(ctx, id));
  }

  @Allow(GRANT_MENUS)
  @Mutation(() => UserRoleView)
  async updateRolePermissions(
    @Arg('id', () => RoleCode) id: RoleCode,
    @Arg('input', () => RolePermissionInput) input: RolePermissionInput,
    @GqlCtx() ctx: GqlContext,
  ) {
    return roleView(await roles.setRolePermissions(ctx, id, input));
  }

  @Allow(PERMISSIONS)
  @Query(() => [PermissionView], { description: '메뉴 권한 목록; roleId가 없으면 본인 기준' })
  async permissions(@Arg('roleId', () => RoleCode, { nullable: true }) roleId: RoleCode | undefined, @GqlCtx() ctx: GqlContext) {
    return (await roles.listPermissions(ctx, roleId)).map((r) => permissionView(r.menu, r.granted));
  }
}
