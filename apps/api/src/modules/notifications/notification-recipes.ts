// Which domain events become notifications, and their wording (decision 050). Add a line per event
// type; an event type without a recipe produces no notification.
import { Messages, type UserRoleDto } from '@turbine/domain';
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

export type NotificationRecipe = (
  event: DomainEvent,
  facts: EventFacts,
  recipient: Recipient,
) => EventNotification;

/**
 * A notification belongs to the event's company only when the recipient has a role there: the bell
 * lists one company's notifications, and a broker who invited a client's admin, or a user just
 * removed, has none in that company. Otherwise it is company-less and listed under every company.
 */
export function companyFor(event: DomainEvent, recipient: Recipient): number | null {
  const companyId = event.companyId;
  return companyId !== null && recipient.roles.some((r) => r.companyId === companyId)
    ? companyId
    : null;
}

const roleNameIn = (recipient: Recipient, companyId: number | null) =>
  recipient.roles.find((r) => r.companyId === companyId)?.name;

/**
 * A risk event's notification: the wording names the risk's reference ("Quote issued for MER-202611-000012"),
 * optionally followed by the reasons the publisher sent; the link is the event's own risk page.
 */
function riskRecipe(
  wording: (reference: string) => string,
  withReasons = false,
): NotificationRecipe {
  return (event, _facts, recipient) => {
    const reference = stringField(event.data, 'reference') ?? 'a risk';
    const reasons =
      withReasons && Array.isArray(event.data.reasons)
        ? event.data.reasons.filter((r): r is string => typeof r === 'string' && r.trim() !== '')
        : [];
    const url = stringField(event.data, 'frontendUrl');
    const riskPackageId = idField(event.data, 'riskPackageId');
    return {
      companyId: companyFor(event, recipient),
      message: reasons.length ? `${wording(reference)}: ${reasons.join('; ')}` : wording(reference),
      // Only an in-app path is followed, never another site.
      frontendUrl:
        url && url.startsWith('/') && !url.startsWith('//')
          ? url
          : riskPackageId
            ? `/risks/${riskPackageId}`
            : '/risks',
    };
  };
}

/** A claim event's notification (decision 120): data = { claimId, reference, frontendUrl, status? }. */
function claimRecipe(wording: (reference: string, status?: string) => string): NotificationRecipe {
  return (event, _facts, recipient) => {
    const reference = stringField(event.data, 'reference') ?? 'a claim';
    const claimId = idField(event.data, 'claimId');
    return {
      companyId: companyFor(event, recipient),
      message: wording(reference, stringField(event.data, 'status')),
      frontendUrl: claimId ? `/incidents/${claimId}` : '/incidents',
    };
  };
}

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
    message: companyName
      ? `You were removed from ${companyName}`
      : 'You were removed from a company',
    frontendUrl: '/company/select',
  }),

  // Risks (decision 090): data = { riskPackageId, reference, reasons?, frontendUrl }; the recipients'
  // company is the event's (the broker's or the underwriter's), reasons are already filtered for brokers.
  'risk.submitted': riskRecipe((ref) => `Risk submitted: ${ref}`),
  'risk.quoted': riskRecipe((ref) => `Quote issued for ${ref}`),
  'risk.referred': riskRecipe((ref) => `Risk referred: ${ref}`, true),
  'risk.declined': riskRecipe((ref) => `Risk declined: ${ref}`, true),
  'risk.approval_requested': riskRecipe((ref) => `Approval requested for ${ref}`),
  'risk.approved': riskRecipe((ref) => `Approval given for ${ref}`),
  'risk.approval_denied': riskRecipe((ref) => `Approval denied for ${ref}`),
  'risk.bound': riskRecipe((ref) => `Policy bound for ${ref}`),
  // The quote expiry job's system Not taken up (decision 104).
  'risk.not_taken_up': riskRecipe((ref) => `Quote expired, not taken up: ${ref}`),
  'risk.assigned': riskRecipe((ref) => `You were assigned to ${ref}`),
  'risk.message': riskRecipe((ref) => `New message on ${ref}`),
  'risk.client_done': riskRecipe((ref) => `The client completed the proposal for ${ref}`),
  // Documents generated at quote and bind (decisions 148, 187): data.names lists them; a failure tells the
  // broker the spec's message and the underwriting company the exact error (data.error, sent to it only).
  'risk.documents_ready': (event, facts, recipient) => {
    const names = Array.isArray(event.data.names)
      ? event.data.names.filter((n): n is string => typeof n === 'string' && n.trim() !== '')
      : [];
    return riskRecipe((ref) =>
      names.length
        ? `Documents ready for ${ref}: ${names.join(', ')}`
        : `Documents ready for ${ref}`,
    )(event, facts, recipient);
  },
  'risk.documents_failed': (event, facts, recipient) => {
    const error = stringField(event.data, 'error');
    return riskRecipe((ref) =>
      error
        ? `Documents could not be generated for ${ref}: ${error}`
        : `${ref}: ${Messages.documentsGenerationFailed}`,
    )(event, facts, recipient);
  },

  // Incidents and claims (decision 120).
  'claim.reported': claimRecipe((ref) => `Incident reported: ${ref}`),
  'claim.accepted': claimRecipe((ref) => `Incident accepted as a claim: ${ref}`),
  'claim.declined': claimRecipe((ref) => `Incident declined: ${ref}`),
  'claim.appointed': claimRecipe((ref) => `Your firm was appointed on claim ${ref}`),
  'claim.status_changed': claimRecipe((ref, status) =>
    status ? `Claim ${ref} is now ${status}` : `Claim status changed: ${ref}`,
  ),
  'claim.message': claimRecipe((ref) => `New message on claim ${ref}`),

  // Bordereaux (decision 228): data = { bordereauId, kind, month (YYYY-MM), agreementName, coverholder };
  // told to the managing insurer's users who may read it.
  'bordereau.submitted': (event, _facts, recipient) => {
    const id = idField(event.data, 'bordereauId');
    const kind = stringField(event.data, 'kind') === 'claims' ? 'claims' : 'premium';
    const month = stringField(event.data, 'month');
    const label = month && /^\d{4}-\d{2}$/.test(month) ? monthName(month) : undefined;
    const agreement = stringField(event.data, 'agreementName');
    const coverholder = stringField(event.data, 'coverholder') ?? 'A coverholder';
    return {
      companyId: companyFor(event, recipient),
      message: `${coverholder} submitted the ${kind} bordereau${agreement ? ` of ${agreement}` : ''}${label ? ` for ${label}` : ''}`,
      frontendUrl: id ? `/company/bordereaux/${id}` : '/company/bordereaux',
    };
  },
};

/** `YYYY-MM` as "October 2026". */
function monthName(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en-AU', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

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
