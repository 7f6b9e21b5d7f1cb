import { Badge } from '@mantine/core';
import { claimStatusLabels, ClaimStage, type ClaimSummaryDto } from '@turbine/domain';

/** The claim's stage before acceptance, then its Lloyd's status; closed statuses are grey. */
export function ClaimStatusBadge({
  claim,
}: {
  claim: Pick<ClaimSummaryDto, 'stage' | 'status' | 'open'>;
}) {
  if (claim.stage === ClaimStage.Reported)
    return (
      <Badge color="yellow" variant="light">
        Reported
      </Badge>
    );
  if (claim.stage === ClaimStage.Declined)
    return (
      <Badge color="red" variant="light">
        Declined
      </Badge>
    );
  return (
    <Badge
      color={claim.open ? 'blue' : 'gray'}
      variant="light"
      // Lloyd's statuses are long ("Open – Claim paid, fees outstanding"): wrap rather than cut.
      styles={{
        root: { textTransform: 'none', height: 'auto', paddingBlock: 2 },
        label: { whiteSpace: 'normal', overflow: 'visible' },
      }}
    >
      {claim.status ? claimStatusLabels[claim.status] : 'Open'}
    </Badge>
  );
}
