import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bandOf, itemScore, scoreSdq, SDQ_ITEM_KEYS, SDQ_REVERSED, SDQ_SCALES, type SdqAnswers, type SdqInformant } from './sdq.scoring.js';

const all = (v: number): Record<string, number> => Object.fromEntries(SDQ_ITEM_KEYS.map((k) => [k, v]));
const scaleOf = (r: ReturnType<typeof scoreSdq>, s: string) => r.scales.find((x) => x.scale === s)!;
const answersArb = fc.record(Object.fromEntries(SDQ_ITEM_KEYS.map((k) => [k, fc.option(fc.constantFrom(0, 1, 2), { nil: undefined })])));
const informantArb = fc.constantFrom<SdqInformant>('STUDENT', 'GUARDIAN', 'TEACHER');

describe('SDQ scoring', () => {
  it('has 25 keys, five per scale, and reverses items 7, 11, 14, 21 and 25', () => {
    expect(SDQ_ITEM_KEYS).toHaveLength(25);
    expect([...SDQ_REVERSED].sort()).toEqual(['decp020', 'dehi040', 'dehi050', 'dipr020', 'dipr030']);
    const reversedItems = SDQ_SCALES.flatMap((s) => s.reversed.map((k) => s.items[Number(k.slice(-3)) / 10 - 1])).sort((a, b) => a - b);
    expect(reversedItems).toEqual([7, 11, 14, 21, 25]);
    expect(itemScore('decp020', 2)).toBe(0);
    expect(itemScore('decp010', 2)).toBe(2);
    expect(() => itemScore('decp010', 3)).toThrow(RangeError);
  });

  it('scores hand-computed cases', () => {
    // every answer 0: reversed items count 2 each
    const zeros = scoreSdq('GUARDIAN', all(0));
    expect(scaleOf(zeros, 'EMOTIONAL').score).toBe(0);
    expect(scaleOf(zeros, 'CONDUCT').score).toBe(2);
    expect(scaleOf(zeros, 'HYPERACTIVITY').score).toBe(4);
    expect(scaleOf(zeros, 'PEER').score).toBe(4);
    expect(scaleOf(zeros, 'PROSOCIAL').score).toBe(0);
    expect(zeros.totalDifficulties).toBe(10);
    expect(zeros.internalising).toBe(4);
    expect(zeros.externalising).toBe(6);
    expect(zeros.totalBand).toBe('CLOSE_TO_AVERAGE');
    expect(scaleOf(zeros, 'PROSOCIAL').band).toBe('VERY_HIGH'); // prosocial 0: very low

    // every answer 2: reversed items count 0
    const twos = scoreSdq('TEACHER', all(2));
    expect(twos.scales.map((s) => [s.scale, s.score])).toEqual([
      ['HYPERACTIVITY', 6],
      ['CONDUCT', 8],
      ['EMOTIONAL', 10],
      ['PEER', 6],
      ['PROSOCIAL', 10],
    ]);
    expect(twos.totalDifficulties).toBe(30);
    expect(twos.totalBand).toBe('VERY_HIGH');
    expect(twos.internalising).toBe(16);
    expect(twos.externalising).toBe(14);
  });

  it('pro-rates a scale with 3 or 4 answers and leaves it (and the totals) missing with fewer', () => {
    const a: Record<string, number | undefined> = all(1);
    // emotional: 4 answered, 2+2+1+0 = 5 → round(5 × 5 / 4 = 6.25) = 6
    Object.assign(a, { dies010: 2, dies020: 2, dies030: 1, dies040: 0, dies050: undefined });
    // hyperactivity: 3 answered, dehi010 2, dehi020 1, dehi040 0 (reversed → 2) = 5 → round(8.33) = 8
    Object.assign(a, { dehi010: 2, dehi020: 1, dehi030: undefined, dehi040: 0, dehi050: undefined });
    // halves round up: conduct 4 answered, sum 2 → round(2.5) = 3
    Object.assign(a, { decp010: 1, decp020: 2, decp030: 1, decp040: 0, decp050: undefined });
    const r = scoreSdq('STUDENT', a);
    expect(scaleOf(r, 'EMOTIONAL')).toMatchObject({ score: 6, answered: 4, prorated: true });
    expect(scaleOf(r, 'HYPERACTIVITY')).toMatchObject({ score: 8, answered: 3, prorated: true });
    expect(scaleOf(r, 'CONDUCT')).toMatchObject({ score: 3, answered: 4, prorated: true });
    expect(scaleOf(r, 'PEER')).toMatchObject({ score: 5, answered: 5, prorated: false });
    expect(r.totalDifficulties).toBe(6 + 3 + 8 + 5);

    Object.assign(a, { dipr010: undefined, dipr020: undefined, dipr030: undefined });
    const missing = scoreSdq('STUDENT', a);
    expect(scaleOf(missing, 'PEER')).toMatchObject({ score: null, answered: 2, band: null });
    expect(missing.totalDifficulties).toBeNull();
    expect(missing.totalBand).toBeNull();
    expect(missing.internalising).toBeNull();
    expect(missing.externalising).toBe(3 + 8);
  });

  it('bands by informant: the same total is read differently by a guardian, a teacher and the student', () => {
    expect([bandOf('GUARDIAN', 'TOTAL', 14), bandOf('TEACHER', 'TOTAL', 14), bandOf('STUDENT', 'TOTAL', 14)]).toEqual([
      'SLIGHTLY_RAISED',
      'SLIGHTLY_RAISED',
      'CLOSE_TO_AVERAGE',
    ]);
    expect([bandOf('GUARDIAN', 'TOTAL', 13), bandOf('GUARDIAN', 'TOTAL', 17), bandOf('GUARDIAN', 'TOTAL', 20)]).toEqual(['CLOSE_TO_AVERAGE', 'HIGH', 'VERY_HIGH']);
    expect([bandOf('TEACHER', 'TOTAL', 11), bandOf('TEACHER', 'TOTAL', 12), bandOf('TEACHER', 'TOTAL', 16), bandOf('TEACHER', 'TOTAL', 19)]).toEqual([
      'CLOSE_TO_AVERAGE',
      'SLIGHTLY_RAISED',
      'HIGH',
      'VERY_HIGH',
    ]);
    expect([bandOf('TEACHER', 'PROSOCIAL', 6), bandOf('TEACHER', 'PROSOCIAL', 5), bandOf('TEACHER', 'PROSOCIAL', 3)]).toEqual(['CLOSE_TO_AVERAGE', 'SLIGHTLY_RAISED', 'VERY_HIGH']);
  });

  it('keeps every scale within 0–10 and the totals within their ranges (property)', () => {
    fc.assert(
      fc.property(informantArb, answersArb, (who, a) => {
        const r = scoreSdq(who, a as SdqAnswers);
        for (const s of r.scales) {
          if (s.score !== null) expect(s.score >= 0 && s.score <= 10).toBe(true);
          expect(s.score === null).toBe(s.answered < 3);
          expect(s.band === null).toBe(s.score === null);
        }
        if (r.totalDifficulties !== null) expect(r.totalDifficulties).toBeLessThanOrEqual(40);
        if (r.internalising !== null && r.externalising !== null) expect(r.internalising + r.externalising).toBe(r.totalDifficulties);
      }),
      { numRuns: 500 },
    );
  });

  it('is monotone: raising an answer raises (or keeps) its scale, lowers it for a reverse item (property)', () => {
    fc.assert(
      fc.property(informantArb, answersArb, fc.constantFrom(...SDQ_ITEM_KEYS), fc.constantFrom(0, 1), (who, a, key, low) => {
        const lower = { ...(a as SdqAnswers), [key]: low };
        const higher = { ...lower, [key]: low + 1 };
        const scale = SDQ_SCALES.find((s) => key.startsWith(s.prefix))!.scale;
        const before = scaleOf(scoreSdq(who, lower), scale).score;
        const after = scaleOf(scoreSdq(who, higher), scale).score;
        if (before === null || after === null) expect(before).toBe(after);
        else if (SDQ_REVERSED.has(key)) expect(after).toBeLessThanOrEqual(before);
        else expect(after).toBeGreaterThanOrEqual(before);
      }),
      { numRuns: 1000 },
    );
  });

  it('inverts a reverse item: answering 2 − x there scores like x on a forward item (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SDQ_REVERSED), fc.constantFrom(0, 1, 2), (key, x) => {
        expect(itemScore(key, 2 - x)).toBe(x);
      }),
    );
  });
});
