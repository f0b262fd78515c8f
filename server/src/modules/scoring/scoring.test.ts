import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { demoNormSet } from './demo-norm-set.js';
import { INSTRUMENTS, scalesOf, type Gender, type ScaleCode, type SchoolType } from './instrument.js';
import { DEFAULT_INTERPRETATIONS, rangeOf, type InterpretationTexts } from './interpretations.js';
import type { NormSet, NormStats } from './norm-set.js';
import { score, tScore, type ScaleScore, type ScoreResult } from './scoring.js';

/** A deep copy of the demo set (a new object, so scoring compiles it afresh) with one scale's statistics replaced. */
function normsWith(st: SchoolType, g: Gender, scale: ScaleCode, stats: Partial<NormStats>): NormSet {
  const set = structuredClone(demoNormSet());
  set.version = 'test';
  set.demo = false;
  set.groups[st][g][scale] = { ...set.groups[st][g][scale]!, ...stats };
  return set;
}

const EM = { schoolType: 'ELEMENTARY', gender: 'M' } as const;
const byScale = (r: ScoreResult) => Object.fromEntries([...r.categories, r.total].map((s) => [s.scale, s])) as Record<string, ScaleScore>;
const errorOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return e as AppError;
  }
  throw new Error('expected an AppError');
};

describe('score: hand-computed against the demo norm set (elementary boys)', () => {
  // emot01 3 + emot02 3 + emot03 1 = 7; anxi01–04 3 each = 12; ipsa none = 0; etnz01–03 3 each = 9; psta01 2 = 2;
  // total 7 + 12 + 0 + 9 + 2 = 30
  const answers = { emot01: 3, emot02: 3, emot03: 1, anxi01: 3, anxi02: 3, anxi03: 3, anxi04: 3, etnz01: 3, etnz02: 3, etnz03: 3, psta01: 2 };
  const r = score(answers, EM, demoNormSet());
  const s = byScale(r);

  it('sums raw scores per category and in total', () => {
    expect([s.emot.raw, s.anxi.raw, s.ipsa.raw, s.etnz.raw, s.psta.raw, s.total.raw]).toEqual([7, 12, 0, 9, 2, 30]);
    expect(r.categories.map((c) => c.scale)).toEqual(['emot', 'anxi', 'ipsa', 'etnz', 'psta']);
  });

  it('computes T = 10·z + 50 to one decimal against the published total (mean 11.491, sd 9.216)', () => {
    // z = (30 − 11.491) / 9.216 = 18.509 / 9.216 = 2.00836; T = 70.0836 → 70.1 → 우선 관심군
    expect(s.total.z).toBeCloseTo(2.00836, 5);
    expect(s.total.t).toBe(70.1);
    expect(s.total.range).toBe('PRIORITY_ATTENTION');
    expect(s.total.rangeName).toBe('우선 관심군');
    // demo table: Φ((30 + 0.5 − 11.491) / 9.216) = Φ(2.0626) = 0.98043 → 98.0
    expect(s.total.percentile).toBe(98);
  });

  it('computes every category by the same formulas', () => {
    // emot: (7 − 2.612) / 2.731 = 1.60674 → 66.067 → 66.1 관심군; table at 7: 96.3
    expect([s.emot.t, s.emot.range, s.emot.percentile]).toEqual([66.1, 'ATTENTION', 96.3]);
    // anxi: (12 − 2.873) / 2.804 = 3.25499 → 82.5499 → 82.5 (not 82.6) 우선 관심군; table at 12: 100
    expect([s.anxi.t, s.anxi.range, s.anxi.percentile]).toEqual([82.5, 'PRIORITY_ATTENTION', 100]);
    // ipsa: (0 − 1.905) / 2.214 = −0.86043 → 41.3957 → 41.4 일반군; table at 0: 26.3
    expect([s.ipsa.t, s.ipsa.range, s.ipsa.percentile]).toEqual([41.4, 'GENERAL', 26.3]);
    // etnz: (9 − 2.786) / 3.052 = 2.03604 → 70.3604 → 70.4 우선 관심군; table at 9: 98.6
    expect([s.etnz.t, s.etnz.range, s.etnz.percentile]).toEqual([70.4, 'PRIORITY_ATTENTION', 98.6]);
    // psta: (2 − 1.315) / 1.874 = 0.36553 → 53.6553 → 53.7 일반군; table at 2: 73.6
    expect([s.psta.t, s.psta.range, s.psta.percentile]).toEqual([53.7, 'GENERAL', 73.6]);
  });

  it('names scales for the school type, gives the interpretation per range and the norm version used', () => {
    expect(s.ipsa.name).toBe('대인관계 및 사회불안 문제');
    expect(s.emot.interpretation).toBe(DEFAULT_INTERPRETATIONS.ELEMENTARY.emot!.ATTENTION);
    expect(s.ipsa.interpretation).toBe('대인관계 및 사회불안 영역에서 현재 뚜렷한 어려움이 관찰되지 않습니다.');
    expect([r.normVersion, r.normDemo, r.schoolType, r.gender]).toEqual(['demo-2026.1', true, 'ELEMENTARY', 'M']);
  });

  it('uses the norm group of the school type and gender', () => {
    const mh = byScale(score({ emot01: 3, suci01: 2, ipsa07: 1 }, { schoolType: 'MIDDLE_HIGH', gender: 'F' }, demoNormSet()));
    expect(Object.keys(mh)).toEqual(['emot', 'suci', 'etnz', 'psta', 'ipsa', 'total']);
    expect([mh.suci.name, mh.ipsa.name, mh.emot.name]).toEqual(['자살 및 위기 문제', '학교 적응 문제', '불안 및 우울 문제']);
    // suci, girls (mean 1.386, sd 2.164): (2 − 1.386) / 2.164 = 0.28373 → 52.837 → 52.8
    expect(mh.suci.t).toBe(52.8);
    // total 6, girls (mean 12.465, sd 10.627): (6 − 12.465) / 10.627 = −0.60836 → 43.916 → 43.9
    expect(mh.total.t).toBe(43.9);
  });
});

