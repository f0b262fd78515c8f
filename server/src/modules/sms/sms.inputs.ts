import { Transform, Type } from 'class-transformer';
import { IsEnum, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { MAX_PAGE_SIZE } from '../../platform/paging.js';
import { SmsStatus } from '../../platform/sms.js';
import { Labels } from '../../platform/validation.js';
import { OptionalText } from '../../platform/input-fields.js';

const LABELS: Record<string, string> = {
  mobile: '수신번호',
  keyword: '문자 내용',
  purpose: '발송 용도',
  status: '발송 상태',
  startDate: '시작일',
  endDate: '종료일',
  fileName: '파일명',
};

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

/** The send history's search: the list and its Excel download take the same fields. */
@Labels(LABELS)
@ArgsType()
export class SmsHistorySearch {
  /** All or part of the number (digits; spaces and hyphens are ignored). */
  @Field(() => String, { nullable: true, description: '수신번호 전체 또는 일부 (숫자)' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Matches(/^[0-9 -]{3,13}$/, { message: '수신번호는 숫자 3자리 이상으로 입력해주세요.' })
  mobile?: string;

  @Field(() => String, { nullable: true, description: '문자 내용에 포함된 말' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  keyword?: string;

  @Field(() => String, { nullable: true, description: '발송 용도 코드 (AGREE_GUARDIAN, AUTH_CODE …)' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Matches(/^[A-Z0-9_]{1,50}$/, { message: '발송 용도가 올바르지 않습니다.' })
  purpose?: string;

  @Field(() => SmsStatus, { nullable: true })
  @IsOptional()
  @IsEnum(SmsStatus, { message: '발송 상태가 올바르지 않습니다.' })
  status?: SmsStatus;

  /** Queued on or after this day (YYYY-MM-DD, Korean time). */
  @Field(() => String, { nullable: true, description: '발송 요청일 시작 (YYYY-MM-DD)' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: '시작일 형식이 맞지 않습니다.' })
  startDate?: string;

  /** Queued on or before this day (YYYY-MM-DD, Korean time). */
  @Field(() => String, { nullable: true, description: '발송 요청일 끝 (YYYY-MM-DD)' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: '종료일 형식이 맞지 않습니다.' })
  endDate?: string;
}

/**
 * The list's search and page. The page fields repeat PageArgs's (a class has one parent, and the search is shared
 * with the Excel download, which has no page).
 */
@Labels(LABELS)
@ArgsType()
export class SmsHistoryFilter extends SmsHistorySearch {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100_000)
  page?: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  size?: number;
}

/** POST svs-u/sms/send-history/excel-download: the search, and the name the file is saved under. */
@Labels(LABELS)
@InputType('SmsHistoryExcelInput')
export class SmsHistoryExcelInput extends SmsHistorySearch {
  @OptionalText(100, '파일 이름 (날짜와 시간, .xlsx가 붙습니다)')
  fileName?: string;
}
