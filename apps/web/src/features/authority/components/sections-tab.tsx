import { ActionIcon, Button, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { CurrencyCode, SectionDto } from '@turbine/domain';
import type { PeriodArgs } from '../api/binding-agreements-api.ts';
import { useDeleteSectionMutation } from '../api/period-contents-api.ts';
import { formatMoney, formatPercent } from '../lib/format-money.ts';
import { SectionFormModal } from './section-form-modal.tsx';

interface SectionsTabProps {
  period: PeriodArgs;
  sections: SectionDto[];
  currency: CurrencyCode;
  editable: boolean;
}

/** §3 sections of a period with their limits; shares and risk codes have their own tabs. */
export function SectionsTab({ period, sections, currency, editable }: SectionsTabProps) {
  const [editing, setEditing] = useState<SectionDto | 'new' | null>(null);
  const [remove] = useDeleteSectionMutation();
  // A section in a group answers 409 until the group no longer names it (toasted).
  const confirmDelete = (s: SectionDto) =>
    modals.openConfirmModal({
      title: `Delete section ${s.name}`,
      children: <Text>Delete the section with its quota shares and risk codes?</Text>,
      labels: { confirm: 'Delete section', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void remove({ period, id: s.id }),
    });

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
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <ActionIcon variant="subtle" aria-label={`Edit section ${s.name}`} onClick={() => setEditing(s)}>
                          <IconPencil size={18} />
                        </ActionIcon>
                        <ActionIcon variant="subtle" color="red" aria-label={`Delete section ${s.name}`} onClick={() => confirmDelete(s)}>
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && <SectionFormModal period={period} section={editing === 'new' ? null : editing} currency={currency} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
