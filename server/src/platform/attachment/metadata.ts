/**
 * Images lose what they say about where and by whom they were taken before they are stored: a phone photo of a
 * classroom or a counselling note carries its GPS position, the camera's serial number and the time in its EXIF,
 * and an edited one its author in XMP or IPTC. Only the image itself is kept, without decoding or re-encoding it
 * (so no quality is lost and no image decoder reads untrusted input):
 *
 * | format | kept | dropped |
 * |---|---|---|
 * | JPEG | the image's segments; JFIF (APP0), the colour profile (APP2 `ICC_PROFILE`), Adobe's colour transform (APP14); the EXIF orientation, rewritten alone | EXIF and XMP (APP1), IPTC (APP13), every other APPn, comments, and whatever follows the image's end (a second, embedded image with its own EXIF) |
 * | PNG | every chunk but the ones named | text (`tEXt`, `zTXt`, `iTXt`), `eXIf`, `tIME` |
 * | WebP | every chunk but the ones named (the VP8X flags updated) | `EXIF`, `XMP ` |
 * | GIF | as it is | — (it has no place for a position; comments are rare) |
 *
 * A file whose structure cannot be followed to its end is refused (`undefined`): it would be stored with its
 * metadata unknown, and a browser could not show it anyway.
 */
import type { Detected } from './detect.js';

export function withoutMetadata(bytes: Buffer, detected: Detected): Buffer | undefined {
  switch (detected.contentType) {
    case 'image/jpeg':
      return jpeg(bytes);
    case 'image/png':
      return png(bytes);
    case 'image/webp':
      return webp(bytes);
    default:
      return bytes;
  }
}

// ---- JPEG: segments (marker FF xx, then a big-endian length that counts itself), entropy-coded data after SOS ----

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;
/** Markers that stand alone, with no length: TEM and RST0–7 (SOI and EOI are handled apart). */
const standalone = (m: number) => m === 0x01 || (m >= 0xd0 && m <= 0xd7);

function keepJpegSegment(marker: number, body: Buffer): boolean {
  if (marker === APP0 || marker === APP14) return true;
  if (marker === APP2) return body.subarray(0, 12).toString('latin1') === 'ICC_PROFILE\0';
  return !(marker >= APP0 && marker <= 0xef) && marker !== COM;
}

