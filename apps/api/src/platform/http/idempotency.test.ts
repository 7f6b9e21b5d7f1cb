import Fastify, { type FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RiskMessages, type UserDto } from '@turbine/domain';
import { openTestDatabase } from '../../../test/harness.ts';
import { idempotencyKeys } from './idempotency.tables.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { registerErrorHandler } from './error-handler.ts';
import { withIdempotency } from './idempotency.ts';
import { inTransaction } from '../db/unit-of-work.ts';

/**
 * A test-only Fastify app around withIdempotency: POST /charge runs a counted piece of work whose answer the
 * test chooses with the body ({ status, fail, wait }), acting for the user named by x-user.
 */
let database: Database;
let app: FastifyInstance;
let runs = 0;
let release: (() => void) | null = null;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table charge_effects (key text not null)`);
  const ctx = { db: database.db } as AppContext;
  app = Fastify();
  registerErrorHandler(app);
  app.decorateRequest('actor', null);
  app.addHook('preHandler', async (req) => {
    req.actor = {
      user: { id: Number(req.headers['x-user'] ?? 1) } as UserDto,
      sessionId: null,
      passwordExpired: false,
    };
  });
  app.post<{
    Body: { status?: number; fail?: boolean; wait?: boolean; write?: boolean; amount?: string };
  }>('/charge/:id', async (req, reply) =>
    withIdempotency(ctx, req, reply, async () => {
      runs += 1;
      if (req.body.wait) await new Promise<void>((resolve) => (release = resolve));
      // An effect in the work's own transaction, then maybe a failure after it.
      if (req.body.write)
        await inTransaction(ctx, (tx) =>
          tx.execute(
            sql`insert into charge_effects (key) values (${req.headers['idempotency-key']})`,
          ),
        );
      if (req.body.fail) throw new Error('boom');
      const status = req.body.status ?? 201;
      return { status, body: { run: runs, amount: req.body.amount ?? '0.00' } };
    }),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(() => {
  runs = 0;
});

const post = (path: string, body: object, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: path,
    payload: body,
    headers: { 'content-type': 'application/json', ...headers },
  });
const effects = async (key: string) => {
  const result = (await database.db.execute(
    sql`select count(*)::int as n from charge_effects where key = ${key}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
};
const stored = async (userId: number, key: string) =>
  (
    await database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
  )[0];

