import busboy from 'busboy';
import type { Request } from 'express';
import { inflateRawSync } from 'node:zlib';
import { AppError } from '../../platform/errors.js';

/**
 * One uploaded file (multipart/form-data) with a few text fields, read into memory under hard limits, and the checks
 * an Excel upload needs before exceljs may read it. Every refusal is a 400 with a stable code and a Korean message;
 * nothing has been saved at that point.
 */

export interface Upload {
  fileName: string;
  bytes: Buffer;
  fields: Record<string, string>;
}

export const uploadErrors = {
  notMultipart: () => new AppError(400, 'UPLOAD_NOT_MULTIPART', '파일을 첨부해 multipart/form-data 형식으로 보내주세요.'),
  noFile: () => new AppError(400, 'FILE_REQUIRED', '파일을 첨부해주세요.'),
  empty: () => new AppError(400, 'FILE_EMPTY', '빈 파일입니다. 내용을 확인해주세요.'),
  tooLarge: (maxBytes: number) => new AppError(400, 'FILE_TOO_LARGE', `파일이 너무 큽니다. ${Math.floor(maxBytes / 1024 / 1024)}MB 이하의 파일을 올려주세요.`),
  tooManyFiles: () => new AppError(400, 'TOO_MANY_FILES', '파일은 하나만 올려주세요.'),
  badType: (what: string) => new AppError(400, 'UNSUPPORTED_FILE_TYPE', `${what} 파일만 올릴 수 있습니다.`),
  badForm: () => new AppError(400, 'BAD_MULTIPART', '업로드 형식이 올바르지 않습니다.'),
  unreadableXlsx: () => new AppError(400, 'UNREADABLE_FILE', '엑셀 파일을 읽을 수 없습니다. xlsx 형식으로 저장된 파일인지 확인해주세요.'),
  zipBomb: () => new AppError(400, 'FILE_TOO_LARGE_UNCOMPRESSED', '압축을 푼 파일 내용이 너무 큽니다. 행 수를 줄이거나 양식 파일을 사용해주세요.'),
};

/** Reads the request's one file and its text fields; refuses more than `maxBytes`, a second file, or no file. */
export function readUpload(req: Request, o: { maxBytes: number; fields: string[] }): Promise<Upload> {
  if (!req.is('multipart/form-data')) return Promise.reject(uploadErrors.notMultipart());
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers: req.headers, limits: { files: 1, fileSize: o.maxBytes, fields: 10, fieldSize: 2000, parts: 12 } });
    } catch {
      reject(uploadErrors.badForm());
      return;
    }
    const fields: Record<string, string> = {};
    let file: { name: string; chunks: Buffer[]; truncated: boolean } | undefined;
    let failure: AppError | undefined;
    bb.on('field', (name, value) => {
      if (o.fields.includes(name)) fields[name] = value;
    });
    bb.on('file', (_name, stream, info) => {
      if (file) {
        failure ??= uploadErrors.tooManyFiles();
        stream.resume();
        return;
      }
      const current = { name: info.filename ?? '', chunks: [] as Buffer[], truncated: false };
      file = current;
      stream.on('data', (c: Buffer) => current.chunks.push(c));
      stream.on('limit', () => {
        current.truncated = true;
      });
    });
    bb.on('filesLimit', () => {
      failure ??= uploadErrors.tooManyFiles();
    });
    bb.on('error', () => reject(uploadErrors.badForm()));
    bb.on('close', () => {
      if (failure) return reject(failure);
      if (!file) return reject(uploadErrors.noFile());
      if (file.truncated) return reject(uploadErrors.tooLarge(o.maxBytes));
      const bytes = Buffer.concat(file.chunks);
      if (!bytes.length) return reject(uploadErrors.empty());
      resolve({ fileName: file.name, bytes, fields });
    });
    req.pipe(bb);
  });
}

const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;

/**
 * An xlsx is a zip. Before exceljs inflates it, every entry is inflated here under one budget, so a small file that
 * expands to gigabytes (a zip bomb) is refused after `maxUncompressed` bytes of work, whatever sizes its headers
 * claim. Also refuses anything that is not a plain zip (too many entries, zip64, encryption, unknown compression).
 */
export function assertSafeXlsx(bytes: Buffer, o: { maxUncompressed: number; maxEntries: number }): void {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== ZIP_LOCAL) throw uploadErrors.badType('엑셀(xlsx)');
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65535); i--) {
    if (bytes.readUInt32LE(i) === ZIP_END) {
      end = i;
      break;
    }
  }
  if (end < 0) throw uploadErrors.unreadableXlsx();
  const entries = bytes.readUInt16LE(end + 10);
  const cdOffset = bytes.readUInt32LE(end + 16);
  if (entries > o.maxEntries) throw uploadErrors.zipBomb();
  if (cdOffset === 0xffffffff || entries === 0xffff) throw uploadErrors.unreadableXlsx();
  let budget = o.maxUncompressed;
  let at = cdOffset;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== ZIP_CENTRAL) throw uploadErrors.unreadableXlsx();
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const compressed = bytes.readUInt32LE(at + 20);
    const declared = bytes.readUInt32LE(at + 24);
    const nameLen = bytes.readUInt16LE(at + 28);
    const extraLen = bytes.readUInt16LE(at + 30);
    const commentLen = bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    at += 46 + nameLen + extraLen + commentLen;
    if (flags & 1) throw uploadErrors.unreadableXlsx(); // encrypted
    if (compressed === 0xffffffff || declared === 0xffffffff) throw uploadErrors.unreadableXlsx(); // zip64
    if (declared > budget) throw uploadErrors.zipBomb();
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== ZIP_LOCAL) throw uploadErrors.unreadableXlsx();
    const dataAt = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(dataAt, dataAt + compressed);
    if (data.length !== compressed) throw uploadErrors.unreadableXlsx();
    let size: number;
    if (method === 0) size = compressed;
    else if (method === 8) {
      try {
        size = inflateRawSync(data, { maxOutputLength: budget + 1 }).length;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || /maxOutputLength|buffer/i.test(String((e as Error).message)))
          throw uploadErrors.zipBomb();
        throw uploadErrors.unreadableXlsx();
      }
    } else throw uploadErrors.unreadableXlsx();
    if (size > budget) throw uploadErrors.zipBomb();
    budget -= size;
  }
}
