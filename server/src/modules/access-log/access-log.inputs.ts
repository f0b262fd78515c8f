import { IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, Min, MinLength } from 'class-validator';
import { Type } from 'class-transformer';
import { ArgsType, Field, Int, registerEnumType } from 'type-graphql';
import { ACCESS_ACTIONS, type AccessAction } from '../../platform/access-log.js';
import { PageArgs } from '../../platform/paging.js';
import { Labels } from '../../platform/validation.js';
import { OptionalDay, OptionalText } from '../../platform/input-fields.js';

/** The actions as a GraphQL enum (the platform's AccessAction union, value for value). */
export const AccessActionEnum = Object.fromEntries(ACCESS_ACTIONS.map((a) => [a, a])) as { [K in AccessAction]: K };
registerEnumType(AccessActionEnum, {
  name: 'AccessAction',
  description: '접근 유형: READ 조회, EXPORT 내려받기, UPDATE 수정, DELETE 삭제, CREATE 등록',
});

const LABELS: Record<string, string> = {
  loginId: '접근한 사용자 아이디',
  accountId: '접근한 사용자 번호',
  subjectType: '기록 종류',
  subjectId: '기록 번호',
  action: '접근 유형',
  from: '시작일',
  to: '종료일',
  reason: '다운로드 사유',
};

/** The administrator's filters: who (login id or account id), whose record (kind and id), what action, when (KST dates). */
@Labels(LABELS)
@ArgsType()
export class AccessLogFilter extends PageArgs {
  @OptionalText(100, '접근한 사용자의 아이디 (그때의 아이디, 정확히 일치)')
  loginId?: string;

  @Field(() => Int, { nullable: true, description: '접근한 사용자의 계정 번호' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  accountId?: number;

  @Field(() => String, { nullable: true, description: "기록 종류: 'account', 'simple-evaluation', 'access-log' …" })
  @IsOptional()
  @IsString()
  @Matches(/^[a-z0-9-]{1,50}$/, { message: '기록 종류 형식이 맞지 않습니다.' })
  subjectType?: string;

  @OptionalText(100, '누구의 기록인지: 기록 번호')
  subjectId?: string;

  @Field(() => AccessActionEnum, { nullable: true })
  @IsOptional()
  @IsIn(ACCESS_ACTIONS, { message: '접근 유형을 선택해주세요.' })
  action?: AccessAction;

  @OptionalDay('시작일', '시작일 YYYY-MM-DD (한국 시간, 그날 포함)')
  from?: string;

  @OptionalDay('종료일', '종료일 YYYY-MM-DD (한국 시간, 그날 포함)')
  to?: string;
}

/**
 * The Excel download: the list's filters and the reason the administrator gives (recorded with the export). It
 * exports every matching row; page and size, inherited from the list, are ignored.
 */
@Labels(LABELS)
@ArgsType()
export class AccessLogExportInput extends AccessLogFilter {
  @Field(() => String)
  @IsString({ message: '다운로드 사유를 입력해주세요.' })
  @Matches(/\S/, { message: '다운로드 사유를 입력해주세요.' })
  @MinLength(2, { message: '다운로드 사유를 2자 이상 입력해주세요.' })
  @MaxLength(500, { message: '다운로드 사유는 500자 이내로 입력해주세요.' })
  reason!: string;
}
