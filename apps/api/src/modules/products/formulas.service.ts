import { Messages, type PropertyFormulaBody, type UnderwritingFormulaBody } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { assertFormulaSetAccepts } from './formula-check.ts';
import { loadVersionParts, type VersionParts } from './rating-version.ts';
import {
  deleteChild,
  findChild,
  insertChild,
  listChildren,
  updateChild,
  type ChildRow,
} from './version-children.repository.ts';
import { editableVersion, versionOf, type VersionRef } from './version-guard.ts';

export type FormulaKind = 'propertyFormula' | 'underwritingFormula';
type PropertyRow = ChildRow<'propertyFormula'>;
type UnderwritingRow = ChildRow<'underwritingFormula'>;
const entityType: Record<FormulaKind, string> = {
  propertyFormula: 'property_formula',
  underwritingFormula: 'underwriting_formula',
};

/** A property formula as the API returns it. */
// The text columns hold the body's enum values (propertyFormulaBody checks them on the way in).
export const presentPropertyFormula = ({ companyId: _c, versionId: _v, ...rest }: PropertyRow) => ({
  ...rest,
  dataType: rest.dataType as PropertyFormulaBody['dataType'],
  kind: rest.kind as PropertyFormulaBody['kind'],
});
/** An underwriting formula as the API returns it. */
export const presentUnderwritingFormula = ({
  companyId: _c,
  versionId: _v,
  ...rest
}: UnderwritingRow) => ({ ...rest, steps: rest.steps as unknown[] });

/** Property and underwriting formulas share one namespace (one dependency graph, decision 010). */
function assertNameFree(
  parts: VersionParts,
  name: string,
  self: { kind: FormulaKind; id: number } | null,
): void {
  const clash = [
    ...parts.propertyFormulas.map((r) => ({
      kind: 'propertyFormula' as const,
      id: r.id,
      name: r.name,
    })),
    ...parts.underwritingFormulas.map((r) => ({
      kind: 'underwritingFormula' as const,
      id: r.id,
      name: r.name,
    })),
  ].some((r) => r.name === name && !(self && r.kind === self.kind && r.id === self.id));
  if (clash) throw fieldError('name', Messages.nameInUse);
}

async function guardName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('name', Messages.nameInUse);
    throw error;
  }
}

function replaced<T extends { id: number }>(rows: T[], row: T, id: number | null): T[] {
  return id === null ? [...rows, row] : rows.map((r) => (r.id === id ? row : r));
}

async function childOf<K extends FormulaKind>(
  db: Executor,
  kind: K,
  scope: CompanyScope,
  versionId: number,
  id: number,
): Promise<ChildRow<K>> {
  const row = await findChild(db, kind, scope.id, versionId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Lists a version's property formulas in display order. */
export async function listPropertyFormulas(ctx: AppContext, scope: CompanyScope, ref: VersionRef) {
  const v = await versionOf(ctx.db, scope, ref);
  return {
    data: (await listChildren(ctx.db, 'propertyFormula', v.id)).map(presentPropertyFormula),
  };
}

/** Lists a version's underwriting formulas. */
export async function listUnderwritingFormulas(
  ctx: AppContext,
  scope: CompanyScope,
  ref: VersionRef,
) {
  const v = await versionOf(ctx.db, scope, ref);
  return {
    data: (await listChildren(ctx.db, 'underwritingFormula', v.id)).map(presentUnderwritingFormula),
  };
}

/** Creates (id null) or replaces a property formula after the engine accepts the whole set. */
export async function savePropertyFormula(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: VersionRef,
  id: number | null,
  body: PropertyFormulaBody,
) {
  return guardName(() =>
    inTransaction(ctx, async (tx) => {
      const v = await editableVersion(tx, scope, ref);
      const before = id === null ? null : await childOf(tx, 'propertyFormula', scope, v.id, id);
      const parts = await loadVersionParts(tx, v.id);
      assertNameFree(parts, body.name, id === null ? null : { kind: 'propertyFormula', id });
      const values = { ...body, companyId: scope.id, versionId: v.id };
      assertFormulaSetAccepts(
        v,
        parts,
        {
          ...parts,
          propertyFormulas: replaced(parts.propertyFormulas, { id: id ?? 0, ...values }, id),
        },
        { kind: 'propertyFormula', name: body.name },
      );
      const row =
        id === null
          ? await insertChild(tx, 'propertyFormula', values)
          : await updateChild(tx, 'propertyFormula', id, values);
      await recordEvent(tx, {
        entityType: entityType.propertyFormula,
        entityId: row.id,
        action: id === null ? 'created' : 'updated',
        actorUserId: actor.user.id,
        companyId: scope.id,
        before: before ? presentPropertyFormula(before) : undefined,
        after: presentPropertyFormula(row),
      });
      return presentPropertyFormula(row);
    }),
  );
}

/** Creates or replaces an underwriting formula; the engine checks its steps and the whole set. */
export async function saveUnderwritingFormula(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: VersionRef,
  id: number | null,
  body: UnderwritingFormulaBody,
) {
  return guardName(() =>
    inTransaction(ctx, async (tx) => {
      const v = await editableVersion(tx, scope, ref);
      const before = id === null ? null : await childOf(tx, 'underwritingFormula', scope, v.id, id);
      const parts = await loadVersionParts(tx, v.id);
      assertNameFree(parts, body.name, id === null ? null : { kind: 'underwritingFormula', id });
      const values = { ...body, companyId: scope.id, versionId: v.id };
      assertFormulaSetAccepts(
        v,
        parts,
        {
          ...parts,
          underwritingFormulas: replaced(
            parts.underwritingFormulas,
            { id: id ?? 0, ...values },
            id,
          ),
        },
        { kind: 'underwritingFormula', name: body.name },
      );
      const row =
        id === null
          ? await insertChild(tx, 'underwritingFormula', values)
          : await updateChild(tx, 'underwritingFormula', id, values);
      await recordEvent(tx, {
        entityType: entityType.underwritingFormula,
        entityId: row.id,
        action: id === null ? 'created' : 'updated',
        actorUserId: actor.user.id,
        companyId: scope.id,
        before: before ? presentUnderwritingFormula(before) : undefined,
        after: presentUnderwritingFormula(row),
      });
      return presentUnderwritingFormula(row);
    }),
  );
}

/** Deletes a formula unless another one still needs it (the engine's check decides). */
export async function deleteFormula(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: VersionRef,
  kind: FormulaKind,
  id: number,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const v = await editableVersion(tx, scope, ref);
    const before = await childOf(tx, kind, scope, v.id, id);
    const parts = await loadVersionParts(tx, v.id);
    const after =
      kind === 'propertyFormula'
        ? { ...parts, propertyFormulas: parts.propertyFormulas.filter((r) => r.id !== id) }
        : { ...parts, underwritingFormulas: parts.underwritingFormulas.filter((r) => r.id !== id) };
    assertFormulaSetAccepts(v, parts, after, null);
    await deleteChild(tx, kind, id);
    await recordEvent(tx, {
      entityType: entityType[kind],
      entityId: id,
      action: 'deleted',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: { name: before.name },
    });
  });
}
