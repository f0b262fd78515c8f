import { Type } from 'class-transformer';
import {
  IsEnum,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { ArgsType, Field, InputType, Int, registerEnumType } from 'type-graphql';
import { DATE, dateMessage, PlacedListArgs, SortBy, SortParam } from '../../platform/list-input.js';
import { PageArgs } from '../../platform/paging.js';
import { MOBILE_WITH_SEPARATORS, mobileMessage } from '../../platform/rules.js';
import { Labels } from '../../platform/validation.js';
import { Gender } from '../simple-evaluation/simple-evaluation.entity.js';
import { ConsentMethod, RequestType } from './request.entity.js';
import { ProgressStep, RequestStatus } from './request.lifecycle.js';

/**
 * Request inputs, validated at both doors with SPEC §5's rules and messages: mobile `{value} 형식이 맞지 않습니다.`,
 * dates YYYY-MM-DD (`… 형식이 맞지 않습니다.`), date-times YYYY-MM-DDTHH:mm (the same, without the final period), and
 * `종료일은 시작일보다 이후여야 합니다.` for a period. Numbers in REST queries arrive as text.
 */
const LABELS: Record<string, string> = {
  requestType: '의뢰 유형',
  simpleEvaluationId: '간편검사',
  schoolId: '학교',
  requestTarget: '의뢰 대상',
  name: '이름',
  gender: '성별',
  birthYear: '출생 연도',
  birthMonth: '출생 월',
  birthDate: '출생 일',
  mobile: '학생 휴대전화번호',
  grade: '학년',
  classNo: '반',
  num: '번호',
  requesterName: '의뢰자 이름',
  requesterInstitution: '의뢰 기관',
  requesterContact: '의뢰자 연락처',
  requesterFax: '팩스',
  guardianContact: '보호자 연락처',
  guardianRelationship: '보호자 관계',
  guardianRelationshipEtc: '기타 보호자 관계',
  address: '주소',
  addressDetail: '상세 주소',
  postcode: '우편번호',
  pastInterestGroup: '과거 관심군 여부',
  pastInstitutionalLinkage: '과거 기관 연계 여부',
  pastExperience: '과거 서비스 경험',
  ssMedicalExpensesSupport: '치료비 지원 희망',
  mainAppeal: '주호소',
  remark: '비고',
  gcRequest: '의뢰 동의',
  gcRequestAt: '의뢰 동의 일시',
  gcRequestMethod: '의뢰 동의 방법',
  gc3rdPartyProvision: '제3자 제공 동의',
  gc3rdPartyProvisionAt: '제3자 제공 동의 일시',
  gc3rdPartyProvisionMethod: '제3자 제공 동의 방법',
  rejectedMessage: '보완요청 내용',
  caseManagerId: '사례 담당자',
  progressStep: '진행 단계',
  caseOnly: '사례 여부',
  closingDate: '종결일',
  status: '상태',
  search: '검색어',
  sdCode: '시도',
  fromDate: '시작일',
  toDate: '종료일',
  sort: '정렬',
  fileName: '파일 이름',
  reason: '사유',
};

const YN = ['Y', 'N'] as const;
export { DATE };
export const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
/** A landline or a mobile (a requester may give the school's number), with one kind of separator or none. */
const PHONE = /^(0\d{1,2}([ -]?)\d{3,4}\2\d{4})$/;
const dateTimeMessage = (name: string) => `${name} 형식이 맞지 않습니다`;
/** Something besides spaces. */
const FILLED = /\S/;

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

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
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

  @Field(() => String)
  @IsString()
  @Matches(MOBILE_WITH_SEPARATORS, { message: mobileMessage('보호자 연락처') })
  guardianContact!: string;

  @Field(() => String, { description: '보호자 관계 (예: 부, 모, 조부모; ETC면 기타 관계 입력)' })
  @IsString()
  @MaxLength(20)
  @Matches(FILLED, { message: '보호자 관계를 선택해주세요.' })
  guardianRelationship!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  guardianRelationshipEtc?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  address?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
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

  @Field(() => String, { nullable: true, description: '과거 서비스 경험 (여러 개는 쉼표로 구분)' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
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

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
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

@Labels(LABELS)
@InputType()
export class RejectInput {
  @Field(() => String, { description: '보완이 필요한 내용 (의뢰자에게 보입니다)' })
  @IsString()
  @MaxLength(1000)
  @Matches(FILLED, { message: '보완요청 내용을 입력해주세요.' })
  rejectedMessage!: string;
}

@Labels(LABELS)
@InputType()
export class ApproveInput {
  /** The case manager can be chosen at approval, or later (assign-manager). */
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  caseManagerId?: number;
}

@Labels(LABELS)
@InputType()
export class AssignManagerInput {
  @Field(() => Int)
  @Type(() => Number)
  @IsInt({ message: '사례 담당자를 선택해주세요.' })
  @Min(1, { message: '사례 담당자를 선택해주세요.' })
  caseManagerId!: number;
}

@Labels(LABELS)
@InputType()
export class ChangeProgressStepInput {
  @Field(() => ProgressStep)
  @IsEnum(ProgressStep, { message: '진행 단계를 선택해주세요.' })
  progressStep!: ProgressStep;
}

@Labels(LABELS)
@InputType()
export class CompleteClosingInput {
  @Field(() => String, { description: '종결일 YYYY-MM-DD' })
  @IsString()
  @Matches(DATE, { message: dateMessage('종결일') })
  closingDate!: string;
}

@Labels(LABELS)
@InputType()
export class DeleteRequestInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;
}

export enum RequestSortField {
  requestDate = 'requestDate',
  status = 'status',
  progressStep = 'progressStep',
  requestType = 'requestType',
  targetName = 'targetName',
  schoolName = 'schoolName',
  requesterName = 'requesterName',
  closingDate = 'closingDate',
}
registerEnumType(RequestSortField, { name: 'RequestSortField', description: '의뢰 목록 정렬 항목' });

export enum RequestSortDirection {
  ASC = 'ASC',
  DESC = 'DESC',
}
registerEnumType(RequestSortDirection, { name: 'RequestSortDirection' });

@InputType()
export class RequestSortInput {
  @Field(() => RequestSortField)
  @IsEnum(RequestSortField, { message: '정렬 항목이 올바르지 않습니다.' })
  field!: RequestSortField;

  @Field(() => RequestSortDirection, { defaultValue: RequestSortDirection.ASC })
  @IsEnum(RequestSortDirection, { message: '정렬 방향이 올바르지 않습니다.' })
  direction: RequestSortDirection = RequestSortDirection.ASC;
}

/** The filed states (a draft is listed through searchTemp=Y, never by status). */
export const STATUS_FILTER = [...Object.values(RequestStatus).filter((s) => s !== RequestStatus.DRAFT), 'ALL'] as const;
export const STEP_FILTER = [...Object.values(ProgressStep), 'ALL'] as const;

const SEARCH_TEMP = 'N (기본): 접수된 의뢰 (임시저장 제외); Y: 호출한 사용자가 임시저장한 의뢰만';

/** List filters, shared by the lists, their pages and the Excel download. */
@Labels(LABELS)
@ArgsType()
export class RequestFilterBase extends PlacedListArgs {
  @Field(() => String, { nullable: true, description: `상태 (${STATUS_FILTER.join(', ')}); ALL 또는 비우면 전체` })
  @IsOptional()
  @IsIn(STATUS_FILTER, { message: '상태가 올바르지 않습니다.' })
  status?: string;

  @Field(() => String, { nullable: true, description: `진행 단계 (${STEP_FILTER.join(', ')}); ALL 또는 비우면 전체` })
  @IsOptional()
  @IsIn(STEP_FILTER, { message: '진행 단계가 올바르지 않습니다.' })
  progressStep?: string;

  @Field(() => String, { nullable: true, description: 'Y: 승인된 사례만 (진행 단계가 있는 의뢰; 사례 관리 목록, 단계별 사례 수의 ALL과 같음)' })
  @IsOptional()
  @IsIn(['Y', 'N'], { message: '사례 여부가 올바르지 않습니다.' })
  caseOnly?: string;

  @Field(() => RequestType, { nullable: true })
  @IsOptional()
  @IsEnum(RequestType, { message: '의뢰 유형이 올바르지 않습니다.' })
  requestType?: RequestType;

  @Field(() => String, { nullable: true, description: '학생 이름, 학교 이름 또는 의뢰자 이름 (일부 일치)' })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  search?: string;
}

@Labels(LABELS)
@ArgsType()
export class RequestFilter extends RequestFilterBase {
  @SortBy(() => RequestSortInput)
  sortBy?: RequestSortInput[];

  @Field(() => String, { nullable: true, defaultValue: 'N', description: SEARCH_TEMP })
  @IsOptional()
  @IsIn(YN, { message: '임시저장 여부는 Y 또는 N이어야 합니다.' })
  searchTemp?: 'Y' | 'N';
}

/** REST: the filters and sort as `field,asc;field,desc` (e.g. requestDate,desc;targetName,asc). */
@Labels(LABELS)
export class RequestSortedQuery extends RequestFilterBase {
  @SortParam()
  sort?: string;
}

/** REST list query: the filters, the sort, and SPEC's `search.searchTemp` (query keys nest with dots, SPEC §7). */
@Labels({ ...LABELS, 'search.searchTemp': '임시저장' })
export class RequestQuery extends RequestSortedQuery {
  /** SPEC §9 search.searchTemp, default N. */
  @IsOptional()
  @IsIn(YN, { message: '임시저장 여부는 Y 또는 N이어야 합니다.' })
  'search.searchTemp'?: 'Y' | 'N';
}

/** POST svs-u/request/excel-download: the list's filters (never drafts), the file's name and why (written to the access log). */
@Labels(LABELS)
export class RequestExcelBody extends RequestSortedQuery {
  @IsOptional()
  @IsString()
  @MaxLength(50)
  @Matches(/^[^\\/:*?"<>|]+$/, { message: '파일 이름에 쓸 수 없는 문자가 있습니다.' })
  fileName?: string;

  @IsString()
  @MinLength(1, { message: '다운로드 사유를 입력해주세요.' })
  @MaxLength(200)
  @Matches(FILLED, { message: '다운로드 사유를 입력해주세요.' })
  reason!: string;
}

/** POST svs-u/request/history and history-cm: the delete history, filtered and paged. */
@Labels(LABELS)
@ArgsType()
export class RequestHistoryQuery extends PageArgs {
  @Field(() => String, { nullable: true, description: '학생 이름, 학교 이름 또는 의뢰자 이름 (일부 일치)' })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  search?: string;

  @Field(() => String, { nullable: true, description: '삭제일 시작 (YYYY-MM-DD)' })
  @IsOptional()
  @IsString()
  @Matches(DATE, { message: dateMessage('시작일') })
  fromDate?: string;

  @Field(() => String, { nullable: true, description: '삭제일 끝 (YYYY-MM-DD, 그날 포함)' })
  @IsOptional()
  @IsString()
  @Matches(DATE, { message: dateMessage('종료일') })
  toDate?: string;
}
