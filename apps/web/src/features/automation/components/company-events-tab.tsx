import { ActionIcon, Alert, Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { CompanyEventDto } from '@turbine/domain';
import { useState } from 'react';
import { errorMessage } from '../../../app/api-error.ts';
import { formatInstant } from '../../../components/format-instant.ts';
import {
  useAutomationCatalogueQuery,
  useDeleteCompanyEventMutation,
  useListCompanyEventsQuery,
} from '../api/automation-api.ts';
import { CompanyEventEditor } from './company-event-editor.tsx';

type Editing = { event: CompanyEventDto | null } | null;

const runColour: Record<string, string> = {
  succeeded: 'green',
  failed: 'red',
  running: 'blue',
  queued: 'gray',
};

/** §2 Company Events and Event Actions (issue 13): the list, the editor with ordered actions and the runs. */
export function CompanyEventsTab({ companyId }: { companyId: number }) {
  const list = useListCompanyEventsQuery(companyId);
  const catalogue = useAutomationCatalogueQuery(companyId);
  const [remove] = useDeleteCompanyEventMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const items = list.data?.items ?? [];
  const label = (id: string) => catalogue.data?.events.find((e) => e.id === id)?.label ?? id;

  if (editing && catalogue.data) {
    const current = editing.event
      ? (items.find((e) => e.id === editing.event!.id) ?? editing.event)
      : null;
    return (
      <CompanyEventEditor
        key={current?.id ?? 'new'}
        companyId={companyId}
        event={current}
        catalogue={catalogue.data}
        onDone={(saved) => setEditing(saved ? { event: saved } : null)}
      />
    );
  }

  const confirmDelete = (e: CompanyEventDto) =>
    modals.openConfirmModal({
      title: `Delete event ${e.name}`,
      children: <Text>Delete the company event {e.name} and its recorded runs?</Text>,
      labels: { confirm: 'Delete event', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void remove({ companyId, id: e.id }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          When something happens to a risk, run actions in order: generate documents, send an email,
          notify people, set the underwriting status, assign an underwriter, add a tag, call a
          webhook.
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ event: null })}>
          New event
        </Button>
      </Group>
      {(list.isLoading || catalogue.isLoading) && (
        <Loader size="sm" aria-label="Loading company events" />
      )}
      {list.error && <Alert color="red">{errorMessage(list.error)}</Alert>}
      {list.data && items.length === 0 && (
        <Text c="dimmed">No company events yet. Create one with New event.</Text>
      )}
      {items.length > 0 && (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Event</Table.Th>
              <Table.Th>Actions</Table.Th>
              <Table.Th>Runs</Table.Th>
              <Table.Th>Last run</Table.Th>
              <Table.Th w={90} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>
                  <Group gap="xs">
                    {e.name}
                    {!e.enabled && (
                      <Badge color="gray" variant="light" size="sm">
                        Disabled
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{label(e.event)}</Table.Td>
                <Table.Td>{e.actions.map((a) => a.name).join(' → ')}</Table.Td>
                <Table.Td>
                  {e.synchronous
                    ? 'At once'
                    : e.delaySeconds
                      ? `After ${e.delaySeconds} s`
                      : 'In the background'}
                </Table.Td>
                <Table.Td>
                  {e.lastRun ? (
                    <Group gap="xs">
                      <Badge color={runColour[e.lastRun.status] ?? 'gray'} variant="light">
                        {e.lastRun.status}
                      </Badge>
                      <Text size="sm">{formatInstant(e.lastRun.createdAt)}</Text>
                    </Group>
                  ) : (
                    '—'
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Edit ${e.name}`}
                      onClick={() => setEditing({ event: e })}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${e.name}`}
                      onClick={() => confirmDelete(e)}
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
    </Stack>
  );
}
