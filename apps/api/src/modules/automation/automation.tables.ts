import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { EmailRecipient, EventActionBody, EventConditions } from '@turbine/domain';
import { instant } from '../../platform/db/columns.ts';
import { companies } from '../companies/companies.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { companyTags } from '../tags/tags.tables.ts';

/**
 * §3 Company event (issue 13, decision 175): name, the event it listens to, conditions, synchronous flag,
 * delay, enabled, and its ordered event actions (§3 "Event action: name, action"), kept as one ordered
 * list because they are always saved and run together.
 */
export const companyEvents = pgTable(
  'company_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 160 }).notNull(),
    event: varchar('event', { length: 60 }).notNull(),
    conditions: jsonb('conditions').$type<EventConditions>().notNull(),
    synchronous: boolean('synchronous').notNull().default(false),
    delaySeconds: integer('delay_seconds').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    actions: jsonb('actions').$type<EventActionBody[]>().notNull(),
    /** Whose authority the actions run with (the last user who saved it). */
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_events_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
    index('company_events_company_event_idx').on(t.companyId, t.event),
  ],
);

/** One step of a run as recorded. */
export interface RunStep {
  name: string;
  kind: EventActionBody['kind'];
  status: 'done' | 'failed';
  input: Record<string, unknown> | null;
  output: Record<string, unknown> | null;
  error: string | null;
  durationMs: number;
}

/** A run of a company event for one raised event: its payload, each action's input and output, the error. */
export const automationRuns = pgTable(
  'automation_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyEventId: integer('company_event_id')
      .notNull()
      .references(() => companyEvents.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 60 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** queued → running → succeeded | failed (a retry puts a failed run back to queued). */
    status: varchar('status', { length: 10 }).notNull().default('queued'),
    steps: jsonb('steps').$type<RunStep[]>().notNull().default([]),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    durationMs: integer('duration_ms'),
    createdAt: instant('created_at').notNull().defaultNow(),
    startedAt: instant('started_at'),
    finishedAt: instant('finished_at'),
  },
  (t) => [index('automation_runs_event_idx').on(t.companyEventId, t.id)],
);

/** §3 Email template (ManageDocuments): subject, rich content with merge fields, recipients, attachments, tags. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 160 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    content: text('content').notNull().default(''),
    recipients: jsonb('recipients').$type<EmailRecipient[]>().notNull(),
    cc: jsonb('cc').$type<EmailRecipient[]>().notNull().default([]),
    bcc: jsonb('bcc').$type<EmailRecipient[]>().notNull().default([]),
    /** Document templates whose latest generated document for the risk is attached. */
    attachmentTemplateIds: jsonb('attachment_template_ids').$type<number[]>().notNull().default([]),
    /** Company files (documents of its store) attached in their latest version at send time (decision 225). */
    attachmentFileIds: jsonb('attachment_file_ids').$type<number[]>().notNull().default([]),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_templates_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
  ],
);

/** A company tag on an email template (§1 "tags … applied to templates"; decision 206). */
export const emailTemplateTags = pgTable(
  'email_template_tags',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => companyTags.id, { onDelete: 'cascade' }),
    emailTemplateId: integer('email_template_id')
      .notNull()
      .references(() => emailTemplates.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.tagId, t.emailTemplateId] }),
    index('email_template_tags_template_idx').on(t.emailTemplateId),
  ],
);
