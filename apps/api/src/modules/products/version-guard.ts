import {
  ProductMessages,
  refusalOf,
  type VersionAction,
  type VersionRefusal,
  type VersionState,
} from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { CompanyScope } from '../../platform/http/guard.ts';
import { assertProductOwner } from './products.policy.ts';
import { findVersion, type VersionRow } from './versions.repository.ts';

/** The versioning state (packages/domain versioning.ts) of a stored version. */
export function stateOf(v: VersionRow): VersionState {
  return { status: v.status as VersionState['status'], savedOnce: v.savedOnce, inUse: v.inUse };
}

const stateError = (message: string) =>
  new AppError('VALIDATION', { message, errors: { status: [message] } });

/**
 * The answer to a refused version action. "In use" refusals are the spec's 409 messages (§8); a wrong
 * starting state (publish twice, unpublish a draft, publish unsaved) is a 422 under `status`, which the
 * editor shows beside the status badge (decision 060).
 */
export function refusalError(refusal: VersionRefusal, action: VersionAction): AppError {
  switch (refusal) {
    case 'NOT_SAVED':
      return stateError(ProductMessages.notSaved);
    case 'ALREADY_LIVE':
      return action === 'delete'
        ? new AppError('IN_USE_DELETE', { message: ProductMessages.deleteOnlyDrafts })
        : stateError(ProductMessages.alreadyLive);
    case 'NOT_LIVE':
      return stateError(ProductMessages.notLive);
    case 'LOCKED':
      return action === 'delete' ? new AppError('IN_USE_DELETE') : new AppError('IN_USE_MODIFY');
    case 'IN_USE_MODIFY':
      return new AppError('IN_USE_MODIFY');
    case 'IN_USE_DELETE':
      return new AppError('IN_USE_DELETE');
  }
}

/** Throws the refusal of an action in the version's state, if any. */
export function assertAllowed(v: VersionRow, action: VersionAction): void {
  const refusal = refusalOf(stateOf(v), action);
  if (refusal) throw refusalError(refusal, action);
}

export interface VersionRef {
  productId: number;
  versionId: number;
}

/** 404 unless the version belongs to the company's product; `lock` for state changes. */
export async function versionOf(
  db: Executor,
  scope: CompanyScope,
  ref: VersionRef,
  lock = false,
): Promise<VersionRow> {
  assertProductOwner(scope);
  const row = await findVersion(db, scope.id, ref.productId, ref.versionId, lock);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The version locked for an edit of it or its children; 409 'Cannot modify this item because it is in use.' when locked. */
export async function editableVersion(
  db: Executor,
  scope: CompanyScope,
  ref: VersionRef,
): Promise<VersionRow> {
  const v = await versionOf(db, scope, ref, true);
  assertAllowed(v, 'edit');
  return v;
}
