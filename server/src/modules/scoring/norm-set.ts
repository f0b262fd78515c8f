/**
 * Norm sets are data: per school type × gender, per category and total, a mean, a standard deviation and a
 * percentile table (raw → share of the reference sample at or below). They arrive as a flat table (CSV or Excel,
 * see norm-files.ts and docs/SCORING.md) and are validated here as a whole: every problem of every row is reported
 * in Korean, and a table with any problem yields no norm set at all (nothing is partially accepted).
 */
import { AppError } from '../../platform/errors.js';
import {
  GENDER_NAMES,
  GENDERS,
  INSTRUMENTS,
  SCHOOL_TYPE_NAMES,
  SCHOOL_TYPES,
  scaleName,
  scalesOf,
  type Gender,
  type ScaleCode,
  type SchoolType,
} from './instrument.js';

/** One scale's reference statistics. percentiles: [raw, percentile] pairs, raw strictly increasing from 0. */
export interface NormStats {
  mean: number;
  sd: number;
  percentiles: Array<[raw: number, percentile: number]>;
}

/** The scales of one school type × gender: its category codes and 'total'. */
export type NormGroup = Partial<Record<ScaleCode, NormStats>>;

export interface NormSet {
  /** Stored with every scored evaluation, so a score can be traced to the exact table (e.g. 'demo-2026.1'). */
  version: string;
  /** Shown to staff, e.g. '시연용 규준 (임상 사용 불가)'. */
  label: string;
  /** true for the demonstration set: the UI must say 시연용 next to any score computed with it. */
  demo: boolean;
  groups: Record<SchoolType, Record<Gender, NormGroup>>;
}

export type NormSetMeta = Pick<NormSet, 'version' | 'label'> & { demo?: boolean };

/** A cell as a reader hands it over: text from CSV, text or number from Excel, empty as null/undefined/''. */
export type Cell = string | number | null | undefined;

/** One line of the flat table. line: the row number the person sees in the file (header = 1, first data row = 2). */
export interface NormRow {
  line: number;
  schoolType: Cell;
  gender: Cell;
  category: Cell;
  mean: Cell;
  sd: Cell;
  raw: Cell;
  percentile: Cell;
}

export const NORM_COLUMNS = ['schoolType', 'gender', 'category', 'mean', 'sd', 'raw', 'percentile'] as const;
export type NormColumn = (typeof NORM_COLUMNS)[number];

/** Korean column names, used in messages and accepted as headers (so an admin may label the columns in Korean). */
export const NORM_COLUMN_NAMES: Readonly<Record<NormColumn, string>> = {
  schoolType: '학교급',
  gender: '성별',
  category: '영역',
  mean: '평균',
  sd: '표준편차',
  raw: '원점수',
  percentile: '백분위',
};

/**
 * The largest |T| a score may have: T is stored as numeric(4,1) (simple_evaluation.total_t) and kept in every stored
 * result, so a set that can produce a T outside −999.9 … 999.9 would fail when a score is saved. Only a tiny sd
 * gets there (T = 50 + 10·(raw − mean)/sd), and no real norm table has one.
 */
export const T_STORABLE_MAX = 999.9;

/**
 * Tenths of T, rounded half up, exactly as scoring.ts computes them (its tTenths; the 1e-9 absorbs binary residue,
 * see there): the range check must judge the very numbers scoring would store. A test compares the two at the edge.
 */
const tTenthsOf = (raw: number, mean: number, sd: number) => Math.round(500 + (100 * (raw - mean)) / sd + 1e-9);
const formatT = (t: number) => (Number.isFinite(t) ? t.toFixed(1) : t > 0 ? '∞' : '-∞');

/** A table larger than this is not a norm set (the real ones are hundreds of rows per group, about 1,000 in all). */
export const MAX_NORM_ROWS = 20_000;

