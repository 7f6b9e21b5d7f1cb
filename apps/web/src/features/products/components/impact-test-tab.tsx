import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { isActiveJobRunState } from '@turbine/domain';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '../../../app/api-error.ts';
import { JobProgress } from '../../../components/job-progress.tsx';
import {
  useGetImpactTestQuery,
  useListImpactTestsQuery,
  useStartImpactTestMutation,
} from '../api/impact-test-api.ts';
import type { VersionRef } from '../api/product-types.ts';
import { ImpactSummary } from './impact-summary.tsx';

/** The browser's calendar day (not UTC's: before 11 am in Sydney, UTC is still yesterday). */
const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * Impact test of a draft version (decision 216): choose the period, run the job, then read what the
 * draft does to the live version's policies bound in it. The CSV is the job's download.
 */
export function ImpactTestTab({ versionRef, canRun }: { versionRef: VersionRef; canRun: boolean }) {
  const now = new Date();
  const [from, setFrom] = useState(
    isoDay(new Date(now.getFullYear() - 1, now.getMonth(), now.getDate())),
  );
  const [to, setTo] = useState(isoDay(now));
  const [chosen, setChosen] = useState<number | null>(null);
  const list = useListImpactTestsQuery(versionRef);
  const [start, starting] = useStartImpactTestMutation();
  const tests = list.data?.data ?? [];
  const currentId = chosen ?? tests[0]?.id ?? null;
  const current = useGetImpactTestQuery(
    { ...versionRef, id: currentId ?? 0 },
    { skip: currentId === null, pollingInterval: 2000, skipPollingIfUnfocused: true },
  );
  const test = current.data;
  const running = test?.job ? isActiveJobRunState(test.job.state) : false;
  const errors = fieldErrors(starting.error);
  const run = async () => {
    const res = await start({ ...versionRef, body: { from, to } });
    if ('data' in res && res.data) setChosen(res.data.id);
  };
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Re-rates every policy bound on the live version in the period on this draft — same answers,
        same dates — and shows how premiums and decisions would change.
      </Text>
      {canRun && (
        <Group align="flex-end">
          <TextInput
            type="date"
            label="Bound from"
            value={from}
            onChange={(e) => setFrom(e.currentTarget.value)}
            error={errors.from}
          />
          <TextInput
            type="date"
            label="Bound to"
            value={to}
            onChange={(e) => setTo(e.currentTarget.value)}
            error={errors.to}
          />
          <Button onClick={() => void run()} loading={starting.isLoading} disabled={running}>
            Run impact test
          </Button>
        </Group>
      )}
      {starting.error && !errors.from && !errors.to && (
        <Alert color="red">{errors.status ?? errorMessage(starting.error)}</Alert>
      )}
      {tests.length > 1 && (
        <Select
          label="Test"
          data={tests.map((t) => ({
            value: String(t.id),
            label: `#${t.id}: bound ${t.from} to ${t.to}`,
          }))}
          value={currentId === null ? null : String(currentId)}
          onChange={(v) => v && setChosen(Number(v))}
          allowDeselect={false}
          maw={360}
        />
      )}
      {tests.length === 0 && !list.isLoading && (
        <Text c="dimmed">No impact test has been run on this version.</Text>
      )}
      {test?.job && (
        <JobProgress jobId={test.job.id} label={`Impact test #${test.id} (CSV)`} unit="policies" />
      )}
      {test?.summary && <ImpactSummary summary={test.summary} versionRef={versionRef} />}
    </Stack>
  );
}
