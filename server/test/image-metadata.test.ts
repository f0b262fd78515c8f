import { describe, expect, it } from 'vitest';
import { detectType } from '../src/platform/attachment/detect.js';
import { withoutMetadata } from '../src/platform/attachment/metadata.js';
import { JPEG, PNG, WEBP } from './images.js';

/**
 * An uploaded image keeps its picture and loses where, when and by whom it was taken (platform/attachment/metadata.ts).
 * Each case builds what a phone or an editor writes around a real image and expects exactly the image back.
 */

const strip = async (b: Buffer) => withoutMetadata(b, (await detectType(b, 'photo'))!);
const SECRET = 'PHONE-SN-4471 37.5665N 126.9780E';

// ---- JPEG ----

const seg = (marker: number, body: Buffer | string) => {
  const data = typeof body === 'string' ? Buffer.from(body, 'latin1') : body;
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
};

/** An EXIF body (big-endian TIFF): IFD0 with Orientation, Make (the secret) and a GPS IFD pointer; the GPS IFD with a latitude reference. */
function exif(orientation: number): Buffer {
  const t = Buffer.alloc(8 + 2 + 3 * 12 + 4 + 2 + 12 + 4 + 64);
  t.write('MM', 0, 'latin1');
  t.writeUInt16BE(42, 2);
  t.writeUInt32BE(8, 4);
  t.writeUInt16BE(3, 8);
  const entry = (i: number, tag: number, type: number, count: number, value: number, short = false) => {
    const at = 10 + i * 12;
    t.writeUInt16BE(tag, at);
    t.writeUInt16BE(type, at + 2);
    t.writeUInt32BE(count, at + 4);
    if (short) t.writeUInt16BE(value, at + 8);
    else t.writeUInt32BE(value, at + 8);
  };
  const gps = 10 + 3 * 12 + 4;
  const make = gps + 2 + 12 + 4;
  entry(0, 0x010f, 2, SECRET.length + 1, make); // Make, ASCII at `make`
  entry(1, 0x0112, 3, 1, orientation, true);
  entry(2, 0x8825, 4, 1, gps); // GPSInfo
  t.writeUInt16BE(1, gps);
  t.writeUInt16BE(0x0001, gps + 2); // GPSLatitudeRef 'N'
  t.writeUInt16BE(2, gps + 4);
  t.writeUInt32BE(2, gps + 6);
  t.write('N\0', gps + 10, 'latin1');
  t.write(SECRET, make, 'latin1');
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), t]);
}

/** JPEG's own segments after SOI and JFIF's APP0 (the ICC profile, tables, frame, scan, EOI). */
const afterApp0 = JPEG.subarray(2 + 2 + JPEG.readUInt16BE(4));
const SOI_APP0 = JPEG.subarray(0, 2 + 2 + JPEG.readUInt16BE(4));

function phonePhoto(orientation: number): Buffer {
  return Buffer.concat([
    SOI_APP0,
    seg(0xe1, exif(orientation)),
    seg(0xe1, `http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><dc:creator>${SECRET}</dc:creator></x:xmpmeta>`),
    seg(0xe2, `MPF\0${SECRET}`), // an APP2 that is not a colour profile
    seg(0xed, `Photoshop 3.0\0${SECRET}`), // IPTC
    seg(0xfe, SECRET), // a comment
    afterApp0,
    // a second image after the first one's end (a phone's depth map or preview), with its own EXIF
    Buffer.from([0xff, 0xd8]),
    seg(0xe1, exif(1)),
    Buffer.from([0xff, 0xd9]),
  ]);
}

