import {
  applyVersionAction,
  AuthorityMessages,
  Messages,
  type EndorsementVersionBody,
  type EndorsementVersionDto,
} from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor, Tx } from '../../../platform/db/client.ts';
import { inTransaction } from '../../../platform/db/unit-of-work.ts';
import { AppError } from '../../../platform/errors.ts';
import { recordEvent } from '../../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import {
  assertUnderwriterCompany,
  assertVersionAllowed,
  versionStateOf,
} from '../authority.policy.ts';
import { presentEndorsementVersion } from './endorsements.presenter.ts';
import {
  deleteVersionRow,
  findVersion,
  findVersionById,
  insertNextVersion,
  listRuleRows,
  listVersionClauseIds,
  saveVersionContent,
  updateVersionState,
  type EndorsementVersionRow,
} from './endorsements.repository.ts';
import { assertUsableClauses, contentOf, endorsementOf } from './endorsements.service.ts';

export interface VersionRef {
  endorsementId: number;
  versionId: number;
}

async function versionOf(
  db: Executor,
  scope: CompanyScope,
  ref: VersionRef,
  lock = false,
): Promise<EndorsementVersionRow> {
  await endorsementOf(db, scope, ref.endorsementId);
  const row = await findVersion(db, ref.endorsementId, ref.versionId, lock);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function presentOne(
  db: Executor,
  row: EndorsementVersionRow,
): Promise<EndorsementVersionDto> {
  return presentEndorsementVersion(
    row,
    await listRuleRows(db, row.id),
    await listVersionClauseIds(db, row.id),
  );
}

const event = (
  actor: Actor,
  scope: CompanyScope,
  id: number,
  action: string,
  extra: { before?: unknown; after?: unknown },
) => ({
  entityType: 'endorsement_version',
  entityId: id,
  action,
  actorUserId: actor.user.id,
  companyId: scope.id,
  ...extra,
});
const audit = (v: EndorsementVersionDto) => ({
  version: v.version,
  status: v.status,
  visibility: v.visibility,
  content: v.content,
  productClasses: v.productClasses,
  rules: v.rules.map((r) => r.expression),
  clauseIds: v.clauseIds,
});

/** One version with its content and rules. */
export async function getEndorsementVersion(
  ctx: AppContext,
  scope: CompanyScope,
  ref: VersionRef,
): Promise<EndorsementVersionDto> {
  return presentOne(ctx.db, await versionOf(ctx.db, scope, ref));
}

/** Saves a version's content (sanitized), product classes, visibility and rules; refused once a risk uses it (§4). */
export async function updateEndorsementVersion(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: VersionRef,
  body: EndorsementVersionBody,
): Promise<EndorsementVersionDto> {
  assertUnderwriterCompany(scope);
  return inTransaction(ctx, async (tx) => {
    const row = await versionOf(tx, scope, ref, true);
    assertVersionAllowed(row, 'edit');
    await assertUsableClauses(tx, scope.id, body.clauseIds);
    const before = await presentOne(tx, row);
    const after = await presentOne(tx, await saveVersionContent(tx, row, contentOf(body)));
    await recordEvent(
      tx,
      event(actor, scope, row.id, 'updated', { before: audit(before), after: audit(after) }),
    );
    return after;
  });
}

/** Deletes a draft version no risk uses. */
export async function deleteEndorsementVersion(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: VersionRef,
): Promise<void> {
  assertUnderwriterCompany(scope);
  await inTransaction(ctx, async (tx) => {
    const row = await versionOf(tx, scope, ref, true);
    assertVersionAllowed(row, 'delete');
    const before = await presentOne(tx, row);
    await deleteVersionRow(tx, row.id);
    await recordEvent(tx, event(actor, scope, row.id, 'deleted', { before: audit(before) }));
  });
}

/** Publishes (draft → live; content must not be empty) or unpublishes (live → draft) a version (§4). */
export async function transitionEndorsementVersion(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: VersionRef,
  action: 'publish' | 'unpublish',
): Promise<EndorsementVersionDto> {
  assertUnderwriterCompany(scope);
  return inTransaction(ctx, async (tx) => {
    const row = await versionOf(tx, scope, ref, true);
    assertVersionAllowed(row, action);
    if (action === 'publish' && row.content.trim() === '')
      throw new AppError('VALIDATION', { errors: { content: [Messages.required] } });
    const next = applyVersionAction(versionStateOf(row), action);
    const updated = await updateVersionState(tx, row.id, { status: next.status });
    await recordEvent(
      tx,
      event(actor, scope, row.id, action === 'publish' ? 'published' : 'unpublished', {
        before: { status: row.status },
        after: { status: updated.status },
      }),
    );
    return presentOne(tx, updated);
  });
}

/** Copies a version into a new draft with the next number; it must be saved before it can be published. */
export async function copyEndorsementVersion(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: VersionRef,
): Promise<EndorsementVersionDto> {
  assertUnderwriterCompany(scope);
  return inTransaction(ctx, async (tx) => {
    await endorsementOf(tx, scope, ref.endorsementId, true);
    const source = await presentOne(tx, await versionOf(tx, scope, ref));
    const content = {
      content: source.content,
      productClasses: source.productClasses,
      visibility: source.visibility,
      rules: source.rules.map((r) => ({ expression: r.expression })),
      clauseIds: source.clauseIds,
    };
    const copy = await presentOne(
      tx,
      await insertNextVersion(tx, scope.id, ref.endorsementId, content, false),
    );
    await recordEvent(
      tx,
      event(actor, scope, copy.id, 'created', {
        after: { ...audit(copy), copiedFromVersionId: source.id },
      }),
    );
    return copy;
  });
}

/** Marks a live endorsement version as used by a risk, in the caller's transaction (risks capability); locked stays locked. */
export async function lockEndorsementVersion(
  tx: Tx,
  versionId: number,
): Promise<EndorsementVersionDto> {
  const row = await findVersionById(tx, versionId);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status === 'locked') return presentOne(tx, row);
  if (row.status !== 'live')
    throw new AppError('IN_USE_MODIFY', { message: AuthorityMessages.periodNotLive });
  const next = applyVersionAction(versionStateOf(row), 'lock');
  const locked = await updateVersionState(tx, row.id, { status: next.status, inUse: next.inUse });
  await recordEvent(tx, {
    entityType: 'endorsement_version',
    entityId: row.id,
    action: 'locked',
    actorUserId: null,
    companyId: row.companyId,
    before: { status: row.status },
    after: { status: locked.status },
  });
  return presentOne(tx, locked);
}
