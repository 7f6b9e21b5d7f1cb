import {
  bordereauTotals,
  claimsBordereauTotals,
  mapBordereau,
  mapClaimsBordereau,
  taxBlocksOf,
  type BordereauClaim,
  type BordereauKind,
  type BordereauTransaction,
  type PremiumFigures,
} from '@turbine/domain';
import { claimMovementsForAgreementMonth } from '../../../claims/index.ts';
import type { AppContext } from '../../../../platform/context.ts';
import { inTransaction } from '../../../../platform/db/unit-of-work.ts';
import { AppError } from '../../../../platform/errors.ts';
import * as repo from '../bordereaux.repository.ts';
import type { bordereaux } from '../bordereaux.tables.ts';
import { monthRange } from '../months.ts';

const figures = (
  gross: string | null,
  commissionPercent: string | null,
  fees: string | null,
  rating: unknown,
): PremiumFigures | null =>
  gross === null
    ? null
    : {
        gross,
        commissionPercent: commissionPercent ?? '0',
        fees: fees ?? '0',
        taxes: taxBlocksOf(rating),
      };

/** A source row as the pure mapping's input. */
export function toTransaction(r: repo.BordereauSourceRow): BordereauTransaction {
  return {
    transactionId: r.id,
    reference: r.reference,
    type: r.type,
    section: r.section,
    riskCode: r.risk_code ?? '',
    classOfBusiness: r.product,
    insuredName: r.insured_name,
    insuredState: r.insured_state,
    insuredPostcode: r.insured_postcode,
    insuredCountry: r.insured_country,
    inceptionDate: r.inception_date,
    expiryDate: r.expiry_date,
    effectiveDate: r.effective_date,
    boundDate: r.bound_date,
    sumInsured: r.sum_insured,
    reasonForCancellation: r.reason_for_cancellation,
    // A cancellation is not re-rated: what it returns is the policy's premium before it.
    current: r.type === 3 ? null : figures(r.gross_premium, r.commission_percent, r.fees, r.rating),
    previous: figures(r.prev_gross_premium, r.prev_commission_percent, r.prev_fees, r.prev_rating),
    proRataFactor: r.pro_rata_factor,
    quotaShares: r.quota_shares,
  };
}

type Agreement = repo.AgreementHeaderRow;
type Range = ReturnType<typeof monthRange>;
interface Drafted {
  rows: {
    transactionId?: number;
    claimId?: number;
    values: Record<string, string>;
    errors: unknown[];
  }[];
  totals: Partial<typeof bordereaux.$inferInsert>;
}

/** The premium rows (decision 151): the month's bound transactions, one row per quota share syndicate. */
async function premiumRows(ctx: AppContext, agreement: Agreement, range: Range): Promise<Drafted> {
  const source = await repo.transactionsOfMonth(ctx.database, {
    agreementId: agreement.id,
    companyId: agreement.companyId,
    from: range.from,
    to: range.to,
    timeZone: agreement.timeZone,
  });
  const mapped = mapBordereau(
    {
      periodStart: range.from,
      periodEnd: range.last,
      umr: agreement.umr,
      agreementNumber: agreement.agreementNumber,
      coverholder: agreement.coverholder,
      yearOfAccount: agreement.validFrom.slice(0, 4),
      currency: agreement.currency.toUpperCase(),
    },
    source.map(toTransaction),
  );
  return {
    rows: mapped.map((m) => ({ transactionId: m.transactionId, values: m.row, errors: m.errors })),
    totals: bordereauTotals(mapped.map((m) => m.row)),
  };
}

/**
 * The claims rows (decision 227): the agreement's accepted claims with their movements cumulated at the
 * month's end (the claims module's query), the month's bounds being local midnights of the agreement's zone.
 */
