import { ImportMessages as M, TransactionType, type ImportRowErrorDto } from '@turbine/domain';
import type { CheckedRow } from './row-check.ts';

/** What the write pass needs of a policy: its first row, and its state after its last transaction. */
export interface PolicySummary {
  firstRow: number;
  transactions: number;
  lastType: number;
  lastEffective: string;
  inceptionDate: string;
  expiryDate: string;
  totalPremium: string | null;
  boundAt: Date;
  cancelled: boolean;
  brokerId: number;
  productId: number;
  versionId: number;
  agreementId: number;
  sectionId: number;
  insuredName: string;
}

/**
 * Checks that each policy's rows (same reference, in file order) are a possible history (decision 128): it
 * starts with new business or a renewal; then amendments, and at most one cancellation, last; effective
 * dates do not go back; inception, broker, product, version, agreement, section and insured stay the same.
 */
export class PolicySequence {
  readonly policies = new Map<string, PolicySummary>();

  accept(r: CheckedRow, cells: Record<string, string>): ImportRowErrorDto[] {
    const errors: ImportRowErrorDto[] = [];
    const fail = (column: string, message: string) =>
      errors.push({ row: r.row, column, value: cells[column] ?? '', message });
    const fresh = r.type === TransactionType.NewBusiness || r.type === TransactionType.Renewal;
    const p = this.policies.get(r.key);
    if (!p) {
      if (!fresh) fail('transaction_type', M.firstNotNew);
      if (!errors.length)
        this.policies.set(r.key, {
          firstRow: r.row,
          transactions: 1,
          lastType: r.type,
          lastEffective: r.effectiveDate,
          inceptionDate: r.inceptionDate,
          expiryDate: r.expiryDate,
          totalPremium: r.money.total_premium,
          boundAt: r.boundAt,
          cancelled: false,
          brokerId: r.brokerId,
          productId: r.product.id,
          versionId: r.versionId,
          agreementId: r.agreement.id,
          sectionId: r.sectionId,
          insuredName: r.insured.name,
        });
      return errors;
    }
    if (fresh) fail('transaction_type', M.newAfterFirst);
    if (p.cancelled) fail('transaction_type', M.afterCancellation);
    if (r.effectiveDate < p.lastEffective) fail('effective_date', M.effectiveBeforePrevious);
    if (r.inceptionDate !== p.inceptionDate) fail('inception_date', M.differsFromFirst);
    const same: [string, unknown, unknown][] = [
      ['broker', r.brokerId, p.brokerId],
      ['product', r.product.id, p.productId],
      ['product_version', r.versionId, p.versionId],
      ['binding_agreement', r.agreement.id, p.agreementId],
      ['section', r.sectionId, p.sectionId],
      ['insured_name', r.insured.name.toLowerCase(), p.insuredName.toLowerCase()],
    ];
    for (const [column, mine, first] of same) if (mine !== first) fail(column, M.differsFromFirst);
    if (errors.length) return errors;
    p.transactions += 1;
    p.lastType = r.type;
    p.lastEffective = r.effectiveDate;
    p.expiryDate = r.expiryDate;
    p.totalPremium = r.money.total_premium;
    p.boundAt = r.boundAt;
    p.cancelled = r.type === TransactionType.Cancellation;
    return errors;
  }
}
