import type { Response } from 'express';
import type { Config } from '../config.js';

/**
 * Cookies of SPEC §9. The refresh token is HttpOnly (script never reads it) and scoped to the sign endpoints;
 * the validity marker tells the app, at start, whether a session is worth restoring.
 */
export const REFRESH_COOKIE = 'svs_rt';
export const VALIDITY_COOKIE = 'svs_valid';
export const REMEMBER_ID_COOKIE = 'svs_remember_id';
const REFRESH_PATH = '/app/svs/sign';

export function setSessionCookies(res: Response, config: Config, refreshToken: string) {
  const base = { sameSite: 'strict' as const, secure: config.secureCookies };
  res.cookie(REFRESH_COOKIE, refreshToken, { ...base, httpOnly: true, path: REFRESH_PATH, maxAge: config.refreshTokenTtlSec * 1000 });
  res.cookie(VALIDITY_COOKIE, 'Y', { ...base, httpOnly: false, path: '/app', maxAge: 3600 * 1000 });
}

export function clearSessionCookies(res: Response, config: Config) {
  const base = { sameSite: 'strict' as const, secure: config.secureCookies };
  res.clearCookie(REFRESH_COOKIE, { ...base, httpOnly: true, path: REFRESH_PATH });
  res.clearCookie(VALIDITY_COOKIE, { ...base, path: '/app' });
}