async function claimsRows(ctx: AppContext, agreement: Agreement, range: Range): Promise<Drafted> {
  const bounds = await repo.localMidnights(ctx.db, range.from, range.to, agreement.timeZone);
  const source = await claimMovementsForAgreementMonth(
    ctx.db,
    agreement.id,
    bounds.from,
    bounds.to,
  );
  const policies = await repo.claimPolicies(
    ctx.db,
    source.map((c) => c.claimId),
    agreement.timeZone,
  );
  const claims = source.map((c): BordereauClaim => {
    const p = policies.get(c.claimId);
    return {
      claimId: c.claimId,
      reference: c.reference,
      status: c.status,
      section: p?.section ?? '',
      riskCode: p?.risk_code ?? '',
      certificateReference: c.policyReference,
      insuredName: c.insuredName,
      insuredCountry: p?.insured_country ?? null,
      inceptionDate: p?.inception_date ?? '',
      expiryDate: p?.expiry_date ?? '',
      currency: c.currency,
      lossState: c.lossState,
      // Losses are reported by Australian state (decision 120).
      lossCountry: 'AU',
      lossDescription: c.lossDescription,
      dateOfLoss: c.dateOfLoss,
      dateFirstAdvised: c.dateFirstAdvised,
      claimant: c.claimant,
      amountClaimed: c.amountClaimed,
      dateOpened: p?.accepted_date ?? '',
      dateClosed: p?.closed_date ?? null,
      closedByMonthEnd: c.closedAt !== null && c.closedAt < bounds.to,
      closedBeforeMonth: c.closedAt !== null && c.closedAt < bounds.from,
      indemnityPaidThisMonth: c.indemnityPaidThisMonth,
      feesPaidThisMonth: c.feesPaidThisMonth,
      indemnityPreviouslyPaid: c.indemnityPreviouslyPaid,
      feesPreviouslyPaid: c.feesPreviouslyPaid,
      indemnityReserve: c.indemnityReserve,
      feesReserve: c.feesReserve,
    };
  });
  const mapped = mapClaimsBordereau(
    {
      periodStart: range.from,
      periodEnd: range.last,
      umr: agreement.umr,
      agreementNumber: agreement.agreementNumber,
      coverholder: agreement.coverholder,
      agreementInception: agreement.validFrom,
      agreementExpiry: agreement.validTo,
    },
    claims,
  );
  return {
    rows: mapped.map((m) => ({ claimId: m.claimId, values: m.row, errors: m.errors })),
    totals: claimsBordereauTotals(mapped.map((m) => m.row)),
  };
}

/**
 * Drafts (or re-drafts) an agreement's bordereau of a kind for a month (decisions 151, 227): maps the
 * month's bound transactions (premium) or accepted claims (claims), replaces the current draft of that kind
 * by a new version, and refuses a month already submitted. The agreement row is locked, so two runs of one
 * month queue rather than both insert a draft.
 */
export async function draftBordereau(
  ctx: AppContext,
  input: {
    agreementId: number;
    month: string;
    kind?: BordereauKind;
    userId: number | null;
    /** The acting agency: another company's agreement is not found. */
    companyId?: number;
  },
): Promise<repo.BordereauRecord> {
  const kind = input.kind ?? 'premium';
  const agreement = await repo.findAgreement(ctx.db, input.agreementId);
  if (!agreement || (input.companyId !== undefined && agreement.companyId !== input.companyId))
    throw new AppError('NOT_FOUND', { errors: { bindingAgreementId: ['Not found'] } });
  const range = monthRange(input.month);
  const drafted =
    kind === 'premium'
      ? await premiumRows(ctx, agreement, range)
      : await claimsRows(ctx, agreement, range);
  return inTransaction(ctx, async (tx) => {
    await repo.findAgreement(tx, agreement.id, true);
    const current = await repo.currentOfMonth(tx, agreement.id, kind, range.from);
    if (current.some((b) => b.status === 'submitted'))
      throw new AppError('ITEM_LOCKED', {
        message: 'This month’s bordereau is submitted and can no longer change.',
      });
    for (const draft of current) await repo.supersede(tx, draft.id);
    return repo.insertBordereau(
      tx,
      {
        companyId: agreement.companyId,
        bindingAgreementId: agreement.id,
        insurerCompanyId: agreement.insurerCompanyId,
        kind,
        month: range.from,
        version: await repo.nextVersion(tx, agreement.id, kind, range.from),
        currency: agreement.currency.toUpperCase(),
        rowCount: drafted.rows.length,
        errorCount: drafted.rows.filter((r) => r.errors.length > 0).length,
        ...drafted.totals,
        createdByUserId: input.userId,
      },
      drafted.rows,
    );
  });
}
