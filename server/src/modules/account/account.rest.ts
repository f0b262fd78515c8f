import { IsEnum, IsOptional } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Errors } from '../../platform/errors.js';
import { clearSessionCookies } from '../../platform/http/cookies.js';
import { intParam, route, staff } from '../../platform/http/rest.js';
import { parseInput } from '../../platform/validation.js';
import { AccountCreateInput, AccountFilter, AccountMeInput, AccountUpdateInput, PasswordInput, RolePermissionInput } from './account.inputs.js';
import * as svc from './account.service.js';
import { accountView, permissionView, roleView } from './account.views.js';
import { RoleCode } from './role.entity.js';
import { mapPage } from '../../platform/paging.js';


@InputType('PermissionQuery')
class PermissionQuery {
  @Field(() => RoleCode, { nullable: true })
  @IsOptional()
  @IsEnum(RoleCode, { message: '역할이 올바르지 않습니다.' })
  roleId?: RoleCode;
}

const roleParam = (v: string) => {
  if (!(Object.values(RoleCode) as string[]).includes(v)) throw Errors.notFound('존재하지 않는 역할입니다.');
  return v;
};

export const accountRoutes = [
  route('get', 'svs-u/account/me', staff(), async (ctx) => accountView(await svc.getMe(ctx), true)),
  route('put', 'svs-u/account/me', staff(), async (ctx, req) => accountView(await svc.updateMe(ctx, await parseInput(AccountMeInput, req.body)), true)),
  route('post', 'svs-u/account/check-password', staff(), async (ctx, req) => ({
    matched: await svc.checkPassword(ctx, (await parseInput(PasswordInput, req.body)).password),
  })),
  route('post', 'svs-u/account/resign', staff(), async (ctx, req, res) => {
    await svc.resign(ctx, (await parseInput(PasswordInput, req.body)).password);
    clearSessionCookies(res, ctx.config);
    return { message: '탈퇴 처리되었습니다.' };
  }),
  route('get', 'svs-u/account', staff('00013'), async (ctx, req) =>
    mapPage(await svc.listAccounts(ctx, await parseInput(AccountFilter, req.query)), (a) => accountView(a, false)),
  ),
  route('post', 'svs-u/account', staff('00013'), async (ctx, req, res) => {
    const account = await svc.createAccount(ctx, await parseInput(AccountCreateInput, req.body));
    res.status(201);
    return accountView(account, true);
  }),
  route('put', 'svs-u/account/delete/:id', staff('00013'), async (ctx, req) => {
    await svc.deleteAccount(ctx, intParam(req.params.id));
    return { message: '삭제 성공' };
  }),
  route('get', 'svs-u/account/:id', staff('00013'), async (ctx, req) => accountView(await svc.getAccount(ctx, intParam(req.params.id)), true)),
  route('put', 'svs-u/account/:id', staff('00013'), async (ctx, req) =>
    accountView(await svc.updateAccount(ctx, intParam(req.params.id), await parseInput(AccountUpdateInput, req.body)), true),
  ),
  route('get', 'svs-c/account/:id', { caller: 'client' }, async (ctx, req) =>
    accountView(await svc.getAccountForClient(ctx, intParam(req.params.id)), true),
  ),

  route('get', 'svs-u/user-role', staff('00016', '00013'), async (ctx) => (await svc.listRoles(ctx)).map(roleView)),
  route('get', 'svs-u/user-role/:id', staff('00016'), async (ctx, req) => roleView(await svc.getRole(ctx, roleParam(req.params.id as string)))),
  route('put', 'svs-u/user-role-permission/:id', { caller: 'staff', perm: ['00016'], roles: [RoleCode.SYSTEM_ADMIN] }, async (ctx, req) =>
    roleView(await svc.setRolePermissions(ctx, roleParam(req.params.id as string), await parseInput(RolePermissionInput, req.body))),
  ),
  route('get', 'svs-u/permission', staff(), async (ctx, req) => {
    const { roleId } = await parseInput(PermissionQuery, req.query);
    return (await svc.listPermissions(ctx, roleId)).map((r) => permissionView(r.menu, r.granted));
  }),
];
