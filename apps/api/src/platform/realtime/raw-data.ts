import type { RawData } from 'ws';
import { decodeData } from './protocol.ts';

/** The size in bytes of a message as the socket received it (one buffer or fragments). */
export function rawByteLength(raw: RawData): number {
  if (Array.isArray(raw)) return raw.reduce((sum, chunk) => sum + chunk.length, 0);
  return raw.byteLength;
}

/** A received message as UTF-8 text. */
export function rawToText(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.from(raw instanceof ArrayBuffer ? new Uint8Array(raw) : raw).toString('utf8');
}

/** The `id` of a signin's `user_data` (protocol 7), when it is a non-empty string. */
export function readUserId(userData: string): string | undefined {
  const decoded = decodeData(userData);
  if (typeof decoded !== 'object' || decoded === null || !('id' in decoded)) return undefined;
  const { id } = decoded;
  return typeof id === 'string' && id.length > 0 ? id : undefined;
}
