import { bordereauKinds } from '@turbine/domain';
import type { AppContext } from '../../../../platform/context.ts';
import * as repo from '../bordereaux.repository.ts';
import { monthRange, pastMonthIn } from '../months.ts';
import { draftBordereau } from './draft-bordereau.ts';

/**
 * The monthly run (decisions 151, 227): for every agreement valid in its zone's past month, a draft of
 * each kind (premium, claims) that it has no bordereau of for that month yet. Idempotent, so the job runs hourly and at start: a month is
 * drafted once, soon after it ends in the agreement's zone, and a later run finds it there.
 */
export async function draftDueBordereaux(
  ctx: AppContext,
  now: Date,
): Promise<{ drafted: number; failed: number }> {
  let drafted = 0;
  let failed = 0;
  // Every zone's past month lies within the 62 days before now; each agreement is then checked exactly.
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const candidates = await repo.agreementsValidBetween(
    ctx.db,
    day(now.getTime() - 62 * 86_400_000),
    day(now.getTime()),
  );
  for (const agreement of candidates) {
    const month = pastMonthIn(agreement.timeZone, now);
    const { from, last } = monthRange(month);
    const full = await repo.findAgreement(ctx.db, agreement.id);
    if (!full || full.validFrom > last || full.validTo < from) continue;
    for (const kind of bordereauKinds) {
      if (await repo.hasBordereau(ctx.db, agreement.id, kind, from)) continue;
      try {
        await draftBordereau(ctx, { agreementId: agreement.id, month, kind, userId: null });
        drafted++;
      } catch (error) {
        failed++;
        ctx.log.error(
          { err: error, agreementId: agreement.id, month, kind },
          'bordereau not drafted',
        );
      }
    }
  }
  return { drafted, failed };
}
