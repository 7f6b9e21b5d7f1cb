import { useState } from 'react';
import { ActionIcon, Button, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { UnderwritingStatusDto } from '@turbine/domain';
import { ErrorPanel } from '../../../../components/error-panel.tsx';
import { useListUnderwritingStatusesQuery } from '../api/risks-list-api.ts';
import { DeleteStatusModal } from './delete-status-modal.tsx';
import {
  colourLabel,
  ColourSwatch,
  UnderwritingStatusModal,
} from './underwriting-status-modal.tsx';

/** §2 Workflow Configuration: the company's custom underwriting statuses (§4), in their order. */
export function WorkflowPanel({ companyId }: { companyId: number }) {
  const query = useListUnderwritingStatusesQuery({ companyId });
  const [editing, setEditing] = useState<UnderwritingStatusDto | 'new' | null>(null);
  // By id: after a refused delete the list refetches, and the modal reads the fresh active risk count.
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const statuses = query.data ?? [];
  const nextOrder = statuses.reduce((max, s) => Math.max(max, s.sortOrder + 1), 0);
  const deleting = statuses.find((s) => s.id === deletingId) ?? null;

  return (
    <Stack>
      <Group justify="flex-end">
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setEditing('new')}
          disabled={!query.data}
        >
          Add status
        </Button>
      </Group>
      {query.isLoading ? (
        <Center py="xl">
          <Loader aria-label="Loading underwriting statuses" />
        </Center>
      ) : query.error || !query.data ? (
        <ErrorPanel
          error={query.error}
          itemName="underwriting status list"
          onRetry={() => void query.refetch()}
        />
      ) : statuses.length === 0 ? (
        <Text c="dimmed" py="lg">
          No underwriting statuses yet. Add the steps your team moves risks through, such as “In
          review” or “Waiting on broker”.
        </Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Colour</Table.Th>
              <Table.Th>Order</Table.Th>
              <Table.Th>Active risks</Table.Th>
              <Table.Th w={100}>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {statuses.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>{s.name}</Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <ColourSwatch colour={s.colour} />
                    <Text size="sm">{colourLabel(s.colour)}</Text>
                  </Group>
                </Table.Td>
                <Table.Td>{s.sortOrder}</Table.Td>
                <Table.Td>{s.activeRisks}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Edit ${s.name}`}
                      onClick={() => setEditing(s)}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${s.name}`}
                      onClick={() => setDeletingId(s.id)}
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
        <UnderwritingStatusModal
          companyId={companyId}
          status={editing === 'new' ? null : editing}
          nextOrder={nextOrder}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteStatusModal
          companyId={companyId}
          status={deleting}
          statuses={statuses}
          onClose={() => setDeletingId(null)}
        />
      )}
    </Stack>
  );
}
