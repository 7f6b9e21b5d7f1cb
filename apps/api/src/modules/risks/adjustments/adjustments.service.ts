import Decimal from 'decimal.js';
import type { RatingResult } from '@turbine/rating';
import {
  adjustableFieldLabels,
  Messages,
  ProductRole,
  transactionStatusLabels,
  type AdjustableField,
  type ManualAdjustmentDto,
  type TransactionStatus,
} from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor, Tx } from '../../../platform/db/client.ts';
import { inTransaction } from '../../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../../platform/errors.ts';
import { recordEvent } from '../../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import { recordActivity } from '../activities.repository.ts';
import { adjustmentRows, insertAdjustment, transactionRating } from './adjustments.repository.ts';
import { riskPackageFor, UNDERWRITER_ONLY, type RiskPackageRow } from '../risk-scope.ts';
import { loadPackage, riskIn, type LoadedRisk } from '../risk-snapshot.ts';
import {
  openStatuses,
  updatePackage,
  updateTransaction,
  type TransactionRow,
  type TransactionValues,
} from '../risks.repository.ts';

/** The package's risk with its transactions for an underwriting-company request; 403 for anyone else. */
export async function underwriterRisk(
  db: Executor,
  scope: CompanyScope,
  riskPackageId: number,
  riskId: number,
  opts: { forUpdate?: boolean } = {},
): Promise<{ pkg: RiskPackageRow; item: LoadedRisk }> {
  const { pkg, viewerRole } = await riskPackageFor(db, scope, riskPackageId, opts);
  const item = riskIn(await loadPackage(db, pkg), riskId);
  if (viewerRole !== 'underwriter') throw new AppError('FORBIDDEN', { message: UNDERWRITER_ONLY });
  return { pkg, item };
}

/** §4 a past (or bound, declined, not taken up) transaction is locked: changes go to the open one only. */
export function assertOpen(tx: TransactionRow, what: string): void {
  if (openStatuses.includes(tx.status)) return;
  const status = transactionStatusLabels[tx.status as TransactionStatus] ?? String(tx.status);
  throw new AppError('TRANSACTION_LOCKED', {
    message: `${what} can only be made on an open risk transaction; this transaction is ${status} and locked.`,
  });
}

async function adjustmentsOf(db: Executor, riskId: number): Promise<ManualAdjustmentDto[]> {
  const rows = await adjustmentRows(db, riskId);
  return rows.map(({ a, userName }) => ({
    id: a.id,
    riskTransactionId: a.riskTransactionId,
    field: a.field as AdjustableField,
    previousValue: a.previousValue,
    newValue: a.newValue,
    reason: a.reason,
    user: { id: a.userId, name: userName },
    createdAt: Math.floor(a.createdAt.getTime() / 1000),
  }));
}

/** §2 Manual Policy Adjustments tab: every adjustment on the risk's transactions, oldest first. */
export async function listAdjustments(
  ctx: AppContext,
  scope: CompanyScope,
  riskPackageId: number,
  riskId: number,
): Promise<ManualAdjustmentDto[]> {
  const { item } = await underwriterRisk(ctx.db, scope, riskPackageId, riskId);
  return adjustmentsOf(ctx.db, item.risk.id);
}

/** A money column holds 2 decimal places and 16 integer digits (numeric(18,2)). */
function moneyValue(value: string): string {
  const d = new Decimal(value);
  // Decision 108: an adjusted amount never goes below zero (the schema says so first).
  if (d.isNegative() && !d.isZero()) throw fieldError('value', Messages.min(0));
  if (d.decimalPlaces() > 2)
    throw fieldError('value', 'Enter an amount with at most 2 decimal places.');
  if (d.abs().gte(new Decimal('1e16')))
    throw fieldError('value', 'The value must be less than or equal to 9999999999999999.99');
  return d.toFixed(2);
}

/**
 * An underwriter's manual change (the created adjustment is returned) of one premium field on the risk's open transaction: the previous and new
 * value and the reason are kept, a total premium also becomes the manual premium (§3), the package's list
 * cache follows for the main risk, with an underwriter-only timeline entry and an audit event.
 */
export async function addAdjustment(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  riskPackageId: number,
  riskId: number,
  body: { field: AdjustableField; value: string; reason: string },
): Promise<ManualAdjustmentDto> {
  const value = moneyValue(body.value);
  return inTransaction(ctx, async (tx) => {
    const { pkg, item } = await underwriterRisk(tx, scope, riskPackageId, riskId, {
      forUpdate: true,
    });
    const current = item.current;
    assertOpen(current, 'Manual adjustments');
    const previous = current[body.field];
    const changes: Partial<TransactionValues> = { [body.field]: value };
    if (body.field === 'totalPremium') changes.manualPremium = value;
    await updateTransaction(tx, current.id, changes);
    const createdId = await insertAdjustment(tx, {
      riskTransactionId: current.id,
      field: body.field,
      previousValue: previous,
      newValue: value,
      reason: body.reason,
      userId: actor.user.id,
    });
    // The package's list cache follows the main risk's total premium.
    const mainTotal = body.field === 'totalPremium' && item.risk.productRole === ProductRole.Main;
    await updatePackage(tx, pkg.id, mainTotal ? { totalPremium: value } : {});
    await recordAdjustment(tx, actor, scope, current, {
      field: body.field,
      previous,
      value,
      reason: body.reason,
    });
    return (await adjustmentsOf(tx, item.risk.id)).find((a) => a.id === createdId)!;
  });
}

/** The stored engine result with its trace of one of the risk's transactions (underwriting company; 404 when not rated). */
export async function ratingTrace(
  ctx: AppContext,
  scope: CompanyScope,
  riskPackageId: number,
  riskId: number,
  transactionId: number,
): Promise<RatingResult> {
  const { item } = await underwriterRisk(ctx.db, scope, riskPackageId, riskId);
  const row = await transactionRating(ctx.db, transactionId, item.risk.id);
  if (!row || row.rating === null) throw new AppError('NOT_FOUND');
  // Stored by risk-rating.ts from the engine's answer.
  return row.rating as RatingResult;
}

/** The adjustment's underwriter-only 'update' timeline entry and its audit event. */
async function recordAdjustment(
  tx: Tx,
  actor: Actor,
  scope: CompanyScope,
  t: TransactionRow,
  change: { field: AdjustableField; previous: string | null; value: string; reason: string },
): Promise<void> {
  const { field, previous, value, reason } = change;
  await recordActivity(tx, {
    riskPackageId: t.riskPackageId,
    riskId: t.riskId,
    kind: 'update',
    actorUserId: actor.user.id,
    actorCompanyId: scope.id,
    visibleToBroker: false,
    body: `Manual adjustment of ${adjustableFieldLabels[field].toLowerCase()}: ${previous ?? '—'} → ${value}. Reason: ${reason}`,
    data: {
      action: 'manual_adjustment',
      field,
      previousValue: previous,
      newValue: value,
      transactionId: t.id,
    },
  });
  await recordEvent(tx, {
    entityType: 'risk_transaction',
    entityId: t.id,
    action: 'manual_adjustment',
    actorUserId: actor.user.id,
    companyId: scope.id,
    before: { [field]: previous },
    after: { [field]: value, reason },
  });
}
