import { useState } from 'react';
import { Center, Loader, Modal, Stack, TextInput } from '@mantine/core';
import { datasetBody } from '@turbine/domain';
import { fieldErrors } from '../../../app/api-error.ts';
import { schemaErrors } from '../../../components/server-errors.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { ModalFooter } from '../../../components/modal-footer.tsx';
import type { DatasetDto, VersionRef } from '../api/product-types.ts';
import { useGetDatasetQuery, useSaveDatasetMutation } from '../api/version-items-api.ts';
import { ActionError } from './action-error.tsx';
import { DatasetGrid, type Grid } from './dataset-grid.tsx';

const toGrid = (d: DatasetDto | null): Grid => ({
  columns: d?.columns ?? ['key', 'value'],
  rows: (d?.rows ?? []).map((r) => r.map((c) => (c === null ? '' : String(c)))),
});

interface Props {
  versionRef: VersionRef;
  datasetId: number | null;
  readOnly: boolean;
  onClose: () => void;
}

/** Datasets and Custom Datasets (§2): a table editor for a dataset's columns and rows. */
export function DatasetModal({ versionRef, datasetId, readOnly, onClose }: Props) {
  const query = useGetDatasetQuery(
    { ...versionRef, id: datasetId ?? 0 },
    { skip: datasetId === null },
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={datasetId === null ? 'Add dataset' : 'Dataset'}
      size="90%"
    >
      {query.isLoading ? (
        <Center py="lg">
          <Loader aria-label="Loading dataset" />
        </Center>
      ) : (
        <DatasetEditor
          versionRef={versionRef}
          dataset={query.data ?? null}
          readOnly={readOnly}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function DatasetEditor({
  versionRef,
  dataset,
  readOnly,
  onClose,
}: {
  versionRef: VersionRef;
  dataset: DatasetDto | null;
  readOnly: boolean;
  onClose: () => void;
}) {
  const [save, state] = useSaveDatasetMutation();
  const [name, setName] = useState(dataset?.name ?? '');
  const [grid, setGrid] = useState<Grid>(() => toGrid(dataset));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  const { prompt } = useUnsavedChanges({ when: !readOnly && dirty });
  const body = {
    name,
    columns: grid.columns,
    rows: grid.rows.map((r) => r.map((c) => (c === '' ? null : c))),
  };

  const submit = async () => {
    const found = schemaErrors(datasetBody, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await save({ ...versionRef, id: dataset?.id ?? null, body });
    if (result.error) return setErrors(fieldErrors(result.error));
    setDirty(false);
    onClose();
  };
  const gridErrors = Object.entries(errors).filter(([k]) => k !== 'name');

  return (
    <Stack>
      <TextInput
        label="Name"
        required
        value={name}
        readOnly={readOnly}
        error={errors.name}
        onChange={(e) => (setName(e.currentTarget.value), setDirty(true))}
        maw={360}
      />
      <DatasetGrid grid={grid} readOnly={readOnly} onChange={(g) => (setGrid(g), setDirty(true))} />
      {gridErrors.map(([k, m]) => (
        <ActionError
          key={k}
          error={{ status: 422, data: { message: `${k}: ${m}` } }}
          title="Check the table"
        />
      ))}
      {state.error && Object.keys(fieldErrors(state.error)).length === 0 && (
        <ActionError error={state.error} title="The dataset was not saved" />
      )}
      <ModalFooter
        submitLabel="Save dataset"
        loading={state.isLoading}
        onCancel={onClose}
        readOnly={readOnly}
        onSubmit={() => void submit()}
      />
      {prompt}
    </Stack>
  );
}
