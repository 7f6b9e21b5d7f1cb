import { Badge, Group } from '@mantine/core';
import { statusColours } from './product-labels.ts';

/** A version's §4 state (draft, live, locked) and whether a risk uses it. */
export function StatusBadges({ status, inUse }: { status: string; inUse: boolean }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={statusColours[status] ?? 'gray'} variant="light">
        {status}
      </Badge>
      {inUse && (
        <Badge color="orange" variant="outline">
          in use
        </Badge>
      )}
    </Group>
  );
}
