/**
 * The demonstration norm set: 시연용, NOT for clinical use. Only one figure is published (SPEC §9: elementary boys,
 * total, mean 11.491, sd 9.216); every other mean and sd below is a plausible invention, and every percentile comes
 * from the normal distribution, not from a sample. The committed table (demo-norm-set.data.ts) is generated from
 * DEMO_NORM_PARAMETERS by `cd server && npx tsx scripts/generate-demo-norms.ts`; a test fails when they differ.
 */
import type { Gender, ScaleCode, SchoolType } from './instrument.js';
import { INSTRUMENTS, scalesOf, SCHOOL_TYPES, GENDERS } from './instrument.js';
import { DEMO_NORM_CSV } from './demo-norm-set.data.js';
import { readNormCsv, writeNormWorkbook } from './norm-files.js';
import { parseNormSet, type NormSet, type NormSetMeta } from './norm-set.js';

export const DEMO_NORM_META: Required<NormSetMeta> = {
  version: 'demo-2026.1',
  label: '시연용 규준 (임상 사용 불가)',
  demo: true,
};

type Params = Record<SchoolType, Record<Gender, Partial<Record<ScaleCode, [mean: number, sd: number]>>>>;

/**
 * [mean, sd] per school type × gender × scale. Invented to be plausible for a 0–3 scale answered mostly 0: category
 * means add up to the total mean; girls a little higher on emotional scales, boys on externalizing; suicide and
 * crisis low and skewed. Only ELEMENTARY.M.total is a published figure.
 */
export const DEMO_NORM_PARAMETERS: Params = {
  ELEMENTARY: {
    M: { emot: [2.612, 2.731], anxi: [2.873, 2.804], ipsa: [1.905, 2.214], etnz: [2.786, 3.052], psta: [1.315, 1.874], total: [11.491, 9.216] },
    F: { emot: [2.954, 2.842], anxi: [3.318, 2.967], ipsa: [1.827, 2.105], etnz: [1.893, 2.436], psta: [1.402, 1.951], total: [11.394, 8.873] },
  },
  MIDDLE_HIGH: {
    M: { emot: [3.126, 3.408], suci: [0.874, 1.702], etnz: [2.417, 2.895], psta: [1.588, 2.247], ipsa: [2.531, 2.486], total: [10.536, 9.812] },
    F: { emot: [4.213, 3.962], suci: [1.386, 2.164], etnz: [2.046, 2.517], psta: [2.108, 2.593], ipsa: [2.712, 2.548], total: [12.465, 10.627] },
  },
};

/** erf by Abramowitz & Stegun 7.1.26 (absolute error < 1.5·10⁻⁷, far below the one decimal a percentile shows). */
export function erf(x: number): number {
  const sign = x < 0 ? -1 : 1;
  const a = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * a);
  const poly = ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t;
  return sign * (1 - poly * Math.exp(-a * a));
}

export const normalCdf = (x: number) => 0.5 * (1 + erf(x / Math.SQRT2));

/**
 * The demo set computed from the parameters: for every raw score r from 0 to the scale's maximum, the share of a
 * normal(mean, sd) sample at or below r, with the continuity correction for integer scores, Φ((r + 0.5 − mean)/sd),
 * in percent with one decimal; the maximum raw score is 100 (no one can score above it). The mass the normal puts
 * below 0 lands on raw 0, as real screening samples pile up there.
 */
export function buildDemoNormSet(): NormSet {
  const groups = {} as NormSet['groups'];
  for (const st of SCHOOL_TYPES) {
    groups[st] = {} as NormSet['groups'][SchoolType];
    for (const g of GENDERS) {
      groups[st][g] = {};
      for (const scale of scalesOf(st)) {
        const [mean, sd] = DEMO_NORM_PARAMETERS[st][g][scale]!;
        const max = INSTRUMENTS[st].maxRaw[scale]!;
        const percentiles: Array<[number, number]> = [];
        for (let r = 0; r <= max; r++) percentiles.push([r, r === max ? 100 : Math.round(1000 * normalCdf((r + 0.5 - mean) / sd)) / 10]);
        groups[st][g][scale] = { mean, sd, percentiles };
      }
    }
  }
  return { ...DEMO_NORM_META, groups };
}

let demo: NormSet | undefined;

/** The committed demo set, read through the same CSV reader and validation as an uploaded file. */
export function demoNormSet(): NormSet {
  if (demo) return demo;
  const rows = readNormCsv(DEMO_NORM_CSV);
  const r = rows.ok ? parseNormSet(rows.rows, DEMO_NORM_META) : rows;
  if (!r.ok) throw new Error(`demo norm set is invalid: ${r.errors[0].message}`);
  return (demo = r.normSet);
}

/**
 * The example file the admin screen offers for download: the demo set as a workbook (sheet 규준 in the import
 * format, sheet 안내 explaining the columns and saying 시연용). Replace its numbers with a real norm table.
 */
export const normTemplateWorkbook = (): Promise<Buffer> => writeNormWorkbook(demoNormSet());
