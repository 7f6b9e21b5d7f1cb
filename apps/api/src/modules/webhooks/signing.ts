import { createHmac, randomBytes, randomUUID } from 'node:crypto';

/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com, decision 172): the secret is `whsec_`
 * followed by the base64 of 24 random bytes; the signature is `v1,` and the base64 HMAC-SHA256, keyed with
 * those bytes, of `{webhook-id}.{webhook-timestamp}.{body}`. Several signatures (a rotation's old and new
 * secrets) are separated by spaces in the one `webhook-signature` header.
 */
export const SECRET_PREFIX = 'whsec_';

/** A new endpoint secret. */
export const newWebhookSecret = () => `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`;

/** A new message id (`webhook-id`), kept across retries and redeliveries of one message. */
export const newMessageId = () => `msg_${randomUUID().replace(/-/g, '')}`;

/** One `v1,<signature>` of a message with a secret. */
export function signature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The headers of one attempt, signed with every secret given (the current one first). */
export function signedHeaders(
  secrets: string[],
  id: string,
  timestamp: number,
  body: string,
): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => signature(s, id, timestamp, body)).join(' '),
  };
}
