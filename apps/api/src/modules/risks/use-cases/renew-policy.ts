import {
  expiryForTerm,
  ProductRole,
  termOf,
  todayInZone,
  TransactionStatus,
  TransactionType,
} from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import type { Tx } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { recordEvent } from '../../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import { recordActivity } from '../activities.repository.ts';
import { runLifecycleAction, type ActionAnswer, type RiskIds } from '../lifecycle/run-action.ts';
import type { RiskPackageRow } from '../risk-scope.ts';
import { withRows } from '../risk-snapshot.ts';
import {
  addAssignments,
  assignedUserIds,
  insertPackage,
  insertRisk,
  insertTransaction,
  updatePackage,
  type RiskRow,
  type TransactionRow,
} from '../risks.repository.ts';
import { versionById } from '../catalogue.repository.ts';
import { versionLiveAt } from '../rules/product-versions.repository.ts';
import { answersStillInForm } from '../rules/product-versions.ts';
import { renderPackageReference } from '../rules/risk-reference.ts';
import { findCoveringSection, type CoveringSection } from '../rules/section-check.repository.ts';
import { policiesInForce, riskReferenceFormat } from './renewal.repository.ts';

/**
 * Renew (§4): the bound package stays as it is and a new package of its renewal chain starts; the
 * answer is the new package. A 'Renewed' entry on the old package's timeline.
 */
export const renewPolicy = (
  ctx: AppContext,
  user: Actor,
  scope: CompanyScope,
  ids: RiskIds,
): Promise<ActionAnswer> =>
  runLifecycleAction(ctx, user, scope, ids, {
    action: 'renew',
    command: async () => ({ action: 'renew' }),
    async apply(run, loaded) {
      const { renewalId, superseded } = await createRenewal(run.tx, loaded.pkg, run.user.user.id);
      run.renewalId = renewalId;
      await recordActivity(run.tx, {
        riskPackageId: loaded.pkg.id,
        kind: 'status',
        actorUserId: run.user.user.id,
        actorCompanyId: run.scope.id,
        body: 'Renewed',
        data: { action: 'renew', renewalId },
      });
      return withRows(loaded, { pkg: superseded });
    },
  });

/** The renewal term of a policy: from its expiry, for the same term (whole months stay whole months). */
const renewalDates = (bound: TransactionRow) => ({
  inceptionDate: bound.expiryDate,
  expiryDate: expiryForTerm(bound.expiryDate, termOf(bound.inceptionDate, bound.expiryDate)),
});

/**
 * Renews a package (decision 090 "Renewal"): the next package of its renewal chain with the same insured,
 * broker, underwriting company, product package, zone, currency, assigned underwriter and users; its
 * insurer is the managing insurer of the binder covering the main risk at the new inception (else the
 * old one). The old package stops being the latest in the chain. Each policy in force gets a risk on its
 * product's version in force at the new inception with an Initiated Renewal transaction. Runs in the
 * caller's transaction, which holds the old package's row lock. Returns the new package id and the old
 * package's row as it now is.
 */
export async function createRenewal(
  tx: Tx,
  pkg: RiskPackageRow,
  actorUserId: number,
): Promise<{ renewalId: number; superseded: RiskPackageRow }> {
  const policies = await policiesInForce(tx, pkg.id);
  const main = policies.find((p) => p.risk.productRole === ProductRole.Main) ?? policies[0];
  if (!main) throw new AppError('NOTHING_TO_RENEW');
  const mainDates = renewalDates(main.bound);
  const mainSection = await findCoveringSection(tx, {
    underwriterCompanyId: pkg.underwriterCompanyId,
    productId: main.risk.productId,
    inceptionDate: mainDates.inceptionDate,
  });
  const renewal = await insertRenewalPackage(tx, pkg, mainDates, mainSection, actorUserId);
  const superseded = await updatePackage(tx, pkg.id, { isLatestInChain: false });
  await addAssignments(tx, renewal.id, await assignedUserIds(tx, pkg.id));
  for (const { risk, bound } of policies)
    await renewRisk(tx, renewal, risk, bound, risk.id === main.risk.id ? mainSection : undefined);
  await recordActivity(tx, {
    riskPackageId: renewal.id,
    kind: 'update',
    actorUserId,
    actorCompanyId: null,
    body: `Renewal of ${pkg.reference}`,
    data: { action: 'renew', renewalOfId: pkg.id },
  });
  await recordEvent(tx, {
    entityType: 'risk_package',
    entityId: renewal.id,
    action: 'renewal_created',
    actorUserId,
    companyId: pkg.underwriterCompanyId,
    after: { renewalOfId: pkg.id, reference: renewal.reference, ...mainDates },
  });
  return { renewalId: renewal.id, superseded };
}

