import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { PremiumChangeDto, PremiumChangeStepDto } from '@turbine/domain';
import { money } from '../lib/panel-format.ts';

const decisionColours = { quote: 'green', refer: 'orange', decline: 'red' } as const;

const kindLabels: Record<PremiumChangeStepDto['kind'], string> = {
  input: 'Answer',
  context: 'Transaction',
  override: 'Override',
  dataset: 'Dataset',
  propertyFormula: 'Formula',
  underwritingFormula: 'Underwriting formula',
  rule: 'Rule',
  premiumSetting: 'Premium setting',
  stored: 'Stored figure',
  adjustment: 'Adjustment',
  rating: 'Rating',
};

function signed(amount: string, currency: string): string {
  const negative = amount.startsWith('-');
  return `${negative ? '−' : '+'}${money(negative ? amount.slice(1) : amount, currency)}`;
}

/**
 * Two ratings side by side and the waterfall between them (decision 215): each step names what changed,
 * from what to what, and how much of the difference it explains; the steps add up to the difference.
 */
export function PremiumChangeView({
  change,
  currency,
}: {
  change: PremiumChangeDto;
  currency: string;
}) {
  const lines = change.from.lines.map((l) => l.line);
  for (const l of change.to.lines) if (!lines.includes(l.line)) lines.push(l.line);
  const amountOf = (side: PremiumChangeDto['from'], line: string) =>
    side.lines.find((l) => l.line === line)?.amount ?? null;
  const titleOf = (line: string) =>
    (change.to.lines.find((l) => l.line === line) ??
      change.from.lines.find((l) => l.line === line))!.title;
  const steps = change.steps;
  return (
    <Stack gap="md">
      {/* The panel column is narrow: tables scroll sideways instead of being cut off. */}
      <Table.ScrollContainer minWidth={360} type="native">
        <Table withTableBorder striped aria-label="Premium side by side">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th ta="right">{change.from.label}</Table.Th>
              <Table.Th ta="right">{change.to.label}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line}>
                <Table.Td>{titleOf(line)}</Table.Td>
                <Table.Td ta="right">{money(amountOf(change.from, line), currency)}</Table.Td>
                <Table.Td ta="right">{money(amountOf(change.to, line), currency)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td fw={600}>Written premium</Table.Td>
              <Table.Td ta="right" fw={600}>
                {money(change.from.total, currency)}
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {money(change.to.total, currency)}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>Decision</Table.Td>
              {[change.from, change.to].map((s) => (
                <Table.Td key={s.label} ta="right">
                  <Badge color={decisionColours[s.decision]} variant="light">
                    {s.decision}
                  </Badge>
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between">
        <Title order={4}>Why the premium changed</Title>
        <Text fw={600}>Difference {signed(change.difference, currency)}</Text>
      </Group>
      {steps.length === 0 ? (
        <Text c="dimmed">Nothing that rating reads differs between the two.</Text>
      ) : (
        <Table.ScrollContainer minWidth={540} type="native">
          <Table withTableBorder aria-label="Premium change waterfall">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>What changed</Table.Th>
                <Table.Th>From</Table.Th>
                <Table.Th>To</Table.Th>
                <Table.Th ta="right">Explains</Table.Th>
                <Table.Th ta="right">Premium after</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {steps.map((s, i) => (
                <Table.Tr key={`${s.kind}-${s.name}-${i}`}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {s.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {kindLabels[s.kind]}
                      {s.unrated ? ' · not rateable on its own; counted in the next step' : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace" lineClamp={2}>
                      {s.before ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace" lineClamp={2}>
                      {s.after ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td
                    ta="right"
                    c={s.amount.startsWith('-') ? 'teal' : s.amount === '0.00' ? 'dimmed' : 'red'}
                  >
                    {signed(s.amount, currency)}
                  </Table.Td>
                  <Table.Td ta="right">
                    {s.totalAfter === null ? '—' : money(s.totalAfter, currency)}
                    {s.decisionAfter && s.decisionAfter !== 'quote' && (
                      <Badge ml="xs" size="xs" color={decisionColours[s.decisionAfter]}>
                        {s.decisionAfter}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
