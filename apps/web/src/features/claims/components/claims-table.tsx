import { Anchor, Table, Text } from '@mantine/core';
import type { ClaimSummaryDto, CurrencyCode } from '@turbine/domain';
import { Link } from 'react-router';
import { formatMoney } from '../../../components/format-money.ts';
import { formatCalendarDate } from '../../../components/format-calendar-date.ts';
import { ClaimStatusBadge } from './claim-status-badge.tsx';

/** Claims with their status and money (paid, reserve, total incurred); `compact` for the risk panel. */
export function ClaimsTable({
  claims,
  compact = false,
}: {
  claims: ClaimSummaryDto[];
  compact?: boolean;
}) {
  const money = (c: ClaimSummaryDto, v: string | undefined) =>
    v === undefined ? '—' : formatMoney(v, c.currency as CurrencyCode);
  return (
    <Table.ScrollContainer minWidth={compact ? 0 : 900}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Claim</Table.Th>
            {!compact && <Table.Th>Insured</Table.Th>}
            {!compact && <Table.Th>Claimant</Table.Th>}
            {!compact && <Table.Th>Date of loss</Table.Th>}
            <Table.Th>Status</Table.Th>
            {!compact && <Table.Th>Legal firm</Table.Th>}
            {!compact && <Table.Th ta="right">Paid</Table.Th>}
            {!compact && <Table.Th ta="right">Reserve</Table.Th>}
            <Table.Th ta="right">Total incurred</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {claims.map((c) => {
            const t = c.totals;
            return (
              <Table.Tr key={c.id}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={`/incidents/${c.id}`}
                    fw={600}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {c.reference}
                  </Anchor>
                  {compact && (
                    <Text size="xs" c="dimmed">
                      Loss {formatCalendarDate(c.dateOfLoss)} · {c.claimant}
                    </Text>
                  )}
                </Table.Td>
                {!compact && <Table.Td>{c.insuredName}</Table.Td>}
                {!compact && <Table.Td>{c.claimant}</Table.Td>}
                {!compact && <Table.Td>{formatCalendarDate(c.dateOfLoss)}</Table.Td>}
                <Table.Td>
                  <ClaimStatusBadge claim={c} />
                </Table.Td>
                {!compact && <Table.Td>{c.legalCompany?.name ?? '—'}</Table.Td>}
                {!compact && <Table.Td ta="right">{money(c, t?.paid)}</Table.Td>}
                {!compact && <Table.Td ta="right">{money(c, t?.reserve)}</Table.Td>}
                <Table.Td ta="right">{money(c, t?.totalIncurred)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
