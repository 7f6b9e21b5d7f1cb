import { useState } from 'react';
import { Alert, Button, Center, Group, Loader, Modal, Stack, TextInput } from '@mantine/core';
import { datasetBody } from '@turbine/domain';
import { errorMessage, fieldErrors } from '../../../app/api-error.ts';
import type { ApiError } from '../../../app/base-query.ts';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { schemaErrors } from '../../../components/server-errors.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { DatasetGrid, type Grid } from '../../products/index.ts';
import {
  useGetCompanyDatasetQuery,
  useSaveCompanyDatasetMutation,
  type CompanyDatasetDto,
} from '../api/datasets-api.ts';

const toGrid = (d: CompanyDatasetDto | null): Grid => ({
  columns: d?.columns ?? ['key', 'value'],
  rows: (d?.rows ?? []).map((r) => r.map((c) => (c === null ? '' : String(c)))),
});

interface Props {
  companyId: number;
  datasetId: number | null;
  readOnly: boolean;
  onClose: () => void;
}

/** Datasets (§2): the table editor of one company dataset (new when datasetId is null). */
export function CompanyDatasetModal({ companyId, datasetId, readOnly, onClose }: Props) {
  const query = useGetCompanyDatasetQuery(
    { companyId, id: datasetId ?? 0 },
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
      ) : query.error ? (
        <ErrorPanel error={query.error} itemName="dataset" onRetry={() => void query.refetch()} />
      ) : (
        <Editor
          companyId={companyId}
          dataset={query.data ?? null}
          readOnly={readOnly}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function Editor({
  companyId,
  dataset,
  readOnly,
  onClose,
}: Omit<Props, 'datasetId'> & { dataset: CompanyDatasetDto | null }) {
  const [save, state] = useSaveCompanyDatasetMutation();
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
    const result = await save({ companyId, id: dataset?.id ?? null, body });
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
            <div key={k}>{k === 'version' ? m : `${k}: ${m}`}</div>
          ))}
        </Alert>
      )}
      {state.error && Object.keys(fieldErrors(state.error)).length === 0 && (
        <Alert color="red" role="alert" title="The dataset was not saved">
          {errorMessage(state.error as ApiError)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {readOnly ? 'Close' : 'Cancel'}
        </Button>
        {!readOnly && (
          <Button loading={state.isLoading} onClick={() => void submit()}>
            Save dataset
          </Button>
        )}
      </Group>
      {prompt}
    </Stack>
  );
}
