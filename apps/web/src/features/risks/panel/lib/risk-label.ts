import {
  ProductRole,
  TransactionStatus,
  type RiskDto,
  type RiskTransactionDto,
} from '@turbine/domain';

/** A risk of the package by its product, marked main or add-on. */
export function riskLabel(risk: RiskDto): string {
  return `${risk.product.name} (${risk.productRole === ProductRole.Main ? 'main' : 'add-on'})`;
}

/** Statuses of an open transaction: only these take endorsement changes and manual adjustments (the API refuses the rest). */
const openStatuses: readonly number[] = [
  TransactionStatus.Initiated,
  TransactionStatus.Submitted,
  TransactionStatus.Quoted,
  TransactionStatus.Referred,
];

export function isOpen(transaction: RiskTransactionDto): boolean {
  return openStatuses.includes(transaction.status);
}
