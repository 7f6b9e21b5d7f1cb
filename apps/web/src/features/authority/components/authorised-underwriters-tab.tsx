import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { AuthorisedUnderwriterDto } from '@turbine/domain';
import type { PeriodArgs } from '../api/binding-agreements-api.ts';
import { useDeleteUnderwriterMutation } from '../api/period-contents-api.ts';
import { UnderwriterFormModal } from './underwriter-form-modal.tsx';
import { RowActions } from './row-actions.tsx';

/** §3 authorised underwriters of a period: authority level, maximum backdate days and discount. */
export function AuthorisedUnderwritersTab({
  period,
  underwriters,
  editable,
}: {
  period: PeriodArgs;
  underwriters: AuthorisedUnderwriterDto[];
  editable: boolean;
}) {
  const [editing, setEditing] = useState<AuthorisedUnderwriterDto | 'new' | null>(null);
  const [remove] = useDeleteUnderwriterMutation();

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
                      <RowActions
                        editLabel={`Edit ${u.name}`}
                        deleteLabel={`Remove ${u.name}`}
                        onEdit={() => setEditing(u)}
                        confirm={{
                          title: `Remove ${u.name}`,
                          message: `Remove ${u.name} from the authorised underwriters of this period?`,
                          label: 'Remove',
                        }}
                        onDelete={() => void remove({ period, id: u.id })}
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
        <UnderwriterFormModal
          period={period}
          underwriter={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
