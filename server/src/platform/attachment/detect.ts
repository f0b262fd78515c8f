/**
 * What a file is, decided from its bytes, never from the browser's Content-Type; and the name it is stored under,
 * which must end in an extension of that kind. Signatures are read by `file-type` (maintained, with its own limits on
 * untrusted input); this file keeps what `file-type` does not tell: HWP inside an OLE compound file, HWPX and the
 * Office layouts inside a zip (with macro-enabled documents refused), and UTF-8 text, which has no signature. Only the
 * kinds below are accepted; everything else (executables, scripts, SVG, HTML, archives, macro-enabled Office files,
 * legacy .doc/.xls/.ppt) is refused.
 *
 * | kind | how it is recognised | name may end in | served as |
 * |---|---|---|---|
 * | PDF | file-type `pdf` (`%PDF`) | .pdf | application/octet-stream (download) |
 * | PNG, JPEG, GIF, WebP | file-type `png`/`apng`, `jpg`, `gif`, `webp` | .png; .jpg .jpeg .jpe .jfif; .gif; .webp | image/png, image/jpeg, image/gif, image/webp (inline allowed) |
 * | HWP 5 | file-type `cfb` (OLE compound file) holding the `HWP Document File` header | .hwp | application/octet-stream |
 * | HWPX | zip whose first entry `mimetype` says `application/hwp+zip` | .hwpx | application/octet-stream |
 * | DOCX, XLSX, PPTX | zip with `[Content_Types].xml` and `word/`, `xl/` or `ppt/`, no `vbaProject.bin`; where file-type names an Office type it must be the same one | .docx, .xlsx, .pptx | application/octet-stream |
 * | text | `.txt` or `.csv` name, valid UTF-8, no control characters other than tab and line breaks | .txt, .csv | application/octet-stream |
 *
 * The name (`storedName`): a name without an extension, or with a suffix that names no file type (`회의록 v1.2`),
 * gets the content's extension; a name whose extension is one of the kind's keeps it; a name whose extension names
 * another type (`setup.bat` holding a PDF, `invoice.hta`, `a.doc` holding a DOCX) is refused with 400
 * FILE_TYPE_MISMATCH, except between images, where the extension is replaced by the content's (`photo.jpg` holding a
 * PNG is stored as `photo.png`: screenshots and messenger downloads are often named so, and both are shown alike).
 */

import { fileTypeFromBuffer, supportedExtensions } from 'file-type';
import { zipDirectory, zipEntryData } from '../zip.js';

export interface Detected {
  /** The type recorded and, for images, served. */
  contentType: string;
  /** The extension that matches the content (for a name that has none). */
  ext: string;
  /** The extensions a stored name of this kind may end in (lower case, without the dot). */
  exts: readonly string[];
  /** The kind as the refusal message names it: PDF, 한글(HWP), 엑셀(XLSX). */
  label: string;
  image: boolean;
}

export const ACCEPTED_KINDS = 'PDF, 이미지(PNG, JPEG, GIF, WebP), 한글(HWP, HWPX), 워드·엑셀·파워포인트(DOCX, XLSX, PPTX), 텍스트(TXT, CSV)';

const kind = (contentType: string, exts: string[], label: string, image = false): Detected => ({ contentType, ext: exts[0], exts, label, image });

/** The accepted kinds. */
export const KINDS = {
  pdf: kind('application/pdf', ['pdf'], 'PDF'),
  png: kind('image/png', ['png'], 'PNG', true),
  jpeg: kind('image/jpeg', ['jpg', 'jpeg', 'jpe', 'jfif'], 'JPEG', true),
  gif: kind('image/gif', ['gif'], 'GIF', true),
  webp: kind('image/webp', ['webp'], 'WebP', true),
  hwp: kind('application/x-hwp', ['hwp'], '한글(HWP)'),
  hwpx: kind('application/hwp+zip', ['hwpx'], '한글(HWPX)'),
  docx: kind('application/vnd.openxmlformats-officedocument.wordprocessingml.document', ['docx'], '워드(DOCX)'),
  xlsx: kind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ['xlsx'], '엑셀(XLSX)'),
  pptx: kind('application/vnd.openxmlformats-officedocument.presentationml.presentation', ['pptx'], '파워포인트(PPTX)'),
  txt: kind('text/plain', ['txt'], '텍스트(TXT)'),
  csv: kind('text/csv', ['csv'], '텍스트(CSV)'),
} as const;