describe('score: simple norms where the arithmetic is plain', () => {
  it('mean 10, sd 5: raw 17 is z 1.4, T 64.0; raw 10 is T 50.0; raw 0 is T 30.0', () => {
    const norms = normsWith('ELEMENTARY', 'M', 'emot', { mean: 10, sd: 5 });
    const t = (raw: number) => {
      const a: Record<string, number> = {};
      for (let i = 1; raw > 0; i++, raw -= Math.min(3, raw)) a[`emot0${i}`] = Math.min(3, raw);
      return byScale(score(a, EM, norms)).emot;
    };
    expect([t(17).z, t(17).t, t(10).t, t(0).t]).toEqual([1.4, 64, 50, 30]);
  });
});

describe('ranges are decided on the rounded T', () => {
  it('rangeOf at the thresholds', () => {
    expect([rangeOf(64.9), rangeOf(65.0), rangeOf(69.9), rangeOf(70.0)]).toEqual(['GENERAL', 'ATTENTION', 'ATTENTION', 'PRIORITY_ATTENTION']);
  });

  // emot with sd 10: T = 50 + (raw − mean). raw 15 = emot01–05 at 3; raw 20 = emot01–06 at 3 + emot07 at 2.
  const raw15 = { emot01: 3, emot02: 3, emot03: 3, emot04: 3, emot05: 3 };
  const raw20 = { ...raw15, emot06: 3, emot07: 2 };
  const emot = (answers: Record<string, number>, mean: number, sd: number) => byScale(score(answers, EM, normsWith('ELEMENTARY', 'M', 'emot', { mean, sd }))).emot;

  it.each([
    [raw15, 0.1, 64.9, 'GENERAL'], // 50 + 14.9
    [raw15, 0, 65.0, 'ATTENTION'], // 50 + 15
    [raw15, 0.05, 65.0, 'ATTENTION'], // 64.95 shows as 65.0, so it is 관심군 though below 65 unrounded
    [raw20, 0.1, 69.9, 'ATTENTION'], // 50 + 19.9
    [raw20, 0, 70.0, 'PRIORITY_ATTENTION'],
    [raw20, 0.05, 70.0, 'PRIORITY_ATTENTION'], // 69.95 → 70.0
    [raw20, 0.06, 69.9, 'ATTENTION'], // 69.94 → 69.9
  ])('%o with mean %d: T %d is %s', (answers, mean, t, range) => {
    const s = emot(answers, mean, 10);
    expect(s.t).toBe(t);
    expect(s.range).toBe(range);
  });

  it('a half tenth that doubles store as 0.4999… still rounds up', () => {
    // raw 10 = emot01–03 at 3 + emot04 at 1. Exactly: 50 + 10·(10 − 8.505)/1 = 64.95 → 65.0, and 69.95 → 70.0;
    // in doubles 500 + 100·1.495 is 649.4999999999999, which plain Math.round would turn into 64.9 (일반군).
    const raw10 = { emot01: 3, emot02: 3, emot03: 3, emot04: 1 };
    expect([emot(raw10, 8.505, 1).t, emot(raw10, 8.505, 1).range]).toEqual([65, 'ATTENTION']);
    expect([emot(raw10, 8.005, 1).t, emot(raw10, 8.005, 1).range]).toEqual([70, 'PRIORITY_ATTENTION']);
  });

  it('tScore rounds half up the same way and refuses sd ≤ 0', () => {
    expect(tScore(15, 0.05, 10)).toBe(65);
    expect(tScore(30, 11.491, 9.216)).toBe(70.1);
    expect(errorOf(() => tScore(1, 1, 0)).code).toBe('NORM_SET_INVALID');
  });
});

