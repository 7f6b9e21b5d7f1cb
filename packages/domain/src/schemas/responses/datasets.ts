import { z } from '../../zod-config.ts';
import { pageOf } from './platform.ts';

/**
 * Response schemas of the company datasets (decision 158). The web's `CompanyDatasetDto` and
 * `CompanyDatasetSummaryDto` are these schemas' types.
 */

/** An instant as ISO 8601 text (these rows were answered so before epoch seconds became the rule). */
const isoInstant = z.iso.datetime({ offset: true });

/** A company dataset in lists (no rows). */
export const companyDatasetSummaryOut = z.object({
  id: z.number().int(),
  name: z.string(),
  columns: z.array(z.string()),
  rowCount: z.number().int(),
  updatedAt: isoInstant,
});
export type CompanyDatasetSummaryDto = z.infer<typeof companyDatasetSummaryOut>;
export const companyDatasetsResponse = pageOf(companyDatasetSummaryOut);

/** A company dataset with its rows; cells are text, numbers or null. */
export const companyDatasetOut = z.object({
  id: z.number().int(),
  name: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
  updatedAt: isoInstant,
});
export type CompanyDatasetDto = z.infer<typeof companyDatasetOut>;
