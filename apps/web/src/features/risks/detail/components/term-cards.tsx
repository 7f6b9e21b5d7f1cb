import { useState } from 'react';
import { Button, Checkbox, Group, Text } from '@mantine/core';
import { RiskMessages, TransactionType, type RiskDto, type RiskPackageDto } from '@turbine/domain';
import { formatInstant } from '../../../../components/format-instant.ts';
import { formatMoney } from '../../../../components/format-money.ts';
import { useConfirmDeclarationMutation } from '../api/risk-api.ts';
import { currencyOf, formatRiskDate } from '../lib/risk-format.ts';
import { RefusalAlert } from '../../../../components/refusal-alert.tsx';
import { Facts, SectionCard } from '../../../../components/section-card.tsx';
import { StatusBadge } from './status-badges.tsx';

/** §2 Term details: inception, expiry, the current transaction's effective date and the risk's time zone. */
export function TermDetailsCard({ pkg, main }: { pkg: RiskPackageDto; main: RiskDto }) {
  return (
    <SectionCard title="Term details">
      <Facts
        cols={4}
        items={[
          { label: 'Inception', value: formatRiskDate(main.current.inceptionDate) },
          { label: 'Expiry', value: formatRiskDate(main.current.expiryDate) },
          { label: 'Effective date', value: formatRiskDate(main.current.effectiveDate) },
          { label: 'Time zone', value: pkg.timeZone },
        ]}
      />
    </SectionCard>
  );
}

/** §2 / §5 Declaration: a signed and dated proposal was received; shows who confirmed it and when. */
export function DeclarationCard({
  companyId,
  pkg,
  canConfirm,
}: {
  companyId: number;
  pkg: RiskPackageDto;
  canConfirm: boolean;
}) {
  const [checked, setChecked] = useState(false);
  const [missing, setMissing] = useState(false);
  const [confirm, { isLoading, error }] = useConfirmDeclarationMutation();
  const d = pkg.declaration;
  return (
    <SectionCard title="Declaration">
      {d ? (
        <Text size="sm">
          Confirmed by <b>{d.confirmedBy.name}</b> · {formatInstant(d.confirmedAt)}: a signed and
          dated proposal was received.
        </Text>
      ) : canConfirm ? (
        <Group justify="space-between" align="flex-start">
          <Checkbox
            label={RiskMessages.declarationRequired}
            checked={checked}
            onChange={(e) => {
              setChecked(e.currentTarget.checked);
              setMissing(false);
            }}
            error={missing ? RiskMessages.declarationRequired : undefined}
          />
          <Button
            size="xs"
            loading={isLoading}
            onClick={() => {
              if (!checked) setMissing(true);
              else void confirm({ companyId, riskPackageId: pkg.id });
            }}
          >
            Confirm declaration
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          Not confirmed yet.
        </Text>
      )}
      <RefusalAlert error={error} title="The declaration was not recorded" />
    </SectionCard>
  );
}

/** §2 Cancellation: for a policy (main or add-on) with a cancellation, its reason, effective date and return premium. */
export function CancellationCard({ pkg, risk }: { pkg: RiskPackageDto; risk: RiskDto }) {
  const cancellation = [...risk.transactions]
    .reverse()
    .find((t) => t.type === TransactionType.Cancellation);
  if (!cancellation) return null;
  const change = cancellation.premiumChange;
  const returned = change === null ? null : change.trim().replace(/^-/, '');
  const title = pkg.risks.length > 1 ? `Cancellation: ${risk.product.name}` : 'Cancellation';
  return (
    <SectionCard title={title} actions={<StatusBadge status={cancellation.status} size="sm" />}>
      <Facts
        cols={3}
        items={[
          { label: 'Reason for cancellation', value: cancellation.reasonForCancellation ?? '—' },
          { label: 'Effective date', value: formatRiskDate(cancellation.effectiveDate) },
          { label: 'Return premium', value: formatMoney(returned, currencyOf(pkg.currency)) },
        ]}
      />
    </SectionCard>
  );
}
