import { useState, type ReactNode } from 'react';
import { ActionError } from './action-error.tsx';
import { ItemTable, type ItemTableProps } from './item-table.tsx';
import { QueryState } from './query-state.tsx';

type Item = { id: number; name: string };

interface VersionItemsTabProps<T extends Item> extends Pick<
  ItemTableProps<T>,
  'noun' | 'emptyHint' | 'editable' | 'columns' | 'onDelete'
> {
  query: {
    data?: { data: T[] };
    isLoading: boolean;
    isError: boolean;
    error?: unknown;
    refetch: () => unknown;
  };
  /** What is loading, for the loader and the error panel ("rule list"). */
  listName: string;
  /** The delete mutation's state: a refused delete shows until dismissed. */
  deleteState: { error?: unknown; reset: () => void };
  deleteFailedTitle: string;
  /** The editor of one item (null: a new one, sorted after the others). */
  editor: (item: T | null, nextSortOrder: number, onClose: () => void) => ReactNode;
  /** Shown below the table. */
  children?: ReactNode;
}

/** A tab of a version's items (formulas, rules): the list, its delete error and the item editor. */
export function VersionItemsTab<T extends Item>({
  query,
  listName,
  deleteState,
  deleteFailedTitle,
  editor,
  children,
  ...table
}: VersionItemsTabProps<T>) {
  const [open, setOpen] = useState<T | 'new' | null>(null);
  return (
    <QueryState query={query} itemName={listName}>
      {({ data }) => (
        <>
          {deleteState.error && (
            <ActionError
              error={deleteState.error}
              title={deleteFailedTitle}
              onClose={() => deleteState.reset()}
            />
          )}
          <ItemTable items={data} onAdd={() => setOpen('new')} onEdit={setOpen} {...table} />
          {children}
          {open && editor(open === 'new' ? null : open, data.length, () => setOpen(null))}
        </>
      )}
    </QueryState>
  );
}
