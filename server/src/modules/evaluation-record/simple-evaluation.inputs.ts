import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsEnum,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Min,
  ValidateNested,
} from 'class-validator';
import { Field, InputType, Int, registerEnumType } from 'type-graphql';
import { MOBILE_WITH_SEPARATORS, mobileMessage } from '../../platform/rules.js';
import { Labels } from '../../platform/validation.js';
import { EvaluationSchoolType, Gender } from './simple-evaluation.entity.js';
import { OptionalText } from '../../platform/input-fields.js';

/** The Korean field names validation messages use, for every simple-evaluation input (also the list inputs). */
export const LABELS: Record<string, string> = {
  schoolId: '학교',
  schoolTargetType: '학교급',
  gender: '성별',
  mobile: '휴대전화번호',
  year: '연도',
  requestId: '의뢰',
  smsContent: '문자 내용',
  ids: '간편검사',
  isDone: '완료 여부',
  answers: '응답',
  reason: '사유',
  reasonEtc: '기타 사유',
  linkageYn: '연계 여부',
  institutionLinkage: '연계 기관',
  institutionLinkageEtc: '기타 연계 기관',
  studentCode: '관리번호',
  fromDate: '시작일',
  toDate: '종료일',
  sort: '정렬',
  fileName: '파일 이름',
};

export const YN = ['Y', 'N'] as const;

/** One staff registration (SPEC §2 /auth/simple-evaluation/register): the management number is generated. */
@Labels(LABELS)
@InputType()
export class SimpleEvaluationInput {
  /** School users register for their own school; center staff and administrators name one they cover. */
  @Field(() => String, { nullable: true, description: '학교 (센터·관리자: 필수, 학교 사용자: 소속 학교)' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9]{1,20}$/, { message: '학교를 선택해주세요.' })
  schoolId?: string;

  @Field(() => EvaluationSchoolType)
  @IsEnum(EvaluationSchoolType, { message: '학교급을 선택해주세요.' })
  schoolTargetType!: EvaluationSchoolType;

  @Field(() => Gender)
  @IsEnum(Gender, { message: '성별을 선택해주세요.' })
  gender!: Gender;

  /** 01012345678, 010-1234-5678 or 010 1234 5678; stored as digits. */
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @Matches(MOBILE_WITH_SEPARATORS, { message: mobileMessage() })
  mobile?: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  requestId?: number;
}

@Labels(LABELS)
@InputType()
export class IdsInput {
  @Field(() => [Int])
  @IsArray()
  @ArrayMinSize(1, { message: '간편검사를 선택해주세요.' })
  @ArrayMaxSize(1000)
  @IsInt({ each: true })
  ids!: number[];
}

@InputType()
export class AnswerInput {
  @Field(() => String, { description: '문항 키 (예: emot01)' })
  @IsString()
  @Matches(/^[a-z]{4}\d{2}$/, { message: '문항 키 형식이 맞지 않습니다.' })
  key!: string;

  @Field(() => Int, { nullable: true, description: '0–3; 비우면 0으로 채점' })
  @IsOptional()
  @IsInt({ message: '응답은 정수여야 합니다.' })
  value?: number | null;
}

/** Paper questionnaire entered by staff (GraphQL): answers as key/value pairs, isDone Y to score. */
@Labels(LABELS)
@InputType()
export class PaperAnswersInput {
  @Field(() => [AnswerInput])
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => AnswerInput)
  answers!: AnswerInput[];

  @Field(() => String, { defaultValue: 'Y', description: 'Y: 완료하고 채점, N: 임시 저장' })
  @IsIn(YN, { message: '완료 여부는 Y 또는 N이어야 합니다.' })
  isDone: 'Y' | 'N' = 'Y';
}

/** The same for REST (PUT svs-u/simple-evaluation/{simpleEvaluationId}): answers as an object { emot01: 2, … }. */
@Labels(LABELS)
export class PaperAnswersBody {
  @IsOptional()
  @IsIn(YN, { message: '완료 여부는 Y 또는 N이어야 합니다.' })
  isDone?: 'Y' | 'N';

