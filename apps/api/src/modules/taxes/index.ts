import type { FastifyInstance } from 'fastify';
import type { TaxRateRow } from '@turbine/rating';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { toEngineRow } from './tax-rates.presenter.ts';
import { listTaxRateRows } from './tax-rates.repository.ts';
import { registerTaxRateRoutes } from './tax-rates.routes.ts';

/** What other modules may use of the tax table. */
export { ensureTaxRates } from './tax-rates.seed.ts';

/** The operator's tax table as the rating engine's rows (decision 197). */
export async function loadTaxTable(db: Executor): Promise<TaxRateRow[]> {
  return (await listTaxRateRows(db)).map(toEngineRow);
}

export function registerTaxesModule(app: FastifyInstance, ctx: AppContext): void {
  registerTaxRateRoutes(app, ctx);
}
