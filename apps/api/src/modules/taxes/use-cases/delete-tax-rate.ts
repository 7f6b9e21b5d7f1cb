import type { AppContext } from '../../../platform/context.ts';
import { inTransaction } from '../../../platform/db/unit-of-work.ts';
import { AppError } from '../../../platform/errors.ts';
import { recordEvent } from '../../../platform/events/events.ts';
import type { Actor } from '../../../platform/http/guard.ts';
import { presentTaxRate } from '../tax-rates.presenter.ts';
import { deleteTaxRateRow, findTaxRateRow } from '../tax-rates.repository.ts';

/** The operator removes a rate row (a row entered by mistake; an ended rate gets an end date instead). */
export async function deleteTaxRate(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const before = await findTaxRateRow(tx, id);
    if (before === undefined || !(await deleteTaxRateRow(tx, id))) throw new AppError('NOT_FOUND');
    await recordEvent(tx, {
      entityType: 'taxRate',
      entityId: id,
      action: 'deleted',
      actorUserId: actor.user.id,
      before: presentTaxRate(before),
    });
  });
}
