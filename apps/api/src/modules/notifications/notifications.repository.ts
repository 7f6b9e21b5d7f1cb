// The only Drizzle code of the notifications module (CONVENTIONS: repositories).
import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { userNotifications, type NotificationData } from './notifications.tables.ts';

export type NotificationRow = typeof userNotifications.$inferSelect;

/** Which of a user's notifications a call may see or touch: one company's plus the company-less ones. */
export interface NotificationScope {
  userId: number;
  /** null: only the company-less notifications. */
  companyId: number | null;
  /** Restricts to these ids; ids outside the scope simply match nothing. */
  ids?: number[];
}

function scopeWhere(scope: NotificationScope): SQL {
  const company =
    scope.companyId === null
      ? isNull(userNotifications.companyId)
      : or(eq(userNotifications.companyId, scope.companyId), isNull(userNotifications.companyId));
  const conditions = [eq(userNotifications.userId, scope.userId), company];
  if (scope.ids) conditions.push(inArray(userNotifications.id, scope.ids));
  return and(...conditions)!;
}

/** A page of the scope's notifications, newest first, with the total and the unread count. */
export async function listNotifications(
  db: Executor,
  scope: NotificationScope,
  page: { page: number; perPage: number },
) {
  const where = scopeWhere(scope);
  const rows = await db
    .select()
    .from(userNotifications)
    .where(where)
    // id breaks ties between notifications created in one transaction (same now()).
    .orderBy(desc(userNotifications.createdAt), desc(userNotifications.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  const counts = await countNotifications(db, scope);
  return { rows, ...counts };
}

/** Total and unread (no readAt, §4) notifications in the scope. */
export async function countNotifications(db: Executor, scope: NotificationScope) {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${userNotifications.readAt} is null)::int`,
    })
    .from(userNotifications)
    .where(scopeWhere(scope));
  return { total: row?.total ?? 0, unreadCount: row?.unread ?? 0 };
}

/** Sets readAt (a Date: read; null: unread again) on the scope's notifications; returns how many. */
export async function setReadAt(
  db: Executor,
  scope: NotificationScope,
  readAt: Date | null,
): Promise<number> {
  const rows = await db
    .update(userNotifications)
    .set({ readAt, updatedAt: new Date() })
    .where(scopeWhere(scope))
    .returning({ id: userNotifications.id });
  return rows.length;
}

/** Deletes the scope's notifications; returns how many. */
export async function deleteNotifications(db: Executor, scope: NotificationScope): Promise<number> {
  const rows = await db
    .delete(userNotifications)
    .where(scopeWhere(scope))
    .returning({ id: userNotifications.id });
  return rows.length;
}

export interface NewNotification {
  userId: number;
  companyId: number | null;
  type: string;
  data: NotificationData;
}

/** Inserts notifications in one statement, returning the stored rows in input order. */
export async function insertNotifications(
  db: Executor,
  values: NewNotification[],
): Promise<NotificationRow[]> {
  if (values.length === 0) return [];
  return db.insert(userNotifications).values(values).returning();
}
