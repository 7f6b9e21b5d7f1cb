import {
  DATASET_MAX_COLUMNS,
  DATASET_MAX_ROWS,
  datasetBody,
  Messages,
  type DatasetBody,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { CSV_MAX_BYTES, parseCsv } from '../datasets/index.ts';
import { assertFormulaSetAccepts } from './formula-check.ts';
import { loadVersionParts } from './rating-version.ts';
import {
  deleteChild,
  findChild,
  insertChild,
  listChildren,
  updateChild,
  type ChildRow,
} from './version-children.repository.ts';
import { editableVersion, versionOf, type VersionRef } from './version-guard.ts';

type DatasetRow = ChildRow<'dataset'>;
type Cell = string | number | null;

/** A dataset with its rows. */
export const presentDataset = (d: DatasetRow) => ({
  id: d.id,
  name: d.name,
  columns: d.columns as string[],
  rows: d.rows as Cell[][],
});
const summary = (d: DatasetRow) => ({
  id: d.id,
  name: d.name,
  columns: d.columns as string[],
  rowCount: (d.rows as unknown[]).length,
});

/** A version's datasets without their rows (GET one for the rows). */
export async function listDatasets(ctx: AppContext, scope: CompanyScope, ref: VersionRef) {
  const v = await versionOf(ctx.db, scope, ref);
  return { data: (await listChildren(ctx.db, 'dataset', v.id)).map(summary) };
}

/** One dataset with its rows. */
export async function getDataset(
  ctx: AppContext,
  scope: CompanyScope,
  ref: VersionRef,
  id: number,
) {
  const v = await versionOf(ctx.db, scope, ref);
  const row = await findChild(ctx.db, 'dataset', scope.id, v.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentDataset(row);
}

/** Creates (id null) or replaces a dataset; formulas that read it are re-checked by the engine. */
export async function saveDataset(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: VersionRef,
  id: number | null,
  body: DatasetBody,
) {
  try {
    return await inTransaction(ctx, async (tx) => {
      const v = await editableVersion(tx, scope, ref);
      const before = id === null ? null : await findChild(tx, 'dataset', scope.id, v.id, id);
      if (id !== null && !before) throw new AppError('NOT_FOUND');
      const parts = await loadVersionParts(tx, v.id);
      if (parts.datasets.some((d) => d.name === body.name && d.id !== id))
        throw fieldError('name', Messages.nameInUse);
      const values = { ...body, companyId: scope.id, versionId: v.id };
      const datasets =
        id === null
          ? [...parts.datasets, { id: 0, ...values }]
          : parts.datasets.map((d) => (d.id === id ? { id, ...values } : d));
      assertFormulaSetAccepts(
        v,
        parts,
        { ...parts, datasets },
        { kind: 'dataset', name: body.name },
      );
      const row =
        id === null
          ? await insertChild(tx, 'dataset', values)
          : await updateChild(tx, 'dataset', id, values);
      await recordEvent(tx, {
        entityType: 'product_dataset',
        entityId: row.id,
        action: id === null ? 'created' : 'updated',
        actorUserId: actor.user.id,
        companyId: scope.id,
        before: before ? summary(before) : undefined,
        after: summary(row),
      });
      return presentDataset(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'product_datasets_version_name_unique'))
      throw fieldError('name', Messages.nameInUse);
    throw error;
  }
}

/**
 * Imports a dataset from a raw text/csv body (POST …/datasets/import?name=…): the header names the
 * columns. With replace=true a dataset of that name is replaced, else the name must be free.
 */
export async function importDataset(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: VersionRef,
  query: { name: string; replace: 'true' | 'false' },
  body: unknown,
) {
  if (!Buffer.isBuffer(body)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  if (body.length > CSV_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', {
      message: Messages.fileTooLarge(CSV_MAX_BYTES / 1024 / 1024),
    });
  const parsed = parseCsv(body.toString('utf8'), {
    maxRows: DATASET_MAX_ROWS,
    maxColumns: DATASET_MAX_COLUMNS,
    maxCell: 1000,
  });
  if (!parsed.ok) throw fieldError('file', parsed.message);
  const checked = datasetBody.safeParse({
    name: query.name,
    columns: parsed.header,
    rows: parsed.rows,
  });
  if (!checked.success)
    throw fieldError('file', checked.error.issues[0]?.message ?? Messages.invalidFileType);
  const v = await versionOf(ctx.db, scope, ref);
  const existing = (await listChildren(ctx.db, 'dataset', v.id)).find((d) => d.name === query.name);
  if (existing && query.replace !== 'true') throw fieldError('name', Messages.nameInUse);
  return saveDataset(ctx, actor, scope, ref, existing?.id ?? null, checked.data);
}

/** Deletes a dataset unless a formula still reads it. */
export async function deleteDataset(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: VersionRef,
  id: number,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const v = await editableVersion(tx, scope, ref);
    const before = await findChild(tx, 'dataset', scope.id, v.id, id);
    if (!before) throw new AppError('NOT_FOUND');
    const parts = await loadVersionParts(tx, v.id);
    assertFormulaSetAccepts(
      v,
      parts,
      { ...parts, datasets: parts.datasets.filter((d) => d.id !== id) },
      null,
    );
    await deleteChild(tx, 'dataset', id);
    await recordEvent(tx, {
      entityType: 'product_dataset',
      entityId: id,
      action: 'deleted',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: summary(before),
    });
  });
}
