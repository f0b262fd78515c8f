import type { FormRule } from 'antd';
import type { RuleObject } from 'antd/es/form';

type FieldReader = { getFieldValue: (name: never) => unknown };
import dayjs, { type Dayjs } from 'dayjs';
import { requiredMessage } from '../../../server/src/platform/korean';
import { formatPhone, isMobile as isMobileNumber, maskMobile as maskPhone, mobileMessage, normalizeMobile } from '../../../server/src/platform/phone';

/**
 * The validation rules of SPEC §5, with the same messages as the server (server/src/platform/rules.ts).
 * Pure checks first, then antd Form `rules` helpers built on them.
 */

// ---- mobile ------------------------------------------------------------------------------------------------------

/*
 * The phone rules are the server's own module (server/src/platform/phone.ts), imported here, so every form accepts
 * the numbers the server accepts (hyphens or spaces everywhere, one kind per number) and every screen shows a number
 * as the server's formatPhone does. server/test/fixtures/phone-cases.ts is the one table both sides test against.
 */
export { formatPhone, isPhone, MOBILE, MOBILE_WITH_SEPARATORS, mobileMessage, normalizeMobile } from '../../../server/src/platform/phone';

/** Whether a typed mobile number is valid: digits only, or one kind of separator (space or hyphen) used consistently. */
export const isMobile = (value: string): boolean => isMobileNumber(value);

/** Formats a mobile number with the separator the person chose ('' keeps digits only). */
export function formatMobile(value: string, separator: '' | ' ' | '-' = '-'): string {
  const shown = formatPhone(value);
  return shown === value && !isMobileNumber(value) ? value : shown.replace(/-/g, separator);
}

/** The separator used in a typed number (space or hyphen), or '' for digits only. */
export function mobileSeparator(value: string): '' | ' ' | '-' {
  if (value.includes('-')) return '-';
  if (value.includes(' ')) return ' ';
  return '';
}

/** The number as the server stores it (separators removed). */
export const digitsOnly = (value: string) => normalizeMobile(value);

// ---- password ----------------------------------------------------------------------------------------------------

export const PASSWORD_MIN = 8;
export const passwordMessage = (field = '비밀번호') =>
  `${field} 는 공백 제외 영문, 숫자, 특수문자를 모두 조합하여 최소 8자리 이상 입력해주세요.`;

/** No whitespace, at least 8 characters, at least one letter, one digit and one special character. */
export function isPassword(value: string): boolean {
  if (/\s/.test(value) || value.length < PASSWORD_MIN) return false;
  return /[A-Za-z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9\s]/.test(value);
}

// ---- dates -------------------------------------------------------------------------------------------------------

/**
 * Parses compact digit strings: 8 (YYYYMMDD), 12 (YYYYMMDDHHmm), 14 (YYYYMMDDHHmmss) or 17 (…SSS) digits.
 * Null when the length is another or the date does not exist.
 */
export function parseDigitsDate(value: string): Date | null {
  if (!/^\d+$/.test(value) || ![8, 12, 14, 17].includes(value.length)) return null;
  const n = (from: number, to: number) => (value.length >= to ? Number(value.slice(from, to)) : 0);
  const [y, mo, d, h, mi, s, ms] = [n(0, 4), n(4, 6), n(6, 8), n(8, 10), n(10, 12), n(12, 14), n(14, 17)];
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return null;
  const date = new Date(y, mo - 1, d, h, mi, s, ms);
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
  return date;
}

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';
export const dateMessage = (label = '날짜') => `${label} 형식이 맞지 않습니다.`;
/** Date-time messages have no final period (SPEC §5). */
export const dateTimeMessage = (label = '일시') => `${label} 형식이 맞지 않습니다`;

function strictDate(value: string, re: RegExp): Date | null {
  const m = re.exec(value);
  if (!m) return null;
  const [y, mo, d, h = '0', mi = '0'] = m.slice(1);
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi));
  if (date.getFullYear() !== Number(y) || date.getMonth() !== Number(mo) - 1 || date.getDate() !== Number(d)) return null;
  if (Number(h) > 23 || Number(mi) > 59) return null;
  return date;
}

