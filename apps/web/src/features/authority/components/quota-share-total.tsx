import { Group, Text } from '@mantine/core';
import { Messages } from '@turbine/domain';
import { sumDecimals, totalsExactly100 } from '../lib/decimal-sum.ts';

/** The live total of a section's shares, exact in decimal, with §5's message until it is 100. */
export function QuotaShareTotal({ shares }: { shares: string[] }) {
  const total = sumDecimals(shares.map((s) => s.trim() || '0'));
  const complete = totalsExactly100(shares);
  return (
    <Group gap="md" aria-live="polite">
      <Text size="sm" fw={600} data-testid="quota-share-total">
        Total: {total === null ? '—' : `${total} %`}
      </Text>
      {!complete && (
        <Text size="sm" c="red">
          {Messages.totalMustEqual100}
        </Text>
      )}
    </Group>
  );
}
