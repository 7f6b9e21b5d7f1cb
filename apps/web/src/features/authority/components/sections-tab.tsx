import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { CurrencyCode, SectionDto } from '@turbine/domain';
import type { PeriodArgs } from '../api/binding-agreements-api.ts';
import { useDeleteSectionMutation } from '../api/period-contents-api.ts';
import { formatMoney, formatPercent } from '../../../components/format-money.ts';
import { SectionFormModal } from './section-form-modal.tsx';
import { RowActions } from './row-actions.tsx';

interface SectionsTabProps {
  period: PeriodArgs;
  sections: SectionDto[];
  currency: CurrencyCode;
  editable: boolean;
}

/** §3 sections of a period with their limits; shares and risk codes have their own tabs. */
export function SectionsTab({ period, sections, currency, editable }: SectionsTabProps) {
  const [editing, setEditing] = useState<SectionDto | 'new' | null>(null);
  // A section in a group answers 409 until the group no longer names it (toasted).
  const [remove] = useDeleteSectionMutation();

  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          Amounts in {currency.toUpperCase()}.
        </Text>
        {editable && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Add section
          </Button>
        )}
      </Group>
      {sections.length === 0 ? (
        <Text c="dimmed">No sections yet. Publishing needs at least one.</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="sm" striped aria-label="Sections">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Section</Table.Th>
                <Table.Th>Minimum limit</Table.Th>
                <Table.Th>Maximum limit</Table.Th>
                <Table.Th>Maximum premium</Table.Th>
                <Table.Th>Notifiable premium limit</Table.Th>
                <Table.Th>Exchange commission</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sections.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td fw={500}>{s.name}</Table.Td>
                  <Table.Td>{formatMoney(s.minimumLimit, currency)}</Table.Td>
                  <Table.Td>{formatMoney(s.maximumLimit, currency)}</Table.Td>
                  <Table.Td>{formatMoney(s.maximumPremiumLimit, currency)}</Table.Td>
                  <Table.Td>{formatPercent(s.notifiablePremiumLimitPercentage)}</Table.Td>
                  <Table.Td>{formatPercent(s.exchangeCommissionPercentage)}</Table.Td>
                  <Table.Td>
                    {editable && (
                      <RowActions
                        editLabel={`Edit section ${s.name}`}
                        deleteLabel={`Delete section ${s.name}`}
                        onEdit={() => setEditing(s)}
                        confirm={{
                          title: `Delete section ${s.name}`,
                          message: 'Delete the section with its quota shares and risk codes?',
                          label: 'Delete section',
                        }}
                        onDelete={() => void remove({ period, id: s.id })}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && (
        <SectionFormModal
          period={period}
          section={editing === 'new' ? null : editing}
          currency={currency}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
