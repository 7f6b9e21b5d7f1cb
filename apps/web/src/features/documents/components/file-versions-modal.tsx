import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { Messages } from '@turbine/domain';
import { useState } from 'react';
import { errorBody, errorMessage, errorStatus } from '../../../app/api-error.ts';
import { formatInstant } from '../../../components/format-instant.ts';
import { formatBytes } from '../../collaboration/index.ts';
import {
  type StoreRef,
  useGetDocumentFileQuery,
  useUploadVersionMutation,
} from '../api/documents-api.ts';
import { downloadDocument } from '../lib/download-document.ts';

interface FileVersionsModalProps extends StoreRef {
  fileId: number;
  /** The viewer may upload a new version (own store, Manage documents, file and folder unlocked). */
  canUpload: boolean;
  onClose: () => void;
}

/** A file's version history (§2 "files with version history"): who and when, download any version. */
export function FileVersionsModal({ fileId, canUpload, onClose, ...ref }: FileVersionsModalProps) {
  const query = useGetDocumentFileQuery({ ...ref, fileId });
  const [upload, uploading] = useUploadVersionMutation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const detail = query.data;

  const submit = async () => {
    if (!file) {
      setFileError('Choose a file to upload.');
      return;
    }
    const result = await upload({ companyId: ref.companyId, fileId, file, name: file.name });
    if (result.error) {
      const body = errorBody(result.error);
      const answered = typeof errorStatus(result.error) === 'number';
      setFileError(
        body?.errors?.file?.[0] ??
          (answered ? errorMessage(result.error) : Messages.failedToUpload),
      );
      return;
    }
    setFile(null);
    setFileError(null);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={detail ? `Versions of ${detail.name}` : 'Versions'}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {query.isLoading && <Loader size="sm" aria-label="Loading versions" />}
      {query.error && <Alert color="red">{errorMessage(query.error)}</Alert>}
      {detail && (
        <Stack>
          {canUpload && !detail.locked && (
            <Group align="flex-end">
              <FileInput
                label="New version"
                placeholder="Choose a file"
                value={file}
                onChange={(f) => {
                  setFile(f);
                  setFileError(null);
                }}
                error={fileError}
                clearable
                style={{ flex: 1 }}
                leftSection={<IconUpload size={16} />}
              />
              <Button onClick={() => void submit()} loading={uploading.isLoading}>
                Upload new version
              </Button>
            </Group>
          )}
          <Table aria-label="Version history" verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Version</Table.Th>
                <Table.Th>File</Table.Th>
                <Table.Th>Updated by</Table.Th>
                <Table.Th>Updated on</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detail.versions.map((v, i) => (
                <Table.Tr key={v.id}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm">v{v.versionNumber}</Text>
                      {i === 0 && (
                        <Badge size="xs" variant="light">
                          Current
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>
                    {v.name}
                    <Text size="xs" c="dimmed">
                      {formatBytes(v.sizeBytes)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{v.updatedBy?.name ?? '—'}</Table.Td>
                  <Table.Td>{formatInstant(v.updatedOn)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      leftSection={<IconDownload size={14} />}
                      aria-label={`Download version ${v.versionNumber}`}
                      onClick={() => void downloadDocument(v.url, v.name)}
                    >
                      Download
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Modal>
  );
}
