import {
  AuthorityMessages,
  type AuthorityListQuery,
  type ListResponse,
  type SyndicateBody,
  type SyndicateDto,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { assertUnderwriterCompany } from './authority.policy.ts';
import { epoch } from './authority.presenter-helpers.ts';
import { isForeignKeyViolation } from './db-errors.ts';
import {
  deleteSyndicateRow,
  findSyndicate,
  findSyndicateByCode,
  insertSyndicate,
  isSyndicateReferenced,
  listSyndicateRows,
  updateSyndicateRow,
  type SyndicateRow,
} from './syndicates.repository.ts';

/** §3 Syndicate as the API returns it. */
export function presentSyndicate(row: SyndicateRow): SyndicateDto {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    description: row.description,
    createdAt: epoch(row.createdAt),
    updatedAt: epoch(row.updatedAt),
  };
}

const audit = (row: SyndicateRow) => ({
  name: row.name,
  code: row.code,
  description: row.description,
});

async function syndicateOf(db: Executor, scope: CompanyScope, id: number): Promise<SyndicateRow> {
  const row = await findSyndicate(db, scope.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function checkCode(
  db: Executor,
  scope: CompanyScope,
  code: string,
  currentId: number | null,
): Promise<void> {
  const same = await findSyndicateByCode(db, scope.id, code);
  if (same && same.id !== currentId) throw fieldError('code', AuthorityMessages.codeInUse);
}

async function guardCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // Two saves of the same code at once: the unique index decides, the user sees the same message.
    if (isUniqueViolation(error, 'syndicates_company_code_unique'))
      throw fieldError('code', AuthorityMessages.codeInUse);
    throw error;
  }
}

/** The company's syndicates, a page at a time (Syndicates screen). */
export async function listSyndicates(
  ctx: AppContext,
  scope: CompanyScope,
  q: AuthorityListQuery,
): Promise<ListResponse<SyndicateDto>> {
  const { rows, total } = await listSyndicateRows(ctx.db, scope.id, q);
  return { data: rows.map(presentSyndicate), meta: { page: q.page, perPage: q.perPage, total } };
}

/** One syndicate of the company. */
export async function getSyndicate(
  ctx: AppContext,
  scope: CompanyScope,
  id: number,
): Promise<SyndicateDto> {
  return presentSyndicate(await syndicateOf(ctx.db, scope, id));
}

/** Creates a syndicate; its code is unique in the company. */
export async function createSyndicate(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  body: SyndicateBody,
): Promise<SyndicateDto> {
  assertUnderwriterCompany(scope);
  return guardCode(() =>
    inTransaction(ctx, async (tx) => {
      await checkCode(tx, scope, body.code, null);
      const row = await insertSyndicate(tx, scope.id, body);
      await recordEvent(tx, {
        entityType: 'syndicate',
        entityId: row.id,
        action: 'created',
        actorUserId: actor.user.id,
        companyId: scope.id,
        after: audit(row),
      });
      return presentSyndicate(row);
    }),
  );
}

/** Updates a syndicate's name, code and description. */
export async function updateSyndicate(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
  body: SyndicateBody,
): Promise<SyndicateDto> {
  assertUnderwriterCompany(scope);
  return guardCode(() =>
    inTransaction(ctx, async (tx) => {
      const before = await syndicateOf(tx, scope, id);
      await checkCode(tx, scope, body.code, id);
      const row = await updateSyndicateRow(tx, id, body);
      await recordEvent(tx, {
        entityType: 'syndicate',
        entityId: id,
        action: 'updated',
        actorUserId: actor.user.id,
        companyId: scope.id,
        before: audit(before),
        after: audit(row),
      });
      return presentSyndicate(row);
    }),
  );
}

/** Deletes a syndicate no reinsurance period or quota share names (§8 'Cannot delete this item because it is in use.'). */
export async function deleteSyndicate(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
): Promise<void> {
  assertUnderwriterCompany(scope);
  try {
    await inTransaction(ctx, async (tx) => {
      const before = await syndicateOf(tx, scope, id);
      if (await isSyndicateReferenced(tx, id)) throw new AppError('IN_USE_DELETE');
      await deleteSyndicateRow(tx, id);
      await recordEvent(tx, {
        entityType: 'syndicate',
        entityId: id,
        action: 'deleted',
        actorUserId: actor.user.id,
        companyId: scope.id,
        before: audit(before),
      });
    });
  } catch (error) {
    // A reference added between the check and the delete: the foreign key refuses, with the same answer.
    if (isForeignKeyViolation(error)) throw new AppError('IN_USE_DELETE');
    throw error;
  }
}
