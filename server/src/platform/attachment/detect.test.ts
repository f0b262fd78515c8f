import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { KINDS, detectType, storedName } from './detect.js';

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
    expect(await detectType(bytes, '보고서.bin')).toMatchObject({ ext: 'xlsx', image: false });
  });

  it('word and powerpoint by their folders; HWPX by its stored mimetype entry', async () => {
    expect((await detectType(zip([TYPES, ['word/document.xml', '<w/>']]), 'a.zip'))?.ext).toBe('docx');
    expect((await detectType(zip([TYPES, ['ppt/presentation.xml', '<p/>']]), 'a'))?.ext).toBe('pptx');
    expect(await detectType(zip([['mimetype', 'application/hwp+zip'], ['Contents/section0.xml', '<h/>']]), '문서.hwpx')).toMatchObject({
      contentType: 'application/hwp+zip',
      ext: 'hwpx',
    });
  });

  it('refuses macro-enabled documents, zips that are no Office file, and a cut-off directory', async () => {
    expect(await detectType(zip([TYPES, ['xl/workbook.xml', '<x/>'], ['xl/vbaProject.bin', 'macro']]), 'a.xlsm')).toBeUndefined();
    expect(await detectType(zip([['readme.txt', 'hello']]), 'a.zip')).toBeUndefined();
    expect(await detectType(zip([['mimetype', 'application/epub+zip'], TYPES]), 'a.epub')).toBeUndefined();
    const docx = zip([TYPES, ['word/document.xml', '<w/>']]);
    expect(await detectType(docx.subarray(0, docx.length - 30), 'a.docx')).toBeUndefined();
  });
});

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const PDF = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1');
const contentTypes = (main: string): [string, string] => ['[Content_Types].xml', `<Types><Override PartName="/word/document.xml" ContentType="${main}"/></Types>`];

describe('detectType: signatures by file-type, and what it does not tell', () => {
  it('PDF, the images, and HWP inside an OLE compound file', async () => {
    expect(await detectType(PDF, 'x')).toMatchObject({ contentType: 'application/pdf', ext: 'pdf', label: 'PDF' });
    expect(await detectType(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'x')).toMatchObject({ contentType: 'image/gif', image: true });
    const hwp = Buffer.concat([OLE, Buffer.alloc(504), Buffer.from('HWP Document File', 'latin1'), Buffer.alloc(64)]);
    expect(await detectType(hwp, '공문.hwp')).toMatchObject({ contentType: 'application/x-hwp', ext: 'hwp' });
    expect(await detectType(Buffer.concat([OLE, Buffer.alloc(600)]), 'old.doc')).toBeUndefined();
    expect(await detectType(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]), 'a.pdf')).toBeUndefined();
  });

  it('an Office file must be what its content types and its folders both say, without macros', async () => {
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
    expect((await detectType(zip([contentTypes(docx), ['word/document.xml', '<w/>']]), 'a.docx'))?.ext).toBe('docx');
    // declared macro-enabled (file-type: docm) although no VBA project is in it
    expect(await detectType(zip([contentTypes('application/vnd.ms-word.document.macroEnabled.main+xml'), ['word/document.xml', '<w/>']]), 'a.docx')).toBeUndefined();
    // declared a Word document, laid out as a workbook
    expect(await detectType(zip([contentTypes(docx), ['xl/workbook.xml', '<x/>']]), 'a.xlsx')).toBeUndefined();
  });

  it('a .txt or .csv name that is clean UTF-8 is text whatever its first bytes look like; otherwise the bytes decide', async () => {
    expect(await detectType(Buffer.from('BMI,키,몸무게\n20.1,170,58\n'), '측정.csv')).toMatchObject({ contentType: 'text/csv', ext: 'csv' });
    expect(await detectType(Buffer.from('MZ 메모\n'), 'memo.txt')).toMatchObject({ contentType: 'text/plain', ext: 'txt' });
    expect(await detectType(PDF, 'memo.txt')).toMatchObject({ ext: 'pdf' }); // not UTF-8: a PDF named .txt (refused by its name)
    expect(await detectType(Buffer.from('BMI,키\n'), '측정')).toBeUndefined(); // no name, no text
  });
});

describe('storedName: the extension agrees with the content', () => {
  const pdf = KINDS.pdf;
  it.each([
    ['report.pdf', 'report.pdf'],
    ['보고서.PDF', '보고서.PDF'],
    ['명단', '명단.pdf'],
    ['회의록 v1.2', '회의록 v1.2.pdf'],
    ['../../상담 기록.pdf', '상담 기록.pdf'],
    ['a.pdf. . ', 'a.pdf'],
    ['.pdf', 'pdf.pdf'],
  ])('%s holding a PDF is stored as %s', (raw, name) => {
    expect(storedName(raw, pdf)).toEqual({ name });
  });

  it.each([
    ['setup.bat', 'bat'],
    ['invoice.hta', 'hta'],
    ['report.pdf.exe', 'exe'],
    ['a.bat. ', 'bat'],
    ['a.pdf:evil.js', 'js'],
    ['page.HTML', 'HTML'],
    ['그림.svg', 'svg'],
    ['photo.png', 'png'],
    ['문서.docx', 'docx'],
    ['old.doc', 'doc'],
    ['archive.zip', 'zip'],
    ['memo.txt', 'txt'],
  ])('%s holding a PDF is refused (.%s)', (raw, mismatch) => {
    expect(storedName(raw, pdf)).toEqual({ mismatch });
  });

  it('between images the extension is replaced by the content’s; an image under another type’s name is refused', () => {
    expect(storedName('screenshot.jpg', KINDS.png)).toEqual({ name: 'screenshot.png' });
    expect(storedName('photo.jpeg', KINDS.jpeg)).toEqual({ name: 'photo.jpeg' });
    expect(storedName('photo.gif', KINDS.webp)).toEqual({ name: 'photo.webp' });
    expect(storedName('photo.pdf', KINDS.png)).toEqual({ mismatch: 'pdf' });
    expect(storedName('photo.svg', KINDS.png)).toEqual({ mismatch: 'svg' });
  });

  it('keeps at most 150 characters, the extension included', () => {
    const long = storedName('가'.repeat(200) + '.pdf', KINDS.pdf);
    expect(long).toEqual({ name: '가'.repeat(146) + '.pdf' });
    expect(storedName('나'.repeat(200), KINDS.hwpx)).toEqual({ name: '나'.repeat(145) + '.hwpx' });
  });
});
