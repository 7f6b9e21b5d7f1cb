import { Accordion, Badge, Code, Group, Stack, Text } from '@mantine/core';
import type { TraceEntry } from '@turbine/rating';
import { showValue } from '../lib/output-value.ts';

const kindLabels: Record<TraceEntry['kind'], string> = {
  property: 'Property formulas',
  underwriting: 'Underwriting formulas',
  step: 'Underwriting formula steps',
  rule: 'Rules',
  premium: 'Premium',
};
const kindOrder: TraceEntry['kind'][] = ['property', 'underwriting', 'step', 'rule', 'premium'];

/**
 * The engine's trace (DESIGN §6: every value computed, how and from what) as a collapsible list:
 * one section per kind in evaluation order, each entry with its expression, inputs and result.
 */
export function TraceList({ trace }: { trace: readonly TraceEntry[] }) {
  if (trace.length === 0) return <Text c="dimmed">The trace is empty.</Text>;
  const groups = kindOrder
    .map((kind) => ({ kind, entries: trace.filter((t) => t.kind === kind) }))
    .filter((g) => g.entries.length > 0);
  return (
    <Accordion multiple variant="separated" aria-label="Trace">
      {groups.map((g) => (
        <Accordion.Item key={g.kind} value={g.kind}>
          <Accordion.Control>
            <Group gap="xs">
              <Text fw={600}>{kindLabels[g.kind]}</Text>
              <Badge variant="light" color="gray">
                {g.entries.length}
              </Badge>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              {g.entries.map((t, i) => (
                <TraceItem key={`${t.name}-${i}`} entry={t} />
              ))}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

function TraceItem({ entry: t }: { entry: TraceEntry }) {
  return (
    <Stack gap={2} pl="xs" style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}>
      <Text ff="monospace" size="sm" style={{ wordBreak: 'break-word' }}>
        <Text span inherit fw={600}>
          {t.name}
        </Text>{' '}
        = {showValue(t.result)}
      </Text>
      {t.expression && (
        <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {t.expression}
        </Code>
      )}
      {t.inputs.length > 0 && (
        <Text size="xs" c="dimmed">
          from {t.inputs.map((i) => `${i.name} = ${showValue(i.value)}`).join('; ')}
        </Text>
      )}
      {t.note && (
        <Text size="xs" c="dimmed" fs="italic">
          {t.note}
        </Text>
      )}
    </Stack>
  );
}
