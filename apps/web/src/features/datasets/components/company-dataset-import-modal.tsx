import { useState } from 'react';
import { Alert, Button, Checkbox, FileInput, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { errorMessage, fieldErrors } from '../../../app/api-error.ts';
import type { ApiError } from '../../../app/base-query.ts';
import { useImportCompanyDatasetMutation } from '../api/datasets-api.ts';

/** CSV upload: the file is sent raw as text/csv; the first line names the columns (decision 060). */
export function CompanyDatasetImportModal({
  companyId,
  onClose,
}: {
  companyId: number;
  onClose: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [replace, setReplace] = useState(false);
  const [upload, state] = useImportCompanyDatasetMutation();
  const errors = fieldErrors(state.error);
  const submit = async () => {
    if (!file || !name.trim()) return;
    const result = await upload({
      companyId,
      name: name.trim(),
      replace,
      file: new Blob([await file.text()], { type: 'text/csv' }),
    });
    if (!result.error) onClose();
  };
  return (
    <Modal opened onClose={onClose} title="Import a dataset from CSV">
      <Stack>
        <FileInput
          label="CSV file"
          accept=".csv,text/csv"
          required
          leftSection={<IconUpload size={16} />}
          value={file}
          error={errors.file}
          onChange={(f) => {
            setFile(f);
            if (f && !name) setName(f.name.replace(/\.csv$/i, ''));
          }}
        />
        <TextInput
          label="Dataset name"
          required
          value={name}
          error={errors.name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Checkbox
          label="Replace a dataset with this name"
          checked={replace}
          onChange={(e) => setReplace(e.currentTarget.checked)}
        />
        {state.error && Object.keys(errors).length === 0 && (
          <Alert color="red" role="alert" title="The file was not imported">
            {errorMessage(state.error as ApiError)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!file || !name.trim()}
            loading={state.isLoading}
            onClick={() => void submit()}
          >
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
