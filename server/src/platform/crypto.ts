import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** URL-safe random token for refresh tokens and reset keys; only its hash is stored. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** A 6-digit code from the CSPRNG, zero padded. */
export const randomDigits = (length = 6) => String(randomInt(0, 10 ** length)).padStart(length, '0');

export function safeEqual(a: string, b: string): boolean {
  const ba = Buffer.from(a);
  const bb = Buffer.from(b);
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}
