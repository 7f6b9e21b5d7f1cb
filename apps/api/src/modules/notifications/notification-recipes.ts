// Which domain events become notifications, and their wording (decision 050). Add a line per event
// type; an event type without a recipe produces no notification.
import type { UserRoleDto } from '@turbine/domain';
import type { DomainEvent } from '../../platform/context.ts';

/** Names looked up once per event; each may be missing (another module's data is read defensively). */
export interface EventFacts {
  companyName?: string;
  /** The user the event is about (the one who accepted, ...), else the actor. */
  subjectName?: string;
}

/** One recipient with their roles after the commit (so a role change reads the new role). */
export interface Recipient {
  userId: number;
  roles: UserRoleDto[];
}

export interface EventNotification {
  companyId: number | null;
  message: string;
  frontendUrl: string;
}

export type NotificationRecipe = (event: DomainEvent, facts: EventFacts, recipient: Recipient) => EventNotification;

/**
 * A notification belongs to the event's company only when the recipient has a role there: the bell
 * lists one company's notifications, and a broker who invited a client's admin, or a user just
 * removed, has none in that company. Otherwise it is company-less and listed under every company.
 */
export function companyFor(event: DomainEvent, recipient: Recipient): number | null {
  const companyId = event.companyId;
  return companyId !== null && recipient.roles.some((r) => r.companyId === companyId) ? companyId : null;
}

const roleNameIn = (recipient: Recipient, companyId: number | null) =>
  recipient.roles.find((r) => r.companyId === companyId)?.name;

export const notificationRecipes: Readonly<Record<string, NotificationRecipe>> = {
  'invitation.accepted': (event, { subjectName, companyName }, recipient) => ({
    companyId: companyFor(event, recipient),
    message:
      subjectName && companyName
        ? `${subjectName} accepted your invitation to ${companyName}`
        : subjectName
          ? `${subjectName} accepted your invitation`
          : companyName
            ? `Your invitation to ${companyName} was accepted`
            : 'Your invitation was accepted',
    frontendUrl: '/company/manage?tab=users',
  }),

  'company.role_changed': (event, { companyName }, recipient) => {
    const role = stringField(event.data, 'roleName') ?? roleNameIn(recipient, event.companyId);
    const where = companyName ? ` in ${companyName}` : '';
    return {
      companyId: companyFor(event, recipient),
      message: role ? `Your role${where} was changed to ${role}` : `Your role${where} was changed`,
      frontendUrl: '/account',
    };
  },

  'company.user_removed': (event, { companyName }, recipient) => ({
    companyId: companyFor(event, recipient),
    message: companyName ? `You were removed from ${companyName}` : 'You were removed from a company',
    frontendUrl: '/company/select',
  }),
};

/** The recipe of an event type, never one inherited from Object.prototype. */
export function recipeFor(type: string): NotificationRecipe | undefined {
  return Object.hasOwn(notificationRecipes, type) ? notificationRecipes[type] : undefined;
}

/** A non-empty string field of event data, else undefined. */
export function stringField(data: Record<string, unknown>, key: string): string | undefined {
  const value = data[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A positive integer id field of event data, else undefined. */
export function idField(data: Record<string, unknown>, key: string): number | undefined {
  const value = data[key];
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}
