/**
 * What a file is, decided from its bytes (magic numbers and container structure), never from its name or the
 * browser's Content-Type. Only the kinds below are accepted; everything else (executables, scripts, SVG, HTML,
 * archives, macro-enabled Office files, legacy .doc/.xls/.ppt) is refused.
 *
 * | kind | how it is recognised | served as |
 * |---|---|---|
 * | PDF | `%PDF-` | application/octet-stream (download) |
 * | PNG, JPEG, GIF, WebP | their signatures | image/png, image/jpeg, image/gif, image/webp (inline allowed) |
 * | HWP 5 | OLE compound file holding the `HWP Document File` header | application/octet-stream |
 * | HWPX | zip whose first entry `mimetype` says `application/hwp+zip` | application/octet-stream |
 * | DOCX, XLSX, PPTX | zip with `[Content_Types].xml` and `word/`, `xl/` or `ppt/`, no `vbaProject.bin` | application/octet-stream |
 * | text | `.txt` or `.csv` name, valid UTF-8, no control characters other than tab and line breaks | application/octet-stream |
 */

import { zipDirectory, zipEntryData } from '../zip.js';

export interface Detected {
  /** The type recorded and, for images, served. */
  contentType: string;
  /** The extension that matches the content (for a name that has none). */
  ext: string;
  image: boolean;
}

export const ACCEPTED_KINDS = 'PDF, 이미지(PNG, JPEG, GIF, WebP), 한글(HWP, HWPX), 워드·엑셀·파워포인트(DOCX, XLSX, PPTX), 텍스트(TXT, CSV)';

const starts = (b: Buffer, sig: number[] | string, at = 0) => {
  const bytes = typeof sig === 'string' ? Buffer.from(sig, 'latin1') : Buffer.from(sig);
  return b.length >= at + bytes.length && b.subarray(at, at + bytes.length).equals(bytes);
};

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

function officeZip(b: Buffer): Detected | undefined {
  const dir = zipDirectory(b);
  if (!('entries' in dir)) return undefined;
  // the first entry as written (HWPX and ODF put an uncompressed `mimetype` there)
  const first = dir.entries.find((e) => e.localOffset === 0);
  if (first?.name === 'mimetype' && first.method === 0 && zipEntryData(b, first)?.toString('latin1') === 'application/hwp+zip')
    return { contentType: 'application/hwp+zip', ext: 'hwpx', image: false };
  const names = dir.entries.map((e) => e.name);
  if (!names.includes('[Content_Types].xml')) return undefined;
  // macro-enabled documents (docm, xlsm, pptm) carry a VBA project: refused
  if (names.some((n) => /(^|\/)vbaProject\.bin$/i.test(n))) return undefined;
  const has = (dir: string) => names.some((n) => n.startsWith(dir));
  if (has('word/')) return { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx', image: false };
  if (has('xl/')) return { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx', image: false };
  if (has('ppt/')) return { contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', ext: 'pptx', image: false };
  return undefined;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function plainText(b: Buffer, name: string): Detected | undefined {
  const ext = /\.(txt|csv)$/i.exec(name)?.[1]?.toLowerCase();
  if (!ext) return undefined;
  let text: string;
  try {
    text = utf8.decode(b);
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) return undefined;
  return { contentType: ext === 'csv' ? 'text/csv' : 'text/plain', ext, image: false };
}

/** The accepted kind of these bytes, or undefined. `name` only lets text files (which have no signature) in. */
export function detectType(b: Buffer, name: string): Detected | undefined {
  if (starts(b, '%PDF-')) return { contentType: 'application/pdf', ext: 'pdf', image: false };
  if (starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: 'image/png', ext: 'png', image: true };
  if (starts(b, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', ext: 'jpg', image: true };
  if (starts(b, 'GIF87a') || starts(b, 'GIF89a')) return { contentType: 'image/gif', ext: 'gif', image: true };
  if (starts(b, 'RIFF') && starts(b, 'WEBP', 8)) return { contentType: 'image/webp', ext: 'webp', image: true };
  if (starts(b, OLE)) {
    // HWP 5: the FileHeader stream begins with this signature; other OLE files (legacy Office, MSI) are refused
    return b.includes(Buffer.from('HWP Document File', 'latin1')) ? { contentType: 'application/x-hwp', ext: 'hwp', image: false } : undefined;
  }
  if (starts(b, ZIP)) return officeZip(b);
  return plainText(b, name);
}

/**
 * A file name safe to store and show: the last path segment only, Unicode NFC, no control or reserved characters
 * (`<>:"/\|?*`), no leading dots or trailing dots and spaces, at most 150 characters (the extension kept), and the
 * content's extension added when the name has none.
 */
export function sanitizeFileName(raw: string, detected: Detected): string {
  let name = (raw.split(/[\\/]/).pop() ?? '').normalize('NFC');
  // eslint-disable-next-line no-control-regex
  name = name.replace(/[\u0000-\u001f\u007f-\u009f<>:"|?*\u202a-\u202e\u2066-\u2069]/g, '_').trim();
  name = name.replace(/^[.\s]+/, '').replace(/[.\s]+$/, '');
  if (!name) name = 'file';
  if (!/\.[A-Za-z0-9]{1,5}$/.test(name)) name += '.' + detected.ext;
  if ([...name].length > 150) {
    const ext = /\.[A-Za-z0-9]{1,5}$/.exec(name)![0];
    name = [...name].slice(0, 150 - ext.length).join('') + ext;
  }
  return name;
}
