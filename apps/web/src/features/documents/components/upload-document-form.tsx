import { Button, Checkbox, FileInput, Group } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { Messages } from '@turbine/domain';
import { useState } from 'react';
import { errorBody, errorMessage, errorStatus } from '../../../app/api-error.ts';
import { useUploadDocumentMutation } from '../api/documents-api.ts';

/** Upload a file into the open folder; the server's 'Invalid file type.' / size message shows under it. */
export function UploadDocumentForm({
  companyId,
  folderId,
}: {
  companyId: number;
  folderId: number;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [isProtected, setProtected] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [upload, state] = useUploadDocumentMutation();

  const submit = async () => {
    if (!file) {
      setError('Choose a file to upload.');
      return;
    }
    const result = await upload({
      companyId,
      folderId,
      file,
      name: file.name,
      protected: isProtected,
    });
    if (result.error) {
      const body = errorBody(result.error);
      const answered = typeof errorStatus(result.error) === 'number';
      setError(
        body?.errors?.file?.[0] ??
          body?.errors?.name?.[0] ??
          (answered ? errorMessage(result.error) : Messages.failedToUpload),
      );
      return;
    }
    setFile(null);
    setProtected(false);
    setError(null);
  };

  return (
    <Group align="flex-end" gap="sm">
      <FileInput
        label="Upload a file"
        placeholder="Choose a file"
        value={file}
        onChange={(f) => {
          setFile(f);
          setError(null);
        }}
        error={error}
        clearable
        style={{ flex: 1, minWidth: 220 }}
        leftSection={<IconUpload size={16} />}
      />
      <Checkbox
        label="Protected"
        checked={isProtected}
        onChange={(e) => setProtected(e.currentTarget.checked)}
        mb={8}
      />
      <Button
        onClick={() => void submit()}
        loading={state.isLoading}
        leftSection={<IconUpload size={16} />}
      >
        Upload
      </Button>
    </Group>
  );
}