function jpeg(b: Buffer): Buffer | undefined {
  if (b[0] !== 0xff || b[1] !== SOI) return undefined;
  const out: Buffer[] = [b.subarray(0, 2)];
  let orientation: number | undefined;
  let at = 2;
  for (;;) {
    if (at + 1 >= b.length || b[at] !== 0xff) return undefined;
    let marker = b[at + 1];
    while (marker === 0xff && at + 2 < b.length) marker = b[++at + 1]; // fill bytes before a marker
    if (marker === EOI) {
      out.push(b.subarray(at, at + 2)); // anything after the image's end is left behind
      break;
    }
    if (standalone(marker)) {
      out.push(b.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 4 > b.length) return undefined;
    const end = at + 2 + b.readUInt16BE(at + 2);
    if (end > b.length || end < at + 4) return undefined;
    const body = b.subarray(at + 4, end);
    if (marker === APP1 && orientation === undefined) orientation = exifOrientation(body);
    if (keepJpegSegment(marker, body)) out.push(b.subarray(at, end));
    at = end;
    if (marker === SOS) {
      // the scan's data runs to the next marker that is neither a stuffed 0xFF (FF 00) nor a restart (FF D0–D7)
      const start = at;
      for (;;) {
        at = b.indexOf(0xff, at);
        if (at < 0 || at + 1 >= b.length) return undefined;
        if (b[at + 1] !== 0 && !(b[at + 1] >= 0xd0 && b[at + 1] <= 0xd7)) break;
        at += 2;
      }
      out.push(b.subarray(start, at));
    }
  }
  // after SOI, and after JFIF's APP0 when there is one (which must come first)
  if (orientation && orientation !== 1) out.splice(out[1]?.[1] === APP0 ? 2 : 1, 0, orientationSegment(orientation));
  return Buffer.concat(out);
}

/** The Orientation tag (0x0112) of IFD0 in an APP1 `Exif\0\0` segment's body, when it holds a valid one (1–8). */
function exifOrientation(body: Buffer): number | undefined {
  if (body.subarray(0, 6).toString('latin1') !== 'Exif\0\0') return undefined;
  const tiff = body.subarray(6);
  if (tiff.length < 8) return undefined;
  const order = tiff.subarray(0, 2).toString('latin1');
  if (order !== 'II' && order !== 'MM') return undefined;
  const u16 = (o: number) => (order === 'II' ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (order === 'II' ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return undefined;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return undefined;
    if (u16(entry) !== 0x0112) continue;
    const value = u16(entry + 8); // a SHORT, left-justified in the value field
    return u16(entry + 2) === 3 && value >= 1 && value <= 8 ? value : undefined;
  }
  return undefined;
}

/** An APP1 segment holding nothing but the orientation: `Exif\0\0`, a big-endian TIFF header and one IFD of one entry. */
function orientationSegment(orientation: number): Buffer {
  const s = Buffer.alloc(2 + 2 + 6 + 8 + 2 + 12 + 4);
  s.writeUInt16BE(0xff00 | APP1, 0);
  s.writeUInt16BE(s.length - 2, 2);
  s.write('Exif\0\0MM', 4, 'latin1');
  s.writeUInt16BE(42, 12);
  s.writeUInt32BE(8, 14); // IFD0 right after the header
  s.writeUInt16BE(1, 18); // one entry
  s.writeUInt16BE(0x0112, 20); // Orientation
  s.writeUInt16BE(3, 22); // SHORT
  s.writeUInt32BE(1, 24); // one value
  s.writeUInt16BE(orientation, 28);
  s.writeUInt32BE(0, 32); // no next IFD
  return s;
}

// ---- PNG: the signature, then chunks of length (4, big-endian), type (4), data, CRC (4) -------------------------

const PNG_DROPPED = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

function png(b: Buffer): Buffer | undefined {
  const out: Buffer[] = [b.subarray(0, 8)];
  let at = 8;
  for (;;) {
    if (at + 12 > b.length) return undefined;
    const end = at + 12 + b.readUInt32BE(at);
    if (end > b.length) return undefined;
    const type = b.subarray(at + 4, at + 8).toString('latin1');
    if (!PNG_DROPPED.has(type)) out.push(b.subarray(at, end));
    at = end;
    if (type === 'IEND') return Buffer.concat(out);
  }
}

// ---- WebP: RIFF, its size (4, little-endian), WEBP, then chunks of fourcc, size (4, LE), data, a pad byte if odd -

const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

function webp(b: Buffer): Buffer | undefined {
  if (b.length < 12) return undefined;
  const riffEnd = 8 + b.readUInt32LE(4);
  if (riffEnd > b.length) return undefined;
  const out: Buffer[] = [];
  let at = 12;
  while (at < riffEnd) {
    if (at + 8 > riffEnd) return undefined;
    const size = b.readUInt32LE(at + 4);
    const end = at + 8 + size + (size % 2);
    if (end > riffEnd) return undefined;
    const fourcc = b.subarray(at, at + 4).toString('latin1');
    if (fourcc === 'VP8X') {
      const chunk = Buffer.from(b.subarray(at, end));
      chunk[8] &= ~(VP8X_EXIF | VP8X_XMP);
      out.push(chunk);
    } else if (fourcc !== 'EXIF' && fourcc !== 'XMP ') out.push(b.subarray(at, end));
    at = end;
  }
  const header = Buffer.from(b.subarray(0, 12));
  const body = Buffer.concat(out);
  header.writeUInt32LE(4 + body.length, 4);
  return Buffer.concat([header, body]);
}
