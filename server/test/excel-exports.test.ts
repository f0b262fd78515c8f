import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { restRoutes } from '../src/modules/index.js';

/**
 * Every Excel export has the one look (platform/excel.ts), and each is downloaded through the app and checked by
 * test/xlsx-style.ts `expectOfficeWorkbook` in the test of its domain, where its fixtures are. This table says where;
 * a new route answering an .xlsx fails here until it is in the table and its test checks the look.
 */
const CHECKED_IN: Record<string, string> = {
  'POST svs-u/simple-evaluation/excel-download': 'simple-evaluation-scoring.test.ts',
  'POST svs-u/request/excel-download': 'request-reach.test.ts',
  'POST svs-u/request/statistics-excel-download': 'request-statistics.test.ts',
  'POST svs-u/sms/send-history/excel-download': 'sms-history.test.ts',
  'POST svs-u/access-log/excel-download': 'access-log.test.ts',
  'POST svs-u/case-management/:requestId/timeline-excel-download': 'case-timeline.test.ts',
  'POST svs-u/case-management/outcomes-excel-download': 'case-timeline.test.ts',
  'GET svs-u/retention/runs/:id/excel-download': 'retention.test.ts',
};

/** Forms to fill in and upload again (read back by the upload, header row and all): not exports of records. */
const TEMPLATES = ['GET svs-u/simple-evaluation/group-register/template', 'GET svs-u/simple-evaluation/norm-set/template'];

describe('Excel exports', () => {
  const xlsx = restRoutes.filter((r) => r.doc?.file === 'xlsx').map((r) => `${r.method.toUpperCase()} ${r.path}`);

  it('are all in the table of where their look is checked (or are upload templates)', () => {
    expect(xlsx.filter((r) => !TEMPLATES.includes(r)).sort()).toEqual(Object.keys(CHECKED_IN).sort());
  });

  it.each(Object.entries(CHECKED_IN))('%s: its test downloads it and checks the look', (route, file) => {
    const source = readFileSync(new URL(file, import.meta.url), 'utf8');
    const path = route.split(' ')[1].replace(/:[a-zA-Z]+/g, '').split('/').filter(Boolean).pop()!;
    expect(source).toContain(path);
    expect(source).toContain('expectOfficeWorkbook(');
  });
});
