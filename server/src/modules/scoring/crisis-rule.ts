/**
 * The crisis rule of the simple evaluation: one pure function that every path storing answers runs (respondent
 * submit, staff paper entry, re-scoring, imports), so a child at risk is flagged the same way whichever door the
 * answers came through. docs/SCORING.md "Crisis rule" gives the clinical reasoning.
 *
 * Two triggers, either one is enough:
 * - **critical items** (item level): the instrument names the items about wanting to die, hurt oneself or end
 *   everything; any answer above the item's threshold raises the flag whatever the T scores (one endorsed item is
 *   enough: a raw sum would hide it behind the norm table);
 * - **crisis scale** (scale level): the crisis scale in 우선 관심군 (T ≥ 70), which also counts the items on having no
 *   one to ask for help and on hopelessness.
 * Like Korea's 학생정서·행동특성검사, the flag is kept apart from the 관심군 total: a student can be 일반군 on the total
 * and at risk.
 */
import { scaleName, type Answers, type SchoolType, type ScaleCode } from './instrument.js';
import type { RangeCode } from './interpretations.js';

export interface CriticalItem {
  readonly key: string;
  /** The flag is raised by an answer strictly above this value (0: any answer but 전혀 아니다). */
  readonly above: number;
}

export interface CrisisCriteria {
  readonly items: readonly CriticalItem[];
  /** Scales whose 우선 관심군 raises the flag. */
  readonly scales: readonly ScaleCode[];
}

/**
 * Per questionnaire. Middle/high: suci01 (life feels meaningless), suci02 (wanting to die), suci03 (wanting to hurt
 * oneself), suci05 (wanting to end everything) at any answer above 0; the whole suci scale at 우선 관심군. The
 * elementary questionnaire has no item on suicide or self-harm, so it has no crisis trigger (docs/SCORING.md).
 */
export const CRISIS_CRITERIA: Readonly<Record<SchoolType, CrisisCriteria>> = {
  ELEMENTARY: { items: [], scales: [] },
  MIDDLE_HIGH: {
    items: [
      { key: 'suci01', above: 0 },
      { key: 'suci02', above: 0 },
      { key: 'suci03', above: 0 },
      { key: 'suci05', above: 0 },
    ],
    scales: ['suci'],
  },
};

export interface CrisisFinding {
  /** Critical items answered above their threshold, in questionnaire order. */
  items: string[];
  /** Crisis scales in 우선 관심군. */
  scales: ScaleCode[];
}

/** The crisis finding of a scored questionnaire, or null when nothing triggers. */
export function crisisOf(
  schoolType: SchoolType,
  answers: Answers,
  scores: readonly { scale: ScaleCode; range: RangeCode }[],
): CrisisFinding | null {
  const c = CRISIS_CRITERIA[schoolType];
  const items = c.items.filter((it) => (answers[it.key] ?? 0) > it.above).map((it) => it.key);
  const scales = scores.filter((s) => c.scales.includes(s.scale) && s.range === 'PRIORITY_ATTENTION').map((s) => s.scale);
  return items.length || scales.length ? { items, scales } : null;
}

const RANK: Readonly<Record<RangeCode, number>> = { GENERAL: 0, ATTENTION: 1, PRIORITY_ATTENTION: 2 };

/**
 * The student's highest concern: the highest range of any scale (a category in 우선 관심군 counts even when the total
 * is 일반군), and 우선 관심군 whenever the crisis flag is raised. The list's 우선 관심군 filter reads it.
 */
export function topRangeOf(scores: readonly { range: RangeCode }[], crisis: boolean): RangeCode {
  if (crisis) return 'PRIORITY_ATTENTION';
  return scores.reduce<RangeCode>((top, s) => (RANK[s.range] > RANK[top] ? s.range : top), 'GENERAL');
}

/**
 * Why a student is flagged, in words for staff (no score, no item wording): e.g. "위기 문항 2개 응답 · 자살 및 위기
 * 문제 우선 관심군". An evaluation whose answers were deleted since keeps the bare "위기 응답".
 */
export function crisisReason(e: {
  schoolTargetType: SchoolType;
  crisisItems?: readonly string[] | null;
  result?: { categories: readonly { scale: ScaleCode; range: RangeCode }[] } | null;
}): string {
  const c = CRISIS_CRITERIA[e.schoolTargetType];
  const parts: string[] = [];
  if (e.crisisItems?.length) parts.push(`위기 문항 ${e.crisisItems.length}개 응답`);
  for (const s of e.result?.categories ?? [])
    if (c.scales.includes(s.scale) && s.range === 'PRIORITY_ATTENTION') parts.push(`${scaleName(e.schoolTargetType, s.scale)} 우선 관심군`);
  return parts.join(' · ') || '위기 응답';
}
