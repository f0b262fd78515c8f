import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, Min, ValidateNested } from 'class-validator';
import { ArgsType, Field, InputType, Int, registerEnumType } from 'type-graphql';
import { PageArgs } from '../../platform/paging.js';
import { Labels } from '../../platform/validation.js';
import { FORM_TYPES, type FormType } from './forms.instruments.js';
import { OptionalText } from '../../platform/input-fields.js';

export const FormTypeEnum = Object.fromEntries(FORM_TYPES.map((t) => [t, t])) as { [K in FormType]: K };
registerEnumType(FormTypeEnum, { name: 'FormType', description: '설문지 종류: SIMPLE_EVALUATION 간편검사, SDQ_KR SDQ-KR' });

const LABELS: Record<string, string> = {
  type: '설문지 종류',
  target: '대상',
  code: '설문지 코드',
  keyword: '검색어',
  title: '제목',
  description: '설명',
  questions: '문항',
  key: '문항 키',
  question: '문항 내용',
  examples: '보기',
  value: '보기 값',
  label: '보기 내용',
};

export const QUESTION_MAX = 500;
const NOT_BLANK = /\S/;

@Labels(LABELS)
@ArgsType()
export class FormFilter extends PageArgs {
  @Field(() => FormTypeEnum, { nullable: true })
  @IsOptional()
  @IsIn(FORM_TYPES, { message: '설문지 종류를 선택해주세요.' })
  type?: FormType;

  /** Part of the title or the code. */
  @OptionalText(50)
  keyword?: string;
}

/** GET svs/forms/find-form: by code, or by type and target (SIMPLE_EVALUATION + ELEMENTARY). */
@Labels(LABELS)
@ArgsType()
export class FindFormArgs {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Z_]{1,50}$/, { message: '설문지 코드 형식이 맞지 않습니다.' })
  code?: string;

  @Field(() => FormTypeEnum, { nullable: true })
  @IsOptional()
  @IsIn(FORM_TYPES, { message: '설문지 종류를 선택해주세요.' })
  type?: FormType;

  @Field(() => String, { nullable: true, description: '간편검사: ELEMENTARY 또는 MIDDLE_HIGH, SDQ-KR: STUDENT, GUARDIAN 또는 TEACHER' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Z_]{1,30}$/, { message: '대상 형식이 맞지 않습니다.' })
  target?: string;
}

@Labels(LABELS)
@InputType()
export class FormExampleInput {
  @Field(() => Int)
  @IsInt({ message: '보기 값은 정수입니다.' })
  @Min(0)
  value!: number;

  @Field(() => String)
  @IsString()
  @Matches(NOT_BLANK, { message: '보기 내용을 입력해주세요.' })
  @MaxLength(100, { message: '보기 내용은 100자 이내로 입력해주세요.' })
  label!: string;
}

@Labels(LABELS)
@InputType()
export class FormQuestionInput {
  @Field(() => String)
  @IsString()
  @Matches(/^[a-z]{2,10}\d{2,3}$/, { message: '문항 키 형식이 맞지 않습니다.' })
  key!: string;

  @Field(() => String)
  @IsString()
  @Matches(NOT_BLANK, { message: '문항 내용을 입력해주세요.' })
  @MaxLength(QUESTION_MAX, { message: `문항 내용은 ${QUESTION_MAX}자 이내로 입력해주세요.` })
  question!: string;

  @Field(() => [FormExampleInput])
  @IsArray()
  @ArrayMaxSize(10)
  @ValidateNested({ each: true })
  @Type(() => FormExampleInput)
  examples!: FormExampleInput[];
}

/** The whole form as edited on /auth/forms/detail: title, description, and every question with its examples. */
@Labels(LABELS)
@InputType()
export class FormUpdateInput {
  @Field(() => String)
  @IsString()
  @Matches(NOT_BLANK, { message: '제목을 입력해주세요.' })
  @MaxLength(100, { message: '제목은 100자 이내로 입력해주세요.' })
  title!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(1000, { message: '설명은 1000자 이내로 입력해주세요.' })
  description?: string;

  @Field(() => [FormQuestionInput])
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => FormQuestionInput)
  questions!: FormQuestionInput[];
}
