/**
 * The validation rules of SPEC §5, shared by every input class. The client has the same rules with the same
 * messages in client/src/shared/validators.ts.
 */
export const MOBILE = /^(010\d{8}|01[16789]\d{7,8})$/;
/** Same numbers with one kind of separator (space or hyphen) used consistently. */
export const MOBILE_WITH_SEPARATORS = /^(010([ -]?)\d{4}\2\d{4}|01[16789]([ -]?)\d{3,4}\3\d{4})$/;
export const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[^A-Za-z0-9\s])\S{8,64}$/;
export const LOGIN_ID = /^[a-z0-9_]{4,20}$/;
/** A phone identity verification's number as identity issues them (random base64url); anything else names none. */
export const CERT_NUM = /^[A-Za-z0-9_-]{20,64}$/;

export const mobileMessage = (label = '휴대전화번호') => `${label} 형식이 맞지 않습니다.`;
export const passwordMessage = (field = '비밀번호') =>
  `${field} 는 공백 제외 영문, 숫자, 특수문자를 모두 조합하여 최소 8자리 이상 입력해주세요.`;

export const normalizeMobile = (value: string) => value.replace(/[ -]/g, '');

/** 010-1234-5678 → 010-****-5678 (lists show phone numbers masked). */
export function maskMobile(mobile: string | undefined): string | undefined {
  if (!mobile) return mobile;
  const d = normalizeMobile(mobile);
  return d.length >= 10 ? `${d.slice(0, 3)}-****-${d.slice(-4)}` : '***';
}

export function maskLoginId(loginId: string): string {
  if (loginId.length <= 3) return loginId[0] + '*'.repeat(loginId.length - 1);
  return loginId.slice(0, 2) + '*'.repeat(loginId.length - 4) + loginId.slice(-2);
}

export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(1, local.length - 2))}@${domain}`;
}
