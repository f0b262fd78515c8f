import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsEnum, IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, InputType, Int, registerEnumType, type InputTypeOptions } from 'type-graphql';
import { PageArgs } from '../../platform/paging.js';
import { RoleCode } from '../../platform/auth/roles.js';
import { Labels } from '../../platform/validation.js';
import { BbsType, type YN } from './bbs.entity.js';
import { OptionalText } from '../../platform/input-fields.js';

const YN_VALUES = ['Y', 'N'] as const;
const FILLED = /\S/;
/** The editor's HTML; the sanitiser cleans it, this only bounds it. */
export const CONTENT_MAX = 100_000;

const LABELS: Record<string, string> = {
  type: '게시판',
  title: '제목',
  content: '내용',
  answer: '답변',
  isPrivate: '비공개 여부',
  viewTarget: '공개 대상',
  centralFixation: '중앙 상단 고정',
  simpleEvaluationFixation: '간편검사 상단 고정',
  centerFixation: '센터 상단 고정',
  searchType: '검색 구분',
  keyword: '검색어',
  deleted: '삭제된 글 보기',
  bbsId: '게시글 번호',
  fileIds: '첨부파일',
  deleteFileIds: '삭제할 첨부파일',
};

export enum BbsSearchType {
  ALL = 'ALL',
  TITLE = 'TITLE',
  CONTENT = 'CONTENT',
  AUTHOR = 'AUTHOR',
}
registerEnumType(BbsSearchType, { name: 'BbsSearchType', description: '검색 구분: ALL 제목+내용, TITLE 제목, CONTENT 내용, AUTHOR 작성자' });

/** A board's list: search, the deleted posts (for who may restore them), a page. */
@Labels(LABELS)
@ArgsType()
export class BbsListArgs extends PageArgs {
  @Field(() => BbsType)
  @IsEnum(BbsType, { message: '게시판을 선택해주세요.' })
  type!: BbsType;

  @Field(() => BbsSearchType, { nullable: true, description: '기본 ALL' })
  @IsOptional()
  @IsEnum(BbsSearchType, { message: '검색 구분이 올바르지 않습니다.' })
  searchType?: BbsSearchType;

  @OptionalText(100)
  keyword?: string;

  @Field(() => String, { nullable: true, description: 'Y: 삭제된 글 (복원할 수 있는 사람만)' })
  @IsOptional()
  @IsIn(YN_VALUES, { message: '삭제된 글 보기는 Y 또는 N이어야 합니다.' })
  deleted?: YN;
}

/** isAbstract (supported at run time, missing from the rc typings) keeps the base out of the schema (account.input-fields.ts). */
const ABSTRACT = { isAbstract: true } as InputTypeOptions;

/** The fields a post's author sets (create and update). */
@Labels(LABELS)
@InputType(ABSTRACT)
abstract class BbsFields {
  @Field(() => String, { nullable: true, description: 'Y 비공개 (작성자, 작성자 센터의 직원, 관리자만 읽음), N 공개. 기본 Y' })
  @IsOptional()
  @IsIn(YN_VALUES, { message: '비공개 여부는 Y 또는 N이어야 합니다.' })
  isPrivate?: YN;

  @Field(() => [RoleCode], { nullable: true, description: '볼 수 있는 역할 (비우면 게시판 메뉴가 있는 모든 사용자)' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @IsEnum(RoleCode, { each: true, message: '공개 대상이 올바르지 않습니다.' })
  viewTarget?: RoleCode[];

  @Field(() => String, { nullable: true, description: 'Y: 모든 사용자의 목록 맨 위에 고정 (관리자만)' })
  @IsOptional()
  @IsIn(YN_VALUES, { message: '중앙 상단 고정은 Y 또는 N이어야 합니다.' })
  centralFixation?: YN;

  @Field(() => String, { nullable: true, description: 'Y: 간편검사 사용자(메뉴 00019·00020)의 목록 맨 위에 고정 (관리자만)' })
  @IsOptional()
  @IsIn(YN_VALUES, { message: '간편검사 상단 고정은 Y 또는 N이어야 합니다.' })
  simpleEvaluationFixation?: YN;

  @Field(() => String, { nullable: true, description: 'Y: 글의 센터 직원의 목록 맨 위에 고정 (그 센터의 센터장, 관리자)' })
  @IsOptional()
  @IsIn(YN_VALUES, { message: '센터 상단 고정은 Y 또는 N이어야 합니다.' })
  centerFixation?: YN;

  @Field(() => [Int], { nullable: true, description: '붙일 파일: POST svs-u/attachments가 돌려준 번호 (REST multipart는 files 파트로도)' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsInt({ each: true, message: '첨부파일 번호가 올바르지 않습니다.' })
  fileIds?: number[];
}

@Labels(LABELS)
@InputType()
export class BbsInput extends BbsFields {
  @Field(() => BbsType)
  @IsEnum(BbsType, { message: '게시판을 선택해주세요.' })
  type!: BbsType;

  @Field(() => String)
  @IsString()
  @MaxLength(200, { message: '제목은 200자 이내로 입력해주세요.' })
  @Matches(FILLED, { message: '제목을 입력해주세요.' })
  title!: string;

  @Field(() => String, { description: 'HTML (서버가 허용 목록으로 정리해 저장합니다)' })
  @IsString()
  @MaxLength(CONTENT_MAX, { message: '내용이 너무 깁니다.' })
  content!: string;
}

/** An update changes what it names; the rest stays. */
@Labels(LABELS)
@InputType()
export class BbsUpdateInput extends BbsFields {
  @Field(() => [Int], { nullable: true, description: '뗄 파일 (uploadedFiles의 번호)' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsInt({ each: true, message: '첨부파일 번호가 올바르지 않습니다.' })
  deleteFileIds?: number[];

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: '제목은 200자 이내로 입력해주세요.' })
  @Matches(FILLED, { message: '제목을 입력해주세요.' })
  title?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(CONTENT_MAX, { message: '내용이 너무 깁니다.' })
  content?: string;
}

/**
 * REST `PUT svs-u/bbs/{id}`: an update, or with `type: 'answer'` the administrator's answer (SPEC §4: the client
 * reloads after it). A post never changes board, so `type` says nothing else.
 */
@Labels(LABELS)
export class BbsUpdateBody extends BbsUpdateInput {
  @IsOptional()
  @IsIn(['answer', ...Object.values(BbsType)], { message: '수정 구분이 올바르지 않습니다.' })
  type?: string;

  @IsOptional()
  @IsString()
  @MaxLength(CONTENT_MAX, { message: '답변이 너무 깁니다.' })
  answer?: string;
}

@Labels(LABELS)
@ArgsType()
export class BbsReplyArgs extends PageArgs {
  @Field(() => Int)
  @Type(() => Number)
  @IsInt({ message: '게시글 번호가 올바르지 않습니다.' })
  @Min(1, { message: '게시글 번호가 올바르지 않습니다.' })
  bbsId!: number;
}

const REPLY_MAX = 2000;

@Labels(LABELS)
@InputType()
export class BbsReplyUpdateInput {
  @Field(() => String)
  @IsString()
  @MaxLength(REPLY_MAX, { message: '댓글은 2000자 이내로 입력해주세요.' })
  @Matches(FILLED, { message: '댓글을 입력해주세요.' })
  content!: string;
}

@Labels(LABELS)
@InputType()
export class BbsReplyInput extends BbsReplyUpdateInput {
  @Field(() => Int)
  @IsInt({ message: '게시글 번호가 올바르지 않습니다.' })
  @Min(1, { message: '게시글 번호가 올바르지 않습니다.' })
  bbsId!: number;
}
