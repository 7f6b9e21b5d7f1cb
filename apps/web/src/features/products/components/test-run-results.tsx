import { Alert, Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { TestRunDto } from '@turbine/domain';

const show = (v: unknown) =>
  v === null || v === undefined ? '—' : Array.isArray(v) ? v.join(', ') : String(v);

/** One run: pass/fail per case with a diff of expected against actual. */
export function TestRunResults({ run }: { run: TestRunDto }) {
  return (
    <Stack gap="sm">
      <Alert
        color={run.passed ? 'green' : 'red'}
        title={
          run.passed ? 'All test cases passed' : `${run.failed} of ${run.total} test cases failed`
        }
      >
        {run.total - run.failed} passed, {run.failed} failed.
      </Alert>
      {run.results.map((r) => (
        <Stack key={r.testCaseId} gap={4}>
          <Group gap="xs">
            <Badge color={r.passed ? 'green' : 'red'}>{r.passed ? 'pass' : 'fail'}</Badge>
            <Text fw={600}>{r.name}</Text>
          </Group>
          {r.error && (
            <Text c="red" size="sm">
              {r.error}
            </Text>
          )}
          {r.diff.length > 0 && (
            <Table aria-label={`Results of ${r.name}`} withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Field</Table.Th>
                  <Table.Th>Expected</Table.Th>
                  <Table.Th>Actual</Table.Th>
                  <Table.Th>Result</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {r.diff.map((d) => (
                  <Table.Tr
                    key={d.field}
                    bg={d.passed ? undefined : 'var(--mantine-color-red-light)'}
                  >
                    <Table.Td ff="monospace">{d.field}</Table.Td>
                    <Table.Td>{show(d.expected)}</Table.Td>
                    <Table.Td>{show(d.actual)}</Table.Td>
                    <Table.Td>{d.passed ? 'pass' : 'fail'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
