import {
  Messages,
  type AuthorityListQuery,
  type CreateEndorsementBody,
  type EndorsementDto,
  type EndorsementVersionBody,
  type ListResponse,
} from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/client.ts';
import { isUniqueViolation } from '../../../platform/db/errors.ts';
import { inTransaction } from '../../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../../platform/errors.ts';
import { recordEvent } from '../../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import { assertUnderwriterCompany, assertVersionAllowed } from '../authority.policy.ts';
import { presentEndorsement } from './endorsements.presenter.ts';
import {
  deleteEndorsementRow,
  findEndorsement,
  findEndorsementByName,
  insertNextVersion,
  listEndorsementRows,
  listVersionRows,
  saveEndorsementRow,
  type EndorsementRow,
  type VersionContent,
} from './endorsements.repository.ts';
import { sanitizeHtml } from './sanitize-html.ts';
import { clauseWordings } from '../clauses/clause-wordings.service.ts';

// The message templates use for the same refusal (decision 192).
const clausesNotUsable = 'Choose clauses of this company with a live version.';

/** The endorsement of the company, or 404. */
export async function endorsementOf(
  db: Executor,
  scope: CompanyScope,
  id: number,
  lock = false,
): Promise<EndorsementRow> {
  const row = await findEndorsement(db, scope.id, id, lock);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Version content as stored: rich content passed through the allowlist sanitizer, never as sent. */
export function contentOf(body: EndorsementVersionBody): VersionContent {
  return {
    content: sanitizeHtml(body.content),
    productClasses: body.productClasses,
    visibility: body.visibility,
    rules: body.rules,
    clauseIds: body.clauseIds,
  };
}

/**
 * An endorsement includes clauses of its own company that have a live wording (decision 233), as a
 * template does (decision 192): anything else is 422 under `clauseIds`.
 */
export async function assertUsableClauses(
  db: Executor,
  companyId: number,
  clauseIds: number[],
): Promise<void> {
  if (clauseIds.length === 0) return;
  const { missing } = await clauseWordings(db, companyId, clauseIds);
  if (missing.length) throw fieldError('clauseIds', clausesNotUsable);
}

async function presentOne(db: Executor, row: EndorsementRow): Promise<EndorsementDto> {
  return presentEndorsement(row, await listVersionRows(db, [row.id]));
}

async function checkName(
  db: Executor,
  scope: CompanyScope,
  name: string,
  currentId: number | null,
): Promise<void> {
  const same = await findEndorsementByName(db, scope.id, name);
  if (same && same.id !== currentId) throw fieldError('name', Messages.nameInUse);
}

async function guardName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'endorsements_company_name_unique'))
      throw fieldError('name', Messages.nameInUse);
    throw error;
  }
}

/** The company's endorsements with their versions, a page at a time (Endorsements screen). */
export async function listEndorsements(
  ctx: AppContext,
  scope: CompanyScope,
  q: AuthorityListQuery,
): Promise<ListResponse<EndorsementDto>> {
  const { rows, total } = await listEndorsementRows(ctx.db, scope.id, q);
  const versions = await listVersionRows(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => presentEndorsement(r, versions)),
    meta: { page: q.page, perPage: q.perPage, total },
  };
}

/** One endorsement with its versions. */
export async function getEndorsement(
  ctx: AppContext,
  scope: CompanyScope,
  id: number,
): Promise<EndorsementDto> {
  return presentOne(ctx.db, await endorsementOf(ctx.db, scope, id));
}

/** Creates an endorsement with version 1 as a saved draft holding the given content. */
export async function createEndorsement(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  body: CreateEndorsementBody,
): Promise<EndorsementDto> {
  assertUnderwriterCompany(scope);
  return guardName(() =>
    inTransaction(ctx, async (tx) => {
      await checkName(tx, scope, body.name, null);
      await assertUsableClauses(tx, scope.id, body.clauseIds);
      const row = await saveEndorsementRow(tx, scope.id, null, body.name);
      const content = contentOf(body);
      const version = await insertNextVersion(tx, scope.id, row.id, content, true);
      await recordEvent(tx, {
        entityType: 'endorsement',
        entityId: row.id,
        action: 'created',
        actorUserId: actor.user.id,
        companyId: scope.id,
        after: { name: row.name },
      });
      await recordEvent(tx, {
        entityType: 'endorsement_version',
        entityId: version.id,
        action: 'created',
        actorUserId: actor.user.id,
        companyId: scope.id,
        after: { version: 1, ...content },
      });
      return presentOne(tx, row);
    }),
  );
}

/** Renames an endorsement; the name is its identity across versions, so it is not versioned. */
export async function renameEndorsement(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
  name: string,
): Promise<EndorsementDto> {
  assertUnderwriterCompany(scope);
  return guardName(() =>
    inTransaction(ctx, async (tx) => {
      const before = await endorsementOf(tx, scope, id, true);
      await checkName(tx, scope, name, id);
      const row = await saveEndorsementRow(tx, scope.id, id, name);
      await recordEvent(tx, {
        entityType: 'endorsement',
        entityId: id,
        action: 'updated',
        actorUserId: actor.user.id,
        companyId: scope.id,
        before: { name: before.name },
        after: { name },
      });
      return presentOne(tx, row);
    }),
  );
}

/** Deletes an endorsement whose versions are all deletable drafts. */
export async function deleteEndorsement(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
): Promise<void> {
  assertUnderwriterCompany(scope);
  await inTransaction(ctx, async (tx) => {
    const before = await endorsementOf(tx, scope, id, true);
    for (const v of await listVersionRows(tx, [id])) assertVersionAllowed(v, 'delete');
    await deleteEndorsementRow(tx, id);
    await recordEvent(tx, {
      entityType: 'endorsement',
      entityId: id,
      action: 'deleted',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: { name: before.name },
    });
  });
}
