import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { DEMO_NORM_CSV } from './demo-norm-set.data.js';
import { buildDemoNormSet, DEMO_NORM_META, demoNormSet, erf, normalCdf, normTemplateWorkbook } from './demo-norm-set.js';
import { parseNormCsv, parseNormWorkbook, readNormWorkbook, writeNormCsv, writeNormWorkbook } from './norm-files.js';
import { INSTRUMENTS } from './instrument.js';
import { normSetToRows, parseNormSet, parseNormSetOrThrow, validateNormSet, type NormError, type NormRow, type NormSet } from './norm-set.js';
import { score } from './scoring.js';

const META = { version: 'v-test', label: '시험 규준' };
/** The demo set as rows; tests change a few of them. */
const demoRows = (): NormRow[] => normSetToRows(demoNormSet());
const errorsOf = (rows: NormRow[], meta = META): NormError[] => {
  const r = parseNormSet(rows, meta);
  if (r.ok) throw new Error('expected the table to be rejected');
  expect(r).not.toHaveProperty('normSet'); // nothing partially accepted
  return r.errors;
};
/** Index of the row of a group and raw score in demoRows(). */
const find = (rows: NormRow[], st: string, g: string, c: string, raw: number) =>
  rows.findIndex((r) => r.schoolType === st && r.gender === g && r.category === c && r.raw === raw);

describe('parseNormSet accepts', () => {
  it('the demo set as rows, unchanged', () => {
    const r = parseNormSet(demoRows(), DEMO_NORM_META);
    expect(r.ok && r.normSet).toEqual(demoNormSet());
  });

  it('Korean codes for school type, gender and total, mean/sd on any row of the group, and gaps in the table', () => {
    const rows = demoRows()
      .filter((r) => !(r.schoolType === 'ELEMENTARY' && r.gender === 'F' && r.category === 'psta' && Number(r.raw) % 2 === 1))
      .map((r) => (r.schoolType === 'ELEMENTARY' ? { ...r, schoolType: '초등', gender: r.gender === 'M' ? '남' : '여', category: r.category === 'total' ? '전체' : r.category } : r));
    const i = find(rows, '초등', '남', 'emot', 5);
    rows[i] = { ...rows[i], mean: 2.612, sd: '2.731' }; // repeating the group's values is allowed
    const r = parseNormSet(rows, META);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.normSet.groups.ELEMENTARY.F.psta!.percentiles.map(([raw]) => raw)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18]);
  });
});

