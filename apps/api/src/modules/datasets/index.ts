import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { registerDatasetRoutes } from './datasets.routes.ts';
import type { DatasetChangeCheck } from './datasets.service.ts';

/** What other modules may use of company datasets: the engine's view for rating (decision 061). */
export { companyDatasetsFor, type DatasetChangeCheck } from './datasets.service.ts';
/** The CSV parser and limits of dataset imports, shared with the products module's version datasets. */
export { CSV_MAX_BYTES, csvUpload, parseCsv } from './csv.ts';

/**
 * Registers the company datasets routes. `versionBreaks` is the products module's check of what a change
 * would break in published versions, handed in by the app so datasets never imports products.
 */
export function registerDatasetsModule(
  app: FastifyInstance,
  ctx: AppContext,
  versionBreaks: DatasetChangeCheck,
): void {
  registerDatasetRoutes(app, ctx, versionBreaks);
}
