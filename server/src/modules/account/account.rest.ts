import { IsEnum, IsOptional } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Errors } from '../../platform/errors.js';
import { clearSessionCookies } from '../../platform/http/cookies.js';
import { message, object } from '../../platform/http/contract.js';
import { intParam, route } from '../../platform/http/rest.js';
import { parseInput } from '../../platform/validation.js';
import { AuthenticationCodeCheckInput } from '../school-auth-code/school-auth-code.inputs.js';
import { AccountCreateInput, AccountFilter, AccountMeInput, AccountUpdateInput, PasswordInput, RolePermissionInput } from './account.inputs.js';
import * as own from './account.me.js';
import * as svc from './account.service.js';
import { AccountPage, AccountView, accountView, PermissionView, permissionView, roleView, UserRoleView } from './account.views.js';
import { RoleCode } from './role.entity.js';
import * as roles from './role.service.js';
import { ACCOUNT_ACCESS } from './account.access.js';

/** One declaration for both doors (account.access.ts). */
const {
  own: OWN,
  ownForClient: OWN_FOR_CLIENT,
  checkSchoolCode: CHECK_SCHOOL_CODE,
  checkSchoolCodeSignedIn: CHECK_SCHOOL_CODE_SIGNED_IN,
  permissions: PERMISSIONS,
  manage: MANAGE,
  readRoles: READ_ROLES,
  readRole: READ_ROLE,
  grantMenus: GRANT_MENUS,
} = ACCOUNT_ACCESS;

@InputType('PermissionQuery')
class PermissionQuery {
  @Field(() => RoleCode, { nullable: true })
  @IsOptional()
  @IsEnum(RoleCode, { message: '역할이 올바르지 않습니다.' })
  roleId?: RoleCode;
}

const roleCodeSchema = { type: 'string', enum: Object.values(RoleCode) };

const roleParam = (v: string) => {
  if (!(Object.values(RoleCode) as string[]).includes(v)) throw Errors.notFound('존재하지 않는 역할입니다.');
  return v;
};

