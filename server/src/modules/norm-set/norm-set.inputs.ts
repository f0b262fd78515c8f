import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsEnum, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Labels } from '../../platform/validation.js';
import { EvaluationSchoolType, ScoreRange } from '../scoring/scoring.enums.js';

/** The administrator's norm-set inputs: interpretation texts, and a norm-set version. */

/** The Korean field names validation messages use. */
const LABELS: Record<string, string> = {
  version: '규준 버전',
  label: '규준 이름',
  text: '해석 문구',
};

@Labels(LABELS)
@InputType()
export class InterpretationInput {
  @Field(() => EvaluationSchoolType)
  @IsEnum(EvaluationSchoolType)
  schoolType!: EvaluationSchoolType;

  @Field(() => String, { description: '영역 코드 또는 total' })
  @IsString()
  @MaxLength(10)
  scale!: string;

  @Field(() => ScoreRange)
  @IsEnum(ScoreRange)
  range!: ScoreRange;

  @Field(() => String)
  @IsString()
  @MaxLength(1000)
  text!: string;
}

@Labels(LABELS)
export class InterpretationsBody {
  @IsArray()
  @ArrayMinSize(1, { message: '해석 문구를 입력해주세요.' })
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => InterpretationInput)
  rows!: InterpretationInput[];
}

@Labels(LABELS)
export class VersionParam {
  @IsString()
  @Matches(/^[A-Za-z0-9._-]{1,50}$/, { message: '규준 버전은 영문, 숫자, 점, 하이픈 50자 이내로 입력해주세요.' })
  version!: string;
}
