/**
 * Phone numbers, one module for both sides: the server's inputs and services import it here, and the client imports
 * this same file (client/src/shared/validators.ts re-exports it), so a number one form accepts every form accepts and
 * a number is shown the same way on every screen. No imports: the client's bundle takes it as it is.
 *
 * Rules (SPEC §5, hyphens accepted everywhere since issue 29): a mobile number is 010 + 4 + 4 digits, or
 * 011/016/017/018/019 + 3 or 4 + 4 digits, typed as digits only or with one kind of separator (space or hyphen) used
 * consistently; it is stored as digits only (normalizeMobile) and shown as 010-1234-5678 (formatPhone), masked in
 * lists (maskMobile).
 */

/** Digits only, as stored. */
export const MOBILE = /^(010\d{8}|01[16789]\d{7,8})$/;
/** The same numbers as typed: digits only, or one kind of separator (space or hyphen) used consistently. */
export const MOBILE_WITH_SEPARATORS = /^(010([ -]?)\d{4}\2\d{4}|01[16789]([ -]?)\d{3,4}\3\d{4})$/;

/** "<label> 형식이 맞지 않습니다." (SPEC §5). */
export const mobileMessage = (label = '휴대전화번호') => `${label} 형식이 맞지 않습니다.`;

/**
 * A number that may be a landline (a requester may give the school's number, a fax): 0 + a 1- or 2-digit area code,
 * 3 or 4 digits, 4 digits, with one kind of separator or none.
 */
export const PHONE_WITH_SEPARATORS = /^(0\d{1,2}([ -]?)\d{3,4}\2\d{4})$/;

/** Whether a typed landline or mobile number is valid, with or without separators. */
export const isPhone = (value: string): boolean => PHONE_WITH_SEPARATORS.test(value.trim());

/** Whether a typed mobile number is valid, with or without separators (surrounding spaces ignored). */
export const isMobile = (value: string): boolean => MOBILE_WITH_SEPARATORS.test(value.trim());

/** The number as stored: separators (spaces, hyphens) removed. */
export const normalizeMobile = (value: string): string => value.trim().replace(/[ -]/g, '');

/**
 * A phone number as shown in full: 010-1234-5678, 011-123-4567, 02-123-4567, 031-1234-5678, 1588-1234. Hyphens and
 * spaces typed are read past; a value that is no phone number (or already masked) is returned as it was given.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const d = value.replace(/[ -]/g, '');
  if (!/^\d+$/.test(d)) return value;
  if (d.startsWith('02')) {
    if (d.length === 9) return `02-${d.slice(2, 5)}-${d.slice(5)}`;
    if (d.length === 10) return `02-${d.slice(2, 6)}-${d.slice(6)}`;
    return value;
  }
  if (d.startsWith('0')) {
    if (d.length === 10) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
    if (d.length === 11) return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
    return value;
  }
  if (d.length === 8 && /^1[5-9]/.test(d)) return `${d.slice(0, 4)}-${d.slice(4)}`;
  return value;
}

/** 01012345678 → 010-****-5678 (lists show phone numbers masked); an already masked value is kept. */
export function maskMobile(mobile: string): string;
export function maskMobile(mobile: string | null | undefined): string | undefined;
export function maskMobile(mobile: string | null | undefined): string | undefined {
  if (!mobile) return mobile ?? undefined;
  if (mobile.includes('*')) return mobile;
  const d = normalizeMobile(mobile);
  return d.length >= 10 ? `${d.slice(0, 3)}-****-${d.slice(-4)}` : '***';
}
