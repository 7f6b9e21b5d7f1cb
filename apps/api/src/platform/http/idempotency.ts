import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Messages, RiskMessages } from '@turbine/domain';
import type { AppContext } from '../context.ts';
import { AppError, fieldError } from '../errors.ts';
import { actorOf } from './guard.ts';
import {
  claimKey,
  deleteExpiredKeys,
  deleteKey,
  findKey,
  retakeAbandonedKey,
  storeKeyAnswer,
} from './idempotency.repository.ts';

/** The request header of DESIGN §4, and the header a replayed answer carries. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
/**
 * A claim without a stored answer this old belongs to a request that died between claiming and storing
 * (a crashed node): a retry takes it over instead of waiting for ever. Far above any request's duration.
 */
const ABANDONED_AFTER_SECONDS = 300;
/** How long an answer is kept for replay (a retry comes within minutes; a day covers a client that was offline). */
const KEPT_FOR_HOURS = 24;

export interface IdempotentResult {
  status: number;
  body: unknown;
}

/** Method and path (no query): a key is bound to the one endpoint it was first sent to. */
function scopeOf(req: FastifyRequest): string {
  return `${req.method} ${req.url.split('?')[0]}`.slice(0, 300);
}

/** SHA-256 of the query and the parsed JSON body: the same key with another payload is a different request. */
function hashOf(req: FastifyRequest): string {
  return createHash('sha256')
    .update(JSON.stringify({ query: req.query ?? null, body: req.body ?? null }))
    .digest('hex');
}

function keyOf(req: FastifyRequest): string | null {
  const raw = req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (raw === undefined) return null;
  const key = (Array.isArray(raw) ? raw.join(',') : raw).trim();
  if (key.length === 0) throw fieldError(IDEMPOTENCY_HEADER, Messages.required);
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH)
    throw fieldError(IDEMPOTENCY_HEADER, Messages.maxLength(IDEMPOTENCY_KEY_MAX_LENGTH));
  return key;
}

/** Only definite answers are kept: a success or the client's own mistake. Anything else may be retried. */
const storable = (status: number) =>
  (status >= 200 && status < 300) || (status >= 400 && status < 500);

/**
 * Runs a money-moving POST at most once per `Idempotency-Key` (DESIGN §4). Without the header the work just
 * runs. With it, the key is claimed for (user, key) in its own short statement before the work starts, so a
 * concurrent duplicate sees the claim (409 in flight) rather than running the work twice; the answer is stored
 * after the work's own transaction commits and replayed for a retry with the same payload
 * (`Idempotent-Replayed: true`) for 24 hours. The same key on another endpoint or with another payload is 422. A thrown
 * error releases the claim so the client can retry.
 */
export async function withIdempotency(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<IdempotentResult>,
): Promise<FastifyReply> {
  const key = keyOf(req);
  if (key === null) {
    const result = await work();
    return reply.status(result.status).send(result.body);
  }
  const id = { userId: actorOf(req).user.id, key };
  const scope = scopeOf(req);
  const requestHash = hashOf(req);

  // The user's expired keys go first, so the table stays bounded.
  await deleteExpiredKeys(ctx.db, id.userId, KEPT_FOR_HOURS);
  if (!(await claimKey(ctx.db, { ...id, scope, requestHash }))) {
    const existing = await findKey(ctx.db, id);
    if (existing && (existing.scope !== scope || existing.requestHash !== requestHash)) {
      throw new AppError('IDEMPOTENCY_CONFLICT', {
        errors: { [IDEMPOTENCY_HEADER]: [RiskMessages.idempotencyConflict] },
      });
    }
    if (existing && existing.statusCode !== null) {
      return reply
        .header(REPLAYED_HEADER, 'true')
        .status(existing.statusCode)
        .send(existing.response ?? undefined);
    }
    // No stored answer: still running, released between our two statements, or abandoned.
    const retaken = await retakeAbandonedKey(ctx.db, id, ABANDONED_AFTER_SECONDS);
    const released = !existing && (await claimKey(ctx.db, { ...id, scope, requestHash }));
    if (!retaken && !released) throw new AppError('IDEMPOTENCY_IN_FLIGHT');
  }

  let result: IdempotentResult;
  try {
    result = await work();
  } catch (error) {
    await deleteKey(ctx.db, id);
    throw error;
  }
  if (storable(result.status)) {
    await storeKeyAnswer(ctx.db, id, {
      statusCode: result.status,
      response: result.body === undefined ? null : (result.body as object),
    });
  } else {
    await deleteKey(ctx.db, id);
  }
  return reply.status(result.status).send(result.body);
}