describe('parseNormSet rejects, with every row’s Korean message', () => {
  it('sd ≤ 0', () => {
    const rows = demoRows();
    rows[0] = { ...rows[0], sd: 0 };
    expect(errorsOf(rows)).toContainEqual({ line: 2, column: 'sd', code: 'NORM_SD_NOT_POSITIVE', message: '2행: 표준편차는 0보다 커야 합니다.' });
    rows[0] = { ...rows[0], sd: '-1.5' };
    expect(errorsOf(rows)[0].code).toBe('NORM_SD_NOT_POSITIVE');
  });

  it('a missing group', () => {
    const rows = demoRows().filter((r) => !(r.schoolType === 'MIDDLE_HIGH' && r.gender === 'F' && r.category === 'suci'));
    expect(errorsOf(rows)).toEqual([
      { line: null, column: null, code: 'NORM_MISSING_GROUP', message: '중·고등학생 여 자살 및 위기 문제(suci)의 규준이 없습니다.' },
    ]);
  });

  it('percentiles that decrease as the raw score rises', () => {
    const rows = demoRows();
    const i = find(rows, 'ELEMENTARY', 'M', 'emot', 3); // 62.7, after 48.4 at raw 2
    rows[i] = { ...rows[i], percentile: 40 };
    expect(errorsOf(rows)).toEqual([
      {
        line: rows[i].line,
        column: 'percentile',
        code: 'NORM_PERCENTILE_NOT_MONOTONE',
        message: `${rows[i].line}행: 백분위는 원점수가 커질수록 작아질 수 없습니다(원점수 2점의 백분위 48.4보다 작음).`,
      },
    ]);
  });

  it('percentiles outside 0–100', () => {
    const rows = demoRows();
    rows[0] = { ...rows[0], percentile: -0.1 };
    rows[1] = { ...rows[1], percentile: '100.5' };
    const errors = errorsOf(rows).filter((e) => e.code === 'NORM_PERCENTILE_OUT_OF_RANGE');
    expect(errors.map((e) => e.message)).toEqual(['2행: 백분위는 0부터 100 사이여야 합니다.', '3행: 백분위는 0부터 100 사이여야 합니다.']);
  });

  it('an unknown category, or one of the other school type', () => {
    const rows = demoRows();
    rows[0] = { ...rows[0], category: 'suci' };
    rows[1] = { ...rows[1], category: 'mood' };
    const errors = errorsOf(rows).filter((e) => e.code === 'NORM_UNKNOWN_CATEGORY');
    expect(errors.map((e) => e.message)).toEqual([
      '2행: 초등학생 규준에 없는 영역입니다: "suci" (emot, anxi, ipsa, etnz, psta, total 중 하나)',
      '3행: 초등학생 규준에 없는 영역입니다: "mood" (emot, anxi, ipsa, etnz, psta, total 중 하나)',
    ]);
  });

  it('duplicate rows', () => {
    const rows = demoRows();
    rows.push({ ...rows[3], line: rows.length + 2, mean: null, sd: null });
    expect(errorsOf(rows)).toEqual([
      { line: rows.length + 1, column: 'raw', code: 'NORM_DUPLICATE_ROW', message: `${rows.length + 1}행: 5행과 학교급·성별·영역·원점수가 같은 중복 행입니다.` },
    ]);
  });

  it('bad school types, genders, numbers, raw scores, means and disagreeing statistics, all at once', () => {
    const rows = demoRows();
    rows[1] = { ...rows[1], schoolType: 'HIGH' };
    rows[2] = { ...rows[2], gender: 'X' };
    rows[3] = { ...rows[3], percentile: 'abc' };
    rows[4] = { ...rows[4], raw: 2.5 };
    rows[5] = { ...rows[5], raw: '' };
    const total = find(rows, 'ELEMENTARY', 'M', 'total', 0);
    rows[total] = { ...rows[total], mean: 200 };
    rows[7] = { ...rows[7], mean: 3 }; // the group's mean is 2.612 (row 2)
    expect(errorsOf(rows).map((e) => [e.code, e.message])).toEqual([
      ['NORM_BAD_SCHOOL_TYPE', '3행: 학교급은 ELEMENTARY(초등) 또는 MIDDLE_HIGH(중고등)이어야 합니다: "HIGH"'],
      ['NORM_BAD_GENDER', '4행: 성별은 M(남) 또는 F(여)이어야 합니다: "X"'],
      ['NORM_BAD_NUMBER', '5행: 백분위는 숫자여야 합니다.'],
      ['NORM_RAW_OUT_OF_RANGE', '6행: 원점수는 0부터 24 사이의 정수여야 합니다.'],
      ['NORM_BAD_NUMBER', '7행: 원점수를 입력해주세요.'],
      ['NORM_STATS_MISMATCH', '9행: 평균이 같은 집단·영역의 2행과 다릅니다.'],
      ['NORM_MEAN_OUT_OF_RANGE', `${total + 2}행: 평균은 0부터 111 사이여야 합니다.`],
    ]);
  });

  it('a group without mean and sd, or without raw 0', () => {
    const rows = demoRows().map((r) => (r.schoolType === 'ELEMENTARY' && r.gender === 'M' && r.category === 'anxi' ? { ...r, sd: null } : r));
    const i = find(rows, 'MIDDLE_HIGH', 'M', 'ipsa', 0);
    rows.splice(i, 1);
    rows[i] = { ...rows[i], mean: 2.531, sd: 2.486 };
    expect(errorsOf(rows).map((e) => e.message)).toEqual([
      '초등학생 남 불안 문제(anxi): 평균과 표준편차가 있는 행이 없습니다.',
      '중·고등학생 남 학교 적응 문제(ipsa): 원점수 0의 백분위가 없습니다.',
    ]);
  });

  it('an empty table, a missing version or label', () => {
    expect(errorsOf([], { version: ' ', label: '' }).map((e) => e.code)).toEqual(['NORM_BAD_META', 'NORM_BAD_META', 'NORM_EMPTY', ...Array(24).fill('NORM_MISSING_GROUP')]);
    expect(errorsOf([], { version: ' ', label: '' }).slice(0, 3).map((e) => e.message)).toEqual([
      '규준 버전을 입력해주세요.',
      '규준 이름을 입력해주세요.',
      '규준 자료에 데이터 행이 없습니다.',
    ]);
  });

  it('as a 400 for services, with every error in the details', () => {
    const rows = demoRows();
    rows[0] = { ...rows[0], sd: 0 };
    rows[1] = { ...rows[1], gender: '' };
    let e: unknown;
    try {
      parseNormSetOrThrow(rows, META);
    } catch (err) {
      e = err;
    }
    expect(e).toBeInstanceOf(AppError);
    const app = e as AppError;
    expect([app.status, app.code, app.message]).toEqual([400, 'NORM_FILE_INVALID', '규준 파일에 오류가 2건 있습니다. 2행: 표준편차는 0보다 커야 합니다.']);
    expect(app.details).toHaveLength(2);
  });
});

