import { IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Labels } from './validation.js';

/**
 * The body of an Excel download that needs a reason and nothing else (the file's name, and why: written to the access
 * log before anything is read). Downloads with filters add them by extending it.
 */
@Labels({ fileName: '파일 이름', reason: '다운로드 사유' })
export class ExcelReasonBody {
  @IsOptional()
  @IsString()
  @MaxLength(50)
  @Matches(/^[^\\/:*?"<>|]+$/, { message: '파일 이름에 쓸 수 없는 문자가 있습니다.' })
  fileName?: string;

  @IsString()
  @MinLength(1, { message: '다운로드 사유를 입력해주세요.' })
  @MaxLength(200)
  @Matches(/\S/, { message: '다운로드 사유를 입력해주세요.' })
  reason!: string;
}
