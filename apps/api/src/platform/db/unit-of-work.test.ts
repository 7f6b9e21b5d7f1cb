import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness.ts';
import type { Database } from './client.ts';
import { inEnclosingTransaction, inTransaction } from './unit-of-work.ts';

/** The enclosing transaction an Idempotency-Key request runs in (decision 110). */
let database: Database;
let ctx: { db: Database['db']; log: FastifyBaseLogger };
beforeAll(async () => {
  database = await openTestDatabase();
  ctx = { db: database.db, log: { error: () => undefined } as unknown as FastifyBaseLogger };
  await database.db.execute(sql`create table uow_rows (label text not null)`);
});
afterAll(async () => database.close());

const labels = async () =>
  (
    (await database.db.execute(sql`select label from uow_rows order by label`)) as unknown as {
      rows: { label: string }[];
    }
  ).rows.map((r) => r.label);

describe('inEnclosingTransaction', () => {
  it('inner transactions join it; their after-commit work runs once it has committed', async () => {
    const order: string[] = [];
    await inEnclosingTransaction(ctx, async () => {
      await inTransaction(ctx, async (tx, after) => {
        await tx.execute(sql`insert into uow_rows values ('a')`);
        after(() => void order.push('after-a'));
      });
      order.push('work done');
    });
    order.push('returned');
    expect(order).toEqual(['work done', 'after-a', 'returned']);
    expect(await labels()).toEqual(['a']);
  });

  it('a failure after an inner transaction rolls it back with everything else, and drops its after-commit work', async () => {
    const ran: string[] = [];
    const failed = await inEnclosingTransaction(ctx, async (tx) => {
      await tx.execute(sql`insert into uow_rows values ('b-key')`);
      await inTransaction(ctx, async (inner, after) => {
        await inner.execute(sql`insert into uow_rows values ('b')`);
        after(() => void ran.push('after-b'));
      });
      throw new Error('after the effect');
    }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(Error);
    expect(ran).toEqual([]);
    expect(await labels()).toEqual(['a']);
  });

  it('an inner transaction that fails and is caught drops only its own writes and after-commit work', async () => {
    const ran: string[] = [];
    await inEnclosingTransaction(ctx, async () => {
      await inTransaction(ctx, async (tx, after) => {
        await tx.execute(sql`insert into uow_rows values ('c')`);
        after(() => void ran.push('after-c'));
      });
      await inTransaction(ctx, async (tx, after) => {
        await tx.execute(sql`insert into uow_rows values ('d')`);
        after(() => void ran.push('after-d'));
        throw new Error('refused');
      }).catch(() => undefined);
    });
    expect(ran).toEqual(['after-c']);
    expect(await labels()).toEqual(['a', 'c']);
  });
});
