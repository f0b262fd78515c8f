/**
 * SDQ (Strengths and Difficulties Questionnaire) scoring, pure and database-free (docs/SCORING.md, DOMAIN.md
 * "SDQ / SDQ-Kr"). Ships item keys and arithmetic only: the item wording is licensed (youthinmind) and is never in
 * the code base; administrators load it through the forms screen.
 *
 * Keys: five scales × items 010–050 (SPEC §3). Within a scale the keys follow the questionnaire's item numbers in
 * ascending order, so the reverse-scored items 7, 11, 14, 21 and 25 are decp020, dipr020, dipr030, dehi040 and
 * dehi050. Answers are 0 (not true), 1 (somewhat true), 2 (certainly true).
 */
export type SdqScale = 'EMOTIONAL' | 'CONDUCT' | 'HYPERACTIVITY' | 'PEER' | 'PROSOCIAL';
export type SdqInformant = 'STUDENT' | 'GUARDIAN' | 'TEACHER';
export type SdqBand = 'CLOSE_TO_AVERAGE' | 'SLIGHTLY_RAISED' | 'HIGH' | 'VERY_HIGH';

interface ScaleDef {
  scale: SdqScale;
  prefix: string;
  /** Questionnaire item number of each key 010…050 (DOMAIN.md). */
  items: readonly number[];
  /** Keys answered 2/1/0 instead of 0/1/2. */
  reversed: readonly string[];
}

const keysOf = (prefix: string) => [10, 20, 30, 40, 50].map((n) => `${prefix}${String(n).padStart(3, '0')}`);

export const SDQ_SCALES: readonly ScaleDef[] = [
  { scale: 'HYPERACTIVITY', prefix: 'dehi', items: [2, 10, 15, 21, 25], reversed: ['dehi040', 'dehi050'] },
  { scale: 'CONDUCT', prefix: 'decp', items: [5, 7, 12, 18, 22], reversed: ['decp020'] },
  { scale: 'EMOTIONAL', prefix: 'dies', items: [3, 8, 13, 16, 24], reversed: [] },
  { scale: 'PEER', prefix: 'dipr', items: [6, 11, 14, 19, 23], reversed: ['dipr020', 'dipr030'] },
  { scale: 'PROSOCIAL', prefix: 'spbpb', items: [1, 4, 9, 17, 20], reversed: [] },
];

/** The 25 answer keys, scale by scale (the SDQ_KR_* forms hold exactly these). */
export const SDQ_ITEM_KEYS: readonly string[] = SDQ_SCALES.flatMap((s) => keysOf(s.prefix));
export const SDQ_REVERSED: ReadonlySet<string> = new Set(SDQ_SCALES.flatMap((s) => s.reversed));
export const SDQ_ANSWER_VALUES: readonly number[] = [0, 1, 2];
/** A scale is pro-rated from this many answered items; with fewer it is missing. */
export const SDQ_MIN_ANSWERED = 3;

export type SdqAnswers = Readonly<Record<string, number | null | undefined>>;

export interface SdqScaleScore {
  scale: SdqScale;
  /** 0–10, pro-rated when 3 or 4 items were answered; null when fewer. */
  score: number | null;
  answered: number;
  prorated: boolean;
  band: SdqBand | null;
}

export interface SdqScores {
  informant: SdqInformant;
  scales: SdqScaleScore[];
  /** Emotional + conduct + hyperactivity + peer (0–40); null when any of them is missing. */
  totalDifficulties: number | null;
  totalBand: SdqBand | null;
  /** Emotional + peer (0–20). */
  internalising: number | null;
  /** Conduct + hyperactivity (0–20). */
  externalising: number | null;
}

/** The item's contribution: 0–2, reversed for the five reverse-scored items; undefined when not answered. */
export function itemScore(key: string, answer: number | null | undefined): number | undefined {
  if (answer === null || answer === undefined) return undefined;
  if (!SDQ_ANSWER_VALUES.includes(answer)) throw new RangeError(`${key}: ${answer} is not 0, 1 or 2`);
  return SDQ_REVERSED.has(key) ? 2 - answer : answer;
}

