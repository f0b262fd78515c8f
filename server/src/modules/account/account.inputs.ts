import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsEnum, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { ArgsType, Field, InputType } from 'type-graphql';
import { PageArgs } from '../../platform/paging.js';
import { LOGIN_ID, PASSWORD, passwordMessage } from '../../platform/rules.js';
import { Labels } from '../../platform/validation.js';
import { AccountStatus, AlarmSettings } from './account.entity.js';
import { AffiliationFields, LABELS, ProfileFields, withAffiliation } from './account.input-fields.js';
import { RoleCode } from './role.entity.js';
import { OptionalText } from '../../platform/input-fields.js';

/**
 * The inputs of user management and of the user's own account: an administrator's create, edit and role change, the
 * users list's filter, my-page's edit and password check, and a role's menu permissions. The sign-up and sign-in
 * inputs are account.sign-inputs.ts.
 */

/** An administrator registering an account directly (active at once, no e-mail verification). */
@Labels(LABELS)
@InputType()
export class AccountCreateInput extends AffiliationFields {
  @Field(() => String)
  @IsString()
  @Matches(LOGIN_ID, { message: '아이디는 영문 소문자, 숫자, _ 4~20자로 입력해주세요.' })
  loginId!: string;

  @Field(() => String)
  @IsString()
  @Matches(PASSWORD, { message: passwordMessage() })
  password!: string;
}

/** A role change: the new role and the school, center or 시도 it belongs to (changeAccountRole). */
@Labels(LABELS)
@InputType()
export class AccountRoleInput extends withAffiliation(class {}) {}

/** An administrator editing an account: approve (status ACTIVE), disable, change role or affiliation. */
@Labels(LABELS)
@InputType()
export class AccountUpdateInput extends AffiliationFields {
  @Field(() => AccountStatus)
  @IsIn([AccountStatus.PENDING, AccountStatus.ACTIVE, AccountStatus.DISABLED], { message: '상태를 선택해주세요.' })
  status!: AccountStatus;
}

@Labels(LABELS)
@InputType()
export class AccountMeInput extends ProfileFields {
  @Field(() => AlarmSettings, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => AlarmSettings)
  alarmSettings?: AlarmSettings;

  /** To change the password: the current one, the new one and its confirmation. */
  @OptionalText(64)
  currentPassword?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @Matches(PASSWORD, { message: passwordMessage('새 비밀번호') })
  password?: string;

  @OptionalText(64)
  passwordConfirm?: string;
}

@Labels(LABELS)
@ArgsType()
export class AccountFilter extends PageArgs {
  /** ALL, PENDING (waiting for approval) or a role code (SPEC route /auth/user/list/{userType}). */
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(['ALL', 'PENDING', ...Object.values(RoleCode)], { message: '사용자 구분이 올바르지 않습니다.' })
  userType?: string;

  @Field(() => AccountStatus, { nullable: true })
  @IsOptional()
  @IsEnum(AccountStatus)
  status?: AccountStatus;

  /** Part of the name or login id. */
  @OptionalText(50)
  keyword?: string;
}

@Labels(LABELS)
@InputType()
export class PasswordInput {
  @Field(() => String)
  @IsString()
  @MinLength(1, { message: '비밀번호를 입력해주세요.' })
  @MaxLength(64)
  password!: string;
}

@Labels(LABELS)
@InputType()
export class RolePermissionInput {
  @Field(() => [String])
  @IsArray()
  @ArrayMaxSize(50)
  @Matches(/^\d{5}$/, { each: true, message: '메뉴 권한 ID 형식이 맞지 않습니다.' })
  permissions!: string[];
}
