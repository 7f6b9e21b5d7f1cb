import { integer, jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { created } from '../db/columns.ts';

/** DESIGN §4: a replayed money-moving POST with the same Idempotency-Key returns the first answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: varchar('key', { length: 200 }).notNull(),
    /** Method and path the key was used on, and a hash of the body: another request with the key is refused. */
    scope: varchar('scope', { length: 300 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
