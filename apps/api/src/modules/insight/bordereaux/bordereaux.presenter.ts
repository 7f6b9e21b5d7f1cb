import {
  bordereauColumns,
  claimsBordereauColumns,
  type BordereauDetailDto,
  type BordereauSummaryDto,
} from '@turbine/domain';
import type { BordereauSummaryRow } from './bordereaux.repository.ts';
import type { bordereauRows } from './bordereaux.tables.ts';

export function presentBordereauSummary(r: BordereauSummaryRow): BordereauSummaryDto {
  const b = r.b;
  return {
    id: b.id,
    kind: b.kind as BordereauSummaryDto['kind'],
    bindingAgreementId: b.bindingAgreementId,
    agreementName: r.agreementName,
    uniqueMarketReference: r.umr,
    coverholder: r.coverholder,
    insurer: r.insurer,
    month: b.month.slice(0, 7),
    version: b.version,
    status: b.status as BordereauSummaryDto['status'],
    currency: b.currency,
    rowCount: b.rowCount,
    errorCount: b.errorCount,
    totals:
      b.kind === 'premium'
        ? {
            grossPremium: b.grossPremium ?? '0.00',
            commission: b.commission ?? '0.00',
            totalTaxes: b.totalTaxes ?? '0.00',
            netPremium: b.netPremium ?? '0.00',
            fees: b.fees ?? '0.00',
          }
        : null,
    claimTotals:
      b.kind === 'claims'
        ? {
            paidThisMonth: b.paidThisMonth ?? '0.00',
            previouslyPaid: b.previouslyPaid ?? '0.00',
            reserve: b.reserve ?? '0.00',
            totalIncurred: b.totalIncurred ?? '0.00',
          }
        : null,
    createdAt: b.createdAt.toISOString(),
    submittedAt: b.submittedAt?.toISOString() ?? null,
    submittedBy: r.submittedBy,
  };
}

export function presentBordereau(
  r: BordereauSummaryRow,
  rows: (typeof bordereauRows.$inferSelect)[],
): BordereauDetailDto {
  return {
    ...presentBordereauSummary(r),
    columns: (r.b.kind === 'claims' ? claimsBordereauColumns : bordereauColumns).map(
      ([key, cr, header]) => ({ key, cr, header }),
    ),
    rows: rows.map((row) => ({
      id: row.id,
      transactionId: row.transactionId,
      claimId: row.claimId,
      values: row.values as Record<string, string>,
      errors: row.errors as { field: string; message: string }[],
    })),
  };
}
