import { Badge } from '@mantine/core';
import {
  TransactionStatus,
  transactionStatusLabels,
  transactionTypeLabels,
  type TransactionType,
} from '@turbine/domain';

const statusColours: Record<TransactionStatus, string> = {
  [TransactionStatus.Initiated]: 'gray',
  [TransactionStatus.Submitted]: 'blue',
  [TransactionStatus.Quoted]: 'teal',
  [TransactionStatus.Declined]: 'red',
  [TransactionStatus.Referred]: 'orange',
  [TransactionStatus.NotTakenUp]: 'dark',
  [TransactionStatus.Bound]: 'green',
};

/** A transaction status (§4) as a coloured badge. */
export function StatusBadge({
  status,
  size = 'md',
}: {
  status: TransactionStatus;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Badge color={statusColours[status]} size={size} variant="filled">
      {transactionStatusLabels[status]}
    </Badge>
  );
}

/** A transaction type; Adjustment reads "Amendment" (§4). */
export function TypeBadge({
  type,
  size = 'md',
}: {
  type: TransactionType;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Badge color="gray" variant="light" size={size}>
      {transactionTypeLabels[type]}
    </Badge>
  );
}
