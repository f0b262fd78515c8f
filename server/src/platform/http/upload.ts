import type { Request } from 'express';
import { inflateRawSync } from 'node:zlib';
import { readMultipart, uploadErrors } from './multipart.js';
import { zipDirectory, zipEntryData } from '../zip.js';

const ZIP_LOCAL = 0x04034b50;

/**
 * One uploaded file (multipart/form-data, platform/http/multipart.ts) with a few text fields, and the checks
 * an Excel upload needs before exceljs may read it. Every refusal is a 400 with a stable code and a Korean message;
 * nothing has been saved at that point.
 */

export interface Upload {
  fileName: string;
  bytes: Buffer;
  fields: Record<string, string>;
}

export { uploadErrors };

/** Reads the request's one file and its text fields; refuses more than `maxBytes`, a second file, or no file. */
export async function readUpload(req: Request, o: { maxBytes: number; fields: string[] }): Promise<Upload> {
  const { files, fields } = await readMultipart(req, { maxFileBytes: o.maxBytes, maxFiles: 1, fields: o.fields });
  if (!files.length) throw uploadErrors.noFile();
  return { fileName: files[0].fileName, bytes: files[0].bytes, fields };
}

/**
 * An xlsx is a zip. Before exceljs inflates it, every entry is inflated here under one budget, so a small file that
 * expands to gigabytes (a zip bomb) is refused after `maxUncompressed` bytes of work, whatever sizes its headers
 * claim. Also refuses anything that is not a plain zip (too many entries, zip64, encryption, unknown compression).
 */
export function assertSafeXlsx(bytes: Buffer, o: { maxUncompressed: number; maxEntries: number }): void {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== ZIP_LOCAL) throw uploadErrors.badType('엑셀(xlsx)');
  const dir = zipDirectory(bytes, o.maxEntries);
  if ('tooMany' in dir) throw uploadErrors.zipBomb();
  if ('unreadable' in dir) throw uploadErrors.unreadableXlsx();
  let budget = o.maxUncompressed;
  for (const entry of dir.entries) {
    if (entry.flags & 1) throw uploadErrors.unreadableXlsx(); // encrypted
    if (entry.compressedSize === 0xffffffff || entry.declaredSize === 0xffffffff) throw uploadErrors.unreadableXlsx(); // zip64
    if (entry.declaredSize > budget) throw uploadErrors.zipBomb();
    const data = zipEntryData(bytes, entry);
    if (!data) throw uploadErrors.unreadableXlsx();
    let size: number;
    if (entry.method === 0) size = data.length;
    else if (entry.method === 8) {
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
