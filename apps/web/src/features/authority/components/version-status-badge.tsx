import { Badge } from '@mantine/core';
import type { VersionStatus } from '@turbine/domain';
import { statusColours, statusLabels } from '../lib/authority-labels.ts';

/** The §4 state of a period or endorsement version. */
export function VersionStatusBadge({ status }: { status: VersionStatus }) {
  return (
    <Badge color={statusColours[status]} variant="light">
      {statusLabels[status]}
    </Badge>
  );
}
