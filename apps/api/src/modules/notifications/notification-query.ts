// How id lists arrive in the query string (decision 050). Browsers and clients spell arrays in
// several ways; all are folded into one `notificationIds` array before validation.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idSchema, pageQuery } from '@turbine/domain';

/** Most ids one call may name; a longer selection is "all" (omit the parameter). */
export const MAX_NOTIFICATION_IDS = 500;

/** `notificationIds`, `notificationIds[]` and `notificationIds[0]` (PHP/qs styles). */
const ID_KEY = /^notificationIds(\[\d*\])?$/;

/**
 * Accepts `notificationIds[]=1&notificationIds[]=2`, `notificationIds=1&notificationIds=2`,
 * `notificationIds[0]=1` and `notificationIds=1,2` (what URLSearchParams makes of an array).
 * An empty value stays an empty list: it selects nothing, unlike an absent parameter (all).
 */
export function normalizeIdList(query: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(query).filter((key) => ID_KEY.test(key));
  if (keys.length === 0) return query;
  const rest: Record<string, unknown> = {};
  const ids: unknown[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (!ID_KEY.test(key)) {
      rest[key] = value;
      continue;
    }
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item !== 'string') ids.push(item);
      else if (item.trim() !== '') ids.push(...item.split(',').map((part) => part.trim()));
    }
  }
  return { ...rest, notificationIds: ids };
}

/** Route hook: runs before the zod schema sees the query. */
export async function normalizeNotificationQuery(request: FastifyRequest): Promise<void> {
  request.query = normalizeIdList(request.query as Record<string, unknown>);
}

const companyIdField = idSchema.optional();
const idsField = z.array(idSchema).max(MAX_NOTIFICATION_IDS).optional();

export const listQuery = pageQuery.extend({ companyId: companyIdField }).strict();
export const markQuery = z.strictObject({
  companyId: companyIdField,
  notificationIds: idsField,
  status: z.enum(['read', 'unread']).optional(),
});
export const deleteQuery = z.strictObject({ companyId: companyIdField, notificationIds: idsField });
