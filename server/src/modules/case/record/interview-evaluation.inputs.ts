import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsEnum, IsIn, IsInt, IsOptional, Min, ValidateNested } from 'class-validator';
import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';

type ReturnTypeFunc = Parameters<typeof Field>[0] & (() => unknown);
import { PageArgs } from '../../../platform/paging.js';
import { Labels } from '../../../platform/validation.js';
import { TargetType } from './case-types.js';
import { type FamilyRow, type MainValues, type Sections } from './interview-evaluation.entity.js';
import { FAMILY_FIELDS, HOME_TREATMENT_FIELDS, INTERVIEW_STYLE, MAIN_FIELDS, MAX_FAMILY_ROWS, PAST_HISTORY_FIELDS, SECTION_LABELS, SCHOOL_LIFE_FIELDS, ETC_FIELDS } from './interview-evaluation.fields.js';
import { declareInputs, type Fields, type RestValuesOf } from '../field-kit.js';


/**
 * Interview evaluation inputs at both doors. GraphQL takes multiple choices as lists; REST takes them comma-joined
 * (SPEC §4), in classes of its own (…Body) that the REST facade splits before calling the same service. Every field
 * is optional here (a draft may be partial); the service checks the choices, the dates, the 기타 texts and, on
 * submission (isDone Y), the required fields.
 */
const BASE_LABELS = {
  requestId: '사례',
  interviewTargetType: '면담 대상',
  isDone: '제출 여부',
  schoolLife: '학교생활',
  pastHistory: '과거력',
  homeTreatment: '가정 내 지도',
  etc: '기타 관찰',
  familyRelationshipList: '가족 관계',
};

/** A nested section: one class is its GraphQL input and view; the REST door gets a twin with comma-joined choices. */
function section<T extends object>(name: string, label: string, defs: Fields) {
  @ObjectType(`Interview${name}`, { description: `면담평가: ${label}` })
  @InputType(`Interview${name}Input`)
  class Gql {}
  Object.defineProperty(Gql, 'name', { value: `Interview${name}` });
  Labels(declareInputs(Gql, defs, INTERVIEW_STYLE, 'graphql'))(Gql);
  class Rest {}
  Object.defineProperty(Rest, 'name', { value: `Interview${name}Body` });
  Labels(declareInputs(Rest, defs, INTERVIEW_STYLE, 'rest'))(Rest);
  return { Gql: Gql as new () => T, Rest: Rest as new () => object };
}

export const SchoolLife = section<NonNullable<Sections['schoolLife']>>('SchoolLife', SECTION_LABELS.schoolLife, SCHOOL_LIFE_FIELDS);
export const PastHistory = section<NonNullable<Sections['pastHistory']>>('PastHistory', SECTION_LABELS.pastHistory, PAST_HISTORY_FIELDS);
export const HomeTreatment = section<NonNullable<Sections['homeTreatment']>>('HomeTreatment', SECTION_LABELS.homeTreatment, HOME_TREATMENT_FIELDS);
export const Etc = section<NonNullable<Sections['etc']>>('Etc', SECTION_LABELS.etc, ETC_FIELDS);
export const Family = section<FamilyRow>('FamilyRelationship', SECTION_LABELS.familyRelationshipList, FAMILY_FIELDS);

/** What both doors share: the target, the state and the nested parts (REST with its own section classes). */
function base(door: 'graphql' | 'rest') {
  const of = (s: { Gql: new () => object; Rest: new () => object }) => (door === 'graphql' ? s.Gql : s.Rest);
  const gql = (type: ReturnTypeFunc, nullable = true) => (door === 'graphql' ? Field(type, { nullable }) : () => undefined);
  class Base {
    @gql(() => TargetType, false)
    @IsEnum(TargetType, { message: '면담 대상을 선택해주세요.' })
    interviewTargetType!: TargetType;

    @gql(() => String, false)
    @IsIn(['Y', 'N'], { message: '제출 여부는 Y 또는 N이어야 합니다.' })
    isDone!: 'Y' | 'N';

    @gql(() => of(SchoolLife))
    @IsOptional()
    @ValidateNested()
    @Type(() => of(SchoolLife))
    schoolLife?: object;

    @gql(() => of(PastHistory))
    @IsOptional()
    @ValidateNested()
    @Type(() => of(PastHistory))
    pastHistory?: object;

    @gql(() => of(HomeTreatment))
    @IsOptional()
    @ValidateNested()
    @Type(() => of(HomeTreatment))
    homeTreatment?: object;

    @gql(() => of(Etc))
    @IsOptional()
    @ValidateNested()
    @Type(() => of(Etc))
    etc?: object;

    @gql(() => [of(Family)])
    @IsOptional()
    @IsArray()
    @ArrayMaxSize(MAX_FAMILY_ROWS, { message: `가족 관계는 ${MAX_FAMILY_ROWS}명까지 입력할 수 있습니다.` })
    @ValidateNested({ each: true })
    @Type(() => of(Family))
    familyRelationshipList?: object[];
  }
  // an input type of its own for type-graphql to inherit the fields from (never used by name, so not emitted)
  if (door === 'graphql') InputType('InterviewEvaluationFields')(Base);
  return Base;
}

const mainLabels = (Cls: Function, door: 'graphql' | 'rest') => Labels({ ...BASE_LABELS, ...declareInputs(Cls, MAIN_FIELDS, INTERVIEW_STYLE, door) })(Cls);

@InputType({ description: '면담평가 (임시저장 isDone N은 일부만, 제출 isDone Y는 필수 항목을 모두)' })
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- its table's fields, declared below
export class InterviewEvaluationInput extends base('graphql') {}
mainLabels(InterviewEvaluationInput, 'graphql');

@InputType({ description: '면담평가 등록' })
export class CreateInterviewEvaluationInput extends InterviewEvaluationInput {
  @Field(() => Int)
  @IsInt({ message: '사례를 선택해주세요.' })
  @Min(1, { message: '사례를 선택해주세요.' })
  requestId!: number;
}

/** REST PUT svs-u/interview-evaluation/{id}: multiple choices comma-joined. */
export class InterviewEvaluationBody extends base('rest') {}
mainLabels(InterviewEvaluationBody, 'rest');

/** REST POST svs-u/interview-evaluation. */
export class CreateInterviewEvaluationBody extends InterviewEvaluationBody {
  @Type(() => Number)
  @IsInt({ message: '사례를 선택해주세요.' })
  @Min(1, { message: '사례를 선택해주세요.' })
  requestId!: number;
}

/** The list of a case: GraphQL arguments and the REST query. */
@ArgsType()
export class InterviewEvaluationQuery extends PageArgs {
  @Field(() => Int)
  @Type(() => Number)
  @IsInt({ message: '사례를 선택해주세요.' })
  @Min(1, { message: '사례를 선택해주세요.' })
  requestId!: number;
}

/** What the service takes from either door (multiple choices as lists). */
export type InterviewEvaluationValues = MainValues & Sections & {
  interviewTargetType: TargetType;
  isDone: 'Y' | 'N';
  familyRelationshipList?: FamilyRow[];
};
export type InterviewEvaluationRest = RestValuesOf<typeof MAIN_FIELDS>;

// the fields of MAIN_FIELDS, declared on the class by ../field-kit.ts
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type
export interface InterviewEvaluationInput extends MainValues {}
