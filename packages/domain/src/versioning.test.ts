import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyVersionAction,
  newVersionState,
  refusalOf,
  versionStatuses,
  type VersionAction,
  type VersionState,
} from './versioning.ts';

const s = (status: VersionState['status'], savedOnce = true, inUse = false): VersionState => ({
  status,
  savedOnce,
  inUse,
});

describe('versioned configuration (DESIGN §5, spec §4)', () => {
  it('a new version is an unsaved draft used by nothing', () => {
    expect(newVersionState()).toEqual({ status: 'draft', savedOnce: false, inUse: false });
  });
  it('a draft must be saved once before publishing', () => {
    expect(refusalOf(s('draft', false), 'publish')).toBe('NOT_SAVED');
    const saved = applyVersionAction(s('draft', false), 'edit');
    expect(refusalOf(saved, 'publish')).toBeNull();
    expect(applyVersionAction(saved, 'publish').status).toBe('live');
  });
  it('a live version with no risk is editable and can go back to draft', () => {
    expect(refusalOf(s('live'), 'edit')).toBeNull();
    expect(applyVersionAction(s('live'), 'unpublish').status).toBe('draft');
  });
  it('a live version can be locked, and a locked one refuses edits, unpublishing and deletion', () => {
    const locked = applyVersionAction(s('live'), 'lock');
    expect(locked).toMatchObject({ status: 'locked', inUse: true });
    expect(refusalOf(locked, 'edit')).toBe('LOCKED');
    expect(refusalOf(locked, 'unpublish')).toBe('LOCKED');
    expect(refusalOf(locked, 'delete')).toBe('IN_USE_DELETE');
    expect(refusalOf(locked, 'newVersion')).toBeNull();
  });
  it('a version in use can neither change nor be deleted', () => {
    expect(refusalOf(s('live', true, true), 'edit')).toBe('IN_USE_MODIFY');
    expect(refusalOf(s('live', true, true), 'unpublish')).toBe('IN_USE_MODIFY');
    expect(refusalOf(s('draft', true, true), 'delete')).toBe('IN_USE_DELETE');
  });
  it('only drafts can be deleted; only drafts published; only live versions locked', () => {
    expect(refusalOf(s('draft'), 'delete')).toBeNull();
    expect(refusalOf(s('live'), 'delete')).toBe('ALREADY_LIVE');
    expect(refusalOf(s('live'), 'publish')).toBe('ALREADY_LIVE');
    expect(refusalOf(s('draft'), 'lock')).toBe('NOT_LIVE');
    expect(refusalOf(s('draft'), 'unpublish')).toBe('NOT_LIVE');
  });
  it('no sequence of allowed actions ever unlocks a locked version or edits one in use', () => {
    const actions: Exclude<VersionAction, 'newVersion' | 'delete'>[] = [
      'edit',
      'publish',
      'unpublish',
      'lock',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...versionStatuses),
        fc.boolean(),
        fc.array(fc.constantFrom(...actions), { maxLength: 30 }),
        (status, savedOnce, seq) => {
          let state: VersionState = { status, savedOnce, inUse: status === 'locked' };
          for (const action of seq) {
            const wasLocked = state.status === 'locked';
            if (refusalOf(state, action) === null) state = applyVersionAction(state, action);
            if (wasLocked) expect(state.status).toBe('locked');
            if (state.inUse) expect(refusalOf(state, 'edit')).not.toBeNull();
          }
        },
      ),
    );
  });
});
