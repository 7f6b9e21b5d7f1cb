import { useState } from 'react';
import { Accordion, Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { formatInstant } from '../../../components/format-instant.ts';
import type { TestCaseDto, VersionRef } from '../api/product-types.ts';
import {
  useDeleteTestCaseMutation,
  useListTestCasesQuery,
  useListTestRunsQuery,
  useRunTestsMutation,
} from '../api/version-items-api.ts';
import { ActionError } from './action-error.tsx';
import { ItemTable } from './item-table.tsx';
import { EmptyState, QueryState } from './query-state.tsx';
import { TestCaseModal } from './test-case-modal.tsx';
import { TestRunResults } from './test-run-results.tsx';

/** Test Runs (§2): saved cases, "Run all" with a per-case diff, and past runs. */
export function TestRunsTab({
  versionRef,
  editable,
  canRun,
}: {
  versionRef: VersionRef;
  editable: boolean;
  canRun: boolean;
}) {
  const cases = useListTestCasesQuery(versionRef);
  const runs = useListTestRunsQuery(versionRef);
  const [remove, removeState] = useDeleteTestCaseMutation();
  const [run, runState] = useRunTestsMutation();
  const [open, setOpen] = useState<TestCaseDto | 'new' | null>(null);
  return (
    <QueryState query={cases} itemName="test case list">
      {({ data }) => (
        <>
          {removeState.error && (
            <ActionError
              error={removeState.error}
              title="The test case was not deleted"
              onClose={() => removeState.reset()}
            />
          )}
          <ItemTable
            items={data}
            noun="test case"
            emptyHint="A test case is a proposal with the premium, values and decision the version must give."
            editable={editable}
            onAdd={() => setOpen('new')}
            onEdit={setOpen}
            onDelete={(c) => void remove({ ...versionRef, id: c.id })}
            columns={[
              { label: 'Name', render: (c) => c.name },
              { label: 'Inception', render: (c) => c.context.inceptionDate },
              { label: 'Expects', render: (c) => Object.keys(c.expected).join(', ') || '—' },
            ]}
          />
          <Paper withBorder p="lg" radius="md" mt="lg">
            <Group justify="space-between" mb="md">
              <Title order={4}>Runs</Title>
              {canRun && (
                <Button
                  leftSection={<IconPlayerPlay size={16} />}
                  loading={runState.isLoading}
                  disabled={data.length === 0}
                  onClick={() => void run(versionRef)}
                >
                  Run all
                </Button>
              )}
            </Group>
            {runState.error && (
              <ActionError error={runState.error} title="The test cases could not be run" />
            )}
            {runState.data && <TestRunResults run={runState.data} />}
            <QueryState query={runs} itemName="test run list">
              {(past) =>
                past.data.length === 0 ? (
                  <EmptyState title="No runs yet">
                    Run the test cases to see whether the version rates as expected.
                  </EmptyState>
                ) : (
                  <Accordion mt="md" variant="separated">
                    {past.data.map((r) => (
                      <Accordion.Item key={r.id} value={String(r.id)}>
                        <Accordion.Control>
                          <Group gap="sm">
                            <Badge color={r.passed ? 'green' : 'red'}>
                              {r.passed ? 'passed' : 'failed'}
                            </Badge>
                            <Text size="sm">
                              {formatInstant(r.createdAt)} · {r.total - r.failed}/{r.total} passed
                            </Text>
                          </Group>
                        </Accordion.Control>
                        <Accordion.Panel>
                          <TestRunResults run={r} />
                        </Accordion.Panel>
                      </Accordion.Item>
                    ))}
                  </Accordion>
                )
              }
            </QueryState>
          </Paper>
          {open && (
            <TestCaseModal
              versionRef={versionRef}
              testCase={open === 'new' ? null : open}
              readOnly={!editable}
              onClose={() => setOpen(null)}
            />
          )}
        </>
      )}
    </QueryState>
  );
}
