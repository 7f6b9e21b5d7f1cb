import {
  bordereauTotals,
  mapBordereau,
  taxBlocksOf,
  type BordereauTransaction,
  type PremiumFigures,
} from '@turbine/domain';
import type { AppContext } from '../../../../platform/context.ts';
import { inTransaction } from '../../../../platform/db/unit-of-work.ts';
import { AppError } from '../../../../platform/errors.ts';
import * as repo from '../bordereaux.repository.ts';
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

/**
 * Drafts (or re-drafts) an agreement's bordereau for a month (decision 151): maps the month's bound
 * transactions, replaces the current draft by a new version, and refuses a month already submitted.
 * The agreement row is locked, so two runs of one month queue rather than both insert a draft.
 */
export async function draftBordereau(
  ctx: AppContext,
  input: {
    agreementId: number;
    month: string;
    userId: number | null;
    /** The acting agency: another company's agreement is not found. */
    companyId?: number;
  },
): Promise<repo.BordereauRecord> {
  const agreement = await repo.findAgreement(ctx.db, input.agreementId);
  if (!agreement || (input.companyId !== undefined && agreement.companyId !== input.companyId))
    throw new AppError('NOT_FOUND', { errors: { bindingAgreementId: ['Not found'] } });
  const range = monthRange(input.month);
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
  const totals = bordereauTotals(mapped.map((m) => m.row));
  return inTransaction(ctx, async (tx) => {
    await repo.findAgreement(tx, agreement.id, true);
    const current = await repo.currentOfMonth(tx, agreement.id, range.from);
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
        month: range.from,
        version: await repo.nextVersion(tx, agreement.id, range.from),
        currency: agreement.currency.toUpperCase(),
        rowCount: mapped.length,
        errorCount: mapped.filter((m) => m.errors.length > 0).length,
        ...totals,
        createdByUserId: input.userId,
      },
      mapped.map((m) => ({ transactionId: m.transactionId, values: m.row, errors: m.errors })),
    );
  });
}