  /** Checked against the school type's items by the core (unknown key, off-scale value → 400 with every problem). */
  @IsObject({ message: '응답 형식이 올바르지 않습니다.' })
  answers!: Record<string, number | null>;
}

@Labels(LABELS)
@InputType()
export class NotImplementedInput {
  @Field(() => String, { description: 'Y: 미실시, N: 미실시 해제' })
  @IsIn(YN, { message: '미실시 여부는 Y 또는 N이어야 합니다.' })
  isNotImplemented!: 'Y' | 'N';

  @OptionalText(50)
  reason?: string;

  @OptionalText(500)
  reasonEtc?: string;
}

@Labels(LABELS)
@InputType()
export class AfterManagementInput {
  @Field(() => String)
  @IsIn(YN, { message: '연계 여부는 Y 또는 N이어야 합니다.' })
  linkageYn!: 'Y' | 'N';

  @OptionalText(500, '연계 기관 (여러 개는 쉼표로 구분)')
  institutionLinkage?: string;

  @OptionalText(500)
  institutionLinkageEtc?: string;

  @OptionalText(1000)
  reason?: string;
}

/** POST svs-u/simple-evaluation/after-management: the same after-management for several evaluations at once. */
@Labels(LABELS)
@InputType()
export class BulkAfterManagementInput extends AfterManagementInput {
  @Field(() => [Int])
  @IsArray()
  @ArrayMinSize(1, { message: '간편검사를 선택해주세요.' })
  @ArrayMaxSize(1000)
  @IsInt({ each: true })
  ids!: number[];
}

/** One row of a group register given as text (the GraphQL twin of the Excel upload; the same checks per row). */
@InputType()
export class GroupRowInput {
  @OptionalText(20, '초등 또는 중고등 (비우면 학교의 학교급)')
  schoolTargetType?: string;

  @OptionalText(10, '남 또는 여')
  gender?: string;

  @OptionalText(20, '학생 휴대전화번호')
  mobile?: string;

  @OptionalText(20, '보호자 휴대전화번호 (REGISTER_AND_SEND면 필수)')
  guardianMobile?: string;
}

export enum GroupRegisterMethod {
  REGISTER = 'REGISTER',
  REGISTER_AND_SEND = 'REGISTER_AND_SEND',
}
registerEnumType(GroupRegisterMethod, {
  name: 'GroupRegisterMethod',
  description: 'REGISTER: 등록만, REGISTER_AND_SEND: 등록하고 같은 트랜잭션에서 보호자마다 동의 링크 문자 발송',
});

export enum GroupRegisterMode {
  PREVIEW = 'PREVIEW',
  COMMIT = 'COMMIT',
}
registerEnumType(GroupRegisterMode, { name: 'GroupRegisterMode', description: 'PREVIEW: 오류만 확인 (저장 안 함), COMMIT: 모두 등록 (오류가 있으면 하나도 등록 안 함)' });

@Labels(LABELS)
@InputType()
export class GroupRegisterInput {
  @Field(() => GroupRegisterMode)
  @IsEnum(GroupRegisterMode)
  mode!: GroupRegisterMode;

  @Field(() => GroupRegisterMethod, { nullable: true, description: '기본 REGISTER' })
  @IsOptional()
  @IsEnum(GroupRegisterMethod)
  method?: GroupRegisterMethod;

  @Field(() => String, { nullable: true, description: '학교 (센터·관리자: 필수)' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9]{1,20}$/, { message: '학교를 선택해주세요.' })
  schoolId?: string;

  @Field(() => [GroupRowInput])
  @IsArray()
  @ArrayMinSize(1, { message: '등록할 학생이 없습니다.' })
  @ArrayMaxSize(5000, { message: '한 번에 5,000명까지 등록할 수 있습니다.' })
  @ValidateNested({ each: true })
  @Type(() => GroupRowInput)
  rows!: GroupRowInput[];
}
