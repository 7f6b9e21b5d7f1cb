import { ImportMessages as M, TransactionType, type ImportRowErrorDto } from '@turbine/domain';
import { KeySet } from './key-set.ts';
import type { CheckedRow } from './row-check.ts';

/** What the write needs of a policy beyond its rows: its state after its last transaction. */
export interface PolicySummary {
  firstRow: number;
  lastType: number;
  lastEffective: string;
  inceptionDate: string;
  expiryDate: string;
  totalPremium: string | null;
  cancelled: boolean;
  brokerId: number;
  productId: number;
  versionId: number;
  agreementId: number;
  sectionId: number;
  insuredName: string;
}

/** One policy of the file: its checked rows in order (the first is new business or a renewal). */
export interface Policy {
  summary: PolicySummary;
  rows: CheckedRow[];
}

/**
 * Checks that each policy's rows are a possible history (decisions 128, 155): a policy's rows follow one
 * another (a reference used by an earlier policy is refused), it starts with new business or a renewal; then
 * amendments, and at most one cancellation, last; effective dates do not go back; inception, broker, product,
 * version, agreement, section and insured stay the same. Only the current policy is held: the heap stays
 * flat whatever the file's length (the references seen are 64-bit hashes in a `KeySet`).
 */
export class PolicySequence {
  private current: (Policy & { key: string }) | null = null;
  private readonly seen = new KeySet();

  /** Policies started so far. */
  get count(): number {
    return this.seen.size;
  }

  /** Checks the row's place; `completed` is the previous policy when this row starts a new one. */
  accept(
    r: CheckedRow,
    cells: Record<string, string>,
  ): { errors: ImportRowErrorDto[]; completed: Policy | null } {
    const errors: ImportRowErrorDto[] = [];
    const fail = (column: string, message: string) =>
      errors.push({ row: r.row, column, value: cells[column] ?? '', message });
    const fresh = r.type === TransactionType.NewBusiness || r.type === TransactionType.Renewal;
    const c = this.current;
    if (!c || c.key !== r.key) {
      if (this.seen.has(r.key)) fail('reference', M.policyRowsApart);
      else if (!fresh) fail('transaction_type', M.firstNotNew);
      if (errors.length) return { errors, completed: null };
      this.seen.add(r.key);
      this.current = {
        key: r.key,
        rows: [r],
        summary: {
          firstRow: r.row,
          lastType: r.type,
          lastEffective: r.effectiveDate,
          inceptionDate: r.inceptionDate,
          expiryDate: r.expiryDate,
          totalPremium: r.money.total_premium,
          cancelled: false,
          brokerId: r.brokerId,
          productId: r.product.id,
          versionId: r.versionId,
          agreementId: r.agreement.id,
          sectionId: r.sectionId,
          insuredName: r.insured.name,
        },
      };
      return { errors, completed: c };
    }
    const p = c.summary;
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
    if (errors.length) return { errors, completed: null };
    c.rows.push(r);
    p.lastType = r.type;
    p.lastEffective = r.effectiveDate;
    p.expiryDate = r.expiryDate;
    p.totalPremium = r.money.total_premium;
    p.cancelled = r.type === TransactionType.Cancellation;
    return { errors, completed: null };
  }

  /** The last policy, once the file has ended. */
  finish(): Policy | null {
    const c = this.current;
    this.current = null;
    return c;
  }
}
