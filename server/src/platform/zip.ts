/**
 * The central directory of a zip, read without unpacking anything: what the attachment check (attachment/detect.ts:
 * Office and HWPX files are zips) and the Excel upload's zip-bomb guard (simple-evaluation/upload.ts) look at.
 * Only plain zips: a directory that is cut short, or zip64, is unreadable.
 */

const END = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export interface ZipEntry {
  name: string;
  flags: number;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  /** What the entry says it unpacks to (a zip bomb lies here; the guard inflates to check). */
  declaredSize: number;
  localOffset: number;
}

export type ZipDirectory = { entries: ZipEntry[] } | { unreadable: true } | { tooMany: number };

/** The entries, or why not: `tooMany` is answered from the end record alone, before any entry is walked. */
export function zipDirectory(b: Buffer, maxEntries = Infinity): ZipDirectory {
  if (b.length < 30 || b.readUInt32LE(0) !== LOCAL) return { unreadable: true };
  let end = -1;
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 65535); i--) {
    if (b.readUInt32LE(i) === END) {
      end = i;
      break;
    }
  }
  if (end < 0) return { unreadable: true };
  const count = b.readUInt16LE(end + 10);
  let at = b.readUInt32LE(end + 16);
  if (count > maxEntries) return { tooMany: count };
  if (at === 0xffffffff || count === 0xffff) return { unreadable: true }; // zip64
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > b.length || b.readUInt32LE(at) !== CENTRAL) return { unreadable: true };
    const nameLength = b.readUInt16LE(at + 28);
    entries.push({
      name: b.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
      flags: b.readUInt16LE(at + 8),
      method: b.readUInt16LE(at + 10),
      compressedSize: b.readUInt32LE(at + 20),
      declaredSize: b.readUInt32LE(at + 24),
      localOffset: b.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + b.readUInt16LE(at + 30) + b.readUInt16LE(at + 32);
  }
  return { entries };
}

/** An entry's bytes as stored (still compressed when method is 8); undefined when its local header is not where it says. */
export function zipEntryData(b: Buffer, e: ZipEntry): Buffer | undefined {
  if (e.localOffset + 30 > b.length || b.readUInt32LE(e.localOffset) !== LOCAL) return undefined;
  const at = e.localOffset + 30 + b.readUInt16LE(e.localOffset + 26) + b.readUInt16LE(e.localOffset + 28);
  const data = b.subarray(at, at + e.compressedSize);
  return data.length === e.compressedSize ? data : undefined;
}
