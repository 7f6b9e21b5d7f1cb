import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Select,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  isSystemUser,
  taxClassLabels,
  taxJurisdictions,
  taxKindLabels,
  taxRateStatusLabels,
  type TaxClassName,
  type TaxRateDto,
} from '@turbine/domain';
import { useAuth } from '../../../app/auth-context.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { formatCalendarDate } from '../../../components/format-calendar-date.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { useDeleteTaxRateMutation, useListTaxRatesQuery } from '../api/tax-rates-api.ts';
import { TaxRateModal } from '../components/tax-rate-modal.tsx';

const statusColours = { V: 'green', V2: 'blue', U: 'yellow' } as const;

function rateText(row: TaxRateDto): string {
  const perHundred = row.kind === 'fenz' || row.kind === 'nhc';
  const rate = perHundred ? `${row.rate}c per $100` : `${row.rate} %`;
  const flat = row.flat === null ? rate : `$${row.flat} flat`;
  return row.cap === null ? flat : `${flat}, sum insured capped at $${row.cap}`;
}

/**
 * The operator's AU/NZ tax and levy table (decision 197): every rate row with the days it applies to and
 * its source; the rating engine reads these rows, so a change of rate is an edit here, not a release.
 */
export function TaxRatesPage() {
  const { user } = useAuth();
  const system = user != null && isSystemUser(user);
  const rates = useListTaxRatesQuery(undefined, { skip: !system });
  const [remove] = useDeleteTaxRateMutation();
  const [jurisdiction, setJurisdiction] = useState<string | null>(null);
  const [editing, setEditing] = useState<TaxRateDto | 'new' | null>(null);

  if (!system) return <ErrorPanel kind="notAuthorised" title="Access denied" />;
  const rows = (rates.data?.data ?? []).filter(
    (r) => jurisdiction === null || r.jurisdiction === jurisdiction,
  );
  const confirmDelete = (row: TaxRateDto) =>
    modals.openConfirmModal({
      title: `Delete the ${row.jurisdiction} ${taxKindLabels[row.kind]} row from ${formatCalendarDate(row.effectiveFrom)}`,
      children: (
        <Text>
          Ratings from now on no longer read it; premiums already rated keep their figures. To end a
          rate, give it an end date instead.
        </Text>
      ),
      labels: { confirm: 'Delete rate', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void remove(row.id),
    });
  const body = rates.isLoading ? (
    <Center py="xl">
      <Loader aria-label="Loading tax rates" />
    </Center>
  ) : rates.isError ? (
    <ErrorPanel error={rates.error} itemName="tax rates" onRetry={() => void rates.refetch()} />
  ) : rows.length === 0 ? (
    <Text c="dimmed">No rate for this jurisdiction.</Text>
  ) : (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover aria-label="Tax rates" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Jurisdiction</Table.Th>
            <Table.Th>Tax</Table.Th>
            <Table.Th>Classes</Table.Th>
            <Table.Th>Rate</Table.Th>
            <Table.Th>From</Table.Th>
            <Table.Th>Until</Table.Th>
            <Table.Th>Source</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.jurisdiction}</Table.Td>
              <Table.Td>
                {taxKindLabels[row.kind].replace(/ \(.*\)$/, '')}
                {row.smallBusinessOnly && (
                  <Text size="xs" c="dimmed">
                    Small business declared
                  </Text>
                )}
              </Table.Td>
              <Table.Td maw={260}>
                <Text size="sm" lineClamp={2}>
                  {row.classes.length === 0
                    ? 'Any other class'
                    : row.classes.map((c) => taxClassLabels[c as TaxClassName] ?? c).join(', ')}
                </Text>
              </Table.Td>
              <Table.Td>{rateText(row)}</Table.Td>
              <Table.Td>{formatCalendarDate(row.effectiveFrom)}</Table.Td>
              <Table.Td>
                {row.effectiveTo ? formatCalendarDate(row.effectiveTo) : 'In force'}
              </Table.Td>
              <Table.Td maw={280}>
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <Badge color={statusColours[row.status]} variant="light" size="sm">
                    {taxRateStatusLabels[row.status]}
                  </Badge>
                  <Tooltip label={row.source} multiline w={420} withinPortal>
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {row.source}
                    </Text>
                  </Tooltip>
                </Group>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Edit ${row.jurisdiction} ${row.kind} from ${row.effectiveFrom}`}
                    onClick={() => setEditing(row)}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${row.jurisdiction} ${row.kind} from ${row.effectiveFrom}`}
                    onClick={() => confirmDelete(row)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return (
    <PageContainer
      title="Tax rates"
      description="Australian and New Zealand premium taxes and levies by date. Rating reads these rows: a new rate is a new row with its start date."
    >
      <Group justify="space-between" mb="md">
        <Select
          aria-label="Jurisdiction shown"
          placeholder="Every jurisdiction"
          clearable
          w={220}
          value={jurisdiction}
          onChange={setJurisdiction}
          data={[...taxJurisdictions]}
        />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Add rate
        </Button>
      </Group>
      {body}
      {editing !== null && (
        <TaxRateModal
          {...(editing === 'new' ? {} : { row: editing })}
          onClose={() => setEditing(null)}
        />
      )}
    </PageContainer>
  );
}
