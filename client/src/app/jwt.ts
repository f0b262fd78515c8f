/** Claims of the server's access token (SPEC §3: sub, userId, roles, centerId, schoolId, sdCode, sggCode, ...). */
export interface TokenClaims {
  sub: string;
  typ?: string;
  userId: number;
  roles: string[];
  centerId?: number | null;
  schoolId?: string | null;
  sdCode?: string | null;
  sggCode?: string | null;
  permissions: string[];
  authenticationCodeStatus?: string;
  /** Seconds since the epoch. */
  exp: number;
  iat?: number;
}

function base64UrlDecode(part: string): string {
  const b64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(b64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the payload only; the server verifies the signature on every call. Null when it is not a JWT. */
export function decodeJwt(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length < 2) return null;
  try {
    const claims = JSON.parse(base64UrlDecode(parts[1])) as TokenClaims;
    if (typeof claims !== 'object' || claims === null || typeof claims.exp !== 'number') return null;
    return claims;
  } catch {
    return null;
  }
}
