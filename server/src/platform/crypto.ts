import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * A keyed hash (HMAC-SHA256, hex) for short secrets such as 6-digit codes: a plain hash of a million possible codes
 * is reversed by trying them all, a keyed one is useless without the server secret. `purpose` gives each use its own
 * key derived from the secret.
 */
export const secretHash = (secret: string, purpose: string, value: string) =>
  createHmac('sha256', createHmac('sha256', secret).update(purpose).digest()).update(value).digest('hex');

/** URL-safe random token for refresh tokens and reset keys; only its hash is stored. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** A 6-digit code from the CSPRNG, zero padded. */
export const randomDigits = (length = 6) => String(randomInt(0, 10 ** length)).padStart(length, '0');

export function safeEqual(a: string, b: string): boolean {
  const ba = Buffer.from(a);
  const bb = Buffer.from(b);
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}
