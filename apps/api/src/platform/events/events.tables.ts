import { index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { created } from '../db/columns.ts';

/** Append-only audit events (DESIGN §5): who changed what, before and after, in the same transaction. */
export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id'),
    actorUserId: integer('actor_user_id'),
    entityType: varchar('entity_type', { length: 60 }).notNull(),
    entityId: integer('entity_id').notNull(),
    action: varchar('action', { length: 60 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: created(),
  },
  (t) => [
    index('events_entity_idx').on(t.entityType, t.entityId),
    index('events_company_idx').on(t.companyId, t.createdAt),
  ],
);
