import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { created, instant, updated } from '../../platform/db/columns.ts';
import { companies } from '../companies/companies.tables.ts';

/** A company's webhook endpoint (decision 172): its secrets are sealed with APP_KEY, never stored plain. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: varchar('url', { length: 500 }).notNull(),
    description: varchar('description', { length: 255 }),
    events: jsonb('events').$type<string[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    secretSealed: text('secret_sealed').notNull(),
    secretHint: varchar('secret_hint', { length: 20 }).notNull(),
    /** After a rotation the previous secret signs too, until `previousSecretExpiresAt` (24 hours). */
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretExpiresAt: instant('previous_secret_expires_at'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('webhook_endpoints_company_idx').on(t.companyId)],
);

/** One message to one endpoint: retried until it succeeds or `retryUntil` passes. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The `webhook-id` header: unique per message, kept across attempts and redeliveries. */
    messageId: varchar('message_id', { length: 40 }).notNull(),
    eventType: varchar('event_type', { length: 60 }).notNull(),
    /** The exact JSON body sent (signed as is). */
    body: text('body').notNull(),
    /** pending → succeeded | failed. */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at'),
    retryUntil: instant('retry_until').notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    uniqueIndex('webhook_deliveries_message_unique').on(t.endpointId, t.messageId),
  ],
);

/** The delivery log: one row per attempt. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    responseTimeMs: integer('response_time_ms').notNull(),
    error: varchar('error', { length: 500 }),
    attemptedAt: instant('attempted_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attempt)],
);
