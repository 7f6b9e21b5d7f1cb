import { Decimal } from 'decimal.js';
import {
  isClaimOpen,
  type ClaimActivityDto,
  type ClaimDto,
  type ClaimHead,
  type ClaimMovementDto,
  type ClaimMovementKind,
  type ClaimStage,
  type ClaimStatus,
  type ClaimSummaryDto,
  type ClaimTaskDto,
  type ClaimTotalsDto,
  type ClaimViewerRole,
} from '@turbine/domain';
import type { ClaimBalances, ClaimMovementRow } from './claim-movements.repository.ts';
import type { ClaimRow } from './claims.repository.ts';
import type { ClaimActivityRow, ClaimTaskRow } from './claim-records.repository.ts';

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);
const money = (v: Decimal.Value) => new Decimal(v).toFixed(2);

/** Paid, reserve and incurred (paid + reserve) per head, and CR0155 total incurred. */
export function presentTotals(b: ClaimBalances): ClaimTotalsDto {
  const indemnity = new Decimal(b.indemnityPaid).plus(b.indemnityReserve);
  const fees = new Decimal(b.feesPaid).plus(b.feesReserve);
  return {
    indemnityPaid: money(b.indemnityPaid),
    indemnityReserve: money(b.indemnityReserve),
    indemnityIncurred: money(indemnity),
    feesPaid: money(b.feesPaid),
    feesReserve: money(b.feesReserve),
    feesIncurred: money(fees),
    paid: money(new Decimal(b.indemnityPaid).plus(b.feesPaid)),
    reserve: money(new Decimal(b.indemnityReserve).plus(b.feesReserve)),
    totalIncurred: money(indemnity.plus(fees)),
  };
}

/** A claim in a list; the insured's company (client) sees its status, never the money. */
export function presentClaimSummary(
  r: ClaimRow,
  balances: ClaimBalances,
  role: ClaimViewerRole,
): ClaimSummaryDto {
  const c = r.claim;
  return {
    id: c.id,
    reference: c.reference,
    stage: c.stage as ClaimStage,
    status: c.status as ClaimStatus | null,
    open: isClaimOpen(c.stage, c.status),
    riskPackageId: r.pkg.id,
    policyReference: r.pkg.reference,
    insuredName: r.pkg.insuredName,
    currency: c.currency,
    dateOfLoss: c.dateOfLoss,
    dateFirstAdvised: c.dateFirstAdvised,
    claimant: c.claimant,
    amountClaimed: money(c.amountClaimed),
    legalCompany:
      c.legalCompanyId !== null ? { id: c.legalCompanyId, name: r.legalName ?? '' } : null,
    totals: role === 'client' ? null : presentTotals(balances),
    createdAt: epoch(c.createdAt),
  };
}

/** The claim page: what the viewer may see and do. */
export function presentClaim(
  r: ClaimRow,
  balances: ClaimBalances,
  role: ClaimViewerRole,
): ClaimDto {
  const c = r.claim;
  const handler = role === 'underwriter' || role === 'legal';
  const client = role === 'client';
  return {
    ...presentClaimSummary(r, balances, role),
    viewerRole: role,
    lossDescription: client ? null : c.lossDescription,
    lossState: client ? null : c.lossState,
    declineReason: c.declineReason,
    reportedBy:
      client || c.reportedByUserId === null
        ? null
        : {
            id: c.reportedByUserId,
            name: r.reporterName ?? '',
            companyName: r.reporterCompanyName,
          },
    underwriterCompany: { id: r.pkg.underwriterCompanyId, name: r.underwriterName },
    can: {
      decide: role === 'underwriter' && c.stage === 1,
      appoint: role === 'underwriter' && c.stage === 2,
      work: handler && c.stage === 2,
      message: handler || role === 'broker',
      note: handler,
    },
  };
}

export function presentMovement(r: ClaimMovementRow): ClaimMovementDto {
  const m = r.movement;
  return {
    id: m.id,
    head: m.head as ClaimHead,
    kind: m.kind as ClaimMovementKind,
    amount: money(m.amount),
    paidDelta: money(m.paidDelta),
    reserveDelta: money(m.reserveDelta),
    note: m.note,
    by: m.createdByUserId !== null ? { id: m.createdByUserId, name: r.byName ?? '' } : null,
    createdAt: epoch(m.createdAt),
  };
}

export function presentClaimActivity(r: ClaimActivityRow): ClaimActivityDto {
  const a = r.activity;
  return {
    id: a.id,
    kind: a.kind as ClaimActivityDto['kind'],
    body: a.body,
    actor:
      a.actorUserId !== null
        ? { id: a.actorUserId, name: r.userName ?? '', companyType: r.companyType }
        : null,
    createdAt: epoch(a.createdAt),
  };
}

export function presentTask(r: ClaimTaskRow): ClaimTaskDto {
  const t = r.task;
  return {
    id: t.id,
    title: t.title,
    dueDate: t.dueDate,
    doneAt: t.doneAt ? epoch(t.doneAt) : null,
    createdBy:
      t.createdByUserId !== null ? { id: t.createdByUserId, name: r.createdBy ?? '' } : null,
    createdAt: epoch(t.createdAt),
  };
}
