import {
  actionLabels,
  addDays,
  RiskMessages,
  startedTransaction,
  TransactionStatus,
  TransactionType,
  type RiskActionBody,
} from '@turbine/domain';
import { fieldError } from '../../../platform/errors.ts';
import { recordEvent } from '../../../platform/events/events.ts';
import { recordActivity } from '../activities.repository.ts';
import type { ActionRun, Allowed } from '../lifecycle/action-run.ts';
import { snapshotOf, withRows, type LoadedPackage, type LoadedRisk } from '../risk-snapshot.ts';
import {
  insertTransaction,
  lastSequence,
  type TransactionRow,
  type TransactionValues,
} from '../risks.repository.ts';
import { proRata } from '../rules/pro-rata.ts';
import { currentAnnualTotal, todayOf } from './rate-submission.ts';

/** Messages of the amend and cancel actions the contract does not word (decision 090 "Core behaviour"). */
export const StartMessages = {
  effectiveOutsideTerm: 'The effective date must lie within the policy period.',
} as const;

type Started = typeof TransactionType.Adjustment | typeof TransactionType.Cancellation;

/**
 * Amend / cancel (§4): a new Adjustment or Cancellation on the placed risk from its effective date
 * (default today; within the policy period), copying the bound transaction's answers, overrides and
 * premiums. A cancellation's return premium is computed now (the unused share of the current annual
 * premium; it is not re-rated); an amendment's change when it is rated. The bound transaction keeps its
 * status (decision 080: Bound is final for the transaction). Returns the package with the new transaction.
 */
export async function startFromBound(
  run: ActionRun,
  loaded: LoadedPackage,
  r: LoadedRisk,
  outcome: Allowed,
  body: RiskActionBody,
  type: Started,
): Promise<LoadedPackage> {
  const effectiveDate = effectiveDateOf(run, loaded, r.current, body, type);
  const values = await copiedValues(run, loaded, r, type, effectiveDate, body);
  if (type === TransactionType.Cancellation) {
    const change = proRata({
      inceptionDate: values.inceptionDate,
      expiryDate: values.expiryDate,
      effectiveDate,
      currentAnnualTotal: currentAnnualTotal(r),
      newAnnualTotal: null,
    });
    values.proRataFactor = change.factor;
    values.premiumChange = change.premiumChange;
  }
  const created = await insertTransaction(run.tx, values);
  await recordActivity(run.tx, {
    riskPackageId: loaded.pkg.id,
    riskId: r.risk.id,
    kind: 'status',
    actorUserId: run.user.user.id,
    actorCompanyId: run.scope.id,
    body: `${actionLabels[outcome.action]}: new transaction started`,
    data: { action: outcome.action, transactionId: created.id, effectiveDate },
  });
  await recordEvent(run.tx, {
    entityType: 'risk_transaction',
    entityId: created.id,
    action: 'started',
    actorUserId: run.user.user.id,
    companyId: run.scope.id,
    after: { type, effectiveDate, riskId: r.risk.id },
  });
  return withRows(loaded, { transaction: created });
}

/** The effective date of the new transaction: a real date within the bound policy's period. */
function effectiveDateOf(
  run: ActionRun,
  loaded: LoadedPackage,
  bound: TransactionRow,
  body: RiskActionBody,
  type: Started,
): string {
  if (type === TransactionType.Cancellation && !body.reasonForCancellation)
    throw fieldError('reasonForCancellation', RiskMessages.reasonRequired);
  const effectiveDate = body.effectiveDate ?? todayOf(run, loaded);
  if (addDays(effectiveDate, 0) !== effectiveDate)
    throw fieldError('effectiveDate', RiskMessages.invalidDate);
  if (effectiveDate < bound.inceptionDate || effectiveDate > bound.expiryDate)
    throw fieldError('effectiveDate', StartMessages.effectiveOutsideTerm);
  return effectiveDate;
}

/** The bound transaction's columns carried into the new one, with what starts afresh. */
async function copiedValues(
  run: ActionRun,
  loaded: LoadedPackage,
  r: LoadedRisk,
  type: Started,
  effectiveDate: string,
  body: RiskActionBody,
): Promise<TransactionValues> {
  const started = startedTransaction(snapshotOf(loaded, r), type);
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    boundAt: _b,
    boundByUserId: _bb,
    quotedAt: _q,
    ...copied
  } = r.current;
  return {
    ...copied,
    sequence: (await lastSequence(run.tx, r.risk.id)) + 1,
    type,
    status: TransactionStatus.Initiated,
    effectiveDate,
    inceptionDate: started.inceptionDate,
    expiryDate: started.expiryDate,
    reasonForCancellation:
      type === TransactionType.Cancellation ? (body.reasonForCancellation ?? null) : null,
    approval: 'none',
    approverId: null,
    backdateAuthorised: false,
    referralReasons: [],
    declineReasons: [],
    proRataFactor: null,
    premiumChange: null,
    createdByUserId: run.user.user.id,
  };
}
