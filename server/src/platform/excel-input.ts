import { IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Labels } from './validation.js';

/**
 * The body of an Excel download that needs a reason and nothing else (the file's name, and why: written to the access
 * log before anything is read). Downloads with filters add them by extending it.
 */
/** The optional file name of a download (SPEC §7: the name, a timestamp and .xlsx): no character a file system refuses. */
export function ExcelFileName(): PropertyDecorator {
  return (target, key) => {
    Matches(/^[^\\/:*?"<>|]+$/, { message: '파일 이름에 쓸 수 없는 문자가 있습니다.' })(target, key);
    MaxLength(50)(target, key);
    IsString()(target, key);
    IsOptional()(target, key);
  };
}

/** Why the download is made, required (written to the access log before anything is read). */
export function ExcelReason(): PropertyDecorator {
  return (target, key) => {
    Matches(/\S/, { message: '다운로드 사유를 입력해주세요.' })(target, key);
    MaxLength(200)(target, key);
    MinLength(1, { message: '다운로드 사유를 입력해주세요.' })(target, key);
    IsString()(target, key);
  };
}

@Labels({ fileName: '파일 이름', reason: '다운로드 사유' })
export class ExcelReasonBody {
  @ExcelFileName()
  fileName?: string;

  @ExcelReason()
  reason!: string;
}
