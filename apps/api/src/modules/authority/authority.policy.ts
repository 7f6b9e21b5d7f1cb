import {
  CompanyType,
  Messages,
  Permission,
  type VersionAction,
  type VersionRefusal,
  type VersionState,
  type VersionStatus,
  refusalOf,
  AuthorityMessages,
} from '@turbine/domain';
import { AppError } from '../../platform/errors.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';

/** Authority data belongs to underwriting agencies (§1); any other company is refused before anything is written. */
export function assertUnderwriterCompany(scope: CompanyScope): void {
  if (scope.refCompanyTypeId !== CompanyType.Underwriter) throw new AppError('FORBIDDEN');
}

/**
 * §6 "only underwriters can publish a binding agreement version": the company is an underwriter and the
 * user holds ManageBindingAgreements in it through a role of their own; system support staff, who pass
 * every other company check, do not publish on an underwriter's behalf.
 */
export function assertCanPublishAgreement(actor: Actor, scope: CompanyScope): void {
  const holds = actor.user.roles.some(
    (r) => r.companyId === scope.id && r.permissions.includes(Permission.ManageBindingAgreements),
  );
  if (scope.refCompanyTypeId !== CompanyType.Underwriter || !holds) {
    throw new AppError('FORBIDDEN', { message: AuthorityMessages.onlyUnderwritersPublish });
  }
}

const refusalErrors: Record<VersionRefusal, (action: VersionAction) => AppError> = {
  LOCKED: (action) => new AppError(action === 'delete' ? 'IN_USE_DELETE' : 'IN_USE_MODIFY'),
  IN_USE_MODIFY: () => new AppError('IN_USE_MODIFY'),
  IN_USE_DELETE: () => new AppError('IN_USE_DELETE'),
  NOT_SAVED: () =>
    new AppError('VALIDATION', { errors: { version: [AuthorityMessages.notSaved] } }),
  ALREADY_LIVE: (action) =>
    action === 'delete'
      ? new AppError('IN_USE_DELETE', { message: AuthorityMessages.onlyDraftDeletable })
      : new AppError('IN_USE_MODIFY', { message: AuthorityMessages.alreadyLive }),
  NOT_LIVE: () => new AppError('IN_USE_MODIFY', { message: AuthorityMessages.notLive }),
};

/** What the versioning mechanism reads of a stored version row. */
export interface VersionRow {
  status: string;
  savedOnce: boolean;
  inUse: boolean;
}

/** The versioning state of a stored row (the status column only ever holds the three statuses, by check constraint). */
export function versionStateOf(row: VersionRow): VersionState {
  return { status: row.status as VersionStatus, savedOnce: row.savedOnce, inUse: row.inUse };
}

/** Throws the error for a version action the one versioning mechanism refuses (DESIGN §5, spec §4). */
export function assertVersionAllowed(row: VersionRow, action: VersionAction): void {
  const refusal = refusalOf(versionStateOf(row), action);
  if (refusal) throw refusalErrors[refusal](action);
}

/** The spec's message for a name already used in the same scope. */
export const nameInUse = () =>
  new AppError('VALIDATION', { errors: { name: [Messages.nameInUse] } });
