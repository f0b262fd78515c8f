import { Transform, Type } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { CERT_NUM, LOGIN_ID, PASSWORD, passwordMessage } from '../../platform/rules.js';
import { Labels } from '../../platform/validation.js';
import { AffiliationFields, LABELS, trim } from './account.input-fields.js';
import { MobileNumber, OptionalText } from '../../platform/input-fields.js';

/**
 * The public sign inputs: sign-up, e-mail verification, finding a login id or a password reset link, resetting the
 * password, and the OAuth2 token request of POST svs/sign/in. User management's inputs are account.inputs.ts.
 */

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

  @MobileNumber()
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

  @OptionalText(50)
  username?: string;

  @OptionalText(64)
  password?: string;

  @OptionalText(200)
  refresh_token?: string;

  @OptionalText(200)
  scope?: string;
}
