import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { finished } from 'node:stream/promises';
import type { Response } from 'express';
import PDFDocument from 'pdfkit';
import { contentDisposition } from './excel.js';

/**
 * PDF downloads (a result report, a consent copy), drawn with pdfkit on the server and streamed into the answer:
 * A4, Noto Sans KR embedded from its npm package (@expo-google-fonts/noto-sans-kr, the static TTFs; pdfkit embeds
 * only the glyphs used, so a page of Korean is ~20 KB, and the text stays selectable and searchable), a tagged PDF
 * (PDF/UA: document language ko-KR, title shown, headings, paragraphs and lists in a structure tree) so a screen
 * reader reads it in order. pdfkit, not @react-pdf/renderer: no React tree or layout engine on the server, the
 * structure tags are pdfkit's own API, and it writes into the response as it goes.
 */

export const PDF_TYPE = 'application/pdf';

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
/** The two TTFs (about 6 MB each), read once per process; pdfkit parses and subsets them per document. */
function fontFiles() {
  fonts ??= {
    regular: readFileSync(require.resolve('@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf')),
    bold: readFileSync(require.resolve('@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf')),
  };
  return fonts;
}

/** What a document is drawn with: headings, paragraphs, lists and key-value rows, each a tagged element. */
export interface PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  title(text: string): void;
  heading(text: string): void;
  paragraph(text: string, o?: { bold?: boolean; size?: number; color?: string }): void;
  list(items: string[]): void;
  /** Label: value lines (a two-column table would need TH/TD tags that pdfkit's text flow does not keep aligned). */
  facts(rows: [string, string][]): void;
  /** Small grey text (what the document is, when it was made). */
  note(text: string): void;
}

const MARGIN = 56;
const INK = '#1f1f1f';
const MUTED = '#595959';

function writer(doc: PDFKit.PDFDocument, root: PDFKit.PDFStructureElement): PdfWriter {
  const width = doc.page.width - MARGIN * 2;
  const text = (s: string, size: number, bold = false, color = INK, gap = 0.4) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(size).fillColor(color).text(s, { width, lineGap: 2 });
    doc.moveDown(gap);
  };
  return {
    doc,
    title: (s) => root.add(doc.struct('H1', {}, () => text(s, 18, true, INK, 0.6))),
    heading: (s) => {
      doc.moveDown(0.3);
      root.add(doc.struct('H2', {}, () => text(s, 13, true, INK, 0.3)));
    },
    paragraph: (s, o = {}) => root.add(doc.struct('P', {}, () => text(s, o.size ?? 10.5, o.bold, o.color))),
    list: (items) => {
      const l = doc.struct('L');
      root.add(l);
      for (const item of items) l.add(doc.struct('LI', {}, () => text(`• ${item}`, 10.5, false, INK, 0.2)));
      l.end();
      doc.moveDown(0.3);
    },
    facts: (rows) => {
      for (const [k, v] of rows) root.add(doc.struct('P', {}, () => text(`${k}: ${v}`, 10.5, false, INK, 0.15)));
      doc.moveDown(0.3);
    },
    note: (s) => root.add(doc.struct('P', {}, () => text(s, 9, false, MUTED, 0.2))),
  };
}

/**
 * Writes a PDF into the answer: Content-Type, Content-Disposition with the (Korean) file name as RFC 5987's
 * filename*, Cache-Control no-store (a student's record is never kept by a browser or a proxy), then the pages as
 * `draw` makes them. Call it after every check that may refuse: once it runs, the answer has begun.
 */
export async function streamPdf(res: Response, fileName: string, title: string, draw: (w: PdfWriter) => void): Promise<undefined> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    pdfVersion: '1.7',
    tagged: true,
    subset: 'PDF/UA' as PDFKit.Mixins.PDFSubsets, // pdfkit 0.20 knows PDF/UA; @types/pdfkit 0.17 lists only PDF/A
    lang: 'ko-KR',
    displayTitle: true,
    info: { Title: title, Producer: 'svs', Creator: 'svs' },
  });
  const { regular, bold } = fontFiles();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  res.setHeader('Content-Type', PDF_TYPE);
  res.setHeader('Content-Disposition', contentDisposition(fileName));
  res.setHeader('Cache-Control', 'no-store');
  res.status(200);
  doc.pipe(res);
  const root = doc.struct('Document');
  doc.addStructure(root);
  draw(writer(doc, root));
  root.end();
  doc.end();
  await finished(res);
  return undefined;
}
