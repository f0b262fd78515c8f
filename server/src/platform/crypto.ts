import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

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

const sealKey = (secret: string, purpose: string) => createHmac('sha256', secret).update(`seal/${purpose}`).digest();

/**
 * A short text sealed with the server secret (AES-256-GCM, URL-safe): what a caller may hand back but must neither
 * read nor forge, such as a list cursor that would otherwise show a record's id.
 */
export function seal(secret: string, purpose: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The text of a sealed value, or undefined when it was not sealed by this server for this purpose. */
export function unseal(secret: string, purpose: string, sealed: string): string | undefined {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    if (raw.length < 29) return undefined;
    const decipher = createDecipheriv('aes-256-gcm', sealKey(secret, purpose), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
