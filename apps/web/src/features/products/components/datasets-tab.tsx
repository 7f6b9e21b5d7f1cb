import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import type { VersionRef } from '../api/product-types.ts';
import { useDeleteDatasetMutation, useListDatasetsQuery } from '../api/version-items-api.ts';
import { ActionError } from './action-error.tsx';
import { DatasetImportModal, DatasetModal } from './dataset-modal.tsx';
import { ItemTable } from './item-table.tsx';
import { QueryState } from './query-state.tsx';

/** Datasets and Custom Datasets of a version (§2): rating tables formulas look values up in. */
export function DatasetsTab({
  versionRef,
  editable,
}: {
  versionRef: VersionRef;
  editable: boolean;
}) {
  const query = useListDatasetsQuery(versionRef);
  const [remove, removeState] = useDeleteDatasetMutation();
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  return (
    <QueryState query={query} itemName="dataset list">
      {({ data }) => (
        <>
          {editable && (
            <Group justify="flex-end" mb="xs">
              <Button
                size="sm"
                variant="default"
                leftSection={<IconFileImport size={16} />}
                onClick={() => setImporting(true)}
              >
                Import CSV
              </Button>
            </Group>
          )}
          {removeState.error && (
            <ActionError
              error={removeState.error}
              title="The dataset was not deleted"
              onClose={() => removeState.reset()}
            />
          )}
          <ItemTable
            items={data}
            noun="dataset"
            emptyHint="Datasets are tables that formulas look values up in; add one or import a CSV file."
            editable={editable}
            onAdd={() => setOpen('new')}
            onEdit={(d) => setOpen(d.id)}
            onDelete={(d) => void remove({ ...versionRef, id: d.id })}
            columns={[
              { label: 'Name', render: (d) => d.name },
              { label: 'Columns', render: (d) => d.columns.join(', ') },
              { label: 'Rows', render: (d) => d.rowCount },
            ]}
          />
          {open !== null && (
            <DatasetModal
              versionRef={versionRef}
              datasetId={open === 'new' ? null : open}
              readOnly={!editable}
              onClose={() => setOpen(null)}
            />
          )}
          {importing && (
            <DatasetImportModal versionRef={versionRef} onClose={() => setImporting(false)} />
          )}
        </>
      )}
    </QueryState>
  );
}