/** YYYY-MM-DD, a real calendar date. */
export const parseDateInput = (value: string) => strictDate(value, /^(\d{4})-(\d{2})-(\d{2})$/);
/** YYYY-MM-DDTHH:mm, a real calendar date and time. */
export const parseDateTimeInput = (value: string) => strictDate(value, /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/);

export const isDateInput = (value: string) => parseDateInput(value) !== null;
export const isDateTimeInput = (value: string) => parseDateTimeInput(value) !== null;

export const END_AFTER_START_MESSAGE = '종료일은 시작일보다 이후여야 합니다.';

type DateLike = string | Date | Dayjs | null | undefined;

const isEmpty = (v: DateLike) => v === null || v === undefined || v === '';

function toDate(v: DateLike): Date | null {
  if (isEmpty(v)) return null;
  if (dayjs.isDayjs(v)) return v.isValid() ? v.toDate() : null;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v;
  const s = String(v);
  return parseDateTimeInput(s) ?? parseDateInput(s) ?? parseDigitsDate(s) ?? (/^\d{4}-\d{2}-\d{2}T/.test(s) && !Number.isNaN(Date.parse(s)) ? new Date(s) : null);
}

/** End ≥ start. Passes when either is empty; fails when either is not a valid date. */
export function isEndAfterStart(start: DateLike, end: DateLike): boolean {
  if (isEmpty(start) || isEmpty(end)) return true;
  const s = toDate(start);
  const e = toDate(end);
  if (!s || !e) return false;
  return e.getTime() >= s.getTime();
}

// ---- unique school id ---------------------------------------------------------------------------------------------

export const DUPLICATE_SCHOOL_ID_MESSAGE = '이미 등록된 ID 입니다.';

/** Passes only when the check call answers true (the id is free); a failed call does not pass. */
export async function isUniqueSchoolId(id: string, check: (id: string) => Promise<boolean>): Promise<boolean> {
  try {
    return (await check(id)) === true;
  } catch {
    return false;
  }
}

// ---- antd Form rules ----------------------------------------------------------------------------------------------

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

export { requiredMessage, withParticle } from '../../../server/src/platform/korean';

/** Required-field rule: "{label}을 입력해주세요." with the particle the word takes (상담자를, 상담일을); `verb` '선택' for choices. */
export const requiredRule = (label: string, verb: '입력' | '선택' = '입력'): FormRule => ({
  required: true,
  whitespace: true,
  message: requiredMessage(label, verb),
});

/** Mobile number, hyphens or spaces allowed on every form (the server's rule); empty is left to requiredRule. */
export const mobileRule = (label = '휴대전화번호'): FormRule => ({
  validator: (_r, value) => (!str(value) || isMobile(str(value)) ? Promise.resolve() : Promise.reject(new Error(mobileMessage(label)))),
});

export const passwordRule = (field = '비밀번호'): FormRule => ({
  validator: (_r, value) => (!str(value) || isPassword(str(value)) ? Promise.resolve() : Promise.reject(new Error(passwordMessage(field)))),
});

/** Confirmation equals the field `otherField`. */
export const sameAsRule = (otherField: string, message = '비밀번호가 일치하지 않습니다.') =>
  ({ getFieldValue }: FieldReader): RuleObject => ({
    validator: (_r, value) => (!value || getFieldValue(otherField as never) === value ? Promise.resolve() : Promise.reject(new Error(message))),
  });

export const dateRule = (label = '날짜'): FormRule => ({
  validator: (_r, value) => {
    if (isEmpty(value)) return Promise.resolve();
    const ok = dayjs.isDayjs(value) ? value.isValid() : isDateInput(str(value));
    return ok ? Promise.resolve() : Promise.reject(new Error(dateMessage(label)));
  },
});

