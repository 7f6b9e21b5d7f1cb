import { Container, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { InsidePage } from './heading-level.ts';

/** The frame of a full page: title, optional description and actions. */
export function PageContainer({
  title,
  description,
  actions,
  children,
  size = 'lg',
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}) {
  return (
    <Container size={size} py="xl">
      <Group justify="space-between" align="flex-start" mb="lg">
        <div>
          <Title order={1}>{title}</Title>
          {description && (
            <Text c="dimmed" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {actions}
      </Group>
      <InsidePage.Provider value>{children}</InsidePage.Provider>
    </Container>
  );
}
