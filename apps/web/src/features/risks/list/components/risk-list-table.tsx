import { Anchor, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { Link } from 'react-router';
import { transactionTypeLabels, type CurrencyCode, type RiskListRow } from '@turbine/domain';
import { formatInstant } from '../../../../components/format-instant.ts';
import { formatMoney } from '../../../../components/format-money.ts';
import { formatCalendarDate } from '../lib/calendar-date.ts';
import type { RiskListSort, RiskListState } from '../lib/risk-list-params.ts';
import { ImportedBadge, TransactionStatusBadge, UnderwritingStatusBadge } from './status-badge.tsx';

/**
 * The package's total premium (main and add-ons, issue 19 item 5) in its currency; the risk page's
 * cover details and total show the same figure, part by part.
 */
export const rowPremium = (row: RiskListRow) =>
  formatMoney(row.packageTotalPremium ?? row.totalPremium, row.currency as CurrencyCode);

/** "incl. add-ons $770.00" under a package total that has an add-on part, else null. */
export const rowAddOnsNote = (row: RiskListRow): string | null =>
  row.addOnsPremium !== null && !/^0+(\.0+)?$/.test(row.addOnsPremium)
    ? `incl. add-ons ${formatMoney(row.addOnsPremium, row.currency as CurrencyCode)}`
    : null;

/** The assigned underwriter, "Team" when referred to the underwriting team, else a dash. */
export const assignedLabel = (row: RiskListRow) =>
  row.assignedUnderwriter?.name ?? (row.referredToTeam ? 'Team' : '—');

function SortHeader({
  label,
  sort,
  state,
  onSort,
}: {
  label: string;
  sort: RiskListSort;
  state: RiskListState;
  onSort: (s: RiskListSort) => void;
}) {
  const active = state.sort === sort;
  const Icon = !active
    ? IconArrowsSort
    : state.direction === 'asc'
      ? IconSortAscending
      : IconSortDescending;
  return (
    <Table.Th
      aria-sort={active ? (state.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <UnstyledButton onClick={() => onSort(sort)} aria-label={`Sort by ${label}`}>
        <Group gap={4} wrap="nowrap">
          <Text fw={700} size="sm">
            {label}
          </Text>
          <Icon size={14} opacity={active ? 1 : 0.4} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

interface RiskListTableProps {
  rows: RiskListRow[];
  state: RiskListState;
  onSort: (sort: RiskListSort) => void;
  /** Brokers see the underwriting company; underwriters and insurers see the broker. */
  counterparty: 'broker' | 'underwriter';
}

/** The risks as a table with sortable headers (§2 Risks list view). */
export function RiskListTable({ rows, state, onSort, counterparty }: RiskListTableProps) {
  return (
    <Table.ScrollContainer minWidth={1300}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <SortHeader label="Reference" sort="reference" state={state} onSort={onSort} />
            <SortHeader label="Insured" sort="insuredName" state={state} onSort={onSort} />
            <Table.Th>{counterparty === 'broker' ? 'Broker' : 'Underwriter'}</Table.Th>
            <Table.Th>Product package</Table.Th>
            <SortHeader label="Status" sort="status" state={state} onSort={onSort} />
            <Table.Th>Type</Table.Th>
            <Table.Th>Underwriting status</Table.Th>
            <Table.Th>Assigned underwriter</Table.Th>
            <SortHeader label="Inception" sort="inceptionDate" state={state} onSort={onSort} />
            <Table.Th>Expiry</Table.Th>
            <SortHeader label="Package premium" sort="totalPremium" state={state} onSort={onSort} />
            <SortHeader label="Updated" sort="updatedAt" state={state} onSort={onSort} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Group gap={6} wrap="nowrap">
                  <Anchor component={Link} to={`/risks/${row.id}`} fw={600} size="sm">
                    {row.reference}
                  </Anchor>
                  <ImportedBadge importedAt={row.importedAt} />
                </Group>
              </Table.Td>
              <Table.Td>{row.insuredName}</Table.Td>
              <Table.Td>
                {counterparty === 'broker' ? row.brokerCompany.name : row.underwriterCompany.name}
              </Table.Td>
              <Table.Td>{row.productPackage.name}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <TransactionStatusBadge status={row.status} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {transactionTypeLabels[row.transactionType]}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <UnderwritingStatusBadge status={row.underwritingStatus} />
              </Table.Td>
              <Table.Td>{assignedLabel(row)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatCalendarDate(row.inceptionDate)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatCalendarDate(row.expiryDate)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {rowPremium(row)}
                {rowAddOnsNote(row) && (
                  <Text size="xs" c="dimmed">
                    {rowAddOnsNote(row)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatInstant(row.updatedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
