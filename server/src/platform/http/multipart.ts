import busboy from 'busboy';
import type { Request } from 'express';
import { AppError } from '../errors.js';

/**
 * multipart/form-data read into memory under hard limits (busboy): the one reader behind every upload (the
 * screening's Excel and norm files, attachments of boards, consulting and popups). Every refusal is a 400 with a
 * stable code and a Korean message, and comes before anything is saved.
 */

export interface UploadedPart {
  /** The form field the file came in (`file`, `files`). */
  field: string;
  /** The name the browser gave, as sent (sanitise before storing or showing it). */
  fileName: string;
  bytes: Buffer;
}

export interface Multipart {
  files: UploadedPart[];
  fields: Record<string, string>;
}

const mb = (bytes: number) => Math.floor(bytes / 1024 / 1024);

export const uploadErrors = {
  notMultipart: () => new AppError(400, 'UPLOAD_NOT_MULTIPART', '파일을 첨부해 multipart/form-data 형식으로 보내주세요.'),
  noFile: () => new AppError(400, 'FILE_REQUIRED', '파일을 첨부해주세요.'),
  empty: () => new AppError(400, 'FILE_EMPTY', '빈 파일입니다. 내용을 확인해주세요.'),
  tooLarge: (maxBytes: number) => new AppError(400, 'FILE_TOO_LARGE', `파일이 너무 큽니다. ${mb(maxBytes)}MB 이하의 파일을 올려주세요.`),
  tooManyFiles: (max = 1) =>
    new AppError(400, 'TOO_MANY_FILES', max === 1 ? '파일은 하나만 올려주세요.' : `파일은 한 번에 ${max}개까지 올릴 수 있습니다.`),
  postTooLarge: (maxBytes: number) => new AppError(400, 'FILES_TOO_LARGE', `첨부파일의 합계가 너무 큽니다. 모두 합해 ${mb(maxBytes)}MB 이하로 올려주세요.`),
  badType: (what: string) => new AppError(400, 'UNSUPPORTED_FILE_TYPE', `${what} 파일만 올릴 수 있습니다.`),
  badForm: () => new AppError(400, 'BAD_MULTIPART', '업로드 형식이 올바르지 않습니다.'),
  unreadableXlsx: () => new AppError(400, 'UNREADABLE_FILE', '엑셀 파일을 읽을 수 없습니다. xlsx 형식으로 저장된 파일인지 확인해주세요.'),
  zipBomb: () => new AppError(400, 'FILE_TOO_LARGE_UNCOMPRESSED', '압축을 푼 파일 내용이 너무 큽니다. 행 수를 줄이거나 양식 파일을 사용해주세요.'),
};

export interface MultipartLimits {
  /** Per file. */
  maxFileBytes: number;
  /** Files in one request (more: TOO_MANY_FILES). */
  maxFiles: number;
  /** All files together (more: FILES_TOO_LARGE); default maxFiles × maxFileBytes. */
  maxTotalBytes?: number;
  /** The text fields kept (others are read and dropped). */
  fields: string[];
  /** Longest text field (a JSON `data` part of a record form needs more than the default 2000). */
  maxFieldBytes?: number;
  /** The form fields that may carry files (others: BAD_MULTIPART); default any. */
  fileFields?: string[];
}

/**
 * Reads the files and text fields of a multipart request. Refuses a file over `maxFileBytes`, more than `maxFiles`
 * files, more than `maxTotalBytes` together, an empty file, or a malformed body; no file at all is not an error here
 * (callers that need one check `files.length`). Once a limit is passed the rest of the body is drained unread.
 */
export function readMultipart(req: Request, o: MultipartLimits): Promise<Multipart> {
  if (!req.is('multipart/form-data')) return Promise.reject(uploadErrors.notMultipart());
  const maxTotal = o.maxTotalBytes ?? o.maxFiles * o.maxFileBytes;
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: req.headers,
        // browsers send file names as UTF-8 (busboy's default would read them as latin1)
        defParamCharset: 'utf8',
        limits: { files: o.maxFiles, fileSize: o.maxFileBytes, fields: 30, fieldSize: o.maxFieldBytes ?? 2000, parts: o.maxFiles + 31 },
      });
    } catch {
      reject(uploadErrors.badForm());
      return;
    }
    const fields: Record<string, string> = {};
    const files: (UploadedPart & { chunks: Buffer[]; truncated: boolean })[] = [];
    let total = 0;
    let failure: AppError | undefined;
    bb.on('field', (name, value, info) => {
      if (info.valueTruncated) failure ??= uploadErrors.badForm();
      if (o.fields.includes(name)) fields[name] = value;
    });
    bb.on('file', (field, stream, info) => {
      if (failure || (o.fileFields && !o.fileFields.includes(field))) {
        if (!failure && o.fileFields) failure = uploadErrors.badForm();
        stream.resume();
        return;
      }
      const current = { field, fileName: info.filename ?? '', bytes: Buffer.alloc(0), chunks: [] as Buffer[], truncated: false };
      files.push(current);
      stream.on('data', (c: Buffer) => {
        if (failure) return;
        total += c.length;
        if (total > maxTotal) {
          failure = uploadErrors.postTooLarge(maxTotal);
          for (const f of files) f.chunks = [];
          return;
        }
        current.chunks.push(c);
      });
      stream.on('limit', () => {
        current.truncated = true;
        failure ??= uploadErrors.tooLarge(o.maxFileBytes);
      });
    });
    bb.on('filesLimit', () => {
      failure ??= uploadErrors.tooManyFiles(o.maxFiles);
    });
    bb.on('partsLimit', () => {
      failure ??= uploadErrors.badForm();
    });
    bb.on('error', () => reject(uploadErrors.badForm()));
    bb.on('close', () => {
      if (failure) return reject(failure);
      const out: UploadedPart[] = [];
      for (const f of files) {
        const bytes = Buffer.concat(f.chunks);
        if (!bytes.length && !f.fileName) continue; // a file input left empty sends a nameless, empty part
        if (!bytes.length) return reject(uploadErrors.empty());
        out.push({ field: f.field, fileName: f.fileName, bytes });
      }
      resolve({ files: out, fields });
    });
    req.pipe(bb);
  });
}
