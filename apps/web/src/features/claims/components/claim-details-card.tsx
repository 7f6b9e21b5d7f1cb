import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ClaimDto, CurrencyCode } from '@turbine/domain';
import { Link } from 'react-router';
import { formatMoney } from '../../../components/format-money.ts';
import { formatCalendarDate } from '../../../components/format-calendar-date.ts';
import { ClaimStatusBadge } from './claim-status-badge.tsx';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** The incident as reported, with its policy and who handles it. */
export function ClaimDetailsCard({ claim }: { claim: ClaimDto }) {
  const currency = claim.currency as CurrencyCode;
  // A legal firm has no access to the policy page; the policy's parties follow the link.
  const policy =
    claim.viewerRole === 'legal' ? (
      claim.policyReference
    ) : (
      <Anchor component={Link} to={`/risks/${claim.riskPackageId}`}>
        {claim.policyReference}
      </Anchor>
    );
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="md">
        <Title order={3}>Incident</Title>
        <ClaimStatusBadge claim={claim} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        <Field label="Policy">{policy}</Field>
        <Field label="Insured">{claim.insuredName}</Field>
        <Field label="Claimant">{claim.claimant}</Field>
        <Field label="Date of loss">{formatCalendarDate(claim.dateOfLoss)}</Field>
        <Field label="Date first advised">{formatCalendarDate(claim.dateFirstAdvised)}</Field>
        <Field label="Amount claimed">{formatMoney(claim.amountClaimed, currency)}</Field>
        {claim.lossState && <Field label="Location">{claim.lossState}, Australia</Field>}
        <Field label="Underwriting agency">{claim.underwriterCompany.name}</Field>
        <Field label="Legal firm">{claim.legalCompany?.name ?? 'Not appointed'}</Field>
        {claim.reportedBy && (
          <Field label="Reported by">
            {claim.reportedBy.name}
            {claim.reportedBy.companyName ? ` (${claim.reportedBy.companyName})` : ''}
          </Field>
        )}
      </SimpleGrid>
      {claim.lossDescription && (
        <Stack gap={2} mt="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Loss description
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {claim.lossDescription}
          </Text>
        </Stack>
      )}
      {claim.declineReason && (
        <Text size="sm" c="red" mt="md">
          Declined: {claim.declineReason}
        </Text>
      )}
    </Card>
  );
}

/** Paid, reserve and incurred for indemnity and fees, and the total incurred (CR0155). */
export function ClaimTotalsCard({ claim }: { claim: ClaimDto }) {
  const t = claim.totals;
  if (!t) return null;
  const m = (v: string) => formatMoney(v, claim.currency as CurrencyCode);
  const rows = [
    ['Indemnity', t.indemnityPaid, t.indemnityReserve, t.indemnityIncurred],
    ['Fees', t.feesPaid, t.feesReserve, t.feesIncurred],
  ] as const;
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} mb="sm">
        Reserves and payments
      </Title>
      <Table fz="sm" aria-label="Claim totals">
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th ta="right">Paid</Table.Th>
            <Table.Th ta="right">Reserve</Table.Th>
            <Table.Th ta="right">Incurred</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([label, paid, reserve, incurred]) => (
            <Table.Tr key={label}>
              <Table.Td>{label}</Table.Td>
              <Table.Td ta="right">{m(paid)}</Table.Td>
              <Table.Td ta="right">{m(reserve)}</Table.Td>
              <Table.Td ta="right">{m(incurred)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr fw={700}>
            <Table.Td>Total</Table.Td>
            <Table.Td ta="right">{m(t.paid)}</Table.Td>
            <Table.Td ta="right">{m(t.reserve)}</Table.Td>
            <Table.Td ta="right" data-testid="total-incurred">
              {m(t.totalIncurred)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Card>
  );
}