export const dateTimeRule = (label = '일시'): FormRule => ({
  validator: (_r, value) => {
    if (isEmpty(value)) return Promise.resolve();
    const ok = dayjs.isDayjs(value) ? value.isValid() : isDateTimeInput(str(value));
    return ok ? Promise.resolve() : Promise.reject(new Error(dateTimeMessage(label)));
  },
});

/** On the end-date field: end ≥ the value of `startField`. Add `dependencies={[startField]}` to the Form.Item. */
export const endAfterStartRule =
  (startField: string | (string | number)[]) =>
  ({ getFieldValue }: FieldReader): RuleObject => ({
    validator: (_r, value) =>
      isEndAfterStart(getFieldValue(startField as never) as DateLike, value as DateLike)
        ? Promise.resolve()
        : Promise.reject(new Error(END_AFTER_START_MESSAGE)),
  });

/** Async duplicate check; `check(id)` answers true when the id is free (GET svs-u/school/check/{id}). */
export const uniqueSchoolIdRule = (check: (id: string) => Promise<boolean>): FormRule => ({
  validateTrigger: 'onBlur',
  validator: async (_r, value) => {
    if (!str(value)) return;
    if (!(await isUniqueSchoolId(str(value), check))) throw new Error(DUPLICATE_SCHOOL_ID_MESSAGE);
  },
});

// ---- formatters ----------------------------------------------------------------------------------------------------

type DateInput = string | number | Date | null | undefined;

function toDayjs(v: DateInput) {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'string' && /^\d+$/.test(v)) {
    const d = parseDigitsDate(v);
    return d ? dayjs(d) : null;
  }
  const d = dayjs(v);
  return d.isValid() ? d : null;
}

/**
 * Every date on the screens is Korean time, whatever the browser's zone: the users and the records are in Korea, and
 * a laptop left on UTC must not show a request filed at 08:00 in Seoul as the day before (the server counts months in
 * Korean time too).
 */
export const KOREA_TZ = 'Asia/Seoul';
const KOREAN_MINUTE = new Intl.DateTimeFormat('sv-SE', { timeZone: KOREA_TZ, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** An instant (epoch ms) as Korean wall time, YYYY-MM-DD HH:mm. */
export const koreanDateTime = (ms: number): string => KOREAN_MINUTE.format(ms);
/** Today in Korea, YYYY-MM-DD. */
export const koreanToday = (now = Date.now()): string => koreanDateTime(now).slice(0, 10);
/** This year in Korea. */
export const koreanYear = (now = Date.now()): number => Number(koreanToday(now).slice(0, 4));

/** An ISO string naming its zone (Z or an offset) is an instant; one without is a wall time, shown as written. */
const ZONED = /T.*(Z|[+-]\d{2}:?\d{2})$/i;

/** YYYY-MM-DD HH:mm in Korean time, or null: instants (Date, epoch ms, zoned ISO) converted; wall times as given. */
function koreanWallTime(v: DateInput): string | null {
  if (v instanceof Date || typeof v === 'number' || (typeof v === 'string' && ZONED.test(v))) {
    const ms = v instanceof Date ? v.getTime() : typeof v === 'number' ? v : Date.parse(v);
    return Number.isNaN(ms) ? null : koreanDateTime(ms);
  }
  return toDayjs(v)?.format('YYYY-MM-DD HH:mm') ?? null;
}

/** YYYY-MM-DD in Korean time (SPEC: dates shown with explicit formats); '' for empty or invalid. */
export const formatDate = (v: DateInput) => koreanWallTime(v)?.slice(0, 10) ?? '';
/** YYYY-MM-DD HH:mm in Korean time. */
export const formatDateTime = (v: DateInput) => koreanWallTime(v) ?? '';

/** 01012345678 → 010-****-5678 (lists show phone numbers masked; the server's rule). */
export const maskMobile = (mobile: string | null | undefined): string => maskPhone(mobile) ?? '';

/** Multiple-choice answers are sent comma-joined and split on load (SPEC §4). */
export const joinChoices = (v: string[] | null | undefined) => (v ?? []).filter(Boolean).join(',');
export const splitChoices = (v: string | null | undefined) => (v ? v.split(',').filter(Boolean) : []);
