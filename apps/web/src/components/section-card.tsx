import type { ReactNode } from 'react';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';

/** One card of the risk page: a titled region (its title names it for assistive technology). */
export function SectionCard({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h3">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Card>
  );
}

/** Label / value pairs in columns. */
export function Facts({
  items,
  cols = 2,
}: {
  items: { label: string; value: ReactNode }[];
  cols?: number;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: cols }} spacing="sm" verticalSpacing="sm">
      {items.map((i) => (
        <Stack key={i.label} gap={0} miw={0}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {i.label}
          </Text>
          {/* Long emails and names wrap inside their column instead of running under the next one. */}
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {i.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
