import { useState } from 'react';
import { ActionIcon, Button, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Messages, type CompanyTagDto } from '@turbine/domain';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { useDeleteCompanyTagMutation, useListCompanyTagsQuery } from '../api/tags-api.ts';
import { TagChip } from './tag-chip.tsx';
import { TagFormModal } from './tag-form-modal.tsx';

/** The company's tags with how many risks and companies carry each; add, edit and delete. */
export function TagsTable({ companyId }: { companyId: number }) {
  const query = useListCompanyTagsQuery(companyId);
  const [remove] = useDeleteCompanyTagMutation();
  const [editing, setEditing] = useState<CompanyTagDto | 'new' | null>(null);

  const confirmDelete = (tag: CompanyTagDto) =>
    modals.openConfirmModal({
      title: `Delete tag ${tag.name}?`,
      children: (
        <Text size="sm">
          It is removed from {tag.riskPackages} risk(s) and {tag.companies} company(ies).
        </Text>
      ),
      labels: { confirm: 'Delete tag', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void remove({ companyId, id: tag.id }).then((r) => {
          if (r.error) notifications.show({ color: 'red', message: Messages.unknownError });
        }),
    });

  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          Labels only your company sees, for its risks and the companies it works with.
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Add tag
        </Button>
      </Group>
      {query.isLoading ? (
        <Center py="xl">
          <Loader aria-label="Loading tags" />
        </Center>
      ) : query.error || !query.data ? (
        <ErrorPanel error={query.error} itemName="tag list" onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <Text c="dimmed" py="lg">
          No tags yet. Add tags such as “VIP” or “Renewal review” to group risks and companies.
        </Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Tag</Table.Th>
              <Table.Th>Risks</Table.Th>
              <Table.Th>Companies</Table.Th>
              <Table.Th w={100}>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td>
                  <TagChip tag={t} />
                </Table.Td>
                <Table.Td>{t.riskPackages}</Table.Td>
                <Table.Td>{t.companies}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Edit ${t.name}`}
                      onClick={() => setEditing(t)}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${t.name}`}
                      onClick={() => confirmDelete(t)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing !== null && (
        <TagFormModal
          companyId={companyId}
          tag={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
