import { Badge } from '@mantine/core';
import { TransactionStatus, transactionStatusLabels } from '@turbine/domain';

/** One colour per transaction status, used by the list's badges and the column view's headers. */
export const transactionStatusColours: Record<TransactionStatus, string> = {
  [TransactionStatus.Initiated]: 'gray',
  [TransactionStatus.Submitted]: 'blue',
  [TransactionStatus.Referred]: 'orange',
  [TransactionStatus.Quoted]: 'violet',
  [TransactionStatus.Bound]: 'green',
  [TransactionStatus.Declined]: 'red',
  [TransactionStatus.NotTakenUp]: 'dark',
};

/** The transaction status as a coloured badge (§4 statuses). */
export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  return (
    <Badge color={transactionStatusColours[status]} variant="light" miw="max-content">
      {transactionStatusLabels[status]}
    </Badge>
  );
}

/**
 * The mark of a policy brought in by Import Policy Data (decision 156): its premium came from the file,
 * not from the rating engine.
 */
export function ImportedBadge({ importedAt }: { importedAt: number | null }) {
  if (importedAt === null) return null;
  return (
    <Badge color="gray" variant="outline" size="sm" miw="max-content" title="Imported policy">
      Imported
    </Badge>
  );
}

/** A company's custom underwriting status in its own colour (§4 workflow), or a dash. */
export function UnderwritingStatusBadge({
  status,
}: {
  status: { name: string; colour: string } | null;
}) {
  if (!status) return <>—</>;
  return (
    <Badge color={status.colour} variant="dot" miw="max-content">
      {status.name}
    </Badge>
  );
}
