import { Text } from '@mantine/core';
import type { UnderwritingFormulaDto, VersionRef } from '../api/product-types.ts';
import {
  useDeleteUnderwritingFormulaMutation,
  useListUnderwritingFormulasQuery,
} from '../api/version-items-api.ts';
import { UnderwritingFormulaModal } from './underwriting-formula-modal.tsx';
import { VersionItemsTab } from './version-items-tab.tsx';

/** Underwriting Formulas of a version (§2). */
export function UnderwritingFormulasTab({
  versionRef,
  editable,
}: {
  versionRef: VersionRef;
  editable: boolean;
}) {
  return (
    <VersionItemsTab<UnderwritingFormulaDto>
      versionRef={versionRef}
      useList={useListUnderwritingFormulasQuery}
      useDelete={useDeleteUnderwritingFormulaMutation}
      deleteFailedTitle="The formula was not deleted"
      noun="underwriting formula"
      emptyHint="Underwriting formulas are step programs: set, return, if, for each and find."
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
        { label: 'Title', render: (f) => f.title ?? '—' },
        { label: 'Steps', render: (f) => f.steps.length },
      ]}
      editor={(formula, nextSortOrder, onClose) => (
        <UnderwritingFormulaModal
          versionRef={versionRef}
          formula={formula}
          nextSortOrder={nextSortOrder}
          readOnly={!editable}
          onClose={onClose}
        />
      )}
    />
  );
}
