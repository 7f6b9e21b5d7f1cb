import {
  applyVersionAction,
  Messages,
  type ClauseDto,
  type ClauseListQuery,
  type ClauseListResponse,
  type ClauseVersionDto,
  type CreateClauseBody,
  type UpdateClauseBody,
} from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/client.ts';
import { isUniqueViolation } from '../../../platform/db/errors.ts';
import { inTransaction } from '../../../platform/db/unit-of-work.ts';
import { clauseIncludedByEndorsement } from '../endorsements/endorsements.repository.ts';
import { AppError, fieldError } from '../../../platform/errors.ts';
import { recordEvent } from '../../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import {
  assertUnderwriterCompany,
  assertVersionAllowed,
  versionStateOf,
} from '../authority.policy.ts';
import { isForeignKeyViolation } from '../db-errors.ts';
import { sanitizeHtml } from '../endorsements/sanitize-html.ts';
import {
  deleteClauseRow,
  deleteClauseVersionRow,
  findClause,
  findClauseByCode,
  findClauseVersion,
  insertClause,
  insertNextClauseVersion,
  listClauseRows,
  listClauseVersionRows,
  updateClauseRow,
  updateClauseVersionRow,
  type ClauseRow,
  type ClauseVersionRow,
} from './clauses.repository.ts';

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

function presentVersion(v: ClauseVersionRow): ClauseVersionDto {
  return {
    id: v.id,
    version: v.version,
    status: v.status as ClauseVersionDto['status'],
    savedOnce: v.savedOnce,
    inUse: v.inUse,
    content: v.content,
    updatedAt: epoch(v.updatedAt),
  };
}

/** The version documents include: the highest-numbered live or locked one (decision 192). */
export function currentVersionOf(versions: ClauseVersionRow[]): ClauseVersionRow | undefined {
  return versions
    .filter((v) => v.status !== 'draft')
    .reduce<ClauseVersionRow | undefined>(
      (a, v) => (!a || v.version > a.version ? v : a),
      undefined,
    );
}

function present(row: ClauseRow, versions: ClauseVersionRow[]): ClauseDto {
  const own = versions.filter((v) => v.clauseId === row.id);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    currentVersionId: currentVersionOf(own)?.id ?? null,
    versions: own.map(presentVersion),
    updatedAt: epoch(row.updatedAt),
  };
}

async function presentOne(db: Executor, row: ClauseRow): Promise<ClauseDto> {
  return present(row, await listClauseVersionRows(db, [row.id]));
}

/** The clause of the company, or 404 (another company's clause is never found). */
async function clauseOf(db: Executor, scope: CompanyScope, id: number, lock = false) {
  const row = await findClause(db, scope.id, id, lock);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function versionOf(
  db: Executor,
  scope: CompanyScope,
  ref: { clauseId: number; versionId: number },
  lock = false,
) {
  const clause = await clauseOf(db, scope, ref.clauseId, lock);
  const row = await findClauseVersion(db, ref.clauseId, ref.versionId, lock);
  if (!row) throw new AppError('NOT_FOUND');
  return { clause, row };
}

/** Whether something of a higher module includes the clause (collaboration's templates register one). */
export type ClauseUseCheck = (
  db: Executor,
  companyId: number,
  clauseId: number,
) => Promise<boolean>;
// Endorsements of this module include clauses too (decision 233).
const useChecks: ClauseUseCheck[] = [clauseIncludedByEndorsement];

/** Lets a module that includes clauses refuse their deletion while it does (decision 192). */
export function registerClauseUseCheck(check: ClauseUseCheck): void {
  if (!useChecks.includes(check)) useChecks.push(check);
}

const codeInUse = () => fieldError('code', Messages.alreadyExists);

async function guardCode<T>(
  db: Executor,
  scope: CompanyScope,
  code: string,
  selfId: number | null,
  work: () => Promise<T>,
): Promise<T> {
  const same = await findClauseByCode(db, scope.id, code);
  if (same && same.id !== selfId) throw codeInUse();
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'clauses_company_code_unique')) throw codeInUse();
    throw error;
  }
}

const event = (actor: Actor, scope: CompanyScope, type: string, id: number, action: string) => ({
  entityType: type,
  entityId: id,
  action,
  actorUserId: actor.user.id,
  companyId: scope.id,
});

/** The Clauses screen: the company's clauses with their versions; `usable` keeps those a template may include. */
export async function listClauses(
  ctx: AppContext,
  scope: CompanyScope,
  q: ClauseListQuery,
): Promise<ClauseListResponse> {
  const rows = await listClauseRows(ctx.db, scope.id, q.search);
  const versions = await listClauseVersionRows(
    ctx.db,
    rows.map((r) => r.id),
  );
  const data = rows.map((r) => present(r, versions));
  return { data: q.usable === 'true' ? data.filter((c) => c.currentVersionId !== null) : data };
}

export async function getClause(
  ctx: AppContext,
  scope: CompanyScope,
  id: number,
): Promise<ClauseDto> {
  return presentOne(ctx.db, await clauseOf(ctx.db, scope, id));
}

