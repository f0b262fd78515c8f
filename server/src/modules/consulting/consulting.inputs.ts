import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsEnum, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { ArgsType, Field, InputType, Int, registerEnumType } from 'type-graphql';
import { DATE, dateMessage } from '../../platform/list-input.js';
import { PageArgs } from '../../platform/paging.js';
import { Labels } from '../../platform/validation.js';
import { ConsultingCategory, ConsultingManager, ConsultingType } from './consulting.entity.js';
import { OptionalDay } from '../../platform/input-fields.js';

export const LABELS: Record<string, string> = {
  schoolId: '학교',
  consultingDate: '자문일',
  category: '자문 구분',
  categoryEtc: '자문 구분(기타)',
  type: '자문 방법',
  typeEtc: '자문 방법(기타)',
  manager: '담당',
  managerEtc: '담당(기타)',
  participantsCount: '참석 인원',
  title: '제목',
  content: '내용',
  laterPlanContent: '향후 계획',
  fileIds: '첨부파일',
  deleteFileIds: '삭제할 첨부파일',
  keyword: '검색어',
  searchType: '검색 구분',
  startDate: '시작일',
  endDate: '종료일',
};

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimOrUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

/**
 * A consulting record as written (POST and PUT take the whole record). The `…Etc` text is required when its choice
 * is ETC and dropped otherwise (the service checks it). `fileIds`: files uploaded through POST svs-u/attachments
 * (or the call's own `files` parts) to attach; `deleteFileIds`: attached files to remove (PUT). An update that
 * sends no files keeps the files it has (SPEC §5).
 */
@Labels(LABELS)
@InputType('ConsultingInput')
export class ConsultingInput {
  @Field(() => String, { description: '학교 ID (센터 관할 학교)' })
  @IsString({ message: '학교를 선택해주세요.' })
  @Matches(/^[A-Za-z0-9]{1,20}$/, { message: '학교를 선택해주세요.' })
  schoolId!: string;

  @Field(() => String, { description: '자문일 (YYYY-MM-DD)' })
  @IsString({ message: dateMessage('자문일') })
  @Matches(DATE, { message: dateMessage('자문일') })
  consultingDate!: string;

  @Field(() => ConsultingCategory)
  @IsEnum(ConsultingCategory, { message: '자문 구분을 선택해주세요.' })
  category!: ConsultingCategory;

  @Field(() => String, { nullable: true, description: '자문 구분이 ETC일 때 (필수)' })
  @IsOptional()
  @Transform(trimOrUndefined)
  @IsString()
  @MaxLength(100)
  categoryEtc?: string;

  @Field(() => ConsultingType)
  @IsEnum(ConsultingType, { message: '자문 방법을 선택해주세요.' })
  type!: ConsultingType;

  @Field(() => String, { nullable: true, description: '자문 방법이 ETC일 때 (필수)' })
  @IsOptional()
  @Transform(trimOrUndefined)
  @IsString()
  @MaxLength(100)
  typeEtc?: string;

  @Field(() => ConsultingManager)
  @IsEnum(ConsultingManager, { message: '담당을 선택해주세요.' })
  manager!: ConsultingManager;

  @Field(() => String, { nullable: true, description: '담당이 ETC일 때 (필수)' })
  @IsOptional()
  @Transform(trimOrUndefined)
  @IsString()
  @MaxLength(100)
  managerEtc?: string;

  @Field(() => Int, { nullable: true, description: '참석 인원 (기본 0)' })
  @IsOptional()
  @IsInt({ message: '참석 인원은 0 이상의 숫자로 입력해주세요.' })
  @Min(0, { message: '참석 인원은 0 이상의 숫자로 입력해주세요.' })
  @Max(10_000, { message: '참석 인원은 10000명 이하로 입력해주세요.' })
  participantsCount?: number;

  @Field(() => String)
  @Transform(trim)
  @IsString({ message: '제목을 입력해주세요.' })
  @MinLength(1, { message: '제목을 입력해주세요.' })
  @MaxLength(200, { message: '제목은 200자 이하로 입력해주세요.' })
  title!: string;