describe('T scores that cannot be stored (T is kept as numeric(4,1): −999.9 … 999.9)', () => {
  /** The demo rows with one group's mean and sd (given on its raw-0 row, cleared on the others). */
  const withStats = (st: string, g: string, c: string, mean: number, sd: number) =>
    demoRows().map((r) =>
      r.schoolType === st && r.gender === g && r.category === c ? { ...r, mean: r.raw === 0 ? mean : null, sd: r.raw === 0 ? sd : null } : r,
    );
  const setOf = (rows: NormRow[]): NormSet => {
    const r = parseNormSet(rows, META);
    if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('\n'));
    return r.normSet;
  };
  /** Elementary answers with every item at 3: every scale at its maximum, total 111. */
  const ALL_MAX = Object.fromEntries(INSTRUMENTS.ELEMENTARY.items.map((i) => [i.key, 3]));

  it('refuses sd 1.04 on the elementary boys’ total (raw 111 → T 1006.8), naming the group, scale and row', () => {
    const rows = withStats('ELEMENTARY', 'M', 'total', 11.491, 1.04);
    const line = rows[find(rows, 'ELEMENTARY', 'M', 'total', 0)].line;
    // 50 + 10·(111 − 11.491)/1.04 = 1006.817… → 1006.8; raw 0: 50 − 110.5 = −60.5 fits
    expect(errorsOf(rows)).toEqual([
      {
        line,
        column: 'sd',
        code: 'NORM_T_OUT_OF_RANGE',
        message: `${line}행: 초등학생 남 전체(total): 표준편차가 너무 작아 T점수가 저장 범위(-999.9~999.9)를 벗어납니다 (원점수 111 → T 1006.8).`,
      },
    ]);
  });

  it('checks both ends: a high mean with a small sd puts raw 0 below −999.9', () => {
    // 중·고등학생 남 자살 및 위기 문제 (suci, 0–18): mean 17.9, sd 0.17 → raw 0: 50 − 1052.9 = −1002.9; raw 18: 55.9
    const rows = withStats('MIDDLE_HIGH', 'M', 'suci', 17.9, 0.17);
    expect(errorsOf(rows).map((e) => [e.code, e.message.replace(/^\d+행: /, '')])).toEqual([
      ['NORM_T_OUT_OF_RANGE', '중·고등학생 남 자살 및 위기 문제(suci): 표준편차가 너무 작아 T점수가 저장 범위(-999.9~999.9)를 벗어납니다 (원점수 0 → T -1002.9).'],
    ]);
    const both = errorsOf(withStats('MIDDLE_HIGH', 'F', 'emot', 12, 0.1))[0].message;
    expect(both).toContain('(원점수 0 → T -1150.0, 원점수 24 → T 1250.0).');
  });

  it('accepts a set at the edge (T 999.9, as score() computes it) and refuses one tenth more', () => {
    // 50 + 10·(111 − 16.01)/1 = 999.9
    const edge = setOf(withStats('ELEMENTARY', 'M', 'total', 16.01, 1));
    const top = score(ALL_MAX, { schoolType: 'ELEMENTARY', gender: 'M' }, edge).total;
    expect([top.raw, top.t]).toEqual([111, 999.9]);
    // 999.95 rounds half up to 1000.0, which does not fit; the check rounds as score() does
    expect(errorsOf(withStats('ELEMENTARY', 'M', 'total', 16.005, 1)).map((e) => e.message)).toEqual([
      expect.stringContaining('(원점수 111 → T 1000.0).'),
    ]);
    // and the low end: 50 − 10·(104.99)/1 = −999.9 fits
    const low = setOf(withStats('ELEMENTARY', 'F', 'total', 104.99, 1));
    expect(score({}, { schoolType: 'ELEMENTARY', gender: 'F' }, low).total.t).toBe(-999.9);
  });

  it('a set stored before this rule is refused by activation’s check and by scoring (409, never a 500)', () => {
    const stored = structuredClone(demoNormSet());
    stored.groups.ELEMENTARY.M.total!.sd = 1.04;
    expect(validateNormSet(stored).map((e) => e.code)).toEqual(['NORM_T_OUT_OF_RANGE']);
    let e: unknown;
    try {
      score(ALL_MAX, { schoolType: 'ELEMENTARY', gender: 'M' }, stored);
    } catch (err) {
      e = err;
    }
    expect(e).toBeInstanceOf(AppError);
    expect([(e as AppError).status, (e as AppError).code]).toEqual([409, 'NORM_SET_INVALID']);
    expect((e as AppError).message).toContain('초등학생 남 전체(total): 표준편차가 너무 작아 T점수가 저장 범위(-999.9~999.9)를 벗어납니다');
  });

  it('reaches the file readers: a CSV with the issue’s sd is refused', () => {
    const csv = writeNormCsv(demoNormSet()).replace('ELEMENTARY,M,total,11.491,9.216,', 'ELEMENTARY,M,total,11.491,1.04,');
    const r = parseNormCsv(csv, META);
    expect(!r.ok && r.errors.map((e) => e.code)).toEqual(['NORM_T_OUT_OF_RANGE']);
  });
});

