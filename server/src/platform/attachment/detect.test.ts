import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { detectType } from './detect.js';

/** A zip of stored (uncompressed) entries, in the order given: local headers, central directory, end record. */
function zip(entries: [name: string, content: string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const n = Buffer.from(name, 'utf8');
    const data = Buffer.from(content, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(n.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, n, data);
    centrals.push(central, n);
    offset += 30 + n.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const TYPES: [string, string] = ['[Content_Types].xml', '<Types/>'];

describe('detectType: zip containers (Office and HWPX) by their entries', () => {
  it('an xlsx written by exceljs is a spreadsheet, whatever its name', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('시트').addRow(['이름', 1]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    expect(detectType(bytes, '보고서.bin')).toMatchObject({ ext: 'xlsx', image: false });
  });

  it('word and powerpoint by their folders; HWPX by its stored mimetype entry', () => {
    expect(detectType(zip([TYPES, ['word/document.xml', '<w/>']]), 'a.zip')?.ext).toBe('docx');
    expect(detectType(zip([TYPES, ['ppt/presentation.xml', '<p/>']]), 'a')?.ext).toBe('pptx');
    expect(detectType(zip([['mimetype', 'application/hwp+zip'], ['Contents/section0.xml', '<h/>']]), '문서.hwpx')).toMatchObject({
      contentType: 'application/hwp+zip',
      ext: 'hwpx',
    });
  });

  it('refuses macro-enabled documents, zips that are no Office file, and a cut-off directory', () => {
    expect(detectType(zip([TYPES, ['xl/workbook.xml', '<x/>'], ['xl/vbaProject.bin', 'macro']]), 'a.xlsm')).toBeUndefined();
    expect(detectType(zip([['readme.txt', 'hello']]), 'a.zip')).toBeUndefined();
    expect(detectType(zip([['mimetype', 'application/epub+zip'], TYPES]), 'a.epub')).toBeUndefined();
    const docx = zip([TYPES, ['word/document.xml', '<w/>']]);
    expect(detectType(docx.subarray(0, docx.length - 30), 'a.docx')).toBeUndefined();
  });
});
