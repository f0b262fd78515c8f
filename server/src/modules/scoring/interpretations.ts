/**
 * Ranges of the T-score (SPEC §5, thresholds SPEC §9) and the interpretation text per school type × scale × range.
 * The texts are data an administrator edits later (the domain stores them; these are the seeded defaults), written
 * for this project: short, respectful and not diagnostic — a screening result says where to look, never what a
 * student "has".
 */
import { SCHOOL_TYPES, scalesOf, type ScaleCode, type SchoolType } from './instrument.js';

export type RangeCode = 'GENERAL' | 'ATTENTION' | 'PRIORITY_ATTENTION';
export const RANGES: readonly RangeCode[] = ['GENERAL', 'ATTENTION', 'PRIORITY_ATTENTION'];
export const RANGE_NAMES: Readonly<Record<RangeCode, string>> = {
  GENERAL: '일반군',
  ATTENTION: '관심군',
  PRIORITY_ATTENTION: '우선 관심군',
};
/** T-score thresholds (SPEC §9): 관심군 from 65, 우선 관심군 from 70, compared with the T rounded to one decimal. */
export const T_ATTENTION = 65;
export const T_PRIORITY_ATTENTION = 70;

/**
 * The range of a T-score as shown (one decimal). The comparison is done in tenths, as integers, so 64.95 (shown
 * 65.0) is 관심군 and no floating-point residue can move a score across a threshold.
 */
export function rangeOf(t: number): RangeCode {
  const tenths = Math.round(t * 10);
  if (tenths >= T_PRIORITY_ATTENTION * 10) return 'PRIORITY_ATTENTION';
  if (tenths >= T_ATTENTION * 10) return 'ATTENTION';
  return 'GENERAL';
}

export type InterpretationTexts = Record<SchoolType, Partial<Record<ScaleCode, Record<RangeCode, string>>>>;

const text = (general: string, attention: string, priority: string): Record<RangeCode, string> => ({
  GENERAL: general,
  ATTENTION: attention,
  PRIORITY_ATTENTION: priority,
});

export const DEFAULT_INTERPRETATIONS: InterpretationTexts = {
  ELEMENTARY: {
    emot: text(
      '정서 영역에서 현재 뚜렷한 어려움이 관찰되지 않습니다.',
      '정서 영역에서 또래보다 다소 높은 어려움이 응답되었습니다. 최근 기분이나 생활의 변화를 관심 있게 살펴봐 주세요.',
      '정서 영역에서 또래보다 높은 어려움이 응답되었습니다. 학생의 마음을 충분히 들어 주시고, 전문가와 상담해 보시기를 권합니다.',
    ),
    anxi: text(
      '불안 영역에서 현재 뚜렷한 어려움이 관찰되지 않습니다.',
      '걱정이나 긴장을 또래보다 다소 많이 느끼는 것으로 응답되었습니다. 편안하게 이야기할 수 있는 기회를 마련해 주세요.',
      '걱정이나 긴장을 또래보다 많이 느끼는 것으로 응답되었습니다. 일상에 미치는 영향을 함께 살피고 전문가와 상담해 보시기를 권합니다.',
    ),
    ipsa: text(
      '대인관계 및 사회불안 영역에서 현재 뚜렷한 어려움이 관찰되지 않습니다.',
      '친구 관계나 사람들 앞에서의 긴장에서 다소 어려움이 응답되었습니다. 학교생활에서의 관계를 관심 있게 살펴봐 주세요.',
      '친구 관계나 사람들 앞에서의 긴장에서 어려움이 크게 응답되었습니다. 학생이 기댈 수 있는 관계를 함께 찾고 전문가와 상담해 보시기를 권합니다.',
    ),
    etnz: text(
      '외현화 영역(행동, 주의집중 등)에서 현재 뚜렷한 어려움이 관찰되지 않습니다.',
      '행동 조절이나 주의집중에서 또래보다 다소 어려움이 응답되었습니다. 어려움이 나타나는 상황을 관심 있게 살펴봐 주세요.',
      '행동 조절이나 주의집중에서 또래보다 어려움이 크게 응답되었습니다. 꾸짖기보다 도움이 필요한 상황을 함께 살피고 전문가와 상담해 보시기를 권합니다.',
    ),
    psta: text(
      '심리적 외상 영역에서 현재 뚜렷한 어려움이 관찰되지 않습니다.',
      '힘든 경험과 관련된 어려움이 다소 응답되었습니다. 학생이 안전하다고 느낄 수 있도록 관심을 기울여 주세요.',
      '힘든 경험과 관련된 어려움이 크게 응답되었습니다. 학생의 안전을 먼저 확인하고 전문가와 상담해 보시기를 권합니다.',
    ),
    total: text(
      '전체적으로 현재 뚜렷한 어려움이 관찰되지 않습니다. 이 결과는 선별 검사 결과이며 진단이 아닙니다.',
      '전체적으로 또래보다 다소 높은 어려움이 응답되었습니다. 이 결과는 진단이 아니며, 관심을 갖고 지켜봐 주시기를 권합니다.',
      '전체적으로 또래보다 높은 어려움이 응답되었습니다. 이 결과는 진단이 아니며, 전문가와 상담하여 필요한 도움을 살펴보시기를 권합니다.',
    ),
  },
  MIDDLE_HIGH: {
    emot: text(
      '불안 및 우울 영역에서 현재 뚜렷한 어려움이 관찰되지 않습니다.',
      '불안하거나 우울한 마음이 또래보다 다소 높게 응답되었습니다. 최근 생활의 변화와 마음 상태를 관심 있게 살펴봐 주세요.',
      '불안하거나 우울한 마음이 또래보다 높게 응답되었습니다. 학생의 이야기를 충분히 들어 주시고, 전문가와 상담해 보시기를 권합니다.',
    ),
    suci: text(
      '자살 및 위기 영역에서 현재 뚜렷한 어려움이 관찰되지 않습니다.',
      '위기와 관련된 어려움이 일부 응답되었습니다. 학생과 직접 이야기를 나누고 안전을 확인해 주세요.',
      '위기와 관련된 어려움이 높게 응답되었습니다. 지체하지 말고 학생의 안전을 확인하고, 전문가와 함께 도움을 연결해 주세요.',
    ),
    etnz: text(
      '외현화 영역(행동, 주의집중 등)에서 현재 뚜렷한 어려움이 관찰되지 않습니다.',
      '행동 조절이나 주의집중에서 또래보다 다소 어려움이 응답되었습니다. 어려움이 나타나는 상황을 관심 있게 살펴봐 주세요.',
      '행동 조절이나 주의집중에서 또래보다 어려움이 크게 응답되었습니다. 도움이 필요한 상황을 함께 살피고 전문가와 상담해 보시기를 권합니다.',
    ),
    psta: text(
      '심리적 외상 영역에서 현재 뚜렷한 어려움이 관찰되지 않습니다.',
      '힘든 경험과 관련된 어려움이 다소 응답되었습니다. 학생이 안전하다고 느낄 수 있도록 관심을 기울여 주세요.',
      '힘든 경험과 관련된 어려움이 크게 응답되었습니다. 학생의 안전을 먼저 확인하고 전문가와 상담해 보시기를 권합니다.',
    ),
    ipsa: text(
      '학교 적응 영역에서 현재 뚜렷한 어려움이 관찰되지 않습니다.',
      '학교생활 적응에서 다소 어려움이 응답되었습니다. 수업, 친구 관계 등 어려운 부분을 함께 살펴봐 주세요.',
      '학교생활 적응에서 어려움이 크게 응답되었습니다. 학생이 느끼는 어려움을 충분히 듣고 전문가와 상담해 보시기를 권합니다.',
    ),
    total: text(
      '전체적으로 현재 뚜렷한 어려움이 관찰되지 않습니다. 이 결과는 선별 검사 결과이며 진단이 아닙니다.',
      '전체적으로 또래보다 다소 높은 어려움이 응답되었습니다. 이 결과는 진단이 아니며, 관심을 갖고 지켜봐 주시기를 권합니다.',
      '전체적으로 또래보다 높은 어려움이 응답되었습니다. 이 결과는 진단이 아니며, 전문가와 상담하여 필요한 도움을 살펴보시기를 권합니다.',
    ),
  },
};