export type NormErrorCode =
  | 'NORM_EMPTY'
  | 'NORM_TOO_MANY_ROWS'
  | 'NORM_MISSING_COLUMN'
  | 'NORM_UNREADABLE_FILE'
  | 'NORM_BAD_META'
  | 'NORM_BAD_SCHOOL_TYPE'
  | 'NORM_BAD_GENDER'
  | 'NORM_UNKNOWN_CATEGORY'
  | 'NORM_BAD_NUMBER'
  | 'NORM_MEAN_OUT_OF_RANGE'
  | 'NORM_SD_NOT_POSITIVE'
  | 'NORM_STATS_MISMATCH'
  | 'NORM_RAW_OUT_OF_RANGE'
  | 'NORM_PERCENTILE_OUT_OF_RANGE'
  | 'NORM_DUPLICATE_ROW'
  | 'NORM_PERCENTILE_NOT_MONOTONE'
  | 'NORM_MISSING_GROUP'
  | 'NORM_MISSING_STATS'
  | 'NORM_MISSING_RAW_ZERO'
  | 'NORM_T_OUT_OF_RANGE';

export interface NormError {
  /** File row number, or null for a problem of the whole table (a missing group). */
  line: number | null;
  column: NormColumn | null;
  code: NormErrorCode;
  message: string;
}

export type NormParseResult = { ok: true; normSet: NormSet } | { ok: false; errors: NormError[] };

const at = (line: number | null, message: string) => (line === null ? message : `${line}행: ${message}`);
const groupName = (st: SchoolType, g: Gender, scale: ScaleCode) =>
  `${SCHOOL_TYPE_NAMES[st]} ${GENDER_NAMES[g]} ${scaleName(st, scale)}(${scale})`;

/** The Korean messages, one place (the UI shows them as they are). */
export const normMessages = {
  empty: '규준 자료에 데이터 행이 없습니다.',
  tooManyRows: `규준 자료는 ${MAX_NORM_ROWS.toLocaleString('en-US')}행을 넘을 수 없습니다.`,
  missingColumn: (c: NormColumn) => `필수 열이 없습니다: ${c}(${NORM_COLUMN_NAMES[c]})`,
  noVersion: '규준 버전을 입력해주세요.',
  noLabel: '규준 이름을 입력해주세요.',
  badSchoolType: (v: string) => `학교급은 ELEMENTARY(초등) 또는 MIDDLE_HIGH(중고등)이어야 합니다: "${v}"`,
  badGender: (v: string) => `성별은 M(남) 또는 F(여)이어야 합니다: "${v}"`,
  unknownCategory: (st: SchoolType, v: string) =>
    `${SCHOOL_TYPE_NAMES[st]} 규준에 없는 영역입니다: "${v}" (${scalesOf(st).join(', ')} 중 하나)`,
  badNumber: (c: NormColumn) => `${josa(NORM_COLUMN_NAMES[c], ['은', '는'])} 숫자여야 합니다.`,
  required: (c: NormColumn) => `${josa(NORM_COLUMN_NAMES[c], ['을', '를'])} 입력해주세요.`,
  meanOutOfRange: (max: number) => `평균은 0부터 ${max} 사이여야 합니다.`,
  sdNotPositive: '표준편차는 0보다 커야 합니다.',
  statsMismatch: (c: NormColumn, line: number) => `${josa(NORM_COLUMN_NAMES[c], ['이', '가'])} 같은 집단·영역의 ${line}행과 다릅니다.`,
  rawOutOfRange: (max: number) => `원점수는 0부터 ${max} 사이의 정수여야 합니다.`,
  percentileOutOfRange: '백분위는 0부터 100 사이여야 합니다.',
  duplicate: (line: number) => `${line}행과 학교급·성별·영역·원점수가 같은 중복 행입니다.`,
  notMonotone: (prevRaw: number, prevPct: number) =>
    `백분위는 원점수가 커질수록 작아질 수 없습니다(원점수 ${prevRaw}점의 백분위 ${prevPct}보다 작음).`,
  missingGroup: (st: SchoolType, g: Gender, scale: ScaleCode) => `${groupName(st, g, scale)}의 규준이 없습니다.`,
  missingStats: (st: SchoolType, g: Gender, scale: ScaleCode) => `${groupName(st, g, scale)}: 평균과 표준편차가 있는 행이 없습니다.`,
  missingRawZero: (st: SchoolType, g: Gender, scale: ScaleCode) => `${groupName(st, g, scale)}: 원점수 0의 백분위가 없습니다.`,
  tOutOfRange: (st: SchoolType, g: Gender, scale: ScaleCode, ends: Array<{ raw: number; t: number }>) =>
    `${groupName(st, g, scale)}: 표준편차가 너무 작아 T점수가 저장 범위(-${T_STORABLE_MAX}~${T_STORABLE_MAX})를 벗어납니다 (${ends
      .map((e) => `원점수 ${e.raw} → T ${formatT(e.t)}`)
      .join(', ')}).`,
};

