import { Alert, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { transactionTypeLabels, type RiskDto, type RiskTransactionDto } from '@turbine/domain';
import { useState } from 'react';
import { errorMessage } from '../../../../app/api-error.ts';
import { useGetPremiumChangeQuery } from '../api/premium-change-api.ts';
import { PremiumChangeView } from './premium-change-view.tsx';
import { RiskPicker } from './risk-picker.tsx';

interface PremiumChangeTabProps {
  companyId: number;
  riskPackageId: number;
  risks: RiskDto[];
  currency: string;
}

const label = (t: RiskTransactionDto) =>
  `${t.sequence}. ${transactionTypeLabels[t.type]} from ${t.effectiveDate}`;

/**
 * "Why did the premium change" (decision 215): two rated transactions of a risk (an amendment against
 * the original, a re-quote) side by side with the waterfall. The API decides what a broker may read.
 */
export function PremiumChangeTab({
  companyId,
  riskPackageId,
  risks,
  currency,
}: PremiumChangeTabProps) {
  const [riskId, setRiskId] = useState(risks[0]?.id ?? 0);
  const risk = risks.find((r) => r.id === riskId) ?? risks[0];
  const rated = (risk?.transactions ?? []).filter((t) => t.calculatedPremium !== null);
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const fromId = from ?? rated.at(-2)?.id ?? null;
  const toId = to ?? rated.at(-1)?.id ?? null;
  const ready = risk !== undefined && fromId !== null && toId !== null;
  const change = useGetPremiumChangeQuery(
    { companyId, riskPackageId, riskId: risk?.id ?? 0, from: fromId ?? 0, to: toId ?? 0 },
    { skip: !ready },
  );
  if (!risk) return <Text c="dimmed">This package has no risks.</Text>;
  const options = rated.map((t) => ({ value: String(t.id), label: label(t) }));
  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <RiskPicker
          risks={risks}
          value={risk.id}
          onChange={(id) => {
            setRiskId(id);
            setFrom(null);
            setTo(null);
          }}
        />
        <Select
          label="Compare"
          data={options}
          value={fromId === null ? null : String(fromId)}
          onChange={(v) => v && setFrom(Number(v))}
          allowDeselect={false}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Select
          label="With"
          data={options}
          value={toId === null ? null : String(toId)}
          onChange={(v) => v && setTo(Number(v))}
          allowDeselect={false}
          style={{ flex: 1, minWidth: 220 }}
        />
      </Group>
      {rated.length < 2 ? (
        <Text c="dimmed">
          A comparison needs two rated transactions of this risk (an amendment, a renewal or a
          re-quote).
        </Text>
      ) : change.isFetching && !change.data ? (
        <Loader size="sm" aria-label="Loading the comparison" />
      ) : change.error ? (
        <Alert color="red" title="The comparison could not be made">
          {errorMessage(change.error)}
        </Alert>
      ) : change.data ? (
        <PremiumChangeView change={change.data} currency={currency} />
      ) : null}
    </Stack>
  );
}
