import { Decimal } from 'decimal.js';
import {
  ClaimMessages,
  claimStatusLabels,
  closedClaimStatuses,
  type ClaimDto,
  type ClaimMovementBody,
  type ClaimStatus,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { assertAccepted, assertHandler, claimFor } from './claim-scope.ts';
import { followersOf, queueClaimEvent, recordClaimUpdate } from './claim-events.ts';
import { updateClaim } from './claims.repository.ts';
import { claimBalances, insertClaimMovement } from './claim-movements.repository.ts';
import { rereadClaim } from './decide-claim.ts';

const isClosed = (status: number | null) =>
  status !== null && closedClaimStatuses.includes(status as ClaimStatus);
const label = { indemnity: 'indemnity', fees: 'fees' } as const;

/**
 * A reserve or a payment (decision 120): a reserve movement sets the head's outstanding reserve to the
 * amount (the row keeps the change); a payment adds to paid and erodes the reserve by as much as it
 * holds. Incurred (paid + reserve) therefore moves only when a reserve is changed or a payment exceeds it.
 */
export async function recordMovement(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  claimId: number,
  body: ClaimMovementBody,
): Promise<ClaimDto> {
  return inTransaction(ctx, async (tx) => {
    const { row, role } = await claimFor(tx, scope, claimId, { forUpdate: true });
    assertHandler(role);
    assertAccepted(row);
    if (isClosed(row.claim.status)) throw new AppError('CLAIM_CLOSED');
    const balances = (await claimBalances(tx, [claimId])).get(claimId)!;
    const reserve = new Decimal(
      body.head === 'indemnity' ? balances.indemnityReserve : balances.feesReserve,
    );
    const amount = new Decimal(body.amount);
    let paidDelta = new Decimal(0);
    let reserveDelta: Decimal;
    if (body.kind === 'reserve') {
      reserveDelta = amount.minus(reserve);
      if (reserveDelta.isZero())
        throw fieldError(
          'amount',
          `The ${label[body.head]} reserve is already ${reserve.toFixed(2)}.`,
        );
    } else {
      if (amount.lte(0)) throw fieldError('amount', ClaimMessages.paymentPositive);
      paidDelta = amount;
      reserveDelta = Decimal.min(amount, reserve).negated();
    }
    await insertClaimMovement(tx, {
      claimId,
      head: body.head,
      kind: body.kind,
      amount: amount.toFixed(2),
      paidDelta: paidDelta.toFixed(2),
      reserveDelta: reserveDelta.toFixed(2),
      note: body.note || null,
      createdByUserId: actor.user.id,
      createdByCompanyId: scope.id,
    });
    const text =
      body.kind === 'reserve'
        ? `${cap(label[body.head])} reserve set to ${row.claim.currency.toUpperCase()} ${amount.toFixed(2)}`
        : `${cap(label[body.head])} payment of ${row.claim.currency.toUpperCase()} ${amount.toFixed(2)}`;
    await recordClaimUpdate(tx, actor, scope, claimId, `movement_${body.kind}`, text, {
      head: body.head,
      amount: amount.toFixed(2),
    });
    await updateClaim(tx, claimId, {});
    return rereadClaim(tx, scope, claimId);
  });
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Releases what is left in reserve when a claim is closed (one movement per head that holds any). */
async function releaseReserves(tx: Tx, actor: Actor, scope: CompanyScope, claimId: number) {
  const b = (await claimBalances(tx, [claimId])).get(claimId)!;
  for (const head of ['indemnity', 'fees'] as const) {
    const reserve = new Decimal(head === 'indemnity' ? b.indemnityReserve : b.feesReserve);
    if (reserve.isZero()) continue;
    await insertClaimMovement(tx, {
      claimId,
      head,
      kind: 'reserve',
      amount: '0.00',
      paidDelta: '0.00',
      reserveDelta: reserve.negated().toFixed(2),
      note: 'Reserve released on closing',
      createdByUserId: actor.user.id,
      createdByCompanyId: scope.id,
    });
  }
}

/** Sets the Lloyd's claim status; closing releases the outstanding reserves, re-opening clears the closing date. */
export async function setClaimStatus(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  claimId: number,
  status: ClaimStatus,
): Promise<ClaimDto> {
  return inTransaction(ctx, async (tx, after) => {
    const { row, role } = await claimFor(tx, scope, claimId, { forUpdate: true });
    assertHandler(role);
    assertAccepted(row);
    if (row.claim.status === status) throw fieldError('status', ClaimMessages.sameStatus);
    const closing = isClosed(status);
    if (closing && !isClosed(row.claim.status)) await releaseReserves(tx, actor, scope, claimId);
    await updateClaim(tx, claimId, {
      status,
      closedAt: closing ? (row.claim.closedAt ?? new Date()) : null,
    });
    const statusLabel = claimStatusLabels[status];
    await recordClaimUpdate(tx, actor, scope, claimId, 'status', `Status: ${statusLabel}`, {
      from: row.claim.status,
      to: status,
    });
    await queueClaimEvent(ctx, tx, after, {
      type: 'claim.status_changed',
      claim: row.claim,
      companyIds: followersOf(row).filter((id) => id !== scope.id),
      actor,
      statusLabel,
    });
    return rereadClaim(tx, scope, claimId);
  });
}