/** The Korean particle that fits a word: 은/는, 을/를, 이/가 depend on whether its last syllable has a final consonant. */
function josa(word: string, [withFinal, withoutFinal]: [string, string]): string {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  return word + (code >= 0 && code < 11172 && code % 28 !== 0 ? withFinal : withoutFinal);
}

const norm = (c: Cell) => (c === null || c === undefined ? '' : String(c).trim());

const SCHOOL_TYPE_ALIASES: Record<string, SchoolType> = {
  elementary: 'ELEMENTARY',
  초등: 'ELEMENTARY',
  초등학교: 'ELEMENTARY',
  초등학생: 'ELEMENTARY',
  middle_high: 'MIDDLE_HIGH',
  중고등: 'MIDDLE_HIGH',
  '중·고등': 'MIDDLE_HIGH',
  중고등학교: 'MIDDLE_HIGH',
  중고등학생: 'MIDDLE_HIGH',
  '중·고등학생': 'MIDDLE_HIGH',
};
const GENDER_ALIASES: Record<string, Gender> = { m: 'M', f: 'F', 남: 'M', 여: 'F', 남자: 'M', 여자: 'F', male: 'M', female: 'F' };
const TOTAL_ALIASES = new Set(['total', '전체', '합계', '총점']);

const schoolTypeOf = (c: Cell): SchoolType | undefined => SCHOOL_TYPE_ALIASES[norm(c).toLowerCase()];
const genderOf = (c: Cell): Gender | undefined => GENDER_ALIASES[norm(c).toLowerCase()];
function scaleOf(st: SchoolType, c: Cell): ScaleCode | undefined {
  const v = norm(c).toLowerCase();
  if (TOTAL_ALIASES.has(v)) return 'total';
  return INSTRUMENTS[st].categories.find((x) => x.code === v)?.code;
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
/** A finite number, undefined when the cell is empty, NaN when it is not a number. */
function numberOf(c: Cell): number | undefined {
  if (typeof c === 'number') return Number.isFinite(c) ? c : NaN;
  const v = norm(c);
  if (v === '') return undefined;
  return NUMBER.test(v) ? Number(v) : NaN;
}

interface Pending {
  stats: { mean?: number; sd?: number; meanLine?: number; sdLine?: number };
  /** a row of the group already had a bad mean/sd or raw: the group-level message would only repeat it */
  badStats: boolean;
  badRaw: boolean;
  points: Array<{ raw: number; pct: number; line: number }>;
}

/**
 * Validates a flat table and builds the norm set. Rows are checked one by one (cell formats, ranges, duplicates),
 * then each school type × gender × scale as a whole (present, has a mean and sd, has raw 0, percentiles do not
 * decrease, every T score from raw 0 to the scale's maximum fits in ±T_STORABLE_MAX). mean and sd may be given on
 * every row of a group or only on some; where given they must agree.
 */
export function parseNormSet(rows: readonly NormRow[], meta: NormSetMeta): NormParseResult {
  const errors: NormError[] = [];
  const fail = (line: number | null, column: NormColumn | null, code: NormErrorCode, message: string) =>
    errors.push({ line, column, code, message: at(line, message) });

  if (!meta.version?.trim()) fail(null, null, 'NORM_BAD_META', normMessages.noVersion);
  if (!meta.label?.trim()) fail(null, null, 'NORM_BAD_META', normMessages.noLabel);
  if (rows.length === 0) fail(null, null, 'NORM_EMPTY', normMessages.empty);
  if (rows.length > MAX_NORM_ROWS) {
    fail(null, null, 'NORM_TOO_MANY_ROWS', normMessages.tooManyRows);
    return { ok: false, errors };
  }

  const pending = new Map<string, Pending>();
  const seen = new Map<string, number>(); // group|raw → line
  for (const row of rows) {
    const { line } = row;
    const st = schoolTypeOf(row.schoolType);
    if (!st) fail(line, 'schoolType', 'NORM_BAD_SCHOOL_TYPE', normMessages.badSchoolType(norm(row.schoolType)));
    const g = genderOf(row.gender);
    if (!g) fail(line, 'gender', 'NORM_BAD_GENDER', normMessages.badGender(norm(row.gender)));
    const scale = st ? scaleOf(st, row.category) : undefined;
    if (st && !scale) fail(line, 'category', 'NORM_UNKNOWN_CATEGORY', normMessages.unknownCategory(st, norm(row.category)));
    const max = st && scale ? INSTRUMENTS[st].maxRaw[scale]! : undefined;

    const mean = numberOf(row.mean);
    const sd = numberOf(row.sd);
    const raw = numberOf(row.raw);
    const pct = numberOf(row.percentile);
    for (const [col, v] of [['mean', mean], ['sd', sd], ['raw', raw], ['percentile', pct]] as const) {
      if (Number.isNaN(v)) fail(line, col, 'NORM_BAD_NUMBER', normMessages.badNumber(col));
    }
    if (raw === undefined) fail(line, 'raw', 'NORM_BAD_NUMBER', normMessages.required('raw'));
    if (pct === undefined) fail(line, 'percentile', 'NORM_BAD_NUMBER', normMessages.required('percentile'));
    // a value already reported here is not compared with the group's again (one message per mistake)
    let meanOk = mean !== undefined && !Number.isNaN(mean);
    if (meanOk && max !== undefined && (mean! < 0 || mean! > max)) {
      fail(line, 'mean', 'NORM_MEAN_OUT_OF_RANGE', normMessages.meanOutOfRange(max));
      meanOk = false;
    }
    const sdOk = sd !== undefined && !Number.isNaN(sd) && sd > 0;
    if (sd !== undefined && !Number.isNaN(sd) && sd <= 0) fail(line, 'sd', 'NORM_SD_NOT_POSITIVE', normMessages.sdNotPositive);
    const rawOk = raw !== undefined && !Number.isNaN(raw);
    if (rawOk && max !== undefined && (!Number.isInteger(raw) || raw < 0 || raw > max))
      fail(line, 'raw', 'NORM_RAW_OUT_OF_RANGE', normMessages.rawOutOfRange(max));
    const pctOk = pct !== undefined && !Number.isNaN(pct);
    if (pctOk && (pct < 0 || pct > 100)) fail(line, 'percentile', 'NORM_PERCENTILE_OUT_OF_RANGE', normMessages.percentileOutOfRange);

    if (!st || !g || !scale) continue;
    const key = `${st}|${g}|${scale}`;
    let p = pending.get(key);
    if (!p) pending.set(key, (p = { stats: {}, points: [], badStats: false, badRaw: false }));
    if ((mean !== undefined && !meanOk) || (sd !== undefined && !sdOk)) p.badStats = true;
    if (!rawOk || (max !== undefined && (!Number.isInteger(raw) || raw! < 0 || raw! > max))) p.badRaw = true;
    // mean and sd: the first row that gives one sets it; a later row that gives a different value is an error
    if (meanOk) {
      if (p.stats.mean === undefined) Object.assign(p.stats, { mean, meanLine: line });
      else if (p.stats.mean !== mean!) fail(line, 'mean', 'NORM_STATS_MISMATCH', normMessages.statsMismatch('mean', p.stats.meanLine!));
    }
    if (sdOk) {
      if (p.stats.sd === undefined) Object.assign(p.stats, { sd, sdLine: line });
      else if (p.stats.sd !== sd) fail(line, 'sd', 'NORM_STATS_MISMATCH', normMessages.statsMismatch('sd', p.stats.sdLine!));
    }
    if (rawOk) {
      const rowKey = `${key}|${raw}`;
      const earlier = seen.get(rowKey);
      if (earlier !== undefined) fail(line, 'raw', 'NORM_DUPLICATE_ROW', normMessages.duplicate(earlier));
      else {
        seen.set(rowKey, line);
        if (pctOk) p.points.push({ raw, pct, line });
      }
    }
  }

  const groups = {} as NormSet['groups'];
  for (const st of SCHOOL_TYPES) {
    groups[st] = {} as Record<Gender, NormGroup>;
    for (const g of GENDERS) {
      const group: NormGroup = (groups[st][g] = {});
      for (const scale of scalesOf(st)) {
        const p = pending.get(`${st}|${g}|${scale}`);
        if (!p) {
          fail(null, null, 'NORM_MISSING_GROUP', normMessages.missingGroup(st, g, scale));
          continue;
        }
        if ((p.stats.mean === undefined || p.stats.sd === undefined) && !p.badStats)
          fail(null, null, 'NORM_MISSING_STATS', normMessages.missingStats(st, g, scale));
        const points = p.points.sort((a, b) => a.raw - b.raw);
        if (points[0]?.raw !== 0 && !p.badRaw) fail(null, null, 'NORM_MISSING_RAW_ZERO', normMessages.missingRawZero(st, g, scale));
        for (let i = 1; i < points.length; i++) {
          if (points[i].pct < points[i - 1].pct)
            fail(points[i].line, 'percentile', 'NORM_PERCENTILE_NOT_MONOTONE', normMessages.notMonotone(points[i - 1].raw, points[i - 1].pct));
        }
        const { mean, sd } = p.stats;
        if (mean !== undefined && sd !== undefined) {
          // T rises with raw, so the lowest and highest T are those of raw 0 and the scale's maximum
          const ends = [0, INSTRUMENTS[st].maxRaw[scale]!]
            .map((raw) => ({ raw, t: tTenthsOf(raw, mean, sd) / 10 }))
            .filter(({ t }) => !(Math.abs(t) <= T_STORABLE_MAX));
          if (ends.length) fail(p.stats.sdLine ?? null, 'sd', 'NORM_T_OUT_OF_RANGE', normMessages.tOutOfRange(st, g, scale, ends));
        }
        group[scale] = { mean: p.stats.mean!, sd: p.stats.sd!, percentiles: points.map((x) => [x.raw, x.pct]) };
      }
    }
  }
  if (errors.length) {
    // rows in file order, then problems of the table as a whole
    errors.sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
    return { ok: false, errors };
  }
  return { ok: true, normSet: { version: meta.version.trim(), label: meta.label.trim(), demo: meta.demo ?? false, groups } };
}

/** parseNormSet for a service: the norm set, or a 400 whose details list every row's problem. */
export function parseNormSetOrThrow(rows: readonly NormRow[], meta: NormSetMeta): NormSet {
  const r = parseNormSet(rows, meta);
  if (!r.ok) throw invalidNormFile(r.errors);
  return r.normSet;
}

export const invalidNormFile = (errors: NormError[]) =>
  new AppError(400, 'NORM_FILE_INVALID', `규준 파일에 오류가 ${errors.length}건 있습니다. ${errors[0]?.message ?? ''}`.trim(), errors);

/** The flat table of a norm set (mean and sd on each group's first row), the inverse of parseNormSet. */
export function normSetToRows(set: NormSet): NormRow[] {
  const rows: NormRow[] = [];
  for (const st of SCHOOL_TYPES)
    for (const g of GENDERS)
      for (const scale of scalesOf(st)) {
        const s = set.groups[st]?.[g]?.[scale];
        if (!s) continue;
        s.percentiles.forEach(([raw, percentile], i) =>
          rows.push({
            line: rows.length + 2,
            schoolType: st,
            gender: g,
            category: scale,
            mean: i === 0 ? s.mean : null,
            sd: i === 0 ? s.sd : null,
            raw,
            percentile,
          }),
        );
      }
  return rows;
}

/**
 * Checks a norm set that did not come through parseNormSet (e.g. read back from storage) by the same rules.
 * Returns the problems; scoring refuses a set with any.
 */
export function validateNormSet(set: NormSet): NormError[] {
  const r = parseNormSet(normSetToRows(set), set);
  return r.ok ? [] : r.errors;
}
