import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { ANSWER_SCALE, assertAnswers, INSTRUMENTS, scalesOf, validateAnswers } from './instrument.js';
import { DEFAULT_INTERPRETATIONS, interpretationRows, interpretationsFromRows, RANGE_NAMES } from './interpretations.js';

describe('item catalogue', () => {
  it('elementary: emot01-08, anxi01-08, ipsa01-07, etnz01-08, psta01-06 (37 items) with the names of SPEC §3', () => {
    const e = INSTRUMENTS.ELEMENTARY;
    expect(e.items).toHaveLength(37);
    expect(e.categories.map((c) => [c.code, c.name, c.itemCount])).toEqual([
      ['emot', '정서 문제', 8],
      ['anxi', '불안 문제', 8],
      ['ipsa', '대인관계 및 사회불안 문제', 7],
      ['etnz', '외현화 문제', 8],
      ['psta', '심리적 외상 문제', 6],
    ]);
    expect(e.items.slice(0, 2).map((i) => i.key)).toEqual(['emot01', 'emot02']);
    expect(e.items.at(-1)).toEqual({ key: 'psta06', category: 'psta', placeholder: '문항 psta06' });
    expect(e.maxRaw).toMatchObject({ emot: 24, psta: 18, total: 111 });
  });

  it('middle/high: emot01-08, suci01-06, etnz01-08, psta01-07, ipsa01-07 (36 items)', () => {
    const m = INSTRUMENTS.MIDDLE_HIGH;
    expect(m.items).toHaveLength(36);
    expect(m.categories.map((c) => [c.code, c.name, c.itemCount])).toEqual([
      ['emot', '불안 및 우울 문제', 8],
      ['suci', '자살 및 위기 문제', 6],
      ['etnz', '외현화 문제', 8],
      ['psta', '심리적 외상 문제', 7],
      ['ipsa', '학교 적응 문제', 7],
    ]);
    expect(m.maxRaw.total).toBe(108);
  });
});

describe('validateAnswers', () => {
  it('accepts the scale and missing answers, reports every unknown key and off-scale value in Korean', () => {
    expect(ANSWER_SCALE).toEqual({ min: 0, max: 3 });
    expect(validateAnswers({ emot01: 0, emot02: 3, anxi01: null }, 'ELEMENTARY')).toEqual([]);
    expect(validateAnswers({ emot01: 4, suci01: 1, psta02: '1' }, 'ELEMENTARY')).toEqual([
      { key: 'emot01', code: 'ANSWER_OUT_OF_SCALE', message: '문항 emot01의 응답은 0부터 3 사이의 정수여야 합니다.' },
      { key: 'suci01', code: 'UNKNOWN_ITEM', message: '알 수 없는 문항입니다: suci01' },
      { key: 'psta02', code: 'ANSWER_OUT_OF_SCALE', message: '문항 psta02의 응답은 0부터 3 사이의 정수여야 합니다.' },
    ]);
    expect(validateAnswers({ psta07: 1 }, 'MIDDLE_HIGH')).toEqual([]);
    expect(validateAnswers({ psta07: 1 }, 'ELEMENTARY').map((e) => e.code)).toEqual(['UNKNOWN_ITEM']);
    expect(validateAnswers([1, 2], 'ELEMENTARY').map((e) => e.message)).toEqual(['응답 형식이 올바르지 않습니다.']);
  });

  it('assertAnswers throws a 400 with all problems in the details', () => {
    let e: unknown;
    try {
      assertAnswers({ emot01: -1, emot02: 9 }, 'ELEMENTARY');
    } catch (err) {
      e = err;
    }
    expect(e).toBeInstanceOf(AppError);
    expect([(e as AppError).status, (e as AppError).code, (e as AppError).details]).toMatchObject([400, 'ANSWER_OUT_OF_SCALE', [{ key: 'emot01' }, { key: 'emot02' }]]);
  });
});

describe('interpretation texts', () => {
  it('defaults exist for every school type × scale × range and survive the row form an admin edits', () => {
    const rows = interpretationRows();
    expect(rows).toHaveLength(2 * 6 * 3);
    expect(rows.every((r) => r.text.length > 0)).toBe(true);
    const back = interpretationsFromRows(rows);
    expect(back.ok && back.texts).toEqual(DEFAULT_INTERPRETATIONS);
    expect(scalesOf('MIDDLE_HIGH').map((s) => DEFAULT_INTERPRETATIONS.MIDDLE_HIGH[s]!.GENERAL).every((t) => t.includes('뚜렷한 어려움이 관찰되지 않습니다'))).toBe(true);
    expect(Object.values(RANGE_NAMES)).toEqual(['일반군', '관심군', '우선 관심군']);
  });

  it('an edit with an empty text, a missing text or an unknown key is refused', () => {
    const rows = interpretationRows().filter((r) => !(r.schoolType === 'ELEMENTARY' && r.scale === 'anxi' && r.range === 'ATTENTION'));
    rows[0] = { ...rows[0], text: '  ' };
    rows.push({ schoolType: 'ELEMENTARY', scale: 'suci', range: 'GENERAL', text: 'x' });
    const r = interpretationsFromRows(rows);
    expect(!r.ok && r.errors).toEqual([
      '해석 문구를 입력해주세요: ELEMENTARY/emot/일반군',
      '알 수 없는 해석 항목입니다: ELEMENTARY/suci/GENERAL',
      '해석 문구가 없습니다: ELEMENTARY/anxi/관심군',
    ]);
  });
});