describe('answers', () => {
  const norms = demoNormSet();
  it('a missing answer counts 0: absent, null and undefined score like 0', () => {
    const zero = score({ emot01: 2, emot02: 0 }, EM, norms);
    expect(score({ emot01: 2 }, EM, norms)).toEqual(zero);
    expect(score({ emot01: 2, emot02: null }, EM, norms)).toEqual(zero);
    expect(score({ emot01: 2, emot02: undefined }, EM, norms)).toEqual(zero);
    expect(byScale(score({}, EM, norms)).total.raw).toBe(0);
  });

  it.each([4, -1, 1.5, '2', true, Number.NaN])('rejects %o off the 0–3 scale with a Korean message', (v) => {
    const e = errorOf(() => score({ emot01: 1, emot02: v as number }, EM, norms));
    expect([e.status, e.code, e.message]).toEqual([400, 'ANSWER_OUT_OF_SCALE', '문항 emot02의 응답은 0부터 3 사이의 정수여야 합니다.']);
  });

  it('rejects keys that are not items of the school type', () => {
    expect(errorOf(() => score({ emot01: 1, emot09: 1 }, EM, norms)).message).toBe('알 수 없는 문항입니다: emot09');
    const e = errorOf(() => score({ suci01: 1 }, EM, norms)); // suci is middle/high only
    expect([e.status, e.code, e.message]).toEqual([400, 'UNKNOWN_ITEM', '알 수 없는 문항입니다: suci01']);
    expect(errorOf(() => score({ anxi01: 1 }, { schoolType: 'MIDDLE_HIGH', gender: 'M' }, norms)).code).toBe('UNKNOWN_ITEM');
  });

  it('rejects a bad target or answers that are not an object', () => {
    expect(errorOf(() => score({}, { schoolType: 'HIGH' as SchoolType, gender: 'M' }, norms)).code).toBe('INVALID_TARGET');
    expect(errorOf(() => score({}, { schoolType: 'ELEMENTARY', gender: 'X' as Gender }, norms)).message).toBe('학교급 또는 성별이 올바르지 않습니다.');
    expect(errorOf(() => score(null as never, EM, norms)).code).toBe('INVALID_ANSWERS');
  });
});

describe('norm set guards', () => {
  it('refuses a norm set with sd ≤ 0 instead of returning Infinity or NaN', () => {
    for (const sd of [0, -2]) {
      const e = errorOf(() => score({ emot01: 1 }, EM, normsWith('ELEMENTARY', 'M', 'emot', { sd })));
      expect([e.status, e.code]).toEqual([409, 'NORM_SET_INVALID']);
      expect(e.message).toContain('표준편차는 0보다 커야 합니다.');
    }
  });

  it('refuses a norm set with a missing group or a table without raw 0', () => {
    const missing = structuredClone(demoNormSet());
    delete missing.groups.MIDDLE_HIGH.F.suci;
    expect(errorOf(() => score({}, EM, missing)).message).toContain('중·고등학생 여 자살 및 위기 문제(suci)의 규준이 없습니다.');
    const noZero = normsWith('ELEMENTARY', 'M', 'psta', { percentiles: [[1, 50], [18, 100]] });
    expect(errorOf(() => score({}, EM, noZero)).message).toContain('원점수 0의 백분위가 없습니다.');
  });

  it('reads percentiles as a step function: a score missing from the table takes the entry below it', () => {
    const norms = normsWith('ELEMENTARY', 'M', 'psta', { percentiles: [[0, 40], [3, 75.55], [10, 99]] });
    const pct = (answers: Record<string, number>) => byScale(score(answers, EM, norms)).psta.percentile;
    expect(pct({})).toBe(40);
    expect(pct({ psta01: 2 })).toBe(40); // 2 is not tabled: share at or below 2 = share at or below 0
    expect(pct({ psta01: 3 })).toBe(75.6); // one decimal, half up
    expect(pct({ psta01: 3, psta02: 3, psta03: 3 })).toBe(75.6);
    expect(pct({ psta01: 3, psta02: 3, psta03: 3, psta04: 1 })).toBe(99);
  });

  it('interpretation texts are data: other texts give other wording, a missing text gives null', () => {
    const texts: InterpretationTexts = structuredClone(DEFAULT_INTERPRETATIONS);
    texts.ELEMENTARY.emot!.GENERAL = '편집된 문구';
    delete texts.ELEMENTARY.anxi;
    const s = byScale(score({}, EM, demoNormSet(), texts));
    expect(s.emot.interpretation).toBe('편집된 문구');
    expect(s.anxi.interpretation).toBeNull();
  });
});

