import type { ReactNode } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { ErrorPanel } from '../../../components/error-panel.tsx';

interface QueryStateProps<T> {
  query: {
    data?: T;
    isLoading: boolean;
    isError: boolean;
    error?: unknown;
    refetch: () => unknown;
  };
  /** What is loading, for the loader's label and the not-found title. */
  itemName: string;
  children: (data: T) => ReactNode;
}

/** The loading and error states of a page or panel around its data (DESIGN §8). */
export function QueryState<T>({ query, itemName, children }: QueryStateProps<T>) {
  if (query.isLoading) {
    return (
      <Center py="xl">
        <Loader aria-label={`Loading ${itemName}`} />
      </Center>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <ErrorPanel error={query.error} itemName={itemName} onRetry={() => void query.refetch()} />
    );
  }
  return children(query.data);
}

/** The empty state of a list: what is missing and what to do. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack align="center" gap={4} py="xl">
      <Text fw={600}>{title}</Text>
      {children && (
        <Text c="dimmed" size="sm" ta="center">
          {children}
        </Text>
      )}
    </Stack>
  );
}
