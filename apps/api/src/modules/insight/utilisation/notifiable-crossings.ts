import Decimal from 'decimal.js';
import { Permission } from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import type { Tx } from '../../../platform/db/client.ts';
import type { AfterCommitTask } from '../../../platform/db/unit-of-work.ts';
import { notify } from '../../notifications/index.ts';
import {
  clearCrossing,
  insertCrossing,
  packageSections,
  utilisationReaders,
} from './notifiable-crossings.repository.ts';

/** The notification type of a crossing (decision 209). */
export const NOTIFIABLE_CROSSED = 'binder.notifiable_crossed';

/** `maximum × percentage ÷ 100` to the cent (decision 190), or null when the section sets no limit. */
export function notifiableLimit(max: string | null, percentage: string | null): Decimal | null {
  if (max === null || percentage === null) return null;
  return new Decimal(max).times(percentage).div(100).toDecimalPlaces(2);
}

/**
 * After a bind (the `risk.premium_written` outbox row, in its delivery transaction): each in-force section
 * covering the package whose written premium is now **over** its notifiable limit — strictly, as the rating
 * check's "above the notifiable premium limit" — and was not before is recorded, and the agreement's agency
 * and managing insurer are told once. A section at or under its limit is cleared, so a later crossing (after
 * a return premium) is told again; a bind that keeps a section over tells no one.
 */
export async function checkNotifiableCrossings(
  ctx: AppContext,
  tx: Tx,
  after: (task: AfterCommitTask) => void,
  riskPackageId: number,
): Promise<number[]> {
  const crossed: number[] = [];
  for (const s of await packageSections(tx, riskPackageId)) {
    const limit = notifiableLimit(s.maximum_premium_limit, s.notifiable_percentage);
    if (limit === null) continue;
    const written = new Decimal(s.written);
    if (written.lte(limit)) {
      await clearCrossing(tx, s.section_id);
      continue;
    }
    const first = await insertCrossing(tx, {
      sectionId: s.section_id,
      written: written.toFixed(2),
      notifiable: limit.toFixed(2),
    });
    if (!first) continue;
    crossed.push(s.section_id);
    const companies = [s.company_id, ...(s.managing_insurer_id ? [s.managing_insurer_id] : [])];
    const readers = await utilisationReaders(tx, companies, [
      Permission.ManageBindingAgreements,
      Permission.ExecuteCompanyReports,
    ]);
    const message = `${s.agreement}, section ${s.section}: written premium ${written.toFixed(2)} is over the notifiable premium limit of ${limit.toFixed(2)}`;
    for (const companyId of companies) {
      const userIds = readers.filter((r) => r.company_id === companyId).map((r) => r.user_id);
      await notify(
        ctx,
        {
          userIds,
          companyId,
          type: NOTIFIABLE_CROSSED,
          message,
          // The agency opens the agreement (its utilisation); the insurer its dashboard's widget.
          frontendUrl:
            companyId === s.company_id
              ? `/company/products/binding-agreements/${s.agreement_id}`
              : '/company/dashboard',
        },
        { tx, after },
      );
    }
  }
  return crossed;
}
