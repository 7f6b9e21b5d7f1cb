import {
  DATASET_MAX_COLUMNS,
  DATASET_MAX_ROWS,
  datasetBody,
  Messages,
  type DatasetBody,
  type ListResponse,
} from '@turbine/domain';
import type { Dataset } from '@turbine/rating';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { CSV_MAX_BYTES, parseCsv } from './csv.ts';
import { assertDatasetOwner } from './datasets.policy.ts';
import { presentCompanyDataset, summariseCompanyDataset } from './datasets.presenter.ts';
import {
  allCompanyDatasetRows,
  deleteCompanyDatasetRow,
  findCompanyDataset,
  findCompanyDatasetByName,
  insertCompanyDataset,
  listCompanyDatasetRows,
  updateCompanyDatasetRow,
  type CompanyDatasetRow,
} from './datasets.repository.ts';

/**
 * What a change to the company's datasets would break in its live and locked versions, as messages.
 * The products module provides it when the app registers this module (products comes after datasets).
 */
export type DatasetChangeCheck = (
  db: Executor,
  companyId: number,
  change: (datasets: Dataset[]) => Dataset[],
) => Promise<string[]>;

type Summary = ReturnType<typeof summariseCompanyDataset>;
type Full = ReturnType<typeof presentCompanyDataset>;

/** The company's datasets as the engine reads them (rating merges them under the version's own). */
export async function companyDatasetsFor(db: Executor, companyId: number): Promise<Dataset[]> {
  return (await allCompanyDatasetRows(db, companyId)).map((d) => ({
    name: d.name,
    columns: d.columns as string[],
    rows: d.rows as (string | number | null)[][],
  }));
}

async function datasetOf(
  db: Executor,
  scope: CompanyScope,
  id: number,
): Promise<CompanyDatasetRow> {
  const row = await findCompanyDataset(db, scope.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Lists the company's datasets without rows (GET /companies/{id}/datasets?search=&page=&perPage=). */
export async function listCompanyDatasets(
  ctx: AppContext,
  scope: CompanyScope,
  q: { page: number; perPage: number; search?: string },
): Promise<ListResponse<Summary>> {
  assertDatasetOwner(scope);
  const { rows, total } = await listCompanyDatasetRows(ctx.db, scope.id, q);
  return {
    data: rows.map(summariseCompanyDataset),
    meta: { page: q.page, perPage: q.perPage, total },
  };
}

/** One company dataset with its rows. */
export async function getCompanyDataset(
  ctx: AppContext,
  scope: CompanyScope,
  id: number,
): Promise<Full> {
  assertDatasetOwner(scope);
  return presentCompanyDataset(await datasetOf(ctx.db, scope, id));
}

/**
 * Creates (id null) or replaces a company dataset. Names are unique per company ('The name is already in
 * use'); a change that breaks a live or locked version's formulas (a dropped column, a rename) is 422
 * under `version`, since those versions cannot be edited to follow it.
 */
export async function saveCompanyDataset(
  ctx: AppContext,
  versionBreaks: DatasetChangeCheck,
  actor: Actor,
  scope: CompanyScope,
  id: number | null,
  body: DatasetBody,
): Promise<Full> {
  assertDatasetOwner(scope);
  try {
    return await inTransaction(ctx, async (tx) => {
      const before = id === null ? null : await datasetOf(tx, scope, id);
      const same = await findCompanyDatasetByName(tx, scope.id, body.name);
      if (same && same.id !== id) throw fieldError('name', Messages.nameInUse);
      const values = { name: body.name, columns: body.columns, rows: body.rows };
      if (before) {
        const broken = await versionBreaks(tx, scope.id, (all) => [
          ...all.filter((d) => d.name !== before.name),
          values,
        ]);
        if (broken.length) throw new AppError('VALIDATION', { errors: { version: broken } });
      }
      const row = before
        ? await updateCompanyDatasetRow(tx, before.id, values)
        : await insertCompanyDataset(tx, scope.id, values);
      await recordEvent(tx, {
        entityType: 'company_dataset',
        entityId: row.id,
        action: before ? 'updated' : 'created',
        actorUserId: actor.user.id,
        companyId: scope.id,
        before: before ? summariseCompanyDataset(before) : undefined,
        after: summariseCompanyDataset(row),
      });
      return presentCompanyDataset(row);
    });
  } catch (error) {
    // Two creates of one name at once: the unique index decides.
    if (isUniqueViolation(error, 'company_datasets_company_name_unique'))
      throw fieldError('name', Messages.nameInUse);
    throw error;
  }
}

/**
 * Imports a company dataset from a raw text/csv body (POST …/datasets/import?name=&replace=) with the
 * CSV parser and limits the products module shares (decision 060 "CSV import"): replace=true replaces a dataset of that name.
 */
export async function importCompanyDataset(
  ctx: AppContext,
  versionBreaks: DatasetChangeCheck,
  actor: Actor,
  scope: CompanyScope,
  query: { name: string; replace: 'true' | 'false' },
  body: unknown,
): Promise<Full> {
  assertDatasetOwner(scope);
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
  const existing = await findCompanyDatasetByName(ctx.db, scope.id, query.name);
  if (existing && query.replace !== 'true') throw fieldError('name', Messages.nameInUse);
  return saveCompanyDataset(ctx, versionBreaks, actor, scope, existing?.id ?? null, checked.data);
}

/**
 * Deletes a company dataset unless a live or locked version reads it (decision 061): 409 'Cannot delete
 * this item because it is in use.'. Drafts do not block; their publish check reports the missing dataset.
 */
export async function deleteCompanyDataset(
  ctx: AppContext,
  versionBreaks: DatasetChangeCheck,
  actor: Actor,
  scope: CompanyScope,
  id: number,
): Promise<void> {
  assertDatasetOwner(scope);
  await inTransaction(ctx, async (tx) => {
    const before = await datasetOf(tx, scope, id);
    const broken = await versionBreaks(tx, scope.id, (all) =>
      all.filter((d) => d.name !== before.name),
    );
    if (broken.length)
      throw new AppError('IN_USE_DELETE', {
        message: Messages.cannotDeleteInUse,
        errors: { version: broken },
      });
    await deleteCompanyDatasetRow(tx, id);
    await recordEvent(tx, {
      entityType: 'company_dataset',
      entityId: id,
      action: 'deleted',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: summariseCompanyDataset(before),
    });
  });
}
