import { Permission } from '@turbine/domain';
import type { AppContext } from '../../../../platform/context.ts';
import { inTransaction } from '../../../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../../../platform/errors.ts';
import type { Actor } from '../../../../platform/http/guard.ts';
import { utilisationReaders } from '../../utilisation/notifiable-crossings.repository.ts';
import * as repo from '../bordereaux.repository.ts';

/** The domain event (and notification type) of a submission (decision 228). */
export const BORDEREAU_SUBMITTED = 'bordereau.submitted';

/**
 * The agency submits a reviewed draft (decision 151): only the month's current draft, only without row
 * errors; from then on the managing insurer sees it and the month is frozen (a re-run is refused). The
 * insurer's users who may read it (admins, Execute company reports) are told through the outbox, in the
 * submission's transaction (decision 228).
 */
export async function submitBordereau(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  id: number,
): Promise<void> {
  await inTransaction(ctx, async (tx, after) => {
    const found = await repo.findVisible(tx, companyId, 'agency', id, true);
    if (!found) throw new AppError('NOT_FOUND');
    if (found.b.status === 'submitted')
      throw new AppError('ITEM_LOCKED', { message: 'This bordereau is already submitted.' });
    if (found.b.errorCount > 0)
      throw fieldError(
        'rows',
        `${found.b.errorCount} ${found.b.errorCount === 1 ? 'row has' : 'rows have'} errors: correct the risks and draft the month again before you submit.`,
      );
    await repo.markSubmitted(tx, id, actor.user.id);
    const insurerId = found.b.insurerCompanyId;
    const readers = await utilisationReaders(tx, [insurerId], [Permission.ExecuteCompanyReports]);
    await ctx.events.record(tx, after, {
      type: BORDEREAU_SUBMITTED,
      companyId: insurerId,
      actorUserId: actor.user.id,
      userIds: readers.map((r) => r.user_id),
      data: {
        bordereauId: id,
        kind: found.b.kind,
        month: found.b.month.slice(0, 7),
        agreementName: found.agreementName,
        coverholder: found.coverholder,
      },
    });
  });
}
