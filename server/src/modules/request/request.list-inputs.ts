import { IsEnum, IsIn, IsOptional } from 'class-validator';
import { ArgsType, Field, InputType, registerEnumType } from 'type-graphql';
import { PlacedListArgs, SortBy, SortDirection, SortParam } from '../../platform/list-input.js';
import { PageArgs } from '../../platform/paging.js';
import { ExcelFileName, ExcelReason } from '../../platform/excel-input.js';
import { Labels } from '../../platform/validation.js';
import { RequestType } from './request.entity.js';
import { LABELS, YN } from './request.inputs.js';
import { ProgressStep, RequestStatus } from './request.lifecycle.js';
import { OptionalDay, OptionalText } from '../../platform/input-fields.js';

/** The lists' inputs: sort, filters, the REST list query, the Excel download and the delete history. */

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


@InputType()
export class RequestSortInput {
  @Field(() => RequestSortField)
  @IsEnum(RequestSortField, { message: '정렬 항목이 올바르지 않습니다.' })
  field!: RequestSortField;

  @Field(() => SortDirection, { defaultValue: SortDirection.ASC })
  @IsEnum(SortDirection, { message: '정렬 방향이 올바르지 않습니다.' })
  direction: SortDirection = SortDirection.ASC;
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

  @OptionalText(50, '학생 이름, 학교 이름 또는 의뢰자 이름 (일부 일치)')
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
  @ExcelFileName()
  fileName?: string;

  @ExcelReason()
  reason!: string;
}

/** POST svs-u/request/history and history-cm: the delete history, filtered and paged. */
@Labels(LABELS)
@ArgsType()
export class RequestHistoryQuery extends PageArgs {
  @OptionalText(50, '학생 이름, 학교 이름 또는 의뢰자 이름 (일부 일치)')
  search?: string;

  @OptionalDay('시작일', '삭제일 시작 (YYYY-MM-DD)')
  fromDate?: string;

  @OptionalDay('종료일', '삭제일 끝 (YYYY-MM-DD, 그날 포함)')
  toDate?: string;
}