/** One scale: the sum of its 5 items, or round(mean × 5) of 3–4 answered items, or null. */
export function scaleScore(def: ScaleDef, answers: SdqAnswers): { score: number | null; answered: number; prorated: boolean } {
  const scores = keysOf(def.prefix)
    .map((k) => itemScore(k, answers[k]))
    .filter((v): v is number => v !== undefined);
  const answered = scores.length;
  if (answered < SDQ_MIN_ANSWERED) return { score: null, answered, prorated: false };
  const sum = scores.reduce((a, b) => a + b, 0);
  // sum × 5 / n is exact for the halves it can produce (n = 4), so Math.round rounds .5 up as SDQ's own syntax does
  return answered === 5 ? { score: sum, answered, prorated: false } : { score: Math.round((sum * 5) / answered), answered, prorated: true };
}

/**
 * Four-band cut-offs of the UK norms (sdqinfo.org), per informant: the highest score of "close to average",
 * "slightly raised" and "high" (for prosocial the lowest score of each, since a low score is the concern). No
 * Korean cut-offs are published (DOMAIN.md): the bands are a reference, and the screens say so.
 */
type Cuts = readonly [number, number, number];
interface BandTable {
  total: Cuts;
  EMOTIONAL: Cuts;
  CONDUCT: Cuts;
  HYPERACTIVITY: Cuts;
  PEER: Cuts;
  /** Lowest score of close to average, slightly lowered, low. */
  PROSOCIAL: Cuts;
}

export const SDQ_BANDS: Record<SdqInformant, BandTable> = {
  GUARDIAN: { total: [13, 16, 19], EMOTIONAL: [3, 4, 6], CONDUCT: [2, 3, 5], HYPERACTIVITY: [5, 7, 8], PEER: [2, 3, 4], PROSOCIAL: [8, 7, 6] },
  TEACHER: { total: [11, 15, 18], EMOTIONAL: [3, 4, 5], CONDUCT: [2, 3, 4], HYPERACTIVITY: [5, 7, 8], PEER: [2, 4, 5], PROSOCIAL: [6, 5, 4] },
  STUDENT: { total: [14, 17, 19], EMOTIONAL: [4, 5, 6], CONDUCT: [3, 4, 5], HYPERACTIVITY: [5, 6, 7], PEER: [2, 3, 4], PROSOCIAL: [7, 6, 5] },
};

const BANDS: readonly SdqBand[] = ['CLOSE_TO_AVERAGE', 'SLIGHTLY_RAISED', 'HIGH', 'VERY_HIGH'];

export function bandOf(informant: SdqInformant, scale: SdqScale | 'TOTAL', score: number | null): SdqBand | null {
  if (score === null) return null;
  const t = SDQ_BANDS[informant];
  if (scale === 'PROSOCIAL') {
    const i = t.PROSOCIAL.findIndex((lowest) => score >= lowest);
    return BANDS[i < 0 ? 3 : i];
  }
  const cuts = scale === 'TOTAL' ? t.total : t[scale];
  const i = cuts.findIndex((highest) => score <= highest);
  return BANDS[i < 0 ? 3 : i];
}

const sumOrNull = (...xs: (number | null)[]) => (xs.some((x) => x === null) ? null : (xs as number[]).reduce((a, b) => a + b, 0));

/** Every score of one questionnaire. Throws RangeError on an answer other than 0, 1, 2 (inputs refuse those first). */
export function scoreSdq(informant: SdqInformant, answers: SdqAnswers): SdqScores {
  const scales = SDQ_SCALES.map((def): SdqScaleScore => {
    const s = scaleScore(def, answers);
    return { scale: def.scale, ...s, band: bandOf(informant, def.scale, s.score) };
  });
  const of = (scale: SdqScale) => scales.find((s) => s.scale === scale)!.score;
  const totalDifficulties = sumOrNull(of('EMOTIONAL'), of('CONDUCT'), of('HYPERACTIVITY'), of('PEER'));
  return {
    informant,
    scales,
    totalDifficulties,
    totalBand: bandOf(informant, 'TOTAL', totalDifficulties),
    internalising: sumOrNull(of('EMOTIONAL'), of('PEER')),
    externalising: sumOrNull(of('CONDUCT'), of('HYPERACTIVITY')),
  };
}
