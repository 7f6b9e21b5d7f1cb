// Turns domain events into notifications, in the outbox delivery transaction (decision 102).
import type { AppContext, DomainEvent } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { findCompanySummary, loadUserRoles } from '../companies/index.ts';
import { findUserById } from '../identity/index.ts';
import {
  idField,
  recipeFor,
  stringField,
  type EventFacts,
  type EventNotification,
} from './notification-recipes.ts';
import { notify, type NotifyWithin } from './notifications.service.ts';
import type { UserNotificationDto } from './notifications.presenter.ts';

/**
 * Subscribes the notification listener to the app's domain events: durable, so the notifications are
 * created in the transaction that marks the outbox row delivered (never twice, none lost).
 */
export function subscribeNotificationListener(ctx: AppContext): void {
  ctx.events.subscribeDurable(async (event, tx, after) => {
    await notifyFromEvent(ctx, event, { tx, after });
  });
}

/**
 * Creates the notifications an event calls for (none for unknown types); the actor is not told of their
 * own act. `within` runs it in the caller's transaction, else in its own.
 */
export async function notifyFromEvent(
  ctx: AppContext,
  event: DomainEvent,
  within?: NotifyWithin,
): Promise<UserNotificationDto[]> {
  const db: Executor = within?.tx ?? ctx.db;
  const recipe = recipeFor(event.type);
  if (!recipe) return [];
  const recipients = [...new Set(event.userIds)].filter(
    (id) => Number.isSafeInteger(id) && id > 0 && id !== event.actorUserId,
  );
  if (recipients.length === 0) return [];
  const facts = await eventFacts(db, event);
  // Recipients with the same company and wording share one notify() call (usually all of them).
  const groups = new Map<string, { content: EventNotification; userIds: number[] }>();
  for (const userId of recipients) {
    // A user deleted meanwhile would fail the whole insert (foreign key) for everyone else.
    if (!(await findUserById(db, userId))) continue;
    const content = recipe(event, facts, { userId, roles: await loadUserRoles(db, userId) });
    const key = JSON.stringify(content);
    const group = groups.get(key) ?? { content, userIds: [] };
    group.userIds.push(userId);
    groups.set(key, group);
  }
  const created: UserNotificationDto[] = [];
  for (const { content, userIds } of groups.values()) {
    created.push(...(await notify(ctx, { userIds, type: event.type, ...content }, within)));
  }
  return created;
}

/** Names for the wording: from the event data when the publisher sent them, else looked up by id. */
async function eventFacts(db: Executor, event: DomainEvent): Promise<EventFacts> {
  const facts: EventFacts = {};
  const companyName =
    stringField(event.data, 'companyName') ??
    (event.companyId !== null ? (await findCompanySummary(db, event.companyId))?.name : undefined);
  if (companyName) facts.companyName = companyName;
  const subjectId = idField(event.data, 'userId') ?? event.actorUserId ?? undefined;
  const subjectName =
    stringField(event.data, 'userName') ??
    (subjectId !== undefined ? (await findUserById(db, subjectId))?.name : undefined);
  if (subjectName) facts.subjectName = subjectName;
  return facts;
}