describe('CSV', () => {
  it('round-trips the demo set', () => {
    const csv = writeNormCsv(demoNormSet());
    expect(csv.split('\n')[0]).toBe('schoolType,gender,category,mean,sd,raw,percentile');
    const r = parseNormCsv(csv, DEMO_NORM_META);
    expect(r.ok && r.normSet).toEqual(demoNormSet());
  });

  it('reads Korean headers from a CP949 file as Korean Excel saves it, and UTF-8 with a BOM', () => {
    // "학교급,성별,영역,평균,표준편차,원점수,백분위" in CP949, then the demo rows
    const header = Buffer.from('c7d0b1b3b1de2cbcbabab02cbfb5bfaa2cc6f2b1d52cc7a5c1d8c6edc2f72cbff8c1a1bcf62cb9e9bad0c0a7', 'hex');
    const body = Buffer.from(writeNormCsv(demoNormSet()).split('\n').slice(1).join('\r\n'));
    const cp949 = parseNormCsv(Buffer.concat([header, Buffer.from('\r\n'), body]), DEMO_NORM_META);
    expect(cp949.ok && cp949.normSet).toEqual(demoNormSet());
    const bom = parseNormCsv(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('학교급,성별,영역,평균,표준편차,원점수,백분위\n'), body]), DEMO_NORM_META);
    expect(bom.ok).toBe(true);
  });

  it('reports missing columns, an empty file and an unreadable file; row numbers are the file’s', () => {
    const noSd = parseNormCsv('schoolType,gender,category,mean,raw,percentile\nELEMENTARY,M,emot,1,0,10\n', META);
    expect(!noSd.ok && noSd.errors).toEqual([{ line: 1, column: 'sd', code: 'NORM_MISSING_COLUMN', message: '1행: 필수 열이 없습니다: sd(표준편차)' }]);
    const empty = parseNormCsv('', META);
    expect(!empty.ok && empty.errors.map((e) => e.code)).toEqual(['NORM_EMPTY']);
    const broken = parseNormCsv('schoolType,gender\n"ELEMENTARY,M\n', META);
    expect(!broken.ok && broken.errors[0].message).toBe('CSV 파일을 읽을 수 없습니다. 쉼표로 구분된 텍스트 파일인지 확인해주세요.');
    const csv = writeNormCsv(demoNormSet()).replace('ELEMENTARY,M,emot,,,3,62.7', 'ELEMENTARY,M,emot,,,3,-5');
    const bad = parseNormCsv(csv, META);
    expect(!bad.ok && bad.errors.map((e) => e.message)).toContain('5행: 백분위는 0부터 100 사이여야 합니다.');
  });
});

