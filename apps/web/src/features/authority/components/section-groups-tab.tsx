import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { SectionDto, SectionGroupDto } from '@turbine/domain';
import type { PeriodArgs } from '../api/binding-agreements-api.ts';
import { useDeleteSectionGroupMutation } from '../api/period-contents-api.ts';
import { SectionGroupFormModal } from './section-group-form-modal.tsx';
import { RowActions } from './row-actions.tsx';

/** §3 section groups for co-insurance; deleting a group keeps its sections. */
export function SectionGroupsTab({
  period,
  groups,
  sections,
  editable,
}: {
  period: PeriodArgs;
  groups: SectionGroupDto[];
  sections: SectionDto[];
  editable: boolean;
}) {
  const [editing, setEditing] = useState<SectionGroupDto | 'new' | null>(null);
  const [remove] = useDeleteSectionGroupMutation();
  const nameOf = (id: number) => sections.find((s) => s.id === id)?.name ?? `Section ${id}`;

  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          Sections written together as co-insurance.
        </Text>
        {editable && (
          <Button
            leftSection={<IconPlus size={16} />}
            disabled={sections.length < 2}
            onClick={() => setEditing('new')}
          >
            Add section group
          </Button>
        )}
      </Group>
      {groups.length === 0 ? (
        <Text c="dimmed">
          {sections.length < 2 ? 'A group needs at least two sections.' : 'No section groups.'}
        </Text>
      ) : (
        <Table verticalSpacing="sm" striped aria-label="Section groups">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Group</Table.Th>
              <Table.Th>Sections</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.map((g) => (
              <Table.Tr key={g.id}>
                <Table.Td>
                  <Text fw={500} size="sm">
                    {g.name}
                  </Text>
                  {g.description && (
                    <Text c="dimmed" size="xs">
                      {g.description}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {g.sectionIds.map((id) => (
                      <Badge key={id} variant="outline">
                        {nameOf(id)}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {editable && (
                    <RowActions
                      editLabel={`Edit group ${g.name}`}
                      deleteLabel={`Delete group ${g.name}`}
                      onEdit={() => setEditing(g)}
                      confirm={{
                        title: `Delete group ${g.name}`,
                        message: 'Delete the group? Its sections stay in the period.',
                        label: 'Delete group',
                      }}
                      onDelete={() => void remove({ period, id: g.id })}
                    />
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing && (
        <SectionGroupFormModal
          period={period}
          group={editing === 'new' ? null : editing}
          sections={sections}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