describe('JPEG', () => {
  it('keeps the image, its JFIF header and colour profile byte for byte, and drops EXIF, XMP, IPTC, comments and what follows its end', async () => {
    const out = (await strip(phonePhoto(1)))!;
    expect(out).toEqual(JPEG);
    expect(out.includes(SECRET)).toBe(false);
  });

  it('keeps the orientation alone, so a phone photo is not shown on its side', async () => {
    const out = (await strip(phonePhoto(6)))!;
    const orientationOnly = seg(
      0xe1,
      Buffer.concat([Buffer.from('Exif\0\0MM\0\x2a\0\0\0\x08\0\x01', 'latin1'), Buffer.from([0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0])]),
    );
    expect(out).toEqual(Buffer.concat([SOI_APP0, orientationOnly, afterApp0]));
    expect(out.includes(SECRET)).toBe(false);
    expect(out.includes('GPS')).toBe(false);
  });

  it('follows scans with stuffed bytes and restart markers, and tables between scans (progressive)', async () => {
    const scan = (data: number[]) => Buffer.concat([seg(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])), Buffer.from(data)]);
    const image = [
      Buffer.from([0xff, 0xd8]),
      seg(0xdb, Buffer.alloc(65, 1)),
      scan([0x12, 0xff, 0x00, 0x34, 0xff, 0xd3, 0x56, 0xff, 0x00]),
      seg(0xc4, Buffer.alloc(20, 2)),
      scan([0x78, 0xff, 0xd0, 0x9a]),
      Buffer.from([0xff, 0xff, 0xd9]), // a fill byte before EOI
    ];
    const withComment = [...image.slice(0, 3), seg(0xfe, SECRET), ...image.slice(3)];
    const out = (await strip(Buffer.concat(withComment)))!;
    expect(out).toEqual(Buffer.concat([...image.slice(0, 5), Buffer.from([0xff, 0xd9])]));
  });

  it.each([
    ['cut inside a segment', JPEG.subarray(0, 30)],
    ['cut inside the scan (no end)', JPEG.subarray(0, JPEG.length - 2)],
    ['a length past the end', Buffer.concat([SOI_APP0, Buffer.from([0xff, 0xe1, 0xff, 0xff, 0])])],
  ])('refuses a file it cannot follow to its end: %s', async (_, bytes) => {
    expect(await strip(bytes)).toBeUndefined();
  });
});

// ---- PNG ----

const chunk = (type: string, data: string) => {
  const body = Buffer.from(data, 'utf8');
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body, Buffer.alloc(4)]);
};

describe('PNG', () => {
  it('drops text, EXIF and time chunks and keeps every other chunk byte for byte', async () => {
    const ihdrEnd = 8 + 12 + PNG.readUInt32BE(8);
    const tagged = Buffer.concat([
      PNG.subarray(0, ihdrEnd),
      chunk('tEXt', `Author\0김교사 ${SECRET}`),
      chunk('iTXt', `XML:com.adobe.xmp\0\0\0\0\0${SECRET}`),
      chunk('zTXt', `Comment\0\0${SECRET}`),
      chunk('eXIf', SECRET),
      chunk('tIME', '\x07\xea\x0b\x18\x0c\x00\x00'),
      PNG.subarray(ihdrEnd),
    ]);
    expect(await strip(tagged)).toEqual(PNG);
    expect(await strip(PNG)).toEqual(PNG);
  });

  it('refuses a PNG with no end chunk', async () => {
    expect(await strip(PNG.subarray(0, PNG.length - 12))).toBeUndefined();
  });
});

// ---- WebP ----

const riffChunk = (fourcc: string, data: string) => {
  const body = Buffer.from(data, 'latin1');
  const head = Buffer.alloc(8);
  head.write(fourcc, 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body, Buffer.alloc(body.length % 2)]);
};

describe('WebP', () => {
  it('drops the EXIF and XMP chunks, clears their flags and keeps the rest byte for byte', async () => {
    const body = Buffer.concat([WEBP.subarray(12), riffChunk('EXIF', `MM${SECRET}`), riffChunk('XMP ', `<x:xmpmeta>${SECRET}</x:xmpmeta>`)]);
    const tagged = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBP', 'latin1'), body]);
    tagged.writeUInt32LE(tagged.length - 8, 4);
    expect(tagged.subarray(12, 16).toString('latin1')).toBe('VP8X');
    tagged[20] |= 0x0c; // VP8X: EXIF and XMP present
    expect(await strip(tagged)).toEqual(WEBP);
  });

  it('refuses a chunk that runs past the file', async () => {
    const bad = Buffer.from(WEBP);
    bad.writeUInt32LE(0xffff, 16);
    expect(await strip(bad)).toBeUndefined();
  });
});
