import { Field, Int, ObjectType } from 'type-graphql';
import { PageOf } from '../../platform/paging.js';
import { maskMobile } from '../../platform/rules.js';
import { withoutNulls } from '../../platform/db/read.js';
import { Account, AccountStatus, AlarmSettings } from './account.entity.js';
import { Menu, RoleCode, UserRole } from './role.entity.js';

@ObjectType('Account')
export class AccountView {
  @Field(() => Int) id!: number;
  @Field(() => String) loginId!: string;
  @Field(() => String) loginType!: string;
  @Field(() => String) email!: string;
  @Field(() => String) name!: string;
  /** Full on a detail view of an account the caller may see; masked in lists. */
  @Field(() => String) mobile!: string;
  @Field(() => String, { nullable: true }) number?: string;
  @Field(() => RoleCode) role!: RoleCode;
  @Field(() => [RoleCode]) roles!: RoleCode[];
  @Field(() => String) roleName!: string;
  @Field(() => AccountStatus) status!: AccountStatus;
  @Field(() => String, { nullable: true }) sdCode?: string;
  @Field(() => String, { nullable: true }) sggCode?: string;
  @Field(() => String, { nullable: true }) schoolId?: string;
  @Field(() => String, { nullable: true }) schoolName?: string;
  @Field(() => Int, { nullable: true }) centerId?: number;
  @Field(() => String, { nullable: true }) centerName?: string;
  @Field(() => String, { nullable: true }) occupationPosition?: string;
  @Field(() => String, { nullable: true }) occupation?: string;
  @Field(() => String, { nullable: true }) occupationEtc?: string;
  @Field(() => [String]) certificates!: string[];
  @Field(() => String, { nullable: true }) certificateEtc?: string;
  @Field(() => String) authenticationCodeStatus!: string;
  @Field(() => AlarmSettings) alarmSettings!: AlarmSettings;
  @Field(() => String) personalInfoAgreeYn!: string;
  @Field(() => Date, { nullable: true }) lastLoginAt?: Date;
  @Field(() => Date, { nullable: true }) approvedAt?: Date;
  @Field(() => Date) createdAt!: Date;
}

export function accountView(a: Account, full: boolean): AccountView {
  return {
    id: a.id,
    loginId: a.loginId,
    loginType: a.loginType,
    email: a.email,
    name: a.name,
    mobile: full ? a.mobile : maskMobile(a.mobile)!,
    number: a.number ?? undefined,
    role: a.role.id,
    roles: [a.role.id],
    roleName: a.role.name,
    status: a.status,
    sdCode: a.sdCode ?? undefined,
    sggCode: a.sggCode ?? undefined,
    schoolId: a.school?.id,
    schoolName: a.school?.name,
    centerId: a.center?.id,
    centerName: a.center?.name,
    occupationPosition: a.occupationPosition ?? undefined,
    occupation: a.occupation ?? undefined,
    occupationEtc: a.occupationEtc ?? undefined,
    certificates: a.certificates,
    certificateEtc: a.certificateEtc ?? undefined,
    authenticationCodeStatus: a.authenticationCodeStatus,
    alarmSettings: a.alarmSettings,
    personalInfoAgreeYn: a.personalInfoAgreeYn,
    lastLoginAt: a.lastLoginAt ?? undefined,
    approvedAt: a.approvedAt ?? undefined,
    createdAt: a.createdAt,
  };
}

/** AccountView's columns for read models over `ACCOUNT_VIEW_FROM` (platform/db/read.ts). */
export const ACCOUNT_VIEW_COLUMNS = `a.id, a.login_id as "loginId", a.login_type as "loginType", a.email, a.name, a.mobile, a.number,
  a.role_id as role, r.name as "roleName", a.status, a.sd_code as "sdCode", a.sgg_code as "sggCode",
  a.school_id as "schoolId", s.name as "schoolName", a.center_id as "centerId", c.name as "centerName",
  a.occupation_position as "occupationPosition", a.occupation, a.occupation_etc as "occupationEtc", a.certificates,
  a.certificate_etc as "certificateEtc", a.authentication_code_status as "authenticationCodeStatus",
  a.alarm_settings as "alarmSettings", a.personal_info_agree_yn as "personalInfoAgreeYn", a.last_login_at as "lastLoginAt",
  a.approved_at as "approvedAt", a.created_at as "createdAt"`;
export const ACCOUNT_VIEW_FROM = `account a join user_role r on r.id = a.role_id
  left join school s on s.id = a.school_id left join center c on c.id = a.center_id`;

/** A read-model row (ACCOUNT_VIEW_COLUMNS) as the view: the mobile number masked unless `full`. */
export function accountViewOfRow(row: Omit<AccountView, 'roles'>, full: boolean): AccountView {
  const v = withoutNulls(row) as AccountView;
  v.roles = [v.role];
  if (!full) v.mobile = maskMobile(v.mobile)!;
  return v;
}

export const AccountPage = PageOf(AccountView, 'AccountPage');

@ObjectType('UserRole')
export class UserRoleView {
  @Field(() => RoleCode) id!: RoleCode;
  @Field(() => String) name!: string;
  @Field(() => Boolean) selfApproved!: boolean;
  @Field(() => [String]) permissions!: string[];
}

export const roleView = (r: UserRole): UserRoleView => ({
  id: r.id,
  name: r.name,
  selfApproved: r.selfApproved,
  permissions: r.menus.getItems().map((m) => m.id).sort(),
});

@ObjectType('Permission')
export class PermissionView {
  @Field(() => String) id!: string;
  @Field(() => String) name!: string;
  @Field(() => [String]) paths!: string[];
  @Field(() => Boolean, { description: '조회한 역할(또는 본인)에게 부여되었는지' }) granted!: boolean;
}

export const permissionView = (m: Menu, granted: boolean): PermissionView => ({ id: m.id, name: m.name, paths: m.paths, granted });

@ObjectType('MessageResult')
export class MessageResult {
  @Field(() => String) message!: string;
}
