import { todayInZone, TransactionStatus, TransactionType } from '@turbine/domain';
import type { Tx } from '../../../platform/db/client.ts';
import { recordActivity } from '../activities.repository.ts';
import type { ActionRun } from '../lifecycle/action-run.ts';
import { withRows, type LoadedPackage, type LoadedRisk } from '../risk-snapshot.ts';
import {
  deleteRuleEndorsements,
  insertRiskEndorsements,
  updateRisk,
  updateTransaction,
} from '../risks.repository.ts';
import { publishedEndorsementVersions } from '../catalogue.repository.ts';
import { proRata } from '../rules/pro-rata.ts';
import { premiumColumns, rateTransaction, ruleMessagesOf } from '../rules/risk-rating.ts';
import { findCoveringSection, type CoveringSection } from '../rules/section-check.repository.ts';
import { checkSection } from '../rules/section-check.ts';

/** What the system does with a rated submission, with the reasons it gives. */
export interface SystemDecision {
  action: 'quote' | 'refer' | 'decline';
  reasons: string[];
}

/** Today in the package's zone at the run's clock. */
export const todayOf = (run: ActionRun, loaded: LoadedPackage): string =>
  todayInZone(run.now, loaded.pkg.timeZone);

/** Endorsements the rating's rules attach, on their published versions. */
export async function attachRuleEndorsements(
  tx: Tx,
  transactionId: number,
  rules: { outcome: string; endorsementId?: string | number; name: string }[],
): Promise<void> {
  await deleteRuleEndorsements(tx, transactionId);
  const endorsing = rules.filter(
    (r) =>
      r.outcome === 'endorse' &&
      r.endorsementId !== undefined &&
      Number.isSafeInteger(Number(r.endorsementId)),
  );
  const versions = await publishedEndorsementVersions(
    tx,
    endorsing.map((r) => Number(r.endorsementId)),
  );
  await insertRiskEndorsements(
    tx,
    endorsing.map((r) => ({
      riskTransactionId: transactionId,
      endorsementId: Number(r.endorsementId),
      endorsementVersionId: versions.get(Number(r.endorsementId)) ?? null,
      source: 'rule',
      ruleName: r.name,
    })),
  );
}

/** The annual total of the risk's latest bound transaction (what an amendment or cancellation is measured from). */
export function currentAnnualTotal(r: LoadedRisk): string {
  const bound = [...r.transactions].reverse().find((t) => t.status === TransactionStatus.Bound);
  return bound?.totalPremium ?? '0';
}

/**
 * Rates a submitted transaction on its pinned version and stores the result: the covering section, the
 * premium columns, the rule endorsements and, for an amendment, the pro-rata change over the remaining
 * term. A cancellation is not re-rated (its return premium was set when it started). Returns the package
 * after the writes and the system's decision with its reasons.
 */
export async function rateSubmission(
  run: ActionRun,
  loaded: LoadedPackage,
  r: LoadedRisk,
): Promise<{ loaded: LoadedPackage; decision: SystemDecision }> {
  const t = r.current;
  const covering = await findCoveringSection(run.tx, {
    underwriterCompanyId: loaded.pkg.underwriterCompanyId,
    productId: r.risk.productId,
    inceptionDate: t.inceptionDate,
  });
  const risk = await updateRisk(run.tx, r.risk.id, {
    agreementPeriodId: covering?.periodId ?? null,
    agreementSectionId: covering?.sectionId ?? null,
  });
  const sectioned = withRows(loaded, { risk });
  if (t.type === TransactionType.Cancellation)
    return { loaded: sectioned, decision: { action: 'quote', reasons: [] } };
  const rating = await rateTransaction(run.tx, r, t, todayOf(run, loaded));
  const columns = premiumColumns(rating, t.proposal as Record<string, unknown>, t.discountPercent);
  if (t.type === TransactionType.Adjustment) {
    const change = proRata({
      inceptionDate: t.inceptionDate,
      expiryDate: t.expiryDate,
      effectiveDate: t.effectiveDate,
      currentAnnualTotal: currentAnnualTotal(r),
      newAnnualTotal: columns.totalPremium as string,
    });
    columns.proRataFactor = change.factor;
    columns.premiumChange = change.premiumChange;
  }
  const transaction = await updateTransaction(run.tx, t.id, columns);
  await attachRuleEndorsements(run.tx, t.id, [...rating.rules]);
  const sectionReasons = covering
    ? await checkCoveringSection(run, loaded, r, covering, {
        limitOfIndemnity: (columns.limitOfIndemnity as string | null) ?? null,
        totalPremium: columns.totalPremium as string,
      })
    : [];
  const rated = withRows(sectioned, { transaction });
  if (rating.decision === 'decline')
    return {
      loaded: rated,
      decision: { action: 'decline', reasons: ruleMessagesOf(rating, 'decline') },
    };
  const referReasons = [...ruleMessagesOf(rating, 'refer'), ...sectionReasons];
  if (rating.decision === 'refer' || referReasons.length > 0)
    return { loaded: rated, decision: { action: 'refer', reasons: referReasons } };
  return { loaded: rated, decision: { action: 'quote', reasons: [] } };
}

/**
 * The covering section's checks (decision 090 "Binding agreement section"): its referral reasons; a
 * notifiable premium writes an underwriter-only 'status' entry and tells the assigned underwriter.
 */
async function checkCoveringSection(
  run: ActionRun,
  loaded: LoadedPackage,
  r: LoadedRisk,
  covering: CoveringSection,
  figures: { limitOfIndemnity: string | null; totalPremium: string },
): Promise<string[]> {
  const check = checkSection(covering, figures);
  if (!check.notifiable) return check.referReasons;
  const body = `The premium is above the notifiable premium limit of the binding agreement section ${covering.sectionName}.`;
  await recordActivity(run.tx, {
    riskPackageId: loaded.pkg.id,
    riskId: r.risk.id,
    kind: 'status',
    actorUserId: null,
    actorCompanyId: null,
    visibleToBroker: false,
    body,
    data: { notifiable: true, sectionId: covering.sectionId },
  });
  run.notices.push({
    type: 'risk.notifiable',
    audience: 'assignedUnderwriter',
    riskId: r.risk.id,
    reasons: [body],
  });
  return check.referReasons;
}