describe('withIdempotency (DESIGN §4 Idempotency-Key)', () => {
  it('without the header runs the work every time and stores nothing', async () => {
    expect((await post('/charge/1', { amount: '10.00' })).json()).toEqual({
      run: 1,
      amount: '10.00',
    });
    expect((await post('/charge/1', { amount: '10.00' })).json()).toEqual({
      run: 2,
      amount: '10.00',
    });
    expect(runs).toBe(2);
    expect(await database.db.select().from(idempotencyKeys)).toEqual([]);
  });

  it('replays the first answer for the same key and payload, with Idempotent-Replayed, running the work once', async () => {
    const first = await post('/charge/1', { amount: '12.50' }, { 'idempotency-key': 'k-1' });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post('/charge/1', { amount: '12.50' }, { 'idempotency-key': 'k-1' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(runs).toBe(1);
    expect(await stored(1, 'k-1')).toMatchObject({
      scope: 'POST /charge/1',
      statusCode: 201,
      response: { run: 1, amount: '12.50' },
    });
  });

  it('keys are per user: another user with the same key runs its own work', async () => {
    await post('/charge/1', { amount: '1.00' }, { 'idempotency-key': 'shared', 'x-user': '7' });
    const other = await post(
      '/charge/1',
      { amount: '1.00' },
      { 'idempotency-key': 'shared', 'x-user': '8' },
    );
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(runs).toBe(2);
  });

  it('refuses the same key with another payload or on another endpoint (422 under Idempotency-Key)', async () => {
    await post('/charge/1', { amount: '5.00' }, { 'idempotency-key': 'k-2' });
    const otherBody = await post('/charge/1', { amount: '6.00' }, { 'idempotency-key': 'k-2' });
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toEqual({
      message: RiskMessages.idempotencyConflict,
      code: 'IDEMPOTENCY_CONFLICT',
      errors: { 'Idempotency-Key': [RiskMessages.idempotencyConflict] },
    });
    const otherPath = await post('/charge/2', { amount: '5.00' }, { 'idempotency-key': 'k-2' });
    expect(otherPath.statusCode).toBe(422);
    expect(runs).toBe(1);
  });

  it('a duplicate sent while the first runs waits for its commit, then replays its answer (one run)', async () => {
    const first = post('/charge/1', { wait: true }, { 'idempotency-key': 'k-3' });
    while (!release) await new Promise((r) => setTimeout(r, 5));
    const during = post('/charge/1', { wait: true }, { 'idempotency-key': 'k-3' });
    await new Promise((r) => setTimeout(r, 200));
    release!();
    release = null;
    expect((await first).statusCode).toBe(201);
    const duplicate = await during;
    expect([duplicate.statusCode, duplicate.headers['idempotent-replayed']]).toEqual([201, 'true']);
    expect(duplicate.json()).toEqual({ run: 1, amount: '0.00' });
    expect(runs).toBe(1);
  });

  it.runIf(database?.kind === 'postgres' || process.env.TEST_DATABASE_URL)(
    'a duplicate still held past lock_timeout answers 409 IDEMPOTENCY_IN_FLIGHT, never a second run',
    async () => {
      const first = post('/charge/1', { wait: true }, { 'idempotency-key': 'k-3b' });
      while (!release) await new Promise((r) => setTimeout(r, 5));
      const during = await post('/charge/1', { wait: true }, { 'idempotency-key': 'k-3b' });
      expect(during.statusCode).toBe(409);
      expect(during.json()).toMatchObject({
        message: RiskMessages.idempotencyInFlight,
        code: 'IDEMPOTENCY_IN_FLIGHT',
      });
      release!();
      release = null;
      expect((await first).statusCode).toBe(201);
      expect(runs).toBe(1);
    },
  );

  it('the key is written in the transaction of the effect: a failure after the write leaves neither', async () => {
    const failed = await post(
      '/charge/1',
      { write: true, fail: true },
      { 'idempotency-key': 'k-10' },
    );
    expect(failed.statusCode).toBe(500);
    expect(await stored(1, 'k-10')).toBeUndefined();
    expect(await effects('k-10')).toBe(0);
    const ok = await post('/charge/1', { write: true }, { 'idempotency-key': 'k-10' });
    expect(ok.statusCode).toBe(201);
    expect((await stored(1, 'k-10'))?.statusCode).toBe(201);
    expect(await effects('k-10')).toBe(1);
  });

  it('releases the claim when the work throws, so a retry runs', async () => {
    const failed = await post('/charge/1', { fail: true }, { 'idempotency-key': 'k-4' });
    expect(failed.statusCode).toBe(500);
    expect(await stored(1, 'k-4')).toBeUndefined();
    expect((await post('/charge/1', { fail: true }, { 'idempotency-key': 'k-4' })).statusCode).toBe(
      500,
    );
    expect(runs).toBe(2);
  });

  it('keeps 4xx answers, drops others so they can be retried', async () => {
    expect(
      (await post('/charge/1', { status: 409 }, { 'idempotency-key': 'k-5' })).statusCode,
    ).toBe(409);
    const replay = await post('/charge/1', { status: 409 }, { 'idempotency-key': 'k-5' });
    expect([replay.statusCode, replay.headers['idempotent-replayed']]).toEqual([409, 'true']);
    expect(
      (await post('/charge/1', { status: 503 }, { 'idempotency-key': 'k-6' })).statusCode,
    ).toBe(503);
    expect(await stored(1, 'k-6')).toBeUndefined();
    expect(
      (await post('/charge/1', { status: 503 }, { 'idempotency-key': 'k-6' })).headers[
        'idempotent-replayed'
      ],
    ).toBeUndefined();
    expect(runs).toBe(3);
  });

  it('a claim without an answer (left by the earlier design) no longer blocks: the request runs', async () => {
    await database.db.insert(idempotencyKeys).values({
      userId: 1,
      key: 'k-7',
      scope: 'POST /charge/1',
      requestHash: 'x',
      createdAt: sql`now() - interval '1 minute'`,
    });
    const res = await post('/charge/1', { amount: '1.00' }, { 'idempotency-key': 'k-7' });
    expect(res.statusCode).toBe(201);
    expect((await stored(1, 'k-7'))?.statusCode).toBe(201);
    expect(runs).toBe(1);
  });

  it('forgets a key after 24 hours: the same key then runs the work again', async () => {
    await post('/charge/1', { amount: '2.00' }, { 'idempotency-key': 'k-8', 'x-user': '5' });
    await database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(and(eq(idempotencyKeys.userId, 5), eq(idempotencyKeys.key, 'k-8')));
    await post('/charge/1', { amount: '3.00' }, { 'idempotency-key': 'k-9', 'x-user': '5' });
    expect(await stored(5, 'k-8')).toBeUndefined();
    const again = await post(
      '/charge/1',
      { amount: '2.00' },
      { 'idempotency-key': 'k-8', 'x-user': '5' },
    );
    expect([again.statusCode, again.headers['idempotent-replayed'], runs]).toEqual([
      201,
      undefined,
      3,
    ]);
  });

  it('refuses an empty or over-long key with 422 under Idempotency-Key', async () => {
    const long = await post('/charge/1', {}, { 'idempotency-key': 'x'.repeat(201) });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({
      errors: { 'Idempotency-Key': ['This field has a maximum length of 200'] },
    });
    expect((await post('/charge/1', {}, { 'idempotency-key': ' ' })).statusCode).toBe(422);
    expect((await post('/charge/1', {}, { 'idempotency-key': 'x'.repeat(200) })).statusCode).toBe(
      201,
    );
    expect(runs).toBe(1);
  });
});
