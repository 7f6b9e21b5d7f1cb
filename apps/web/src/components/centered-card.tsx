import { Container, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A narrow card with a page title: the sign-in, registration and password pages. */
export function CenteredCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size={460} py="xl">
      <Title order={1} ta="center" mb="xs">
        {title}
      </Title>
      {description && (
        <Text c="dimmed" ta="center" mb="lg">
          {description}
        </Text>
      )}
      <Paper withBorder shadow="sm" p="xl" radius="md">
        {children}
      </Paper>
    </Container>
  );
}
