/**
 * The one versioning mechanism of DESIGN §5 / spec §4, shared by product versions, endorsement versions
 * and binding agreement periods:
 *   draft  — editable; publishable once saved at least once;
 *   live   — editable and can go back to draft while no risk uses it;
 *   locked — a risk uses it; changes mean a new draft version copied from it.
 */
export const VersionStatus = { Draft: 'draft', Live: 'live', Locked: 'locked' } as const;
export type VersionStatus = (typeof VersionStatus)[keyof typeof VersionStatus];
export const versionStatuses = Object.values(VersionStatus) as VersionStatus[];

export interface VersionState {
  status: VersionStatus;
  /** True once the version has been saved after creation (§4: a product version must be saved once before publishing). */
  savedOnce: boolean;
  /** True when at least one risk is attached to (rated on) this version. */
  inUse: boolean;
}

export type VersionAction = 'edit' | 'publish' | 'unpublish' | 'lock' | 'newVersion' | 'delete';

export type VersionRefusal =
  'NOT_SAVED' | 'IN_USE_MODIFY' | 'IN_USE_DELETE' | 'ALREADY_LIVE' | 'NOT_LIVE' | 'LOCKED';

/** Why an action is refused in a state, or null when it is allowed. */
export function refusalOf(state: VersionState, action: VersionAction): VersionRefusal | null {
  const { status, inUse } = state;
  switch (action) {
    case 'edit':
      if (status === 'locked') return 'LOCKED';
      return inUse ? 'IN_USE_MODIFY' : null;
    case 'publish':
      if (status !== 'draft') return status === 'live' ? 'ALREADY_LIVE' : 'LOCKED';
      return state.savedOnce ? null : 'NOT_SAVED';
    case 'unpublish':
      if (status !== 'live') return status === 'locked' ? 'LOCKED' : 'NOT_LIVE';
      return inUse ? 'IN_USE_MODIFY' : null;
    case 'lock':
      return status === 'live' ? null : status === 'locked' ? 'LOCKED' : 'NOT_LIVE';
    case 'newVersion':
      // A new version can be copied from any existing one; the copy starts as a draft.
      return null;
    case 'delete':
      if (inUse || status === 'locked') return 'IN_USE_DELETE';
      return status === 'draft' ? null : 'ALREADY_LIVE';
  }
}

/** The state after an allowed action (throws for a refused one: callers check `refusalOf` first). */
export function applyVersionAction(
  state: VersionState,
  action: Exclude<VersionAction, 'newVersion' | 'delete'>,
): VersionState {
  const refusal = refusalOf(state, action);
  if (refusal) throw new Error(`Version action ${action} refused: ${refusal}`);
  switch (action) {
    case 'edit':
      return { ...state, savedOnce: true };
    case 'publish':
      return { ...state, status: 'live' };
    case 'unpublish':
      return { ...state, status: 'draft' };
    case 'lock':
      return { ...state, status: 'locked', inUse: true };
  }
}

/** The state of a new version copied from another: a draft, not yet saved, used by no risk. */
export function newVersionState(): VersionState {
  return { status: 'draft', savedOnce: false, inUse: false };
}
