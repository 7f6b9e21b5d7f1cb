import { CsvImportModal, DatasetEditorModal } from '../../products/index.ts';
import {
  useGetCompanyDatasetQuery,
  useImportCompanyDatasetMutation,
  useSaveCompanyDatasetMutation,
} from '../api/datasets-api.ts';

/** Datasets (§2): a company dataset in the products area's shared table editor. */
export function CompanyDatasetModal({
  companyId,
  datasetId,
  readOnly,
  onClose,
}: {
  companyId: number;
  datasetId: number | null;
  readOnly: boolean;
  onClose: () => void;
}) {
  const load = useGetCompanyDatasetQuery(
    { companyId, id: datasetId ?? 0 },
    { skip: datasetId === null },
  );
  const [save, saving] = useSaveCompanyDatasetMutation();
  return (
    <DatasetEditorModal
      datasetId={datasetId}
      readOnly={readOnly}
      onClose={onClose}
      source={{ load, save: (id, body) => save({ companyId, id, body }), saving }}
    />
  );
}

/** CSV import into the company's datasets. */
export function CompanyDatasetImportModal({
  companyId,
  onClose,
}: {
  companyId: number;
  onClose: () => void;
}) {
  const [upload, state] = useImportCompanyDatasetMutation();
  return (
    <CsvImportModal
      onImport={(input) => upload({ companyId, ...input })}
      state={state}
      onClose={onClose}
    />
  );
}
