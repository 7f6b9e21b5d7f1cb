import { z } from '../../zod-config.ts';
import { epochSeconds } from './shared.ts';

/** Response schemas of the platform routes: health, readiness, the operator's outboxes (decision 158). */

/** The DESIGN §4 page of a list: `meta` of a paged `{ data, meta }` answer. */
export const pageMeta = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  /** True when `total` is the planner's estimate (decision 134). */
  estimated: z.boolean().optional(),
});
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: pageMeta });

/** GET /health: the process answers. */
export const healthResponse = z.object({ status: z.literal('ok') });

/** GET /health/ready and /ready: 200 when ready, 503 (same shape, with the error fields) when not. */
export const readinessResponse = z.object({
  status: z.enum(['ok', 'unavailable', 'draining']),
  database: z.enum(['ok', 'unreachable', 'exhausted']),
  redis: z.enum(['ok', 'unreachable']).optional(),
  message: z.string().optional(),
  code: z.literal('DATABASE_UNAVAILABLE').optional(),
});

const outboxFields = {
  id: z.number().int(),
  to: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: epochSeconds.nullable(),
  sentAt: epochSeconds.nullable(),
};
/** GET /mail-outbox (operator): queued and sent mail, links redacted. */
export const mailOutboxResponse = pageOf(
  z.object({ ...outboxFields, subject: z.string(), text: z.string() }),
);
/** GET /sms-outbox (operator). */
export const smsOutboxResponse = pageOf(z.object({ ...outboxFields, body: z.string() }));