/** One editable text as a row (what an admin screen lists and a table stores). */
export interface InterpretationRow {
  schoolType: SchoolType;
  scale: ScaleCode;
  range: RangeCode;
  text: string;
}

export const MAX_INTERPRETATION_LENGTH = 1000;

/** The texts as rows, in display order. */
export function interpretationRows(texts: InterpretationTexts = DEFAULT_INTERPRETATIONS): InterpretationRow[] {
  return SCHOOL_TYPES.flatMap((schoolType) =>
    scalesOf(schoolType).flatMap((scale) => RANGES.map((range) => ({ schoolType, scale, range, text: texts[schoolType][scale]?.[range] ?? '' }))),
  );
}

/** Rows back to texts; every school type × scale × range needs a non-empty text of at most 1,000 characters. */
export function interpretationsFromRows(rows: readonly InterpretationRow[]): { ok: true; texts: InterpretationTexts } | { ok: false; errors: string[] } {
  const texts: InterpretationTexts = { ELEMENTARY: {}, MIDDLE_HIGH: {} };
  const errors: string[] = [];
  for (const r of rows) {
    if (!SCHOOL_TYPES.includes(r.schoolType) || !scalesOf(r.schoolType).includes(r.scale) || !RANGES.includes(r.range)) {
      errors.push(`알 수 없는 해석 항목입니다: ${r.schoolType}/${r.scale}/${r.range}`);
      continue;
    }
    const t = r.text?.trim() ?? '';
    if (!t) errors.push(`해석 문구를 입력해주세요: ${r.schoolType}/${r.scale}/${RANGE_NAMES[r.range]}`);
    else if (t.length > MAX_INTERPRETATION_LENGTH)
      errors.push(`해석 문구는 ${MAX_INTERPRETATION_LENGTH.toLocaleString('en-US')}자를 넘을 수 없습니다: ${r.schoolType}/${r.scale}/${RANGE_NAMES[r.range]}`);
    (texts[r.schoolType][r.scale] ??= {} as Record<RangeCode, string>)[r.range] = t;
  }
  for (const st of SCHOOL_TYPES)
    for (const scale of scalesOf(st))
      for (const range of RANGES)
        if (texts[st][scale]?.[range] === undefined) errors.push(`해석 문구가 없습니다: ${st}/${scale}/${RANGE_NAMES[range]}`);
  return errors.length ? { ok: false, errors } : { ok: true, texts };
}
