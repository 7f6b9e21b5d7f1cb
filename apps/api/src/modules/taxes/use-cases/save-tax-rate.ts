import type { TaxRateBody, TaxRateDto } from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import { inTransaction } from '../../../platform/db/unit-of-work.ts';
import { AppError } from '../../../platform/errors.ts';
import { recordEvent } from '../../../platform/events/events.ts';
import type { Actor } from '../../../platform/http/guard.ts';
import { presentTaxRate } from '../tax-rates.presenter.ts';
import {
  findTaxRateRow,
  insertTaxRateRows,
  updateTaxRateRow,
  type TaxRateValues,
} from '../tax-rates.repository.ts';

const valuesOf = (body: TaxRateBody, actor: Actor): TaxRateValues => ({
  jurisdiction: body.jurisdiction,
  kind: body.kind,
  classes: body.classes,
  rate: body.rate,
  cap: body.cap,
  flat: body.flat,
  effectiveFrom: body.effectiveFrom,
  effectiveTo: body.effectiveTo,
  smallBusinessOnly: body.smallBusinessOnly,
  status: body.status,
  source: body.source,
  updatedBy: actor.user.id,
});

/**
 * The operator adds a rate row, or changes one (id given): a change of rate is data (decision 197).
 * Rates already stored on rated transactions keep their figures; the next rating reads the new row.
 */
export async function saveTaxRate(
  ctx: AppContext,
  actor: Actor,
  body: TaxRateBody,
  id?: number,
): Promise<TaxRateDto> {
  return inTransaction(ctx, async (tx) => {
    const before = id === undefined ? undefined : await findTaxRateRow(tx, id);
    if (id !== undefined && before === undefined) throw new AppError('NOT_FOUND');
    const row =
      id === undefined
        ? (await insertTaxRateRows(tx, [valuesOf(body, actor)]))[0]!
        : (await updateTaxRateRow(tx, id, valuesOf(body, actor)))!;
    await recordEvent(tx, {
      entityType: 'taxRate',
      entityId: row.id,
      action: id === undefined ? 'created' : 'updated',
      actorUserId: actor.user.id,
      ...(before ? { before: presentTaxRate(before) } : {}),
      after: presentTaxRate(row),
    });
    return presentTaxRate(row);
  });
}
