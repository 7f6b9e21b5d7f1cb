import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { AppContext } from '../../platform/context.ts';
import { signedHeaders } from './signing.ts';
import { addressAllowed, resolveHost } from './url-guard.ts';
import { signingSecrets } from './webhook-secrets.ts';
import {
  claimDelivery,
  insertAttempt,
  setDeliveryState,
  type DeliveryRow,
  type EndpointRow,
} from './webhooks.repository.ts';

/** The queue that retries deliveries. */
export const WEBHOOK_DELIVER_JOB = 'webhook-deliver';

export type AttemptResult = 'succeeded' | 'retry' | 'failed' | 'skipped';

interface Outcome {
  statusCode: number | null;
  error: string | null;
  responseTimeMs: number;
}

/** Seconds before retry `n` (1 = the first retry): doubling from the base, up to the maximum. */
export function retryDelaySeconds(ctx: Pick<AppContext, 'config'>, n: number): number {
  const { WEBHOOK_RETRY_BASE_SECONDS: base, WEBHOOK_RETRY_MAX_DELAY_SECONDS: max } = ctx.config;
  return Math.min(base * 2 ** Math.min(n - 1, 30), max);
}

/**
 * One attempt of a delivery (decision 172): claimed first (no other worker sends it meanwhile), signed
 * with the endpoint's secrets, POSTed to an address the URL guard allows (resolved now, and the connection
 * pinned to it), logged with the status code, response time and error. A 2xx answer succeeds; otherwise
 * the next attempt is scheduled with backoff, unless it would fall after the retry window: then it failed.
 */
export async function attemptDelivery(ctx: AppContext, deliveryId: number): Promise<AttemptResult> {
  const timeoutMs = ctx.config.WEBHOOK_TIMEOUT_MS;
  const claimed = await claimDelivery(ctx.db, deliveryId, Math.ceil(timeoutMs / 1000) + 30);
  if (!claimed) return 'skipped';
  const { delivery, endpoint } = claimed;
  const outcome = endpoint.enabled
    ? await send(ctx, endpoint, delivery)
    : { statusCode: null, error: 'The endpoint is disabled.', responseTimeMs: 0 };
  await insertAttempt(ctx.db, {
    deliveryId,
    attempt: delivery.attempts,
    statusCode: outcome.statusCode,
    responseTimeMs: outcome.responseTimeMs,
    error: outcome.error?.slice(0, 500) ?? null,
  });
  const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  if (ok) {
    await setDeliveryState(ctx.db, deliveryId, { status: 'succeeded', nextAttemptAt: null });
    return 'succeeded';
  }
  const delay = retryDelaySeconds(ctx, delivery.attempts);
  const next = new Date(Date.now() + delay * 1000);
  if (!endpoint.enabled || next > delivery.retryUntil) {
    await setDeliveryState(ctx.db, deliveryId, { status: 'failed', nextAttemptAt: null });
    return 'failed';
  }
  await setDeliveryState(ctx.db, deliveryId, { nextAttemptAt: next });
  await ctx.jobs.send(
    WEBHOOK_DELIVER_JOB,
    { id: deliveryId },
    { startAfter: delay, singletonKey: `webhook:${deliveryId}:${delivery.attempts}` },
  );
  return 'retry';
}

/** POSTs the signed body; never throws (a refusal, a timeout or a network error is the outcome's error). */
async function send(
  ctx: AppContext,
  endpoint: EndpointRow,
  delivery: DeliveryRow,
): Promise<Outcome> {
  const started = Date.now();
  const elapsed = () => Date.now() - started;
  try {
    const url = new URL(endpoint.url);
    const addresses = await resolveHost(url);
    const target = addresses.find((a) => addressAllowed(ctx.config, a.address));
    if (!target || addresses.some((a) => !addressAllowed(ctx.config, a.address)))
      return {
        statusCode: null,
        error: 'The URL resolves to a loopback, link-local or private address.',
        responseTimeMs: elapsed(),
      };
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Turbine-Webhooks/1',
      ...signedHeaders(signingSecrets(ctx, endpoint), delivery.messageId, timestamp, delivery.body),
    };
    const statusCode = await post(
      url,
      target,
      headers,
      delivery.body,
      ctx.config.WEBHOOK_TIMEOUT_MS,
    );
    return {
      statusCode,
      error: statusCode >= 300 ? `HTTP ${statusCode}` : null,
      responseTimeMs: elapsed(),
    };
  } catch (error) {
    return {
      statusCode: null,
      error: error instanceof Error ? error.message : String(error),
      responseTimeMs: elapsed(),
    };
  }
}

/** One POST connected to the checked address (redirects are not followed); answers the status code. */
function post(
  url: URL,
  target: { address: string; family: number },
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<number> {
  // The connection goes to the address just checked, whatever the host resolves to a moment later.
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: pinned,
        timeout: timeoutMs,
      },
      (res: IncomingMessage) => {
        // The receiver's answer is not kept: read (at most 64 KB) and let go.
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > 65_536) res.destroy();
        });
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('close', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`No answer within ${timeoutMs} ms.`)));
    req.on('error', reject);
    req.end(body);
  });
}
