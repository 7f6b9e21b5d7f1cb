import { Alert, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { transactionTypeLabels, type RiskDto, type RiskTransactionDto } from '@turbine/domain';
import { useState } from 'react';
import { errorMessage } from '../../../../app/api-error.ts';
import { useGetRiskPackageQuery } from '../../detail/api/risk-api.ts';
import { useGetPremiumChangeQuery } from '../api/premium-change-api.ts';
import { PremiumChangeView } from './premium-change-view.tsx';
import { RiskPicker } from './risk-picker.tsx';

interface PremiumChangeTabProps {
  companyId: number;
  riskPackageId: number;
  risks: RiskDto[];
  currency: string;
  /** The package this one renews: its policy's rated transactions are offered too (renewal vs expiring). */
  renewalOfId?: number | null;
}

const label = (t: RiskTransactionDto) =>
  `${t.sequence}. ${transactionTypeLabels[t.type]} from ${t.effectiveDate}`;

const ratedOf = (r: RiskDto | undefined) =>
  (r?.transactions ?? []).filter((t) => t.calculatedPremium !== null);

/**
 * "Why did the premium change" (decision 215): two rated transactions of a risk (an amendment against
 * the original, a re-quote, a renewal against the expiring policy) side by side with the waterfall.
 * A renewal's pickers also list the expiring policy's transactions of the same product (decision 237);
 * the defaults are the last two rated, expiring first. The API decides what a broker may read.
 */
export function PremiumChangeTab({
  companyId,
  riskPackageId,
  risks,
  currency,
  renewalOfId = null,
}: PremiumChangeTabProps) {
  const [riskId, setRiskId] = useState(risks[0]?.id ?? 0);
  const risk = risks.find((r) => r.id === riskId) ?? risks[0];
  // An expiring package the viewer cannot read (or that failed) leaves this package's own transactions.
  const expiringPkg = useGetRiskPackageQuery(
    { companyId, riskPackageId: renewalOfId ?? 0 },
    { skip: renewalOfId === null },
  );
  const expiring = ratedOf(expiringPkg.data?.risks.find((r) => r.product.id === risk?.product.id));
  const own = ratedOf(risk);
  const rated = [...expiring, ...own];
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
  const item = (t: RiskTransactionDto) => ({ value: String(t.id), label: label(t) });
  const options =
    expiring.length > 0
      ? [
          {
            group: `Expiring policy ${expiringPkg.data?.reference ?? ''}`,
            items: expiring.map(item),
          },
          { group: 'This policy', items: own.map(item) },
        ]
      : own.map(item);
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
          A comparison needs two rated transactions of this risk or of the policy it renews (an
          amendment, a renewal or a re-quote).
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
