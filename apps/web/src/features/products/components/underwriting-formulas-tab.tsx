import { useState } from 'react';
import { Text } from '@mantine/core';
import type { UnderwritingFormulaDto, VersionRef } from '../api/product-types.ts';
import {
  useDeleteUnderwritingFormulaMutation,
  useListUnderwritingFormulasQuery,
} from '../api/version-items-api.ts';
import { ActionError } from './action-error.tsx';
import { ItemTable } from './item-table.tsx';
import { QueryState } from './query-state.tsx';
import { UnderwritingFormulaModal } from './underwriting-formula-modal.tsx';

/** Underwriting Formulas of a version (§2). */
export function UnderwritingFormulasTab({
  versionRef,
  editable,
}: {
  versionRef: VersionRef;
  editable: boolean;
}) {
  const query = useListUnderwritingFormulasQuery(versionRef);
  const [remove, removeState] = useDeleteUnderwritingFormulaMutation();
  const [open, setOpen] = useState<UnderwritingFormulaDto | 'new' | null>(null);
  return (
    <QueryState query={query} itemName="underwriting formula list">
      {({ data }) => (
        <>
          {removeState.error && (
            <ActionError
              error={removeState.error}
              title="The formula was not deleted"
              onClose={() => removeState.reset()}
            />
          )}
          <ItemTable
            items={data}
            noun="underwriting formula"
            emptyHint="Underwriting formulas are step programs: set, return, if, for each and find."
            editable={editable}
            onAdd={() => setOpen('new')}
            onEdit={setOpen}
            onDelete={(f) => void remove({ ...versionRef, id: f.id })}
            columns={[
              {
                label: 'Name',
                render: (f) => (
                  <Text ff="monospace" size="sm">
                    {f.name}
                  </Text>
                ),
              },
              { label: 'Title', render: (f) => f.title ?? '—' },
              { label: 'Steps', render: (f) => f.steps.length },
            ]}
          />
          {open && (
            <UnderwritingFormulaModal
              versionRef={versionRef}
              formula={open === 'new' ? null : open}
              nextSortOrder={data.length}
              readOnly={!editable}
              onClose={() => setOpen(null)}
            />
          )}
        </>
      )}
    </QueryState>
  );
}
