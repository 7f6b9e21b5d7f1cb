import { Center, Loader, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ErrorPanel } from './error-panel.tsx';
import type { ListSearch } from './use-list-search.ts';

/** The part of an RTK Query list result the frame needs (a page of rows and the total). */
export interface ListQuery<T> {
  data?: { data: T[]; meta: { total: number } };
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface ListFrameProps<T> {
  list: ListSearch;
  query: ListQuery<T>;
  searchLabel: string;
  searchPlaceholder?: string;
  /** The loader's accessible name, e.g. "Loading syndicates". */
  loadingLabel: string;
  /** What failed to load, for the error panel, e.g. "syndicate list". */
  errorItemName: string;
  /** Shown instead of the rows when there are none; a string is shown as dimmed text. */
  empty: ReactNode;
  /** Shown between the search and the rows, e.g. a failed delete. */
  notice?: ReactNode;
  children: (rows: T[]) => ReactNode;
}

/**
 * Search, loading, error, empty and pagination around a server-paginated list, so every list
 * page handles its states the same way (CONVENTIONS Web). Pair it with `useListSearch`.
 */
export function ListFrame<T>({ list, query, empty, children, ...props }: ListFrameProps<T>) {
  const total = query.data?.meta.total ?? 0;
  return (
    <Stack>
      <TextInput
        label={props.searchLabel}
        placeholder={props.searchPlaceholder}
        leftSection={<IconSearch size={16} />}
        value={list.search}
        onChange={(e) => list.onSearch(e.currentTarget.value)}
        maw={360}
      />
      {props.notice}
      {query.isLoading ? (
        <Center py="xl">
          <Loader aria-label={props.loadingLabel} />
        </Center>
      ) : query.error || !query.data ? (
        <ErrorPanel
          error={query.error}
          itemName={props.errorItemName}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.data.length === 0 ? (
        typeof empty === 'string' ? (
          <Text c="dimmed" py="lg">
            {empty}
          </Text>
        ) : (
          empty
        )
      ) : (
        children(query.data.data)
      )}
      {total > list.perPage && (
        <Pagination
          total={Math.ceil(total / list.perPage)}
          value={list.page}
          onChange={list.setPage}
        />
      )}
    </Stack>
  );
}
