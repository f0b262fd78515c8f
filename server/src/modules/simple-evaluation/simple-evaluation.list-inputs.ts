import { Type } from 'class-transformer';
import { IsEnum, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, InputType, Int, registerEnumType } from 'type-graphql';
import { PlacedListArgs, SortBy, SortDirection, SortParam } from '../../platform/list-input.js';
import { Labels } from '../../platform/validation.js';
import { ConsentState, EvaluationSchoolType, Gender, ScoreRange } from '../evaluation-record/simple-evaluation.entity.js';
import { LABELS, YN } from '../evaluation-record/simple-evaluation.inputs.js';
import { OptionalText } from '../../platform/input-fields.js';

/** The staff list's inputs: its sort, its filters (GraphQL arguments and the REST query) and the Excel download. */

export enum EvaluationSortField {
  createdAt = 'createdAt',
  studentCode = 'studentCode',
  year = 'year',
  gender = 'gender',
  schoolTargetType = 'schoolTargetType',
  isDone = 'isDone',
  doneAt = 'doneAt',
  totalT = 'totalT',
  consentState = 'consentState',
}
registerEnumType(EvaluationSortField, { name: 'EvaluationSortField', description: '간편검사 목록 정렬 항목' });


@InputType()
export class EvaluationSortInput {
  @Field(() => EvaluationSortField)
  @IsEnum(EvaluationSortField, { message: '정렬 항목이 올바르지 않습니다.' })
  field!: EvaluationSortField;

  @Field(() => SortDirection, { defaultValue: SortDirection.ASC })
  @IsEnum(SortDirection, { message: '정렬 방향이 올바르지 않습니다.' })
  direction: SortDirection = SortDirection.ASC;
}

/** List filters, shared by the list, its page and the Excel download. Query strings: numbers arrive as text. */
@Labels(LABELS)
@ArgsType()
export class EvaluationFilterBase extends PlacedListArgs {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '연도 형식이 맞지 않습니다.' })
  @Min(2000)
  @Max(2100)
  year?: number;

  @Field(() => EvaluationSchoolType, { nullable: true })
  @IsOptional()
  @IsEnum(EvaluationSchoolType, { message: '학교급이 올바르지 않습니다.' })
  schoolTargetType?: EvaluationSchoolType;

  @Field(() => Gender, { nullable: true })
  @IsOptional()
  @IsEnum(Gender, { message: '성별이 올바르지 않습니다.' })
  gender?: Gender;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(YN, { message: '완료 여부는 Y 또는 N이어야 합니다.' })
  isDone?: 'Y' | 'N';

  @Field(() => ScoreRange, { nullable: true, description: '전체 T점수 구간' })
  @IsOptional()
  @IsEnum(ScoreRange, { message: '구간이 올바르지 않습니다.' })
  range?: ScoreRange;

  @Field(() => ScoreRange, {
    nullable: true,
    description: '가장 높은 구간: 영역 하나라도, 또는 위기 응답이면 우선 관심군 (PRIORITY_ATTENTION: 우선 관심군 영역이 있거나 위기 응답인 학생 모두)',
  })
  @IsOptional()
  @IsEnum(ScoreRange, { message: '구간이 올바르지 않습니다.' })
  topRange?: ScoreRange;

  @Field(() => String, { nullable: true, description: 'Y: 위기 응답(위기 문항 응답 또는 자살 및 위기 문제 우선 관심군)인 학생만' })
  @IsOptional()
  @IsIn(YN, { message: '위기 여부는 Y 또는 N이어야 합니다.' })
  crisis?: 'Y' | 'N';

  @Field(() => ConsentState, { nullable: true })
  @IsOptional()
  @IsEnum(ConsentState, { message: '동의 상태가 올바르지 않습니다.' })
  consentState?: ConsentState;

  @OptionalText(40, '관리번호 (일부 일치)')
  studentCode?: string;
}

/** GraphQL list arguments: the filters, and the sort as a list of fields and directions, applied in order. */
@Labels(LABELS)
@ArgsType()
export class SimpleEvaluationFilter extends EvaluationFilterBase {
  @SortBy(() => EvaluationSortInput)
  sortBy?: EvaluationSortInput[];
}

/** REST query: the same filters; sort as `field,asc;field,desc` (e.g. totalT,desc;studentCode,asc). */
@Labels(LABELS)
export class SimpleEvaluationQuery extends EvaluationFilterBase {
  @SortParam()
  sort?: string;
}

/** POST svs-u/simple-evaluation/excel-download: the list's filters and the file's name. */
@Labels(LABELS)
export class ExcelDownloadBody extends SimpleEvaluationQuery {
  @IsOptional()
  @IsString()
  @MaxLength(50)
  @Matches(/^[^\\/:*?"<>|]+$/, { message: '파일 이름에 쓸 수 없는 문자가 있습니다.' })
  fileName?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  reason?: string;
}
