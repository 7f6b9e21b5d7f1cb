import { z } from '../zod-config.ts';

/**
 * Tracked background jobs (decision 106): long work a user asked for (a report export, later imports)
 * with its state, progress and result, pushed on the user's private channel as it changes.
 */
export const jobRunStates = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type JobRunState = (typeof jobRunStates)[number];

/** States in which a tracked job may still change (and may be cancelled). */
export const activeJobRunStates: readonly JobRunState[] = ['queued', 'running'];

export const isActiveJobRunState = (state: JobRunState): boolean =>
  activeJobRunStates.includes(state);

/** Realtime event name of a tracked job's change on `private-user.{id}` (Echo: `.listen('.job.updated')`). */
export const JOB_UPDATED_EVENT = 'job.updated';

/** GET /jobs/{id}, GET /jobs, and the `job.updated` push. Instants are epoch seconds. */
export const jobRunDto = z.object({
  id: z.number().int(),
  kind: z.string(),
  companyId: z.number().int().nullable(),
  userId: z.number().int(),
  state: z.enum(jobRunStates),
  /** 0–100, whole percent of `done` over `total`; null while the total is unknown. */
  percent: z.number().int().nullable(),
  done: z.number().int(),
  total: z.number().int().nullable(),
  failureReason: z.string().nullable(),
  /** The file the job produced, downloadable by its owner at `GET /jobs/{id}/result`. */
  result: z.object({ name: z.string(), url: z.string() }).nullable(),
  attempts: z.number().int(),
  createdAt: z.number().int(),
  startedAt: z.number().int().nullable(),
  finishedAt: z.number().int().nullable(),
});
export type JobRunDto = z.infer<typeof jobRunDto>;

export const jobListQuery = z.object({
  /** 1: only the caller's queued and running jobs (what a page resumes after a reload). */
  active: z.enum(['0', '1']).optional(),
  kind: z.string().max(100).optional(),
});

/** POST /companies/{companyId}/report/bound-policies/exports: the report's range, as the GET takes it. */
export const boundPolicyExportBody = z.strictObject({
  date_from: z.number().int().min(0),
  date_to: z.number().int().min(0),
  /** The file: CSV (the default) or XLSX (decision 189). */
  format: z.enum(['csv', 'xlsx']).default('csv'),
});

/** pg-boss's own job states, as the system operator's Jobs page shows them. */
export const systemJobStates = [
  'created',
  'retry',
  'active',
  'completed',
  'cancelled',
  'failed',
] as const;
export type SystemJobState = (typeof systemJobStates)[number];

/** One pg-boss job on the operator's Jobs page (GET /system/jobs). */
export const systemJobDto = z.object({
  id: z.string(),
  queue: z.string(),
  state: z.enum(systemJobStates),
  /** Attempts made so far (retries + the running one) and the most allowed. */
  attempts: z.number().int(),
  retryLimit: z.number().int(),
  /** The last failure's message, when the job failed or awaits a retry. */
  error: z.string().nullable(),
  /** The tracked job this pg-boss job runs, if any. */
  trackedJobId: z.number().int().nullable(),
  createdAt: z.number().int(),
  startedAt: z.number().int().nullable(),
  completedAt: z.number().int().nullable(),
});
export type SystemJobDto = z.infer<typeof systemJobDto>;

export const systemJobListQuery = z.object({
  /** failed: only failed jobs; otherwise the most recent of every state. */
  state: z.enum(systemJobStates).optional(),
  queue: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const systemJobParams = z.object({
  queue: z.string().min(1).max(200),
  id: z.uuid(),
});
