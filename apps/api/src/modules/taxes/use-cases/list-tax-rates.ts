import type { TaxRateDto } from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import { presentTaxRate } from '../tax-rates.presenter.ts';
import { listTaxRateRows } from '../tax-rates.repository.ts';

/** The operator's tax table (GET /system/tax-rates, decision 197). */
export async function listTaxRates(ctx: AppContext): Promise<TaxRateDto[]> {
  return (await listTaxRateRows(ctx.db)).map(presentTaxRate);
}
