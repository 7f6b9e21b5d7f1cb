import { useState, type ReactNode } from 'react';
import type { VersionRef } from '../api/product-types.ts';
import { ActionError } from './action-error.tsx';
import { ItemTable, type ItemTableProps } from './item-table.tsx';
import { QueryState } from './query-state.tsx';

type Item = { id: number; name: string };

interface VersionItemsTabProps<T extends Item> extends Pick<
  ItemTableProps<T>,
  'noun' | 'emptyHint' | 'editable' | 'columns'
> {
  versionRef: VersionRef;
  /** The list query of the version's items. */
  useList: (ref: VersionRef) => {
    data?: { data: T[] };
    isLoading: boolean;
    isError: boolean;
    error?: unknown;
    refetch: () => unknown;
  };
  /** The delete mutation: a refused delete shows until dismissed. */
  useDelete: () => readonly [
    (args: VersionRef & { id: number }) => unknown,
    { error?: unknown; reset: () => void },
  ];
  deleteFailedTitle: string;
  /** The editor of one item (null: a new one, sorted after the others). */
  editor: (item: T | null, nextSortOrder: number, onClose: () => void) => ReactNode;
  /** Shown below the table. */
  children?: ReactNode;
}

/** A tab of a version's items (formulas, rules): the list, its delete error and the item editor. */
export function VersionItemsTab<T extends Item>({
  versionRef,
  useList,
  useDelete,
  deleteFailedTitle,
  editor,
  children,
  ...table
}: VersionItemsTabProps<T>) {
  const [open, setOpen] = useState<T | 'new' | null>(null);
  const query = useList(versionRef);
  const [remove, deleteState] = useDelete();
  return (
    <QueryState query={query} itemName={`${table.noun} list`}>
      {({ data }) => (
        <>
          {deleteState.error && (
            <ActionError
              error={deleteState.error}
              title={deleteFailedTitle}
              onClose={() => deleteState.reset()}
            />
          )}
          <ItemTable
            items={data}
            onAdd={() => setOpen('new')}
            onEdit={setOpen}
            onDelete={(item) => void remove({ ...versionRef, id: item.id })}
            {...table}
          />
          {children}
          {open && editor(open === 'new' ? null : open, data.length, () => setOpen(null))}
        </>
      )}
    </QueryState>
  );
}
