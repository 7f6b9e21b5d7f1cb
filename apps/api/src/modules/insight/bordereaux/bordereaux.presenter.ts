import {
  bordereauColumns,
  type BordereauDetailDto,
  type BordereauSummaryDto,
} from '@turbine/domain';
import type { BordereauSummaryRow } from './bordereaux.repository.ts';
import type { bordereauRows } from './bordereaux.tables.ts';

export function presentBordereauSummary(r: BordereauSummaryRow): BordereauSummaryDto {
  const b = r.b;
  return {
    id: b.id,
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
    totals: {
      grossPremium: b.grossPremium,
      commission: b.commission,
      totalTaxes: b.totalTaxes,
      netPremium: b.netPremium,
      fees: b.fees,
    },
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
    columns: bordereauColumns.map(([key, cr, header]) => ({ key, cr, header })),
    rows: rows.map((row) => ({
      id: row.id,
      transactionId: row.transactionId,
      values: row.values as Record<string, string>,
      errors: row.errors as { field: string; message: string }[],
    })),
  };
}
