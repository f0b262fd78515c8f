import { Type } from 'class-transformer';
import { IsEnum, IsIn, IsInt, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { MOBILE_WITH_SEPARATORS, mobileMessage } from '../../platform/rules.js';
import { Labels } from '../../platform/validation.js';
import { Gender } from '../evaluation-record/simple-evaluation.entity.js';
import { ConsentMethod, RequestType } from './request.entity.js';
import { DATE_TIME, dateTimeMessage, FILLED, LABELS, PHONE, YN } from './request.inputs.js';
import { MobileNumber, OptionalText } from '../../platform/input-fields.js';

/** The request form: filing, editing and re-filing (RequestInput), and its drafts (임시저장), rules as request.inputs.ts says. */

@Labels(LABELS)
@InputType()
export class RequestTargetInput {
  @Field(() => String)
  @IsString()
  @MaxLength(50)
  @Matches(FILLED, { message: '학생 이름을 입력해주세요.' })
  name!: string;

  @Field(() => Gender)
  @IsEnum(Gender, { message: '성별을 선택해주세요.' })
  gender!: Gender;

  @Field(() => Int)
  @Type(() => Number)
  @IsInt({ message: '생년월일 형식이 맞지 않습니다.' })
  @Min(1990, { message: '생년월일 형식이 맞지 않습니다.' })
  @Max(2100, { message: '생년월일 형식이 맞지 않습니다.' })
  birthYear!: number;

  @Field(() => Int)
  @Type(() => Number)
  @IsInt({ message: '생년월일 형식이 맞지 않습니다.' })
  @Min(1, { message: '생년월일 형식이 맞지 않습니다.' })
  @Max(12, { message: '생년월일 형식이 맞지 않습니다.' })
  birthMonth!: number;

  @Field(() => Int)
  @Type(() => Number)
  @IsInt({ message: '생년월일 형식이 맞지 않습니다.' })
  @Min(1, { message: '생년월일 형식이 맞지 않습니다.' })
  @Max(31, { message: '생년월일 형식이 맞지 않습니다.' })
  birthDate!: number;

  /** 01012345678, 010-1234-5678 or 010 1234 5678; stored as digits. */
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @Matches(MOBILE_WITH_SEPARATORS, { message: mobileMessage('학생 휴대전화번호') })
  mobile?: string;
}

/** Filing (POST) and editing or re-filing after a supplement request (PUT): the whole form. */
@Labels(LABELS)
@InputType()
export class RequestInput {
  @Field(() => RequestType, { nullable: true, defaultValue: RequestType.GENERAL })
  @IsOptional()
  @IsEnum(RequestType, { message: '의뢰 유형을 선택해주세요.' })
  requestType?: RequestType;

  /** The simple evaluation it is referred from (requestType SIMPLE_EVALUATION): one of the same school. */
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  simpleEvaluationId?: number;

  /** Ignored from school users (their own school); others may not file. Kept for symmetry with the evaluation form. */
  @Field(() => String, { nullable: true, description: '학교 (학교 사용자는 소속 학교)' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9]{1,20}$/, { message: '학교를 선택해주세요.' })
  schoolId?: string;

  @Field(() => RequestTargetInput)
  @IsObject({ message: '의뢰 대상 학생을 입력해주세요.' })
  @ValidateNested()
  @Type(() => RequestTargetInput)
  requestTarget!: RequestTargetInput;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '학년 형식이 맞지 않습니다.' })
  @Min(1, { message: '학년 형식이 맞지 않습니다.' })
  @Max(6, { message: '학년 형식이 맞지 않습니다.' })
  grade?: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '반 형식이 맞지 않습니다.' })
  @Min(1, { message: '반 형식이 맞지 않습니다.' })
  @Max(99, { message: '반 형식이 맞지 않습니다.' })
  classNo?: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '번호 형식이 맞지 않습니다.' })
  @Min(1, { message: '번호 형식이 맞지 않습니다.' })
  @Max(99, { message: '번호 형식이 맞지 않습니다.' })
  num?: number;

  @Field(() => String)
  @IsString()
  @MaxLength(50)
  @Matches(FILLED, { message: '의뢰자 이름을 입력해주세요.' })
  requesterName!: string;

  @OptionalText(100)
  requesterInstitution?: string;

  @Field(() => String, { description: '휴대전화 또는 일반 전화 (숫자, 하이픈 또는 공백 구분)' })
  @IsString()
  @Matches(PHONE, { message: mobileMessage('의뢰자 연락처') })
  requesterContact!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @Matches(PHONE, { message: mobileMessage('팩스') })
  requesterFax?: string;

  @MobileNumber('보호자 연락처')
  guardianContact!: string;

  @Field(() => String, { description: '보호자 관계 (예: 부, 모, 조부모; ETC면 기타 관계 입력)' })
  @IsString()
  @MaxLength(20)
  @Matches(FILLED, { message: '보호자 관계를 선택해주세요.' })
  guardianRelationship!: string;

  @OptionalText(100)
  guardianRelationshipEtc?: string;

  @OptionalText(200)
  address?: string;

  @OptionalText(200)
  addressDetail?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @Matches(/^\d{5}$/, { message: '우편번호 형식이 맞지 않습니다.' })
  postcode?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(YN, { message: '과거 관심군 여부는 Y 또는 N이어야 합니다.' })
  pastInterestGroup?: 'Y' | 'N';

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(YN, { message: '과거 기관 연계 여부는 Y 또는 N이어야 합니다.' })
  pastInstitutionalLinkage?: 'Y' | 'N';

  @OptionalText(500, '과거 서비스 경험 (여러 개는 쉼표로 구분)')
  pastExperience?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(YN, { message: '치료비 지원 희망 여부는 Y 또는 N이어야 합니다.' })
  ssMedicalExpensesSupport?: 'Y' | 'N';

  @Field(() => String)
  @IsString()
  @MaxLength(4000)
  @Matches(FILLED, { message: '주호소를 입력해주세요.' })
  mainAppeal!: string;

  @OptionalText(2000)
  remark?: string;

  @Field(() => String, { description: 'Y: 보호자가 의뢰에 동의함 (필수)' })
  @IsIn(['Y'], { message: '의뢰 동의가 필요합니다.' })
  gcRequest!: 'Y';

  @Field(() => String, { description: '동의 일시 YYYY-MM-DDTHH:mm (한국 시간)' })
  @IsString()
  @Matches(DATE_TIME, { message: dateTimeMessage('의뢰 동의 일시') })
  gcRequestAt!: string;

  @Field(() => ConsentMethod)
  @IsEnum(ConsentMethod, { message: '의뢰 동의 방법을 선택해주세요.' })
  gcRequestMethod!: ConsentMethod;

  @Field(() => String, { description: 'Y: 보호자가 센터에 대한 제3자 제공에 동의함 (필수)' })
  @IsIn(['Y'], { message: '제3자 제공 동의가 필요합니다.' })
  gc3rdPartyProvision!: 'Y';

  @Field(() => String, { description: '동의 일시 YYYY-MM-DDTHH:mm (한국 시간)' })
  @IsString()
  @Matches(DATE_TIME, { message: dateTimeMessage('제3자 제공 동의 일시') })
  gc3rdPartyProvisionAt!: string;

  @Field(() => ConsentMethod)
  @IsEnum(ConsentMethod, { message: '제3자 제공 동의 방법을 선택해주세요.' })
  gc3rdPartyProvisionMethod!: ConsentMethod;
}

