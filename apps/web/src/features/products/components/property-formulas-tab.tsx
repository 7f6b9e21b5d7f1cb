import { Badge, Group, Text } from '@mantine/core';
import type { PropertyFormulaDto, VersionRef } from '../api/product-types.ts';
import {
  useDeletePropertyFormulaMutation,
  useListPropertyFormulasQuery,
} from '../api/version-items-api.ts';
import { PropertyFormulaModal } from './property-formula-modal.tsx';
import { SampleRatingPanel } from './sample-rating-panel.tsx';
import { VersionItemsTab } from './version-items-tab.tsx';

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
  return (
    <VersionItemsTab<PropertyFormulaDto>
      versionRef={versionRef}
      useList={useListPropertyFormulasQuery}
      useDelete={useDeletePropertyFormulaMutation}
      deleteFailedTitle="The formula was not deleted"
      noun="property formula"
      emptyHint="Property formulas compute the premium and other values from the proposal."
      editable={editable}
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
      editor={(formula, nextSortOrder, onClose) => (
        <PropertyFormulaModal
          versionRef={versionRef}
          formula={formula}
          nextSortOrder={nextSortOrder}
          readOnly={!editable}
          onClose={onClose}
        />
      )}
    >
      <SampleRatingPanel versionRef={versionRef} />
    </VersionItemsTab>
  );
}