function officeZip(b: Buffer): Detected | undefined {
  const dir = zipDirectory(b);
  if (!('entries' in dir)) return undefined;
  // the first entry as written (HWPX and ODF put an uncompressed `mimetype` there)
  const first = dir.entries.find((e) => e.localOffset === 0);
  if (first?.name === 'mimetype' && first.method === 0 && zipEntryData(b, first)?.toString('latin1') === 'application/hwp+zip') return KINDS.hwpx;
  const names = dir.entries.map((e) => e.name);
  if (!names.includes('[Content_Types].xml')) return undefined;
  // macro-enabled documents (docm, xlsm, pptm) carry a VBA project: refused
  if (names.some((n) => /(^|\/)vbaProject\.bin$/i.test(n))) return undefined;
  const has = (dir: string) => names.some((n) => n.startsWith(dir));
  if (has('word/')) return KINDS.docx;
  if (has('xl/')) return KINDS.xlsx;
  if (has('ppt/')) return KINDS.pptx;
  return undefined;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function plainText(b: Buffer, name: string): Detected | undefined {
  const ext = /\.(txt|csv)$/i.exec(name.trim())?.[1]?.toLowerCase();
  if (!ext) return undefined;
  let text: string;
  try {
    text = utf8.decode(b);
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) return undefined;
  return ext === 'csv' ? KINDS.csv : KINDS.txt;
}

/**
 * The accepted kind of these bytes, or undefined. `name` only lets text files (which have no signature) in: a file
 * named .txt or .csv that is clean UTF-8 is text whatever its first bytes look like (a CSV that starts with `BM`
 * would otherwise be a bitmap to file-type, one that starts with `MZ` an executable).
 */
export async function detectType(b: Buffer, name: string): Promise<Detected | undefined> {
  const text = plainText(b, name);
  if (text) return text;
  let found: { ext: string } | undefined;
  try {
    found = await fileTypeFromBuffer(b);
  } catch {
    return undefined; // a structure file-type's own limits refuse to follow
  }
  switch (found?.ext) {
    case 'pdf':
      return KINDS.pdf;
    case 'png':
    case 'apng': // an animated PNG is a PNG to every browser, and its chunks are walked alike (metadata.ts)
      return KINDS.png;
    case 'jpg':
      return KINDS.jpeg;
    case 'gif':
      return KINDS.gif;
    case 'webp':
      return KINDS.webp;
    case 'cfb':
      // HWP 5: the FileHeader stream begins with this signature; other OLE files (legacy Office, MSI) are refused
      return b.includes(Buffer.from('HWP Document File', 'latin1')) ? KINDS.hwp : undefined;
    case 'zip':
    case 'docx':
    case 'xlsx':
    case 'pptx': {
      // file-type reads [Content_Types].xml; the layout check below also refuses a VBA project. Both must agree.
      const zip = officeZip(b);
      return zip && (found.ext === 'zip' || zip.ext === found.ext) ? zip : undefined;
    }
    default:
      return undefined; // unknown binary, or a type not accepted (exe, zip of anything else, docm, epub, bmp, …)
  }
}

/**
 * Extensions that run, open in a browser or hide another format: never stored on a file of another kind, whatever
 * file-type knows (it reads binary signatures, so scripts, markup and legacy Office names are added here).
 */
const DANGEROUS = [
  // Windows programs, installers, shortcuts and scripts
  'bat', 'cmd', 'com', 'exe', 'pif', 'scr', 'msi', 'msp', 'mst', 'hta', 'cpl', 'dll', 'sys', 'lnk', 'url', 'scf', 'inf', 'reg',
  'js', 'jse', 'vbs', 'vbe', 'vb', 'wsf', 'wsh', 'ws', 'ps1', 'psm1', 'psd1', 'ps1xml', 'msc', 'gadget', 'application', 'appx', 'msix',
  'jar', 'iso', 'img', 'vhd', 'vhdx', 'chm', 'sh', 'py', 'pl', 'rb', 'php', 'asp', 'aspx', 'jsp',
  // opened by a browser: markup and images that carry scripts
  'html', 'htm', 'xhtml', 'shtml', 'mht', 'mhtml', 'svg', 'svgz', 'xml', 'xsl', 'xslt',
  // documents of other (legacy or macro-enabled) formats
  'doc', 'dot', 'xls', 'xlt', 'ppt', 'pps', 'pot', 'docm', 'dotm', 'xlsm', 'xltm', 'xlam', 'pptm', 'potm', 'ppsm', 'rtf', 'hwt', 'odt', 'ods', 'odp',
];

const KNOWN = new Set<string>([...supportedExtensions, ...DANGEROUS, ...Object.values(KINDS).flatMap((k) => k.exts)]);

/** The extension of a name as a file manager reads it: after the last dot, no spaces; undefined when there is none. */
const extensionOf = (name: string) => /\.([^.\s]+)$/.exec(name)?.[1];

/** A name whose extension names another type than its content (`setup.bat` holding a PDF). */
export interface NameMismatch {
  mismatch: string;
}

/**
 * A file name safe to show: the last path segment only, Unicode NFC, no control or reserved characters
 * (`<>:"/\|?*`) or direction overrides, no leading dots or trailing dots and spaces (`a.bat.` is `a.bat`). May be
 * empty.
 */
export function cleanName(raw: string): string {
  const name = (raw.split(/[\\/]/).pop() ?? '').normalize('NFC');
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\u0000-\u001f\u007f-\u009f<>:"|?*\u202a-\u202e\u2066-\u2069]/g, '_').trim().replace(/^[.\s]+/, '').replace(/[.\s]+$/, '');
}

/**
 * The name to store and show (`cleanName`, at most 150 characters with the extension kept), ending in an extension
 * of the detected kind; or, when the name's extension names another type, that extension (the rules in this file's
 * header).
 */
export function storedName(raw: string, detected: Detected): { name: string } | NameMismatch {
  const name = cleanName(raw);
  let base = name;
  let ext = detected.ext;
  const given = extensionOf(name);
  if (given && detected.exts.includes(given.toLowerCase())) {
    base = name.slice(0, -given.length - 1);
    ext = given;
  } else if (given && KNOWN.has(given.toLowerCase())) {
    const otherImage = detected.image && Object.values(KINDS).some((k) => k.image && k.exts.includes(given.toLowerCase()));
    if (!otherImage) return { mismatch: given };
    base = name.slice(0, -given.length - 1); // photo.jpg holding a PNG: photo.png
  }
  base ||= 'file';
  if ([...base].length + ext.length + 1 > 150) base = [...base].slice(0, 150 - ext.length - 1).join('');
  return { name: `${base}.${ext}` };
}
