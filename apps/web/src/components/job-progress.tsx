import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconX } from '@tabler/icons-react';
import { isActiveJobRunState, type JobRunDto, type JobRunState } from '@turbine/domain';
import { useAppDispatch } from '../app/hooks.ts';
import { downloadFile } from './download-file.ts';
import { subscribeJobEvents } from './job-events.ts';
import { jobsApi, useCancelJobMutation, useGetJobQuery } from './jobs-api.ts';

/** Without a push for this long, an active job is read again (the realtime connection may be down). */
export const JOB_POLL_MS = 2000;

const stateLabels: Record<JobRunState, { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'gray' },
  running: { label: 'Running', color: 'blue' },
  succeeded: { label: 'Done', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  cancelled: { label: 'Cancelled', color: 'gray' },
};

const count = (n: number) => n.toLocaleString('en-AU');

function countsText(job: JobRunDto, unit: string): string {
  if (job.state === 'queued') return 'Waiting to start…';
  if (job.total === null) return job.state === 'running' ? 'Starting…' : '';
  return `${count(job.done)} of ${count(job.total)} ${unit}`;
}

export interface JobProgressProps {
  jobId: number;
  /** What the job makes, e.g. "Bound policy report (CSV)". */
  label: string;
  /** What the counts count, e.g. "rows". */
  unit?: string;
}

/**
 * A tracked job's progress (decision 106): state, percent and counts, the failure reason, Cancel while
 * it is active and Download once it succeeded. Pushed changes (`job.updated` on the user's channel)
 * update it at once; without them it reads GET /jobs/{id} every couple of seconds while active.
 */
export function JobProgress({ jobId, label, unit = 'items' }: JobProgressProps) {
  const dispatch = useAppDispatch();
  const job = useGetJobQuery(jobId);
  const [cancel, cancelling] = useCancelJobMutation();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const lastPush = useRef(0);
  const active = job.data ? isActiveJobRunState(job.data.state) : false;

  useEffect(
    () =>
      subscribeJobEvents((pushed) => {
        if (pushed.id !== jobId) return;
        lastPush.current = Date.now();
        dispatch(jobsApi.util.upsertQueryData('getJob', jobId, pushed));
      }),
    [jobId, dispatch],
  );

  const { refetch } = job;
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => {
      if (Date.now() - lastPush.current >= JOB_POLL_MS) void refetch();
    }, JOB_POLL_MS);
    return () => clearInterval(timer);
  }, [active, refetch]);

  if (job.isLoading) return <Text c="dimmed">Loading {label.toLowerCase()}…</Text>;
  if (!job.data)
    return (
      <Alert color="red" variant="light" title={`${label}: the progress could not be read`}>
        <Button size="xs" variant="default" mt="xs" onClick={() => void job.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  const data = job.data;
  const state = stateLabels[data.state];
  const percent = data.percent ?? 0;

  const download = async () => {
    if (!data.result) return;
    setDownloadError(null);
    try {
      await downloadFile(data.result.url, { fileName: data.result.name });
    } catch (error) {
      setDownloadError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Paper withBorder p="md" radius="md" aria-label={`${label} progress`} component="section">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={500}>{label}</Text>
          <Badge color={state.color} variant="light">
            {state.label}
          </Badge>
        </Group>
        <Progress
          value={data.state === 'queued' || data.percent === null ? (active ? 100 : 0) : percent}
          color={data.state === 'failed' ? 'red' : data.state === 'succeeded' ? 'green' : 'blue'}
          striped={active}
          animated={active}
          size="lg"
          aria-label={`${label}: ${data.percent === null ? state.label : `${percent}%`}`}
        />
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {countsText(data, unit)}
          </Text>
          {data.percent !== null && data.state !== 'queued' && (
            <Text size="sm" c="dimmed">
              {percent}%
            </Text>
          )}
        </Group>
        {data.state === 'failed' && data.failureReason && (
          <Alert color="red" variant="light" title="The job failed">
            {data.failureReason}
          </Alert>
        )}
        {downloadError && (
          <Alert color="red" variant="light" title="The file was not downloaded">
            {downloadError}
          </Alert>
        )}
        <Group justify="flex-end">
          {active && (
            <Button
              variant="default"
              leftSection={<IconX size={16} />}
              loading={cancelling.isLoading}
              onClick={() => void cancel(jobId)}
            >
              Cancel
            </Button>
          )}
          {data.state === 'succeeded' && data.result && (
            <Button
              component="a"
              href={data.result.url}
              leftSection={<IconDownload size={16} />}
              onClick={(event: React.MouseEvent) => {
                event.preventDefault();
                void download();
              }}
            >
              Download {data.result.name}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
