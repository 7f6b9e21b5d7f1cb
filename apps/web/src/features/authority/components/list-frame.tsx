import { Center, Loader, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ErrorPanel } from '../../../components/error-panel.tsx';

export const listPerPage = 25;

interface ListFrameProps {
  itemName: string;
  search: string;
  onSearch: (value: string) => void;
  searchPlaceholder: string;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  total: number;
  page: number;
  onPage: (page: number) => void;
  /** What to say when the list is empty (with and without a search). */
  emptyText: string;
  searching: boolean;
  children: ReactNode;
}

/** Search, loading, error, empty and pagination around a list (every page's states, CONVENTIONS Web). */
export function ListFrame(props: ListFrameProps) {
  const { itemName, search, onSearch, isLoading, error, total, page, onPage } = props;
  return (
    <Stack>
      <TextInput
        label={`Search ${itemName}s`}
        placeholder={props.searchPlaceholder}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
        maw={360}
      />
      {isLoading ? (
        <Center py="xl">
          <Loader aria-label={`Loading ${itemName}s`} />
        </Center>
      ) : error ? (
        <ErrorPanel error={error} itemName={`${itemName} list`} onRetry={props.onRetry} />
      ) : total === 0 ? (
        <Text c="dimmed" py="lg">
          {props.searching ? `No ${itemName}s match your search.` : props.emptyText}
        </Text>
      ) : (
        props.children
      )}
      {total > listPerPage && <Pagination total={Math.ceil(total / listPerPage)} value={page} onChange={onPage} />}
    </Stack>
  );
}
