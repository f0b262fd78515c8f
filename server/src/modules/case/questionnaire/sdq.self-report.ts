import { kstDay } from '../../../platform/time.js';
/**
 * Who may answer the SDQ-KR self-report (the STUDENT form): pupils aged 11 to 17 in whole years (the form's own
 * age range; a younger or older child is described by a guardian or a teacher instead). Pure and database-free: the
 * age is counted from the case's birth date (request target_birth_year/month/date) on a Korean calendar day, the
 * day a link is sent or a staff record is created (questionnaire.service.ts), or today for the screens
 * (`RequestDetail.sdqSelfReport`). docs/SCORING.md "Who answers".
 */
export const SDQ_SELF_REPORT_AGES = { min: 11, max: 17 } as const;

export interface BirthDay {
  year?: number | null;
  month?: number | null;
  date?: number | null;
}


/**
 * Age in whole years (만 나이) on `day` (YYYY-MM-DD): the years since the birth year, one less before this year's
 * birthday. A child born on 29 February turns a year older on 1 March in a common year (as the civil code counts).
 * Undefined when the birth date is not known.
 */
export function ageOn(birth: BirthDay, day: string): number | undefined {
  const { year, month, date } = birth;
  if (year == null || month == null || date == null) return undefined;
  const [y, m, d] = day.split('-').map(Number);
  const beforeBirthday = m < month || (m === month && d < date);
  return y - year - (beforeBirthday ? 1 : 0);
}

export interface SelfReportCheck {
  allowed: boolean;
  /** Whole years on the day asked about; undefined without a birth date. */
  age?: number;
  /** Why not, in Korean (the refusal's message and the screens' sentence); undefined when allowed. */
  message?: string;
}

const RULE = `SDQ-KR 학생용(자기보고)은 만 ${SDQ_SELF_REPORT_AGES.min}–${SDQ_SELF_REPORT_AGES.max}세 학생에게만 실시할 수 있습니다.`;

/** Whether the student may answer the self-report on the Korean day of `at`, and why not. */
export function sdqSelfReport(birth: BirthDay, at: Date): SelfReportCheck {
  const age = ageOn(birth, kstDay(at));
  if (age === undefined) return { allowed: false, message: `${RULE} 이 학생의 생년월일이 없어 나이를 확인할 수 없으므로 보호자용 또는 교사용을 이용해주세요.` };
  if (age < SDQ_SELF_REPORT_AGES.min || age > SDQ_SELF_REPORT_AGES.max) {
    return { allowed: false, age, message: `${RULE} 이 학생은 만 ${age}세이므로 보호자용 또는 교사용을 이용해주세요.` };
  }
  return { allowed: true, age };
}
