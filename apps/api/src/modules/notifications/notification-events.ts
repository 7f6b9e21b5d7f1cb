// Turns committed domain events into notifications (DESIGN §5: the bus publishes after commit).
import type { AppContext, DomainEvent } from '../../platform/context.ts';
import { findCompanySummary, loadUserRoles } from '../companies/index.ts';
import { findUserById } from '../identity/index.ts';
import {
  idField,
  recipeFor,
  stringField,
  type EventFacts,
  type EventNotification,
} from './notification-recipes.ts';
import { notify } from './notifications.service.ts';
import type { UserNotificationDto } from './notifications.presenter.ts';

/** Subscribes the notification listener to the app's domain events. */
export function subscribeNotificationListener(ctx: AppContext): void {
  ctx.events.subscribe((event) => notifyFromEvent(ctx, event).then(() => undefined));
}

/** Creates the notifications an event calls for (none for unknown types); the actor is not told of their own act. */
export async function notifyFromEvent(
  ctx: AppContext,
  event: DomainEvent,
): Promise<UserNotificationDto[]> {
  const recipe = recipeFor(event.type);
  if (!recipe) return [];
  const recipients = [...new Set(event.userIds)].filter(
    (id) => Number.isSafeInteger(id) && id > 0 && id !== event.actorUserId,
  );
  if (recipients.length === 0) return [];
  const facts = await eventFacts(ctx, event);
  // Recipients with the same company and wording share one notify() call (usually all of them).
  const groups = new Map<string, { content: EventNotification; userIds: number[] }>();
  for (const userId of recipients) {
    // A user deleted meanwhile would fail the whole insert (foreign key) for everyone else.
    if (!(await findUserById(ctx.db, userId))) continue;
    const content = recipe(event, facts, { userId, roles: await loadUserRoles(ctx.db, userId) });
    const key = JSON.stringify(content);
    const group = groups.get(key) ?? { content, userIds: [] };
    group.userIds.push(userId);
    groups.set(key, group);
  }
  const created: UserNotificationDto[] = [];
  for (const { content, userIds } of groups.values()) {
    created.push(...(await notify(ctx, { userIds, type: event.type, ...content })));
  }
  return created;
}

/** Names for the wording: from the event data when the publisher sent them, else looked up by id. */
async function eventFacts(ctx: AppContext, event: DomainEvent): Promise<EventFacts> {
  const facts: EventFacts = {};
  const companyName =
    stringField(event.data, 'companyName') ??
    (event.companyId !== null
      ? (await findCompanySummary(ctx.db, event.companyId))?.name
      : undefined);
  if (companyName) facts.companyName = companyName;
  const subjectId = idField(event.data, 'userId') ?? event.actorUserId ?? undefined;
  const subjectName =
    stringField(event.data, 'userName') ??
    (subjectId !== undefined ? (await findUserById(ctx.db, subjectId))?.name : undefined);
  if (subjectName) facts.subjectName = subjectName;
  return facts;
}
