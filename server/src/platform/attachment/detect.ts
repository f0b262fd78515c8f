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

/** The entry names of a zip's central directory (undefined when it is not a readable, plain zip). */
export function zipEntries(b: Buffer): { names: string[]; firstName?: string; firstData?: Buffer } | undefined {
  if (b.length < 30) return undefined;
  let end = -1;
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 65535); i--) {
    if (b.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = b.readUInt16LE(end + 10);
  let at = b.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > b.length || b.readUInt32LE(at) !== 0x02014b50) return undefined;
    const nameLen = b.readUInt16LE(at + 28);
    names.push(b.subarray(at + 46, at + 46 + nameLen).toString('utf8'));
    at += 46 + nameLen + b.readUInt16LE(at + 30) + b.readUInt16LE(at + 32);
  }
  // the first local entry, as written (HWPX and ODF put an uncompressed `mimetype` there)
  const method = b.readUInt16LE(8);
  const size = b.readUInt32LE(18);
  const firstNameLen = b.readUInt16LE(26);
  const dataAt = 30 + firstNameLen + b.readUInt16LE(28);
  const firstName = b.subarray(30, 30 + firstNameLen).toString('utf8');
  const firstData = method === 0 ? b.subarray(dataAt, dataAt + size) : undefined;
  return { names, firstName, firstData };
}

function officeZip(b: Buffer): Detected | undefined {
  const zip = zipEntries(b);
  if (!zip) return undefined;
  if (zip.firstName === 'mimetype' && zip.firstData?.toString('latin1') === 'application/hwp+zip')
    return { contentType: 'application/hwp+zip', ext: 'hwpx', image: false };
  const names = new Set(zip.names);
  if (!names.has('[Content_Types].xml')) return undefined;
  // macro-enabled documents (docm, xlsm, pptm) carry a VBA project: refused
  if (zip.names.some((n) => /(^|\/)vbaProject\.bin$/i.test(n))) return undefined;
  const has = (dir: string) => zip.names.some((n) => n.startsWith(dir));
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
