import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { listPerPage } from '../components/list-frame.tsx';

/** Page and debounced search of a list; a new search goes back to page 1. */
export function useListSearch() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  return {
    page,
    setPage,
    search,
    onSearch: (value: string) => {
      setSearch(value);
      setPage(1);
    },
    args: { page, perPage: listPerPage, search: debounced || undefined },
    searching: debounced !== '',
  };
}