/** The new package of the chain, with its reference rendered from the product package's format. */
async function insertRenewalPackage(
  tx: Tx,
  pkg: RiskPackageRow,
  dates: { inceptionDate: string; expiryDate: string },
  mainSection: CoveringSection | null,
  actorUserId: number,
): Promise<RiskPackageRow> {
  const inserted = await insertPackage(tx, {
    // Rendered below, once the id the format may use exists.
    reference: `renewal-of-${pkg.id}-${Date.now()}`,
    brokerCompanyId: pkg.brokerCompanyId,
    underwriterCompanyId: pkg.underwriterCompanyId,
    insurerCompanyId: mainSection?.insurerCompanyId ?? pkg.insurerCompanyId,
    productPackageId: pkg.productPackageId,
    insuredCompanyId: pkg.insuredCompanyId,
    insured: pkg.insured,
    insuredName: pkg.insuredName,
    timeZone: pkg.timeZone,
    currency: pkg.currency,
    renewalOfId: pkg.id,
    isLatestInChain: true,
    assignedUnderwriterId: pkg.assignedUnderwriterId,
    status: TransactionStatus.Initiated,
    transactionType: TransactionType.Renewal,
    ...dates,
    createdByUserId: actorUserId,
  });
  const reference = await renderPackageReference(
    tx,
    await riskReferenceFormat(tx, pkg.productPackageId),
    {
      packageId: inserted.id,
      underwriterCompanyId: pkg.underwriterCompanyId,
      insuredCompanyId: pkg.insuredCompanyId,
      brokerCompanyId: pkg.brokerCompanyId,
      date: todayInZone(Math.floor(Date.now() / 1000), pkg.timeZone),
    },
  );
  return updatePackage(tx, inserted.id, { reference });
}

/** A policy in force carried into the renewal: its risk on the version in force, a Renewal transaction with the answers the form still has. */
async function renewRisk(
  tx: Tx,
  renewal: RiskPackageRow,
  risk: RiskRow,
  bound: TransactionRow,
  knownSection: CoveringSection | null | undefined,
): Promise<void> {
  const dates = renewalDates(bound);
  const live = await versionLiveAt(tx, risk.productId, dates.inceptionDate);
  if (!live) throw new AppError('NO_LIVE_VERSION');
  const version = await versionById(tx, live.id);
  const section =
    knownSection !== undefined
      ? knownSection
      : await findCoveringSection(tx, {
          underwriterCompanyId: renewal.underwriterCompanyId,
          productId: risk.productId,
          inceptionDate: dates.inceptionDate,
        });
  const renewed = await insertRisk(tx, {
    riskPackageId: renewal.id,
    productId: risk.productId,
    productRole: risk.productRole,
    productVersionId: live.id,
    agreementPeriodId: section?.periodId ?? null,
    agreementSectionId: section?.sectionId ?? null,
    sortOrder: risk.sortOrder,
  });
  await insertTransaction(tx, {
    riskId: renewed.id,
    riskPackageId: renewal.id,
    underwriterCompanyId: renewal.underwriterCompanyId,
    brokerCompanyId: renewal.brokerCompanyId,
    insurerCompanyId: renewal.insurerCompanyId,
    sequence: 1,
    type: TransactionType.Renewal,
    status: TransactionStatus.Initiated,
    effectiveDate: dates.inceptionDate,
    ...dates,
    proposal: answersStillInForm(bound.proposal, version!.formSchema),
    createdByUserId: renewal.createdByUserId,
  });
}