export const accountRoutes = [
  route('get', 'svs-u/account/me', OWN, (ctx) => own.getMeView(ctx), { summary: '내 정보', response: AccountView }),
  route('put', 'svs-u/account/me', OWN, async (ctx, req) => accountView(await own.updateMe(ctx, await parseInput(AccountMeInput, req.body)), true), {
    summary: '내 정보 수정 (비밀번호 변경 포함)',
    body: AccountMeInput,
    response: AccountView,
    errors: { 400: ['PASSWORD_MISMATCH'], 429: ['TOO_MANY_ATTEMPTS'] },
  }),
  route('post', 'svs-u/account/check-password', OWN, async (ctx, req) => ({
    matched: await own.checkPassword(ctx, (await parseInput(PasswordInput, req.body)).password),
  }), { summary: '비밀번호 확인', body: PasswordInput, response: object({ matched: 'boolean' }), errors: { 429: ['TOO_MANY_ATTEMPTS'] } }),
  route('post', 'svs-u/account/resign', OWN, async (ctx, req, res) => {
    await own.resign(ctx, (await parseInput(PasswordInput, req.body)).password);
    clearSessionCookies(res, ctx.config);
    return { message: '탈퇴 처리되었습니다.' };
  }, { summary: '회원 탈퇴', body: PasswordInput, response: message, errors: { 400: ['PASSWORD_MISMATCH'], 409: ['LAST_SYSTEM_ADMIN'], 429: ['TOO_MANY_ATTEMPTS'] } }),
  route('get', 'svs-u/account', MANAGE, async (ctx, req) =>
    svc.listAccounts(ctx, await parseInput(AccountFilter, req.query)),
  { summary: '사용자 목록 (휴대전화번호는 가려서)', query: AccountFilter, response: AccountPage }),
  route('post', 'svs-u/account', MANAGE, async (ctx, req, res) => {
    const account = await svc.createAccount(ctx, await parseInput(AccountCreateInput, req.body));
    res.status(201);
    return accountView(account, true);
  }, { summary: '사용자 등록 (관리자)', body: AccountCreateInput, response: AccountView, created: true, errors: { 409: ['DUPLICATE_LOGIN_ID'] } }),
  route('put', 'svs-u/account/delete/:id', MANAGE, async (ctx, req) => {
    await svc.deleteAccount(ctx, intParam(req.params.id));
    return { message: '삭제 성공' };
  }, { summary: '사용자 삭제', params: { id: 'integer' }, response: message, errors: { 403: ['SELF_CHANGE'], 409: ['LAST_SYSTEM_ADMIN'] } }),
  route('get', 'svs-u/account/:id', MANAGE, async (ctx, req) => accountView(await svc.readAccount(ctx, intParam(req.params.id)), true), {
    summary: '사용자 상세',
    params: { id: 'integer' },
    response: AccountView,
  }),
  route('put', 'svs-u/account/:id', MANAGE, async (ctx, req) =>
    accountView(await svc.updateAccount(ctx, intParam(req.params.id), await parseInput(AccountUpdateInput, req.body)), true),
  {
    summary: '사용자 수정 (승인, 사용 중지, 역할과 소속 변경)',
    params: { id: 'integer' },
    body: AccountUpdateInput,
    response: AccountView,
    errors: { 403: ['SELF_CHANGE'], 409: ['LAST_SYSTEM_ADMIN'] },
  }),
  route('get', 'svs-c/account/:id', OWN_FOR_CLIENT, async (ctx, req) =>
    accountView(await own.getAccountForClient(ctx, intParam(req.params.id)), true),
  { summary: '본인 계정 조회 (사용자 토큰의 본인만, 그 밖은 404)', params: { id: 'integer' }, response: AccountView }),
  // a school user (CLIENT) proves its school's code and its account is verified; anyone else is only answered
  route('post', 'svs-u/school/authentication-code/check', CHECK_SCHOOL_CODE_SIGNED_IN, async (ctx, req) =>
    own.proveSchoolCode(ctx, await parseInput(AuthenticationCodeCheckInput, req.body)),
  { summary: '학교 인증코드 확인 (true: 일치)', body: AuthenticationCodeCheckInput, response: 'boolean', errors: { 429: ['TOO_MANY_ATTEMPTS'] } }),
  route('post', 'svs-c/school/authentication-code/check', CHECK_SCHOOL_CODE, async (ctx, req) =>
    own.proveSchoolCode(ctx, await parseInput(AuthenticationCodeCheckInput, req.body)),
  { summary: '학교 인증코드 확인 (true: 일치)', body: AuthenticationCodeCheckInput, response: 'boolean', errors: { 429: ['TOO_MANY_ATTEMPTS'] } }),

  route('get', 'svs-u/user-role', READ_ROLES, async (ctx) => (await roles.listRoles(ctx)).map(roleView), { summary: '역할 목록', response: [UserRoleView] }),
  route('get', 'svs-u/user-role/:id', READ_ROLE, async (ctx, req) => roleView(await roles.getRole(ctx, roleParam(req.params.id as string))), {
    summary: '역할 상세',
    params: { id: roleCodeSchema },
    response: UserRoleView,
  }),
  route('put', 'svs-u/user-role-permission/:id', GRANT_MENUS, async (ctx, req) =>
    roleView(await roles.setRolePermissions(ctx, roleParam(req.params.id as string), await parseInput(RolePermissionInput, req.body))),
  { summary: '역할의 메뉴 권한 변경', params: { id: roleCodeSchema }, body: RolePermissionInput, response: UserRoleView }),
  route('get', 'svs-u/permission', PERMISSIONS, async (ctx, req) => {
    const { roleId } = await parseInput(PermissionQuery, req.query);
    return (await roles.listPermissions(ctx, roleId)).map((r) => permissionView(r.menu, r.granted));
  }, { summary: '메뉴 권한 목록 (역할 또는 본인에게 부여되었는지)', query: PermissionQuery, response: [PermissionView] }),
];
