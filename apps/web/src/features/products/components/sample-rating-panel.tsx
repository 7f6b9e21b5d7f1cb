import { useState } from 'react';
import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { VersionRef } from '../api/product-types.ts';
import { useRateSampleMutation } from '../api/version-items-api.ts';
import { ActionError } from './action-error.tsx';
import { JsonField, parseJson } from './json-input.tsx';

const today = () => new Date().toISOString().slice(0, 10);
const show = (v: unknown) =>
  v === null || v === undefined || v === '' ? '—' : typeof v === 'string' ? v : JSON.stringify(v);

/** "Computed value for sample data": rates the saved version with proposal answers the user enters. */
export function SampleRatingPanel({ versionRef }: { versionRef: VersionRef }) {
  const [proposal, setProposal] = useState('{\n  \n}');
  const [inceptionDate, setInceptionDate] = useState(today);
  const [rate, state] = useRateSampleMutation();
  const parsed = parseJson(proposal);
  const valid =
    !parsed.error &&
    typeof parsed.value === 'object' &&
    parsed.value !== null &&
    !Array.isArray(parsed.value);
  const result = state.data;
  return (
    <Paper withBorder p="lg" radius="md" mt="lg">
      <Title order={4} mb={4}>
        Computed values for sample data
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Enter proposal answers as JSON; the saved formulas are rated by the server.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack>
          <JsonField
            label="Sample proposal data"
            value={proposal}
            onChange={setProposal}
            minRows={5}
          />
          <Group align="flex-end">
            <TextInput
              label="Inception date"
              type="date"
              value={inceptionDate}
              onChange={(e) => setInceptionDate(e.currentTarget.value)}
            />
            <Button
              disabled={!valid || !inceptionDate}
              loading={state.isLoading}
              onClick={() =>
                void rate({
                  ...versionRef,
                  proposal: parsed.value as Record<string, unknown>,
                  context: { transactionType: 'newBusiness', inceptionDate },
                })
              }
            >
              Compute
            </Button>
          </Group>
        </Stack>
        <div>
          {state.error && <ActionError error={state.error} title="The sample could not be rated" />}
          {result && !state.error && (
            <Table aria-label="Computed values">
              <Table.Tbody>
                {result.properties.map((p) => (
                  <Table.Tr key={p.name}>
                    <Table.Td>{p.title}</Table.Td>
                    <Table.Td ff="monospace">{p.name}</Table.Td>
                    <Table.Td ta="right">{show(p.value)}</Table.Td>
                  </Table.Tr>
                ))}
                {(['base', 'gross', 'total'] as const).map((k) => (
                  <Table.Tr key={k}>
                    <Table.Td fw={600}>Premium {k}</Table.Td>
                    <Table.Td />
                    <Table.Td ta="right" fw={600}>
                      {result.premium[k]}
                    </Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Td fw={600}>Decision</Table.Td>
                  <Table.Td />
                  <Table.Td ta="right">{result.decision}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          )}
        </div>
      </SimpleGrid>
    </Paper>
  );
}
