import { useState } from 'react';
import { Button, Checkbox, FileInput, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { fieldErrors } from '../../../app/api-error.ts';
import { ActionError } from './action-error.tsx';

export interface CsvImport {
  name: string;
  replace: boolean;
  file: Blob;
}

/**
 * CSV upload of a dataset: the file is sent raw as text/csv and its first line names the columns
 * (decision 060). Each feature passes its own import mutation and its state.
 */
export function CsvImportModal({
  onImport,
  state,
  onClose,
}: {
  onImport: (input: CsvImport) => Promise<{ error?: unknown }>;
  state: { isLoading: boolean; error?: unknown };
  onClose: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [replace, setReplace] = useState(false);
  const errors = fieldErrors(state.error);
  const submit = async () => {
    if (!file || !name.trim()) return;
    const result = await onImport({
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
        {state.error !== undefined && Object.keys(errors).length === 0 && (
          <ActionError error={state.error} title="The file was not imported" />
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
