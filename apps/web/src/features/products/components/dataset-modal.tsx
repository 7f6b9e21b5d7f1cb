import type { VersionRef } from '../api/product-types.ts';
import {
  useGetDatasetQuery,
  useImportDatasetMutation,
  useSaveDatasetMutation,
} from '../api/version-items-api.ts';
import { CsvImportModal } from './csv-import-modal.tsx';
import { DatasetEditorModal } from './dataset-editor-modal.tsx';

/** A version's custom dataset in the shared table editor. */
export function DatasetModal({
  versionRef,
  datasetId,
  readOnly,
  onClose,
}: {
  versionRef: VersionRef;
  datasetId: number | null;
  readOnly: boolean;
  onClose: () => void;
}) {
  const load = useGetDatasetQuery(
    { ...versionRef, id: datasetId ?? 0 },
    { skip: datasetId === null },
  );
  const [save, saving] = useSaveDatasetMutation();
  return (
    <DatasetEditorModal
      datasetId={datasetId}
      readOnly={readOnly}
      onClose={onClose}
      source={{ load, save: (id, body) => save({ ...versionRef, id, body }), saving }}
    />
  );
}

/** CSV import into a version's custom datasets. */
export function DatasetImportModal({
  versionRef,
  onClose,
}: {
  versionRef: VersionRef;
  onClose: () => void;
}) {
  const [upload, state] = useImportDatasetMutation();
  return (
    <CsvImportModal
      onImport={(input) => upload({ ...versionRef, ...input })}
      state={state}
      onClose={onClose}
    />
  );
}
