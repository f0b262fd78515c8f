/**
 * The validation rules of SPEC §5, shared by every input class. The phone rules are in phone.ts, one file that the
 * client imports too (re-exported here for the server's inputs); the client's other rules, with the same messages,
 * are in client/src/shared/validators.ts.
 */
export { formatPhone, isMobile, isPhone, maskMobile, MOBILE, MOBILE_WITH_SEPARATORS, mobileMessage, normalizeMobile } from './phone.js';

export const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[^A-Za-z0-9\s])\S{8,64}$/;
export const LOGIN_ID = /^[a-z0-9_]{4,20}$/;
/** A phone identity verification's number as identity issues them (random base64url); anything else names none. */
export const CERT_NUM = /^[A-Za-z0-9_-]{20,64}$/;

export const passwordMessage = (field = '비밀번호') =>
  `${field} 는 공백 제외 영문, 숫자, 특수문자를 모두 조합하여 최소 8자리 이상 입력해주세요.`;

export function maskLoginId(loginId: string): string {
  if (loginId.length <= 3) return loginId[0] + '*'.repeat(loginId.length - 1);
  return loginId.slice(0, 2) + '*'.repeat(loginId.length - 4) + loginId.slice(-2);
}

export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(1, local.length - 2))}@${domain}`;
}
