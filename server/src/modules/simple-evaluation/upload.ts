import type { Request } from 'express';
import { inflateRawSync } from 'node:zlib';
import { readMultipart, uploadErrors } from '../../platform/http/multipart.js';

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
