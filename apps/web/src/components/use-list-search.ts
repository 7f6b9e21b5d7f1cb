import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** Rows per page of a list unless the page asks for another size. */
export const listPerPage = 25;

/** What `useListSearch` gives a list page; `ListFrame` reads it. */
export type ListSearch = ReturnType<typeof useListSearch>;

/**
 * Page and debounced search of a server-paginated list; a new search goes back to page 1.
 * `args` spreads into the list query (the API trims the search too).
 */
export function useListSearch(perPage = listPerPage) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  return {
    page,
    setPage,
    perPage,
    search,
    onSearch: (value: string) => {
      setSearch(value);
      setPage(1);
    },
    args: { page, perPage, search: debounced || undefined },
    searching: debounced !== '',
  };
}
