import { useState } from 'react';
import { Alert, Center, Loader, Modal, Stack, TextInput } from '@mantine/core';
import { datasetBody, type DatasetBody } from '@turbine/domain';
import { fieldErrors } from '../../../app/api-error.ts';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { ModalFooter } from '../../../components/modal-footer.tsx';
import { schemaErrors } from '../../../components/server-errors.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { ActionError } from './action-error.tsx';
import { DatasetGrid, type Grid } from './dataset-grid.tsx';

/** A dataset as both kinds (company datasets, a version's custom datasets) are loaded. */
export interface EditableDataset {
  id: number;
  name: string;
  columns: string[];
  rows: (string | number | null)[][];
}

/** Where the dataset comes from and goes to: each feature passes its own RTK hooks' results. */
export interface DatasetSource {
  load: {
    data?: EditableDataset | undefined;
    isLoading: boolean;
    error?: unknown;
    refetch: () => void;
  };
  save: (id: number | null, body: DatasetBody) => Promise<{ error?: unknown }>;
  saving: { isLoading: boolean; error?: unknown };
}

const toGrid = (d: EditableDataset | null): Grid => ({
  columns: d?.columns ?? ['key', 'value'],
  rows: (d?.rows ?? []).map((r) => r.map((c) => (c === null ? '' : String(c)))),
});

/** Datasets and Custom Datasets (§2): the table editor of one dataset (new when datasetId is null). */
export function DatasetEditorModal({
  datasetId,
  source,
  readOnly,
  onClose,
}: {
  datasetId: number | null;
  source: DatasetSource;
  readOnly: boolean;
  onClose: () => void;
}) {
  const { load } = source;
  return (
    <Modal
      opened
      onClose={onClose}
      title={datasetId === null ? 'Add dataset' : 'Dataset'}
      size="90%"
    >
      {datasetId !== null && load.isLoading ? (
        <Center py="lg">
          <Loader aria-label="Loading dataset" />
        </Center>
      ) : datasetId !== null && load.error ? (
        <ErrorPanel error={load.error} itemName="dataset" onRetry={load.refetch} />
      ) : (
        <Editor
          dataset={datasetId === null ? null : (load.data ?? null)}
          source={source}
          readOnly={readOnly}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function Editor({
  dataset,
  source,
  readOnly,
  onClose,
}: {
  dataset: EditableDataset | null;
  source: DatasetSource;
  readOnly: boolean;
  onClose: () => void;
}) {
  const [name, setName] = useState(dataset?.name ?? '');
  const [grid, setGrid] = useState<Grid>(() => toGrid(dataset));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  const body = {
    name,
    columns: grid.columns,
    rows: grid.rows.map((r) => r.map((c) => (c === '' ? null : c))),
  };

  const submit = async (): Promise<boolean> => {
    const found = schemaErrors(datasetBody, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    const result = await source.save(dataset?.id ?? null, datasetBody.parse(body));
    if (result.error) {
      setErrors(fieldErrors(result.error));
      return false;
    }
    setDirty(false);
    onClose();
    return true;
  };
  const { prompt } = useUnsavedChanges({ when: !readOnly && dirty, onSave: submit });
  const tableErrors = Object.entries(errors).filter(([k]) => k !== 'name');

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
      {tableErrors.length > 0 && (
        <Alert color="red" role="alert" title="Check the table">
          {tableErrors.map(([k, m]) => (
            // 'version' carries a whole sentence (a formula this change would break), others a cell path.
            <div key={k}>{k === 'version' ? m : `${k}: ${m}`}</div>
          ))}
        </Alert>
      )}
      {source.saving.error !== undefined &&
        Object.keys(fieldErrors(source.saving.error)).length === 0 && (
          <ActionError error={source.saving.error} title="The dataset was not saved" />
        )}
      <ModalFooter
        submitLabel="Save dataset"
        loading={source.saving.isLoading}
        onCancel={onClose}
        readOnly={readOnly}
        onSubmit={() => void submit()}
      />
      {prompt}
    </Stack>
  );
}
