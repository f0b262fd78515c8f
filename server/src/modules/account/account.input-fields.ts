import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsEmail, IsEnum, IsInt, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Field, InputType, Int, type InputTypeOptions } from 'type-graphql';
import { Labels } from '../../platform/validation.js';
import { RoleCode } from './role.entity.js';
import { MobileNumber, OptionalText } from '../../platform/input-fields.js';

/**
 * What the account inputs have in common: the Korean labels of their fields, and the fields a person fills in about
 * themselves and where an account belongs, shared by the sign-up inputs (account.sign-inputs.ts) and the
 * administrator's and the user's own inputs (account.inputs.ts).
 */

export const LABELS: Record<string, string> = {
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

export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Fields a person fills in about themselves, shared by sign-up, self-edit and admin create. */
@Labels(LABELS)
@InputType(ABSTRACT)
export abstract class ProfileFields {
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

  @MobileNumber()
  mobile!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @Matches(/^[0-9-]{7,20}$/, { message: '전화번호 형식이 맞지 않습니다.' })
  number?: string;

  @OptionalText(50)
  occupationPosition?: string;

  @OptionalText(50)
  occupation?: string;

  @OptionalText(100)
  occupationEtc?: string;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(50, { each: true })
  certificates?: string[];

  @OptionalText(100)
  certificateEtc?: string;
}

/**
 * Where an account belongs: a school (CLIENT, MEMBER), a center (CENTER_*), a 시도 (EDUCATION_OFFICE), with its role.
 * A mixin, so the role-change command and the full account inputs share one definition of these fields.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TypeScript requires any[] in a mixin constructor
export function withAffiliation<T extends abstract new (...args: any[]) => object>(Base: T) {
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

export const AffiliationFields = withAffiliation(ProfileFields);

