/** Readable (non-HttpOnly) cookies of SPEC §9. */
export const VALIDITY_COOKIE = 'svs_valid';
export const REMEMBER_ID_COOKIE = 'svs_remember_id';
export const REMEMBER_ID_MAX_AGE = 1_209_600; // 14 days
export const POPUP_CLOSE_PREFIX = 'imgPopupClose_';

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

export function writeCookie(name: string, value: string, maxAgeSec: number, path = '/app') {
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSec}; Path=${path}; SameSite=Strict`;
}

export function deleteCookie(name: string, path = '/app') {
  document.cookie = `${name}=; Max-Age=0; Path=${path}; SameSite=Strict`;
}
