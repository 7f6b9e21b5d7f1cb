import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/** A URL-safe random token of `bytes` bytes of entropy. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 hex: tokens are stored hashed so a database leak does not hand out sessions. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** HMAC-SHA256 hex with the app key. */
export function hmac(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

/** Constant-time string comparison. */
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/** The AES-256 key for one purpose, derived from the app key (a sealed token of one purpose opens no other). */
function sealKey(key: string, purpose: string): Buffer {
  return createHash('sha256').update(`seal:${purpose}:${key}`).digest();
}

/**
 * Seals a JSON value into a URL-safe token (AES-256-GCM with a key derived from the app key): nobody can
 * read or forge it without the key. Used where a link must carry data that is not stored yet.
 */
export function seal(key: string, purpose: string, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(key, purpose), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The value of a sealed token, or null when it was not sealed with one of these keys for this purpose. */
export function unseal(keys: string[], purpose: string, token: string): unknown {
  const raw = Buffer.from(token, 'base64url');
  if (raw.length < 29) return null;
  for (const key of keys) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', sealKey(key, purpose), raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
      return JSON.parse(text.toString('utf8')) as unknown;
    } catch {
      // Not this key (or tampered): try the next one.
    }
  }
  return null;
}