describe('Excel', () => {
  it('round-trips the demo set through a workbook', async () => {
    const r = await parseNormWorkbook(await writeNormWorkbook(demoNormSet()), DEMO_NORM_META);
    expect(r.ok && r.normSet).toEqual(demoNormSet());
  });

  it('the download template is the demo set, labelled 시연용, with a sheet explaining the columns', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await normTemplateWorkbook()) as unknown as ExcelJS.Buffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['규준', '안내']);
    const help = wb.getWorksheet('안내')!.getSheetValues().flat().join(' ');
    expect(help).toContain('시연용');
    expect(help).toContain('percentile');
  });

  it('reads an admin’s own workbook: Korean headers, a notes column, formulas by their results, rows numbered as Excel does', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Sheet1');
    ws.addRow(['학교급', '성별', '영역', '평균', '표준편차', '원점수', '백분위', '메모']);
    for (const r of demoRows()) ws.addRow([r.schoolType, r.gender, r.category, r.mean, r.sd, r.raw, r.percentile, '']);
    ws.getCell('G2').value = { formula: '10+12', result: 22 };
    ws.getCell('E3').value = { richText: [{ text: '-' }, { text: '1' }] };
    const rows = await readNormWorkbook(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(rows.ok && rows.rows[0]).toMatchObject({ line: 2, schoolType: 'ELEMENTARY', percentile: 22 });
    const r = rows.ok ? parseNormSet(rows.rows, META) : rows;
    expect(!r.ok && r.errors.map((e) => e.message)).toEqual(['3행: 표준편차는 0보다 커야 합니다.']);
  });

  it('refuses bytes that are not a workbook', async () => {
    const r = await parseNormWorkbook(Buffer.from('schoolType,gender\n'), META);
    expect(!r.ok && r.errors).toEqual([
      { line: null, column: null, code: 'NORM_UNREADABLE_FILE', message: '엑셀 파일을 읽을 수 없습니다. xlsx 형식으로 저장된 파일인지 확인해주세요.' },
    ]);
  });
});

describe('demo norm set (시연용)', () => {
  it('is labelled as a demonstration and carries the one published figure', () => {
    const set = demoNormSet();
    expect([set.version, set.demo]).toEqual(['demo-2026.1', true]);
    expect(set.label).toContain('시연용');
    expect(set.groups.ELEMENTARY.M.total).toMatchObject({ mean: 11.491, sd: 9.216 });
  });

  it('the committed table is what the generator computes from the parameters', () => {
    expect(DEMO_NORM_CSV).toBe(writeNormCsv(buildDemoNormSet()));
  });

  it('percentiles are normal: Φ((raw + 0.5 − mean) / sd), one decimal, 100 at the maximum', () => {
    expect(erf(1)).toBeCloseTo(0.8427008, 6);
    expect(normalCdf(1.96)).toBeCloseTo(0.9750021, 6);
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    const total = demoNormSet().groups.ELEMENTARY.M.total!;
    // raw 11: (11.5 − 11.491) / 9.216 = 0.00098 → Φ = 0.50039 → 50.0; raw 20: (20.5 − 11.491) / 9.216 = 0.97754 → 83.6
    expect(total.percentiles[11]).toEqual([11, 50]);
    expect(total.percentiles[20]).toEqual([20, 83.6]);
    expect(total.percentiles.at(-1)).toEqual([111, 100]);
  });
});