/**
 * 임시저장 (a draft, SPEC search.searchTemp): the same form, every field optional; a field that is filled must be
 * well-formed (the same rules and messages as filing), the required-field checks apply when the draft is filed. A
 * subclass adding only @IsOptional keeps the parent's format checks for values that are present (class-validator
 * merges the two), and `nullable` fields let the GraphQL twin take a half-filled form.
 */
function optionalFields(target: Function, fields: Record<string, () => unknown>): void {
  for (const [name, type] of Object.entries(fields)) {
    Field(type as () => StringConstructor, { nullable: true })(target.prototype, name);
    IsOptional()(target.prototype, name);
  }
}

@Labels(LABELS)
@InputType()
export class RequestTargetDraftInput extends RequestTargetInput {}
optionalFields(RequestTargetDraftInput, { name: () => String, gender: () => Gender, birthYear: () => Int, birthMonth: () => Int, birthDate: () => Int });

@Labels(LABELS)
@InputType()
export class RequestDraftInput extends RequestInput {}
// the student, half-filled too (decorated here rather than redeclared: a redeclared field would shadow the parent's)
ValidateNested()(RequestDraftInput.prototype, 'requestTarget');
Type(() => RequestTargetDraftInput)(RequestDraftInput.prototype, 'requestTarget');
/** What a draft may hold, as types: the form with every field possibly missing. */
export type RequestDraftForm = Partial<Omit<RequestInput, 'requestTarget'>> & { requestTarget?: Partial<RequestTargetInput> };

optionalFields(RequestDraftInput, {
  requestTarget: () => RequestTargetDraftInput,
  requesterName: () => String,
  requesterContact: () => String,
  guardianContact: () => String,
  guardianRelationship: () => String,
  mainAppeal: () => String,
  gcRequest: () => String,
  gcRequestAt: () => String,
  gcRequestMethod: () => ConsentMethod,
  gc3rdPartyProvision: () => String,
  gc3rdPartyProvisionAt: () => String,
  gc3rdPartyProvisionMethod: () => ConsentMethod,
});

/**
 * REST POST svs-u/request and PUT svs-u/request/{id}: the spec's two calls, plus `temp`. temp=Y saves a draft
 * (임시저장: POST starts one, PUT saves it again); otherwise POST files and PUT edits, re-files, or files a draft, and
 * the form is then held to every check of RequestInput (the GraphQL twins: saveRequestDraft, fileRequest,
 * updateRequest).
 */
@Labels({ ...LABELS, temp: '임시저장' })
export class RequestSaveBody extends RequestDraftInput {
  @IsOptional()
  @IsIn(YN, { message: '임시저장 여부는 Y 또는 N이어야 합니다.' })
  temp?: 'Y' | 'N';
}
