import { Anchor, Card, Group, Select, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { transactionTypeLabels, type RiskListRow } from '@turbine/domain';
import { formatInstant } from '../../../../components/format-instant.ts';
import { formatCalendarDate } from '../lib/calendar-date.ts';
import {
  firstDirection,
  type RiskListSort,
  type RiskListState,
  type SortDirection,
} from '../lib/risk-list-params.ts';
import { assignedLabel, rowAddOnsNote, rowPremium } from './risk-list-table.tsx';
import { TransactionStatusBadge, UnderwritingStatusBadge } from './status-badge.tsx';

/** The table's sortable columns, as the phone's "Sort by" choices. */
const sortOptions: { value: RiskListSort; label: string }[] = [
  { value: 'updatedAt', label: 'Updated' },
  { value: 'reference', label: 'Reference' },
  { value: 'insuredName', label: 'Insured' },
  { value: 'status', label: 'Status' },
  { value: 'inceptionDate', label: 'Inception' },
  { value: 'totalPremium', label: 'Package premium' },
];

/** Sort field and direction as two selects: the table's clickable headers, for the filter drawer. */
export function RiskListSortFields({
  state,
  onSort,
}: {
  state: RiskListState;
  onSort: (sort: RiskListSort, direction: SortDirection) => void;
}) {
  return (
    <Group grow align="flex-end">
      <Select
        label="Sort by"
        data={sortOptions}
        value={state.sort}
        allowDeselect={false}
        onChange={(v) => v && onSort(v as RiskListSort, firstDirection(v as RiskListSort))}
      />
      <Select
        label="Order"
        data={[
          { value: 'asc', label: 'Ascending' },
          { value: 'desc', label: 'Descending' },
        ]}
        value={state.direction}
        allowDeselect={false}
        onChange={(v) => v && onSort(state.sort, v as SortDirection)}
      />
    </Group>
  );
}

/**
 * The risks as stacked cards under the `sm` breakpoint (issue 24 phone, decision 166): the same facts as
 * the table's twelve columns, each labelled, so a 390 px screen reads them without sideways scrolling.
 */
export function RiskListCards({
  rows,
  counterparty,
}: {
  rows: RiskListRow[];
  counterparty: 'broker' | 'underwriter';
}) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Risks">
      {rows.map((row) => (
        <Card key={row.id} component="li" withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Anchor component={Link} to={`/risks/${row.id}`} fw={600} size="sm">
              {row.reference}
            </Anchor>
            <TransactionStatusBadge status={row.status} />
          </Group>
          <Text fw={600} mt={4}>
            {row.insuredName}
          </Text>
          <Text size="sm">
            {row.productPackage.name} · {transactionTypeLabels[row.transactionType]}
          </Text>
          <Text size="sm" c="dimmed">
            {counterparty === 'broker' ? 'Broker' : 'Underwriter'}:{' '}
            {counterparty === 'broker' ? row.brokerCompany.name : row.underwriterCompany.name}
          </Text>
          <Group justify="space-between" mt={6} gap="xs" align="flex-end">
            <Text size="sm">
              {formatCalendarDate(row.inceptionDate)} – {formatCalendarDate(row.expiryDate)}
            </Text>
            <Stack gap={0} align="flex-end">
              <Text size="sm" fw={600}>
                {rowPremium(row)}
              </Text>
              {rowAddOnsNote(row) && (
                <Text size="xs" c="dimmed">
                  {rowAddOnsNote(row)}
                </Text>
              )}
            </Stack>
          </Group>
          <Group justify="space-between" mt={6} gap="xs">
            <Group gap={6}>
              <UnderwritingStatusBadge status={row.underwritingStatus} />
              <Text size="xs" c="dimmed">
                Assigned: {assignedLabel(row)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              Updated {formatInstant(row.updatedAt)}
            </Text>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
