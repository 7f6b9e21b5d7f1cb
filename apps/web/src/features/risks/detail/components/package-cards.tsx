import { Badge, Card, Group, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import type { RiskOptionsDto } from '@turbine/domain';

type PackageOption = RiskOptionsDto['packages'][number];

/** The product packages a broker may sell, as cards to choose one from (name, description, underwriter). */
export function PackageCards({
  packages,
  value,
  onChange,
  error,
}: {
  packages: PackageOption[];
  value: number | null;
  onChange: (id: number) => void;
  error?: string;
}) {
  return (
    <div role="radiogroup" aria-label="Product package">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {packages.map((p) => {
          const selected = p.id === value;
          return (
            <UnstyledButton
              key={p.id}
              role="radio"
              aria-checked={selected}
              aria-label={p.name}
              onClick={() => onChange(p.id)}
              style={{ height: '100%' }}
            >
              <Card
                withBorder
                radius="md"
                padding="md"
                h="100%"
                style={{
                  borderColor: selected ? 'var(--mantine-color-blue-6)' : undefined,
                  borderWidth: selected ? 2 : 1,
                }}
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text fw={600}>{p.name}</Text>
                  {selected && (
                    <IconCircleCheckFilled
                      size={20}
                      color="var(--mantine-color-blue-6)"
                      aria-hidden
                    />
                  )}
                </Group>
                <Text size="sm" c="dimmed" mt={4} lineClamp={3}>
                  {p.description || 'No description.'}
                </Text>
                <Group gap={6} mt="sm">
                  <Badge variant="light" color="blue">
                    {p.underwriterCompany.name}
                  </Badge>
                  <Badge variant="outline" color="gray">
                    {p.mainProduct.name}
                  </Badge>
                </Group>
              </Card>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      {error && (
        <Text c="red" size="sm" mt="xs">
          {error}
        </Text>
      )}
    </div>
  );
}
