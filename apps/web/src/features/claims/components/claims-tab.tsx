import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { CurrencyCode } from '@turbine/domain';
import { Link } from 'react-router';
import { errorMessage } from '../../../app/api-error.ts';
import { formatMoney } from '../../../components/format-money.ts';
import { useListPackageClaimsQuery } from '../api/claims-api.ts';
import { ClaimsTable } from './claims-table.tsx';

interface ClaimsTabProps {
  companyId: number;
  riskPackageId: number;
  reference: string;
  currency: string;
  /** A bound policy's broker or agency with ManageRisks may report an incident from here. */
  canReport: boolean;
}

/**
 * §2 underwriter panel Claims: the policy's claims, and those of the policies it renews (the claims
 * history a renewal is underwritten with), with their totals.
 */
export function ClaimsTab({
  companyId,
  riskPackageId,
  reference,
  currency,
  canReport,
}: ClaimsTabProps) {
  const { data, error, isLoading } = useListPackageClaimsQuery({ companyId, riskPackageId });
  const incurred = (data ?? []).reduce(
    // Cents as integers (the API's amounts have exactly 2 places): exact, never a float.
    (sum, c) => sum + BigInt((c.totals?.totalIncurred ?? '0.00').replace('.', '')),
    0n,
  );
  const total = `${incurred / 100n}.${String(incurred % 100n).padStart(2, '0')}`;
  return (
    <Stack gap="sm">
      {isLoading && <Loader size="sm" aria-label="Loading claims" />}
      {error && <Alert color="red">{errorMessage(error)}</Alert>}
      {data && data.length === 0 && <Text c="dimmed">No claims on this policy.</Text>}
      {data && data.length > 0 && (
        <>
          <ClaimsTable claims={data} compact />
          <Group justify="space-between">
            <Text size="sm" fw={600}>
              {data.length} claim{data.length === 1 ? '' : 's'} · total incurred
            </Text>
            <Text size="sm" fw={700} data-testid="claims-total-incurred">
              {formatMoney(total, currency as CurrencyCode)}
            </Text>
          </Group>
        </>
      )}
      {canReport && (
        <Group justify="flex-end">
          <Button
            component={Link}
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            to={`/incidents/new?riskPackageId=${riskPackageId}&reference=${encodeURIComponent(reference)}`}
          >
            Report an incident
          </Button>
        </Group>
      )}
    </Stack>
  );
}
