// Shared by the notification tests: seeding through the real notify() and reading rows back.
import { asc, eq } from 'drizzle-orm';
import type { AppContext, DomainEvent } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { notify } from './notifications.service.ts';
import { userNotifications } from './notifications.tables.ts';
import type { UserNotificationDto } from './notifications.presenter.ts';

/** One notification for one user, created as the listener would. */
export async function seedNotification(
  ctx: AppContext,
  userId: number,
  companyId: number | null,
  message = `Note ${Math.random()}`,
): Promise<UserNotificationDto> {
  const [created] = await notify(ctx, {
    userIds: [userId],
    companyId,
    type: 'test.event',
    message,
    frontendUrl: '/account',
  });
  return created!;
}

/** A user's stored notifications, oldest first, for assertions on what changed in the database. */
export async function storedNotifications(ctx: AppContext, userId: number) {
  return ctx.db
    .select()
    .from(userNotifications)
    .where(eq(userNotifications.userId, userId))
    .orderBy(asc(userNotifications.id));
}

/** The list envelope of GET /user/notifications. */
export interface NotificationPage {
  data: UserNotificationDto[];
  meta: { page: number; perPage: number; total: number; unreadCount: number };
}

/** The body of PUT and DELETE /user/notifications. */
export interface NotificationChange {
  affected: number;
  unreadCount: number;
}

/** Records a domain event in its own transaction, as a business operation would; delivered after commit. */
export async function recordDomainEvent(ctx: AppContext, event: DomainEvent): Promise<void> {
  await inTransaction(ctx, (tx, after) => ctx.events.record(tx, after, event));
}