/** Creates a clause with version 1 as a saved draft holding the given (sanitized) wording. */
export async function createClause(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  body: CreateClauseBody,
): Promise<ClauseDto> {
  assertUnderwriterCompany(scope);
  return inTransaction(ctx, (tx) =>
    guardCode(tx, scope, body.code, null, async () => {
      const row = await insertClause(tx, { companyId: scope.id, code: body.code, name: body.name });
      const version = await insertNextClauseVersion(
        tx,
        scope.id,
        row.id,
        sanitizeHtml(body.content),
        true,
      );
      await recordEvent(tx, {
        ...event(actor, scope, 'clause', row.id, 'created'),
        after: { code: row.code, name: row.name, versionId: version.id },
      });
      return presentOne(tx, row);
    }),
  );
}

/** Changes a clause's code or name (its identity across versions, not versioned). */
export async function updateClause(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
  body: UpdateClauseBody,
): Promise<ClauseDto> {
  assertUnderwriterCompany(scope);
  return inTransaction(ctx, async (tx) => {
    const before = await clauseOf(tx, scope, id, true);
    return guardCode(tx, scope, body.code, id, async () => {
      const row = await updateClauseRow(tx, id, body);
      await recordEvent(tx, {
        ...event(actor, scope, 'clause', id, 'updated'),
        before: { code: before.code, name: before.name },
        after: body,
      });
      return presentOne(tx, row);
    });
  });
}

/** Deletes a clause whose versions are all drafts and that no template includes (§8 in-use message). */
export async function deleteClause(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
): Promise<void> {
  assertUnderwriterCompany(scope);
  try {
    await inTransaction(ctx, async (tx) => {
      const before = await clauseOf(tx, scope, id, true);
      for (const v of await listClauseVersionRows(tx, [id])) assertVersionAllowed(v, 'delete');
      for (const inUse of useChecks)
        if (await inUse(tx, scope.id, id)) throw new AppError('IN_USE_DELETE');
      await deleteClauseRow(tx, id);
      await recordEvent(tx, {
        ...event(actor, scope, 'clause', id, 'deleted'),
        before: { code: before.code, name: before.name },
      });
    });
  } catch (error) {
    // A template including it holds a restricting foreign key.
    if (isForeignKeyViolation(error)) throw new AppError('IN_USE_DELETE');
    throw error;
  }
}

/** Saves a version's wording (sanitized); refused once locked (§4). */
export async function updateClauseVersion(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: { clauseId: number; versionId: number },
  content: string,
): Promise<ClauseDto> {
  assertUnderwriterCompany(scope);
  return inTransaction(ctx, async (tx) => {
    const { clause, row } = await versionOf(tx, scope, ref, true);
    assertVersionAllowed(row, 'edit');
    const clean = sanitizeHtml(content);
    await updateClauseVersionRow(tx, row.id, { content: clean, savedOnce: true });
    await recordEvent(tx, {
      ...event(actor, scope, 'clause_version', row.id, 'updated'),
      before: { content: row.content },
      after: { content: clean },
    });
    return presentOne(tx, clause);
  });
}

/** Publishes (draft → live; the wording must not be empty) or unpublishes (live → draft) a version. */
export async function transitionClauseVersion(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: { clauseId: number; versionId: number },
  action: 'publish' | 'unpublish',
): Promise<ClauseDto> {
  assertUnderwriterCompany(scope);
  return inTransaction(ctx, async (tx) => {
    const { clause, row } = await versionOf(tx, scope, ref, true);
    assertVersionAllowed(row, action);
    if (action === 'publish' && row.content.trim() === '')
      throw new AppError('VALIDATION', { errors: { content: [Messages.required] } });
    const next = applyVersionAction(versionStateOf(row), action);
    await updateClauseVersionRow(tx, row.id, { status: next.status });
    await recordEvent(tx, {
      ...event(
        actor,
        scope,
        'clause_version',
        row.id,
        action === 'publish' ? 'published' : 'unpublished',
      ),
      before: { status: row.status },
      after: { status: next.status },
    });
    return presentOne(tx, clause);
  });
}

/** Copies a version into a new draft with the next number (to change a locked wording). */
export async function copyClauseVersion(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: { clauseId: number; versionId: number },
): Promise<ClauseDto> {
  assertUnderwriterCompany(scope);
  return inTransaction(ctx, async (tx) => {
    const { clause, row } = await versionOf(tx, scope, ref, true);
    const copy = await insertNextClauseVersion(tx, scope.id, clause.id, row.content, false);
    await recordEvent(tx, {
      ...event(actor, scope, 'clause_version', copy.id, 'created'),
      after: { version: copy.version, copiedFromVersionId: row.id },
    });
    return presentOne(tx, clause);
  });
}

/** Deletes a draft version no document used. */
export async function deleteClauseVersion(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: { clauseId: number; versionId: number },
): Promise<ClauseDto> {
  assertUnderwriterCompany(scope);
  return inTransaction(ctx, async (tx) => {
    const { clause, row } = await versionOf(tx, scope, ref, true);
    assertVersionAllowed(row, 'delete');
    await deleteClauseVersionRow(tx, row.id);
    await recordEvent(tx, {
      ...event(actor, scope, 'clause_version', row.id, 'deleted'),
      before: { version: row.version, content: row.content },
    });
    return presentOne(tx, clause);
  });
}
