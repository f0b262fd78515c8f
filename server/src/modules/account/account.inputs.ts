import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsEnum,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { ArgsType, Field, InputType, Int, type InputTypeOptions } from 'type-graphql';
import { PageArgs } from '../../platform/paging.js';
import { LOGIN_ID, MOBILE_WITH_SEPARATORS, PASSWORD, mobileMessage, passwordMessage } from '../../platform/rules.js';
import { Labels } from '../../platform/validation.js';
import { CERT_NUM } from '../identity/identity.inputs.js';
import { AccountStatus, AlarmSettings } from './account.entity.js';
import { RoleCode } from './role.entity.js';

const LABELS: Record<string, string> = {
  loginId: '아이디',
  password: '비밀번호',
  passwordConfirm: '비밀번호 확인',
  mobile: '휴대전화번호',
  number: '전화번호',
  role: '역할',
  schoolId: '학교',
  centerId: '센터',
  occupationPosition: '직위',
  occupation: '직종',
  occupationEtc: '직종 기타',
  certificates: '자격증',
  certificateEtc: '자격증 기타',
  personalInfoAgreeYn: '개인정보 수집·이용 동의',
  authNumber: '인증번호',
  findType: '찾기 구분',
  key: '인증키',
  permissions: '메뉴 권한',
  status: '상태',
  userType: '사용자 구분',
  keyword: '검색어',
  alarmSettings: '알림 설정',
  currentPassword: '현재 비밀번호',
};

/**
 * type-graphql copies a base class's fields into the input types that extend it only when the base is decorated;
 * isAbstract (supported at run time, missing from the 2.0 rc typings) keeps the base out of the schema.
 */
const ABSTRACT = { isAbstract: true } as InputTypeOptions;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Fields a person fills in about themselves, shared by sign-up, self-edit and admin create. */
@Labels(LABELS)
@InputType(ABSTRACT)
abstract class ProfileFields {
  @Field(() => String)
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: '이름을 입력해주세요.' })
  @MaxLength(50)
  name!: string;

  @Field(() => String)
  @Transform(trim)
  @IsEmail({}, { message: '이메일 형식이 맞지 않습니다.' })
  @MaxLength(100)
  email!: string;

  @Field(() => String)
  @IsString()
  @Matches(MOBILE_WITH_SEPARATORS, { message: mobileMessage() })
  mobile!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @Matches(/^[0-9-]{7,20}$/, { message: '전화번호 형식이 맞지 않습니다.' })
  number?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  occupationPosition?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  occupation?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  occupationEtc?: string;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(50, { each: true })
  certificates?: string[];

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  certificateEtc?: string;
}

