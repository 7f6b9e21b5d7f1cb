import { useState } from 'react';
import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlayerStop, IconRefresh, IconRotateClockwise } from '@tabler/icons-react';
import { isSystemUser, type SystemJobDto, type SystemJobState } from '@turbine/domain';
import { useAuth } from '../../../app/auth-context.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { formatInstant } from '../../../components/format-instant.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import {
  useCancelSystemJobMutation,
  useListSystemJobsQuery,
  useRetrySystemJobMutation,
} from '../api/system-jobs-api.ts';

const stateColours: Record<SystemJobState, string> = {
  created: 'gray',
  retry: 'yellow',
  active: 'blue',
  completed: 'green',
  cancelled: 'gray',
  failed: 'red',
};
const stateLabels: Record<SystemJobState, string> = {
  created: 'queued',
  retry: 'awaiting retry',
  active: 'running',
  completed: 'completed',
  cancelled: 'cancelled',
  failed: 'failed',
};
const cancellable: SystemJobState[] = ['created', 'retry', 'active'];

/** The operator's Jobs page (decision 106): recent and failed background jobs, with retry and cancel. */
export function SystemJobsPage() {
  const { user } = useAuth();
  const system = user != null && isSystemUser(user);
  const [view, setView] = useState<'recent' | 'failed'>('recent');
  const jobs = useListSystemJobsQuery(view === 'failed' ? { state: 'failed' } : {}, {
    skip: !system,
    pollingInterval: 10_000,
  });

  if (!system) return <ErrorPanel kind="notAuthorised" title="Access denied" />;
  const rows = jobs.data?.data ?? [];
  const body = jobs.isLoading ? (
    <Center py="xl">
      <Loader aria-label="Loading jobs" />
    </Center>
  ) : jobs.isError ? (
    <ErrorPanel error={jobs.error} itemName="jobs" onRetry={() => void jobs.refetch()} />
  ) : rows.length === 0 ? (
    <Text c="dimmed">{view === 'failed' ? 'No job has failed.' : 'No job has run yet.'}</Text>
  ) : (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover aria-label="Jobs" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Queue</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Attempts</Table.Th>
            <Table.Th>Error</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Started</Table.Th>
            <Table.Th>Completed</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((job) => (
            <JobRow key={job.id} job={job} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return (
    <PageContainer
      title="Jobs"
      description="Background jobs of every queue (outbox deliveries, mail, exports), newest first."
    >
      <Group justify="space-between" mb="md">
        <SegmentedControl
          aria-label="Jobs shown"
          value={view}
          onChange={(v) => setView(v === 'failed' ? 'failed' : 'recent')}
          data={[
            { value: 'recent', label: 'Recent' },
            { value: 'failed', label: 'Failed' },
          ]}
        />
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          onClick={() => void jobs.refetch()}
          loading={jobs.isFetching && !jobs.isLoading}
        >
          Refresh
        </Button>
      </Group>
      {body}
    </PageContainer>
  );
}

function JobRow({ job }: { job: SystemJobDto }) {
  const [retry, retrying] = useRetrySystemJobMutation();
  const [cancel, cancelling] = useCancelSystemJobMutation();
  const target = { queue: job.queue, id: job.id };
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {job.queue}
        </Text>
        {job.trackedJobId !== null && (
          <Text size="xs" c="dimmed">
            Tracked job #{job.trackedJobId}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Badge color={stateColours[job.state]} variant="light">
          {stateLabels[job.state]}
        </Badge>
      </Table.Td>
      <Table.Td>
        {job.attempts} of {job.retryLimit + 1}
      </Table.Td>
      <Table.Td maw={280}>
        {job.error ? (
          <Tooltip label={job.error} multiline w={360} withinPortal>
            <Text size="sm" c="red" lineClamp={2}>
              {job.error}
            </Text>
          </Tooltip>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        )}
      </Table.Td>
      <Table.Td>{formatInstant(job.createdAt)}</Table.Td>
      <Table.Td>{formatInstant(job.startedAt)}</Table.Td>
      <Table.Td>{formatInstant(job.completedAt)}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          {job.state === 'failed' && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRotateClockwise size={14} />}
              loading={retrying.isLoading}
              onClick={() => void retry(target)}
              aria-label={`Retry ${job.queue} job ${job.id}`}
            >
              Retry
            </Button>
          )}
          {cancellable.includes(job.state) && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPlayerStop size={14} />}
              loading={cancelling.isLoading}
              onClick={() => void cancel(target)}
              aria-label={`Cancel ${job.queue} job ${job.id}`}
            >
              Cancel
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
