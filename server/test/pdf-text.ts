import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TestApp } from './harness.js';

/** A text without white space, to find a phrase in a PDF's text whatever its line breaks (`flat`). */
export const sq = (s: string) => s.replace(/\s+/g, '');

/** A PDF download over HTTP: its status, headers and bytes (a JSON refusal's body parsed). */
export async function download(app: TestApp, path: string, o: { token?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...o.headers };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  const res = await fetch(app.url + path, { headers });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = res.headers.get('content-type')?.includes('json') ? JSON.parse(bytes.toString('utf8')) : undefined;
  return { status: res.status, headers: res.headers, bytes, body: json };
}

/**
 * A PDF's text read back with pdf.js (its legacy build runs in Node), page by page: what a reader's copy, search
 * and a screen reader get from the embedded font's ToUnicode map. Also whether it is tagged and its language.
 */
export async function pdfText(bytes: Buffer): Promise<{ pages: string[]; text: string; flat: string; tagged: boolean; lang?: string; title?: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    pages.push(content.items.map((i) => ('str' in i ? i.str + (i.hasEOL ? '\n' : '') : '')).join(''));
  }
  const meta = await pdf.getMetadata();
  const markInfo = await pdf.getMarkInfo();
  const info = meta.info as { Title?: string; Language?: string };
  const tree = await (await pdf.getPage(1)).getStructTree();
  await pdf.destroy();
  const text = pages.join('\n');
  // Korean wraps between any two syllables and a wrapped line reads back with a break: search without white space
  return { pages, text, flat: sq(text), tagged: !!markInfo?.Marked && !!tree, lang: info.Language, title: info.Title };
}
