import { isMember, isSystemUser } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { inTransaction, type AfterCommitTask } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/http/guard.ts';
import { userChannelName } from '../../platform/realtime/index.ts';
import { presentNotification, type UserNotificationDto } from './notifications.presenter.ts';
import {
  countNotifications,
  deleteNotifications,
  insertNotifications,
  listNotifications,
  setReadAt,
  type NotificationScope,
} from './notifications.repository.ts';

/**
 * Realtime event name of a new notification on `private-user.{id}`: Laravel's, so that Echo's
 * `echo.private('user.{id}').notification(cb)` receives it with no custom name (decision 050).
 */
export const NOTIFICATION_CREATED_EVENT =
  'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';

/** Longest stored message and URL: the realtime payload must stay far below Pusher's 10 KB. */
const MAX_TEXT = 500;

export interface NotificationSelection {
  companyId?: number;
  notificationIds?: number[];
}

/** The caller's scope; a company the caller has no role in answers 404 like every company route (§6). */
function scopeFor(actor: Actor, selection: NotificationSelection): NotificationScope {
  const { companyId, notificationIds } = selection;
  if (companyId !== undefined && !isMember(actor.user, companyId) && !isSystemUser(actor.user)) {
    throw new AppError('NOT_FOUND');
  }
  return {
    userId: actor.user.id,
    companyId: companyId ?? null,
    ...(notificationIds ? { ids: notificationIds } : {}),
  };
}

/** GET /user/notifications: the caller's notifications of a company (and company-less ones), newest first. */
export async function listUserNotifications(
  ctx: AppContext,
  actor: Actor,
  q: NotificationSelection & { page: number; perPage: number },
) {
  const scope = scopeFor(actor, { companyId: q.companyId });
  const { rows, total, unreadCount } = await listNotifications(ctx.db, scope, q);
  return {
    data: rows.map(presentNotification),
    meta: { page: q.page, perPage: q.perPage, total, unreadCount },
  };
}

/** PUT /user/notifications: `read` marks read now, anything else restores unread (§4); ids not the caller's are ignored. */
export async function markUserNotifications(
  ctx: AppContext,
  actor: Actor,
  q: NotificationSelection & { status?: 'read' | 'unread' },
) {
  const scope = scopeFor(actor, q);
  const affected = await setReadAt(ctx.db, scope, q.status === 'read' ? new Date() : null);
  return {
    affected,
    unreadCount: (await countNotifications(ctx.db, { ...scope, ids: undefined })).unreadCount,
  };
}

/** DELETE /user/notifications: removes the selected (or all) notifications of the caller in the scope. */
export async function deleteUserNotifications(
  ctx: AppContext,
  actor: Actor,
  q: NotificationSelection,
) {
  const scope = scopeFor(actor, q);
  const affected = await deleteNotifications(ctx.db, scope);
  return {
    affected,
    unreadCount: (await countNotifications(ctx.db, { ...scope, ids: undefined })).unreadCount,
  };
}

export interface NotifyInput {
  userIds: number[];
  /** The company the notification belongs to; null lists it under every company of the user. */
  companyId: number | null;
  type: string;
  message: string;
  frontendUrl: string;
}

/** An open transaction to create the notifications in, and its after-commit queue. */
export interface NotifyWithin {
  tx: Tx;
  after: (task: AfterCommitTask) => void;
}

const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/**
 * Creates one notification per user in one transaction (the caller's when `within` is given), then
 * (after commit, DESIGN §5) pushes each on its user's private channel. A failed push is logged: the row
 * is there for the next fetch.
 */
export async function notify(
  ctx: AppContext,
  input: NotifyInput,
  within?: NotifyWithin,
): Promise<UserNotificationDto[]> {
  const userIds = [...new Set(input.userIds)];
  if (userIds.length === 0) return [];
  const data = { message: clip(input.message), frontendUrl: clip(input.frontendUrl) };
  const create = async ({ tx, after }: NotifyWithin) => {
    const rows = await insertNotifications(
      tx,
      userIds.map((userId) => ({ userId, companyId: input.companyId, type: input.type, data })),
    );
    const created = rows.map((row) => ({ userId: row.userId, dto: presentNotification(row) }));
    after(() => pushNotifications(ctx, created));
    return created.map((c) => c.dto);
  };
  return within ? create(within) : inTransaction(ctx, (tx, after) => create({ tx, after }));
}

async function pushNotifications(
  ctx: AppContext,
  created: { userId: number; dto: UserNotificationDto }[],
): Promise<void> {
  const results = await Promise.allSettled(
    created.map(({ userId, dto }) =>
      ctx.realtime.publish(userChannelName(userId), NOTIFICATION_CREATED_EVENT, dto),
    ),
  );
  for (const result of results) {
    if (result.status === 'rejected')
      ctx.log.warn({ err: result.reason }, 'notification push failed');
  }
}
