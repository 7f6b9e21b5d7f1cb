import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Messages, RiskMessages } from '@turbine/domain';
import type { AppContext } from '../context.ts';
import { AppError, fieldError } from '../errors.ts';
import { actorOf } from './guard.ts';
import { isUniqueViolation, databaseFailureOf } from '../db/errors.ts';
import { inEnclosingTransaction } from '../db/unit-of-work.ts';
import {
  deleteExpiredKeys,
  deleteKey,
  findKey,
  insertKey,
  storeKeyAnswer,
  type IdempotencyKeyRow,
} from './idempotency.repository.ts';

/** The request header of DESIGN §4, and the header a replayed answer carries. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
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
 * Runs a money-moving POST at most once per `Idempotency-Key` (DESIGN §4, decision 110). Without the header
 * the work just runs. With it, the key's row is inserted first thing in one transaction that the work's own
 * transaction joins, and the answer is written in that same transaction before it commits: the key exists
 * exactly when the effect does. A concurrent duplicate's insert waits on the key's primary key until the
 * first commits (then replays its answer) or rolls back (then runs itself); a crash rolls the row back with
 * the effect, so a retry never finds a claim of a dead process. A thrown error leaves nothing, so the
 * client may retry. Answers (2xx and 4xx) are replayed with `Idempotent-Replayed: true` for 24 hours; the
 * same key on another endpoint or with another payload is 422.
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
  const claim = { ...id, scope: scopeOf(req), requestHash: hashOf(req) };

  // The user's expired keys go first, so the table stays bounded.
  await deleteExpiredKeys(ctx.db, id.userId, KEPT_FOR_HOURS);
  const earlier = await findKey(ctx.db, id);
  // A claim without an answer can only be left by the earlier design (one committed before the work ran).
  if (earlier && earlier.statusCode === null) await deleteKey(ctx.db, id);
  else if (earlier) return replay(reply, claim, earlier);

  let claimed = false;
  let result: IdempotentResult;
  try {
    result = await inEnclosingTransaction(ctx, async (tx) => {
      await insertKey(tx, claim);
      claimed = true;
      const answer = await work();
      if (storable(answer.status))
        await storeKeyAnswer(tx, id, {
          statusCode: answer.status,
          response: answer.body === undefined ? null : (answer.body as object),
        });
      else await deleteKey(tx, id);
      await testDelay(ctx);
      return answer;
    });
  } catch (error) {
    // Another request with the key committed first (its insert waited on ours): answer what it answered.
    if (!claimed && isUniqueViolation(error)) {
      const winner = await findKey(ctx.db, id);
      if (winner) return replay(reply, claim, winner);
    }
    // The first request still holds the key past lock_timeout: it is alive, so "in flight" is the truth.
    if (!claimed && databaseFailureOf(error) === 'locked')
      throw new AppError('IDEMPOTENCY_IN_FLIGHT');
    throw error;
  }
  return reply.status(result.status).send(result.body);
}

/** The stored answer of a key, or 422 when the key was used for another request. */
function replay(
  reply: FastifyReply,
  claim: { scope: string; requestHash: string },
  row: IdempotencyKeyRow,
): FastifyReply {
  if (row.scope !== claim.scope || row.requestHash !== claim.requestHash)
    throw new AppError('IDEMPOTENCY_CONFLICT', {
      errors: { [IDEMPOTENCY_HEADER]: [RiskMessages.idempotencyConflict] },
    });
  return reply
    .header(REPLAYED_HEADER, 'true')
    .status(row.statusCode ?? 500)
    .send(row.response ?? undefined);
}

/** TEST_TRANSACTION_DELAY_MS (refused in production): holds the transaction open for a crash test. */
async function testDelay(ctx: Pick<AppContext, 'config'>): Promise<void> {
  const delay = (ctx.config as AppContext['config'] | undefined)?.TEST_TRANSACTION_DELAY_MS ?? 0;
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
}