/** Random norm sets satisfying the import rules: any mean in range, any sd whose T scores fit, any non-decreasing percentile table. */
const arbNormSet: fc.Arbitrary<NormSet> = fc.integer({ min: 1, max: 2 ** 30 }).map((seed) => {
  let x = seed;
  const rnd = () => ((x = (x * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
  const set = structuredClone(demoNormSet());
  set.version = `random-${seed}`;
  for (const st of ['ELEMENTARY', 'MIDDLE_HIGH'] as const)
    for (const g of ['M', 'F'] as const)
      for (const scale of scalesOf(st)) {
        const max = INSTRUMENTS[st].maxRaw[scale]!;
        const percentiles: Array<[number, number]> = [];
        let p = rnd() * 50;
        for (let raw = 0; raw <= max; raw++) {
          if (raw > 0 && rnd() < 0.3) continue; // gaps are allowed
          percentiles.push([raw, Math.round(p * 1000) / 1000]);
          p = Math.min(100, p + rnd() * 15);
        }
        // sd ≥ max/90 keeps every T within ±950, inside the stored range (±999.9) the import requires
        set.groups[st][g][scale] = { mean: Math.round(rnd() * max * 1000) / 1000, sd: max / 90 + rnd() * 20, percentiles };
      }
  return set;
});

const arbCase = fc.constantFrom<SchoolType>('ELEMENTARY', 'MIDDLE_HIGH').chain((schoolType) =>
  fc.record({
    schoolType: fc.constant(schoolType),
    gender: fc.constantFrom<Gender>('M', 'F'),
    answers: fc.dictionary(fc.constantFrom(...INSTRUMENTS[schoolType].items.map((i) => i.key)), fc.option(fc.integer({ min: 0, max: 3 }), { nil: null })),
    item: fc.constantFrom(...INSTRUMENTS[schoolType].items),
    norms: fc.oneof(fc.constant(demoNormSet()), arbNormSet),
  }),
);

describe('properties', () => {
  it('raising one answer never lowers its category’s or the total’s T or percentile', () => {
    fc.assert(
      fc.property(arbCase, ({ schoolType, gender, answers, item, norms }) => {
        const before = answers[item.key] ?? 0;
        fc.pre(before < 3);
        const a = byScale(score(answers, { schoolType, gender }, norms));
        const b = byScale(score({ ...answers, [item.key]: before + 1 }, { schoolType, gender }, norms));
        for (const scale of [item.category, 'total']) {
          expect(b[scale].raw).toBe(a[scale].raw + 1);
          expect(b[scale].t).toBeGreaterThanOrEqual(a[scale].t);
          expect(b[scale].percentile).toBeGreaterThanOrEqual(a[scale].percentile);
          expect(rangeRank(b[scale].range)).toBeGreaterThanOrEqual(rangeRank(a[scale].range));
        }
        // other categories do not move
        for (const c of INSTRUMENTS[schoolType].categories) if (c.code !== item.category) expect(b[c.code]).toBe(a[c.code]);
      }),
      { numRuns: 500 },
    );
  });

  it('T is the formula to one decimal within the bounds of the scale; percentile is within 0–100', () => {
    fc.assert(
      fc.property(arbCase, ({ schoolType, gender, answers, norms }) => {
        const r = score(answers, { schoolType, gender }, norms);
        expect(r.total.raw).toBe(r.categories.reduce((n, c) => n + c.raw, 0));
        for (const s of [...r.categories, r.total]) {
          const { mean, sd } = norms.groups[schoolType][gender][s.scale]!;
          const max = INSTRUMENTS[schoolType].maxRaw[s.scale]!;
          expect(s.raw).toBeGreaterThanOrEqual(0);
          expect(s.raw).toBeLessThanOrEqual(max);
          expect(Math.abs(s.t - (50 + (10 * (s.raw - mean)) / sd))).toBeLessThanOrEqual(0.05 + 1e-9);
          expect(Math.round(s.t * 10)).toBeCloseTo(s.t * 10, 9); // one decimal
          expect(s.t).toBeGreaterThanOrEqual(Math.round(10 * (50 - (10 * mean) / sd)) / 10);
          expect(s.t).toBeLessThanOrEqual(Math.round(10 * (50 + (10 * (max - mean)) / sd)) / 10);
          expect(s.percentile).toBeGreaterThanOrEqual(0);
          expect(s.percentile).toBeLessThanOrEqual(100);
          expect(s.range).toBe(rangeOf(s.t));
        }
      }),
      { numRuns: 500 },
    );
  });
});

const rangeRank = (r: string) => ['GENERAL', 'ATTENTION', 'PRIORITY_ATTENTION'].indexOf(r);
