import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { instant } from '../db/columns.ts';

/**
 * A tracked job (decision 106): long work a user asked for, its state, progress and result. pg-boss
 * runs it (its job's data names this row); this row is what the user and the web see. The platform
 * imports no module, so the user and company ids carry no foreign key (as `files`).
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The job kind, also its pg-boss queue name, e.g. 'bound-policy-report-export'. */
    kind: varchar('kind', { length: 100 }).notNull(),
    companyId: integer('company_id'),
    userId: integer('user_id').notNull(),
    /** queued → running → succeeded | failed | cancelled (decision 106). */
    state: varchar('state', { length: 10 }).notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total'),
    failureReason: text('failure_reason'),
    /** What the handler needs (the report's range), as the request gave it. */
    input: jsonb('input').notNull(),
    /** The produced file in platform storage, its download name and content type. */
    resultKey: varchar('result_key', { length: 300 }),
    resultName: varchar('result_name', { length: 255 }),
    resultContentType: varchar('result_content_type', { length: 120 }),
    attempts: integer('attempts').notNull().default(0),
    /** The pg-boss job running it (null while the queue was not started). */
    queueJobId: varchar('queue_job_id', { length: 40 }),
    createdAt: instant('created_at').notNull().defaultNow(),
    startedAt: instant('started_at'),
    finishedAt: instant('finished_at'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('job_runs_user_state_idx').on(t.userId, t.state, t.id),
    index('job_runs_company_idx').on(t.companyId, t.id),
  ],
);

export type JobRunRow = typeof jobRuns.$inferSelect;
