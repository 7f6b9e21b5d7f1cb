import { Badge } from '@mantine/core';
import type { BordereauStatus } from '@turbine/domain';

/** Draft (the agency reviews it) or submitted (frozen, the insurer has it). */
export function BordereauStatusBadge({ status }: { status: BordereauStatus }) {
  return status === 'submitted' ? (
    <Badge color="green" variant="light" miw={96}>
      Submitted
    </Badge>
  ) : (
    <Badge color="yellow" variant="light" miw={72}>
      Draft
    </Badge>
  );
}

/** "October 2026" for "2026-10". */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString('en-AU', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
