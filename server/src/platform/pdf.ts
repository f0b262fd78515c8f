import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { finished } from 'node:stream/promises';
import type { Response } from 'express';
import PDFDocument from 'pdfkit';
import { contentDisposition } from './excel.js';

/**
 * PDF downloads (a result report, a consent copy), drawn with pdfkit on the server and streamed into the answer:
 * A4, Noto Sans KR embedded from its npm package (@expo-google-fonts/noto-sans-kr, the static TTFs; pdfkit embeds
 * only the glyphs used, so a page of Korean is ~20 KB, and the text stays selectable and searchable), Noto Sans SC for
 * a Chinese document, a tagged PDF (PDF/UA: document language, ko-KR unless the guardian's own language, title shown,
 * headings, paragraphs and lists in a structure tree) so a screen reader reads it in order. pdfkit, not @react-pdf/renderer: no React tree or layout engine on the server, the
 * structure tags are pdfkit's own API, and it writes into the response as it goes.
 */

export const PDF_TYPE = 'application/pdf';

const require = createRequire(import.meta.url);
/**
 * The fonts of a document's script: `kr` Noto Sans KR (Korean, and the Latin letters of English and Vietnamese: it
 * has every Vietnamese letter with its marks, checked by test/guardian-documents.test.ts reading them back), `sc`
 * Noto Sans SC (@expo-google-fonts/noto-sans-sc) for Simplified Chinese, which lacks Hangul: a Korean school name in
 * a Chinese document is drawn in Noto Sans KR (see `runs`).
 */
export type PdfScript = 'kr' | 'sc';
const FONT_FILES: Record<PdfScript, { regular: string; bold: string }> = {
  kr: { regular: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf', bold: '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf' },
  sc: { regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf', bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf' },
};
const fonts: Partial<Record<PdfScript, { regular: Buffer; bold: Buffer }>> = {};
/** A script's two TTFs (6 to 11 MB each), read once per process when first used; pdfkit parses and subsets them per document. */
function fontFiles(script: PdfScript) {
  fonts[script] ??= { regular: readFileSync(require.resolve(FONT_FILES[script].regular)), bold: readFileSync(require.resolve(FONT_FILES[script].bold)) };
  return fonts[script];
}

const HANGUL = /([\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]+)/;
/** A text cut into runs of Hangul and of the rest (only a document in Noto Sans SC needs it). */
export const runs = (s: string): { text: string; hangul: boolean }[] =>
  s
    .split(HANGUL)
    .filter(Boolean)
    .map((text) => ({ text, hangul: HANGUL.test(text) }));

/** A document's language and script: the guardian's documents in their language, Korean otherwise. */
export interface PdfOptions {
  /** BCP 47, the PDF's /Lang (ko-KR by default). */
  lang?: string;
  script?: PdfScript;
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

function writer(doc: PDFKit.PDFDocument, root: PDFKit.PDFStructureElement, script: PdfScript): PdfWriter {
  const width = doc.page.width - MARGIN * 2;
  const text = (s: string, size: number, bold = false, color = INK, gap = 0.4) => {
    const face = bold ? 'bold' : 'regular';
    doc.fontSize(size).fillColor(color);
    if (script === 'kr') doc.font(face).text(s, { width, lineGap: 2 });
    else {
      // Noto Sans SC has no Hangul: each Korean run in Noto Sans KR, on one flow of text
      const parts = runs(s);
      parts.forEach((p, i) => doc.font(p.hangul ? `kr-${face}` : face).text(p.text, { width, lineGap: 2, continued: i < parts.length - 1 }));
    }
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
export async function streamPdf(res: Response, fileName: string, title: string, draw: (w: PdfWriter) => void, o: PdfOptions = {}): Promise<undefined> {
  const script = o.script ?? 'kr';
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    pdfVersion: '1.7',
    tagged: true,
    subset: 'PDF/UA' as PDFKit.Mixins.PDFSubsets, // pdfkit 0.20 knows PDF/UA; @types/pdfkit 0.17 lists only PDF/A
    lang: o.lang ?? 'ko-KR',
    displayTitle: true,
    info: { Title: title, Producer: 'svs', Creator: 'svs' },
  });
  const { regular, bold } = fontFiles(script);
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  if (script !== 'kr') {
    const kr = fontFiles('kr');
    doc.registerFont('kr-regular', kr.regular);
    doc.registerFont('kr-bold', kr.bold);
  }
  res.setHeader('Content-Type', PDF_TYPE);
  res.setHeader('Content-Disposition', contentDisposition(fileName));
  res.setHeader('Cache-Control', 'no-store');
  res.status(200);
  doc.pipe(res);
  const root = doc.struct('Document');
  doc.addStructure(root);
  draw(writer(doc, root, script));
  root.end();
  doc.end();
  await finished(res);
  return undefined;
}
