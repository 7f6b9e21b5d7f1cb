import { ActionIcon, Button, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { AuthorisedUnderwriterDto } from '@turbine/domain';
import type { PeriodArgs } from '../api/binding-agreements-api.ts';
import { useDeleteUnderwriterMutation } from '../api/period-contents-api.ts';
import { UnderwriterFormModal } from './underwriter-form-modal.tsx';

/** §3 authorised underwriters of a period: authority level, maximum backdate days and discount. */
export function AuthorisedUnderwritersTab({ period, underwriters, editable }: { period: PeriodArgs; underwriters: AuthorisedUnderwriterDto[]; editable: boolean }) {
  const [editing, setEditing] = useState<AuthorisedUnderwriterDto | 'new' | null>(null);
  const [remove] = useDeleteUnderwriterMutation();
  const confirmDelete = (u: AuthorisedUnderwriterDto) =>
    modals.openConfirmModal({
      title: `Remove ${u.name}`,
      children: <Text>Remove {u.name} from the authorised underwriters of this period?</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void remove({ period, id: u.id }),
    });

  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          Who may underwrite under this period, and how far.
        </Text>
        {editable && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Add authorised underwriter
          </Button>
        )}
      </Group>
      {underwriters.length === 0 ? (
        <Text c="dimmed">No authorised underwriters yet. Publishing needs at least one.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" striped aria-label="Authorised underwriters">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Authority level</Table.Th>
                <Table.Th>Maximum backdate days</Table.Th>
                <Table.Th>Maximum discount</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {underwriters.map((u) => (
                <Table.Tr key={u.id}>
                  <Table.Td>
                    <Text fw={500} size="sm">
                      {u.name}
                    </Text>
                    <Text c="dimmed" size="xs">
                      {u.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{u.authorityLevel}</Table.Td>
                  <Table.Td>{u.maximumBackdateDays}</Table.Td>
                  <Table.Td>{u.maximumDiscountPercentage} %</Table.Td>
                  <Table.Td>
                    {editable && (
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <ActionIcon variant="subtle" aria-label={`Edit ${u.name}`} onClick={() => setEditing(u)}>
                          <IconPencil size={18} />
                        </ActionIcon>
                        <ActionIcon variant="subtle" color="red" aria-label={`Remove ${u.name}`} onClick={() => confirmDelete(u)}>
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
      {editing && <UnderwriterFormModal period={period} underwriter={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