/**
 * Where an account belongs: a school (CLIENT, MEMBER), a center (CENTER_*), a 시도 (EDUCATION_OFFICE), with its role.
 * A mixin, so the role-change command and the full account inputs share one definition of these fields.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TypeScript requires any[] in a mixin constructor
function withAffiliation<T extends abstract new (...args: any[]) => object>(Base: T) {
  @Labels(LABELS)
  @InputType(ABSTRACT)
  abstract class Affiliation extends Base {
    @Field(() => RoleCode)
    @IsEnum(RoleCode, { message: '역할을 선택해주세요.' })
    role!: RoleCode;

    @Field(() => String, { nullable: true })
    @IsOptional()
    @IsString()
    @Matches(/^[A-Za-z0-9]{1,20}$/, { message: '학교를 선택해주세요.' })
    schoolId?: string;

    @Field(() => Int, { nullable: true })
    @IsOptional()
    @Type(() => Number)
    @IsInt({ message: '센터를 선택해주세요.' })
    centerId?: number;

    @Field(() => String, { nullable: true })
    @IsOptional()
    @IsString()
    @Matches(/^\d{2}$/, { message: '시도를 선택해주세요.' })
    sdCode?: string;

    @Field(() => String, { nullable: true })
    @IsOptional()
    @IsString()
    @Matches(/^\d{5}$/, { message: '시군구를 선택해주세요.' })
    sggCode?: string;
  }
  return Affiliation;
}

const AffiliationFields = withAffiliation(ProfileFields);

@Labels(LABELS)
@InputType()
export class SignUpInput extends AffiliationFields {
  @Field(() => String)
  @IsString()
  @Matches(LOGIN_ID, { message: '아이디는 영문 소문자, 숫자, _ 4~20자로 입력해주세요.' })
  loginId!: string;

  @Field(() => String)
  @IsString()
  @Matches(PASSWORD, { message: passwordMessage() })
  password!: string;

  @Field(() => String)
  @IsString()
  @MaxLength(64)
  passwordConfirm!: string;

  @Field(() => String)
  @IsIn(['Y'], { message: '개인정보 수집·이용에 동의해주세요.' })
  personalInfoAgreeYn!: string;

  /** A completed SIGN_UP phone verification (GET svs-c/kmcert/fetch/SIGN_UP); the account keeps its CI. */
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @Matches(CERT_NUM, { message: '본인인증 정보가 유효하지 않거나 만료되었습니다. 다시 인증해주세요.' })
  certNum?: string;
}

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
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  currentPassword?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @Matches(PASSWORD, { message: passwordMessage('새 비밀번호') })
  password?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(64)
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
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(50)
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

// ---- sign (public) ---------------------------------------------------------------------------------------------

@Labels(LABELS)
@InputType()
export class EmailInput {
  @Field(() => String)
  @Transform(trim)
  @IsEmail({}, { message: '이메일 형식이 맞지 않습니다.' })
  @MaxLength(100)
  email!: string;
}

@Labels(LABELS)
@InputType()
export class EmailCheckInput extends EmailInput {
  @Field(() => String)
  @IsString()
  @Matches(/^\d{6}$/, { message: '인증번호 6자리를 입력해주세요.' })
  authNumber!: string;
}

@Labels(LABELS)
@InputType()
export class LoginInput {
  @Field(() => String)
  @IsString()
  @MaxLength(50)
  loginId!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(['DEFAULT'])
  loginType?: string;
}

@Labels(LABELS)
@InputType()
export class SignFindInput {
  /** ID: find the login id; PASSWORD: mail a reset link. */
  @Field(() => String)
  @IsIn(['ID', 'PASSWORD'], { message: '찾기 구분을 선택해주세요.' })
  findType!: 'ID' | 'PASSWORD';

  @Field(() => String)
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: '이름을 입력해주세요.' })
  @MaxLength(50)
  name!: string;

  @Field(() => String)
  @IsString()
  @Matches(MOBILE_WITH_SEPARATORS, { message: mobileMessage() })
  mobile!: string;

  @Field(() => LoginInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => LoginInput)
  login?: LoginInput;
}

@Labels(LABELS)
@InputType()
export class ResetKeyInput {
  @Field(() => String)
  @IsEmail({}, { message: '이메일 형식이 맞지 않습니다.' })
  @MaxLength(100)
  email!: string;

  @Field(() => String)
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{20,100}$/, { message: '비밀번호 재설정 링크가 유효하지 않거나 만료되었습니다.' })
  key!: string;
}

@Labels(LABELS)
@InputType()
export class ResetPasswordInput extends ResetKeyInput {
  @Field(() => String)
  @IsString()
  @Matches(PASSWORD, { message: passwordMessage() })
  password!: string;

  @Field(() => String)
  @IsString()
  @MaxLength(64)
  passwordConfirm!: string;
}

/** POST svs/sign/in, form-encoded as OAuth2 password / refresh_token grants. */
@Labels(LABELS)
@InputType()
export class TokenRequest {
  @Field(() => String)
  @IsIn(['password', 'refresh_token', 'client_credentials'], { message: '지원하지 않는 grant_type 입니다.' })
  grant_type!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  username?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  password?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  refresh_token?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  scope?: string;
}
