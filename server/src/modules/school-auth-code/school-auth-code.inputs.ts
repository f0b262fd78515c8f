import { IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Labels } from '../../platform/validation.js';

const LABELS: Record<string, string> = { code: '코드', enteredCode: '인증코드' };

@Labels(LABELS)
@InputType()
export class AuthenticationCodeInput {
  @Field(() => String)
  @IsString()
  @Matches(/^[A-Za-z0-9]{1,20}$/)
  schoolId!: string;

  /** New code; empty generates one. */
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9]{6,20}$/, { message: '인증코드는 영문과 숫자 6~20자로 입력해주세요.' })
  code?: string;
}

@Labels(LABELS)
@InputType()
export class AuthenticationCodeCheckInput {
  /** The school whose code is entered; a signed-in CLIENT's own school when omitted. */
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9]{1,20}$/)
  code?: string;

  @Field(() => String)
  @IsString()
  @MinLength(1, { message: '인증코드를 입력해주세요.' })
  @MaxLength(20)
  enteredCode!: string;
}

/** GET svs-u/school/authentication-code?schoolId=… */
@InputType('SchoolIdQuery')
export class SchoolIdQuery {
  @Field(() => String)
  @IsString()
  @Matches(/^[A-Za-z0-9]{1,20}$/, { message: '학교를 선택해주세요.' })
  schoolId!: string;
}
