import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { errorMessage } from '../../../app/api-error.ts';
import { formatInstant } from '../../../components/format-instant.ts';
import { useListRunsQuery, useRetryRunMutation } from '../api/automation-api.ts';

const colour: Record<string, string> = {
  succeeded: 'green',
  failed: 'red',
  running: 'blue',
  queued: 'gray',
};

/** The event's recorded runs: each action's outcome, the error, the duration; a failed run retried by hand. */
export function EventRuns({ companyId, eventId }: { companyId: number; eventId: number }) {
  const runs = useListRunsQuery({ companyId, id: eventId });
  const [retry, retrying] = useRetryRunMutation();
  const items = runs.data?.items ?? [];
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={4}>Runs</Title>
        <Button variant="default" size="xs" onClick={() => void runs.refetch()}>
          Refresh
        </Button>
      </Group>
      {runs.isLoading && <Loader size="sm" aria-label="Loading runs" />}
      {runs.error && <Alert color="red">{errorMessage(runs.error)}</Alert>}
      {retrying.error && <Alert color="red">{errorMessage(retrying.error)}</Alert>}
      {runs.data && items.length === 0 && <Text c="dimmed">This event has not run yet.</Text>}
      {items.length > 0 && (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Risk</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Actions</Table.Th>
              <Table.Th>Duration</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{formatInstant(r.createdAt)}</Table.Td>
                <Table.Td>{String(r.payload.reference ?? '')}</Table.Td>
                <Table.Td>
                  <Badge color={colour[r.status] ?? 'gray'} variant="light">
                    {r.status}
                  </Badge>
                  {r.attempts > 1 && (
                    <Text size="xs" c="dimmed">
                      {r.attempts} attempts
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    {r.steps.map((s, i) => (
                      <Text key={i} size="sm">
                        {s.status === 'done' ? '✓' : '✗'} {s.name} ({s.durationMs} ms)
                      </Text>
                    ))}
                    {r.error && (
                      <Code block color="red.1">
                        {r.error}
                      </Code>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>{r.durationMs === null ? '—' : `${r.durationMs} ms`}</Table.Td>
                <Table.Td>
                  {r.canRetry && (
                    <Button
                      size="xs"
                      loading={retrying.isLoading && retrying.originalArgs?.runId === r.id}
                      onClick={() => void retry({ companyId, id: eventId, runId: r.id })}
                    >
                      Retry
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
