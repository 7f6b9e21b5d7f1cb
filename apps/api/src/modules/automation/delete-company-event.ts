import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { deleteCompanyEvent, eventOfCompany } from './automation.repository.ts';

/** DELETE /companies/{id}/company-events/{eventId}: the event and its recorded runs. */
export async function removeCompanyEvent(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const row = await eventOfCompany(tx, scope.id, id);
    if (!row) throw new AppError('NOT_FOUND');
    await deleteCompanyEvent(tx, id);
    await recordEvent(tx, {
      entityType: 'company_event',
      entityId: id,
      action: 'deleted',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: { name: row.name, event: row.event },
    });
  });
}
