import { useState } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import type { PropertyFormulaDto, VersionRef } from '../api/product-types.ts';
import {
  useDeletePropertyFormulaMutation,
  useListPropertyFormulasQuery,
} from '../api/version-items-api.ts';
import { ActionError } from './action-error.tsx';
import { ItemTable } from './item-table.tsx';
import { PropertyFormulaModal } from './property-formula-modal.tsx';
import { QueryState } from './query-state.tsx';
import { SampleRatingPanel } from './sample-rating-panel.tsx';

const kindLabels: Record<string, string> = {
  standard: 'Standard',
  otherCharge: 'Other charge',
  discountCharge: 'Discount charge',
};

/** Property Formulas of a version (§2, §3). */
export function PropertyFormulasTab({
  versionRef,
  editable,
}: {
  versionRef: VersionRef;
  editable: boolean;
}) {
  const query = useListPropertyFormulasQuery(versionRef);
  const [remove, removeState] = useDeletePropertyFormulaMutation();
  const [open, setOpen] = useState<PropertyFormulaDto | 'new' | null>(null);
  return (
    <QueryState query={query} itemName="property formula list">
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
            noun="property formula"
            emptyHint="Property formulas compute the premium and other values from the proposal."
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
              { label: 'Title', render: (f) => f.title },
              { label: 'Kind', render: (f) => kindLabels[f.kind] ?? f.kind },
              {
                label: 'Formula',
                render: (f) => (
                  <Text ff="monospace" size="sm" lineClamp={1}>
                    {f.formula}
                  </Text>
                ),
              },
              {
                label: 'Flags',
                render: (f) => (
                  <Group gap={4}>
                    {f.required && <Badge size="xs">required</Badge>}
                    {f.overridable && (
                      <Badge size="xs" color="grape">
                        overridable
                      </Badge>
                    )}
                  </Group>
                ),
              },
            ]}
          />
          <SampleRatingPanel versionRef={versionRef} />
          {open && (
            <PropertyFormulaModal
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
