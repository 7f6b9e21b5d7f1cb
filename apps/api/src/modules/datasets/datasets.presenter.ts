import type { CompanyDatasetRow } from './datasets.repository.ts';

type Cell = string | number | null;

/** A company dataset with its rows. */
export const presentCompanyDataset = (d: CompanyDatasetRow) => ({
  id: d.id,
  name: d.name,
  columns: d.columns as string[],
  rows: d.rows as Cell[][],
  updatedAt: d.updatedAt.toISOString(),
});

/** A company dataset without its rows (lists and audit events). */
export const summariseCompanyDataset = (d: CompanyDatasetRow) => ({
  id: d.id,
  name: d.name,
  columns: d.columns as string[],
  rowCount: (d.rows as unknown[]).length,
  updatedAt: d.updatedAt.toISOString(),
});