  @Field(() => String)
  @Transform(trim)
  @IsString({ message: '내용을 입력해주세요.' })
  @MinLength(1, { message: '내용을 입력해주세요.' })
  @MaxLength(20_000, { message: '내용은 20000자 이하로 입력해주세요.' })
  content!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Transform(trimOrUndefined)
  @IsString()
  @MaxLength(20_000, { message: '향후 계획은 20000자 이하로 입력해주세요.' })
  laterPlanContent?: string;

  @Field(() => [Int], { nullable: true, description: '붙일 첨부파일 id (POST svs-u/attachments의 답)' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(5, { message: '첨부파일은 5개까지 올릴 수 있습니다.' })
  @IsInt({ each: true })
  fileIds?: number[];

  @Field(() => [Int], { nullable: true, description: '지울 첨부파일 id (수정)' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsInt({ each: true })
  deleteFileIds?: number[];
}

export enum ConsultingSearchType {
  TITLE = 'TITLE',
  CONTENT = 'CONTENT',
  SCHOOL = 'SCHOOL',
  AUTHOR = 'AUTHOR',
}
registerEnumType(ConsultingSearchType, { name: 'ConsultingSearchType', description: '검색 구분: TITLE 제목, CONTENT 내용, SCHOOL 학교 이름, AUTHOR 작성자 이름' });

/**
 * The list's page and search. REST takes the search nested (SPEC §7: `search.keyword=…&search.category=…`, or the
 * same names without the prefix); GraphQL flat.
 */
@Labels(LABELS)
@ArgsType()
export class ConsultingQuery extends PageArgs {
  @Field(() => String, { nullable: true, description: '제목·내용·학교 이름·작성자 이름에 포함된 말 (searchType으로 하나만)' })
  @IsOptional()
  @Transform(trimOrUndefined)
  @IsString()
  @MaxLength(100, { message: '검색어는 100자 이하로 입력해주세요.' })
  keyword?: string;

  @Field(() => ConsultingSearchType, { nullable: true, description: '없으면 제목과 내용' })
  @IsOptional()
  @IsEnum(ConsultingSearchType, { message: '검색 구분이 올바르지 않습니다.' })
  searchType?: ConsultingSearchType;

  @Field(() => ConsultingCategory, { nullable: true })
  @IsOptional()
  @IsEnum(ConsultingCategory, { message: '자문 구분을 선택해주세요.' })
  category?: ConsultingCategory;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9]{1,20}$/, { message: '학교를 선택해주세요.' })
  schoolId?: string;

  @OptionalDay('시작일', '자문일 시작 (YYYY-MM-DD)')
  startDate?: string;

  @OptionalDay('종료일', '자문일 끝 (YYYY-MM-DD, 그날 포함)')
  endDate?: string;
}

const NESTED = ['keyword', 'searchType', 'category', 'schoolId', 'startDate', 'endDate'] as const;

/**
 * The REST query (SPEC §7 "nested query"): the page and the same search fields, sent nested as `search.keyword=…`
 * (the flat names are accepted too). Each nested name carries its flat twin's checks.
 */
@Labels({ ...LABELS, ...Object.fromEntries(NESTED.map((k) => [`search.${k}`, LABELS[k]])) })
export class ConsultingRestQuery extends ConsultingQuery {
  @IsOptional()
  @Transform(trimOrUndefined)
  @IsString()
  @MaxLength(100, { message: '검색어는 100자 이하로 입력해주세요.' })
  'search.keyword'?: string;

  @IsOptional()
  @IsEnum(ConsultingSearchType, { message: '검색 구분이 올바르지 않습니다.' })
  'search.searchType'?: ConsultingSearchType;

  @IsOptional()
  @IsEnum(ConsultingCategory, { message: '자문 구분을 선택해주세요.' })
  'search.category'?: ConsultingCategory;

  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9]{1,20}$/, { message: '학교를 선택해주세요.' })
  'search.schoolId'?: string;

  @IsOptional()
  @IsString()
  @Matches(DATE, { message: dateMessage('시작일') })
  'search.startDate'?: string;

  @IsOptional()
  @IsString()
  @Matches(DATE, { message: dateMessage('종료일') })
  'search.endDate'?: string;
}

/** The nested names folded onto the flat ones (a nested value wins). */
export function flatQuery(q: ConsultingRestQuery): ConsultingQuery {
  const out: ConsultingQuery = { page: q.page, size: q.size };
  for (const k of NESTED) (out as Record<string, unknown>)[k] = q[`search.${k}`] ?? q[k];
  return out;
}
