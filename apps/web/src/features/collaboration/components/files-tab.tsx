import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconHistory, IconTrash, IconUpload } from '@tabler/icons-react';
import { Messages, type VersionedRiskFileDto } from '@turbine/domain';
import { Fragment, useState } from 'react';
import { errorBody, errorMessage, errorStatus } from '../../../app/api-error.ts';
import { toastColours } from '../../../app/error-toast.ts';
import { formatInstant } from '../../../components/format-instant.ts';
import {
  useDeleteRiskFileMutation,
  useListRiskFilesQuery,
  useUploadRiskFileMutation,
} from '../api/collaboration-api.ts';
import { downloadFile } from '../../../components/download-file.ts';
import { formatBytes } from '../lib/format-bytes.ts';

/** §3 file visibility: private 1 (underwriting company), public 2 (shared with the broker). */
export const FileVisibility = { Private: 1, Shared: 2 } as const;
type Visibility = 1 | 2;

interface FilesTabProps {
  companyId: number;
  riskPackageId: number;
  /** ManageRisks: may upload and delete. */
  canManage: boolean;
  /** Underwriters choose the visibility; brokers only share (their files are always shared). */
  canUploadPrivate: boolean;
  /** The broker's panel lists shared files only (the server never sends brokers private ones either). */
  sharedOnly?: boolean;
}

/** §2 Files: the package's files with upload, download and delete. */
export function FilesTab({
  companyId,
  riskPackageId,
  canManage,
  canUploadPrivate,
  sharedOnly = false,
}: FilesTabProps) {
  const args = { companyId, riskPackageId };
  const query = useListRiskFilesQuery(args);
  const { error, isLoading } = query;
  const data = sharedOnly
    ? query.data?.filter((f) => f.visibility === FileVisibility.Shared)
    : query.data;
  const [remove] = useDeleteRiskFileMutation();
  // The file whose version history is open (decision 184).
  const [historyOf, setHistoryOf] = useState<number | null>(null);

  const download = async (file: { url: string; name: string }) => {
    try {
      await downloadFile(file.url, { fileName: file.name });
    } catch (e) {
      notifications.show({
        color: toastColours.error,
        title: 'Download',
        message: (e as Error).message,
      });
    }
  };
  const confirmDelete = (file: VersionedRiskFileDto) =>
    modals.openConfirmModal({
      title: `Delete ${file.name}`,
      children: <Text>Delete the file {file.name}? This cannot be undone.</Text>,
      labels: { confirm: 'Delete file', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void remove({ ...args, fileId: file.id }),
    });

  return (
    <Stack gap="md">
      {canManage && <UploadForm {...args} canUploadPrivate={canUploadPrivate} />}
      {isLoading && <Loader size="sm" aria-label="Loading files" />}
      {error && <Alert color="red">{errorMessage(error)}</Alert>}
      {data?.length === 0 && <Text c="dimmed">No files yet.</Text>}
      {data && data.length > 0 && (
        <Table.ScrollContainer minWidth={340}>
          <Table aria-label="Files" verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Visibility</Table.Th>
                <Table.Th>Updated by</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((f) => (
                <Fragment key={f.id}>
                  <Table.Tr>
                    <Table.Td style={{ wordBreak: 'break-word' }}>
                      {f.name}
                      <Text size="xs" c="dimmed">
                        {`Version ${f.versionNumber} · ${formatBytes(f.sizeBytes)}`}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge
                        variant="light"
                        color={f.visibility === FileVisibility.Shared ? 'green' : 'gray'}
                        styles={{
                          root: { flexShrink: 0, overflow: 'visible' },
                          label: { overflow: 'visible' },
                        }}
                      >
                        {f.visibility === FileVisibility.Shared ? 'Shared' : 'Private'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {f.updatedBy?.name ?? '—'}
                      <Text size="xs" c="dimmed">
                        {formatInstant(f.updatedAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <ActionIcon
                          variant={historyOf === f.id ? 'light' : 'subtle'}
                          aria-label={`Versions of ${f.name}`}
                          aria-expanded={historyOf === f.id}
                          onClick={() => setHistoryOf(historyOf === f.id ? null : f.id)}
                        >
                          <IconHistory size={18} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Download ${f.name}`}
                          onClick={() => void download(f)}
                        >
                          <IconDownload size={18} />
                        </ActionIcon>
                        {canManage && (
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Delete ${f.name}`}
                            onClick={() => confirmDelete(f)}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                  {historyOf === f.id && (
                    <Table.Tr>
                      <Table.Td colSpan={4}>
                        <VersionHistory file={f} onDownload={(v) => void download(v)} />
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** Every version of a file, newest first, each downloadable (who uploaded it and when). */
function VersionHistory({
  file,
  onDownload,
}: {
  file: VersionedRiskFileDto;
  onDownload: (v: { url: string; name: string }) => void;
}) {
  return (
    <Table aria-label={`Versions of ${file.name}`} verticalSpacing={4} fz="xs">
      <Table.Tbody>
        {file.versions.map((v) => (
          <Table.Tr key={v.id}>
            <Table.Td>Version {v.versionNumber}</Table.Td>
            <Table.Td style={{ wordBreak: 'break-word' }}>
              {v.name} · {formatBytes(v.sizeBytes)}
            </Table.Td>
            <Table.Td>
              {v.uploadedBy?.name ?? '—'} · {formatInstant(v.createdAt)}
            </Table.Td>
            <Table.Td>
              <ActionIcon
                variant="subtle"
                size="sm"
                aria-label={`Download version ${v.versionNumber} of ${file.name}`}
                onClick={() => onDownload(v)}
              >
                <IconDownload size={16} />
              </ActionIcon>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function UploadForm({
  companyId,
  riskPackageId,
  canUploadPrivate,
}: {
  companyId: number;
  riskPackageId: number;
  canUploadPrivate: boolean;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [visibility, setVisibility] = useState<Visibility>(
    canUploadPrivate ? FileVisibility.Private : FileVisibility.Shared,
  );
  const [fileError, setFileError] = useState<string | null>(null);
  const [upload, state] = useUploadRiskFileMutation();

  const choose = (f: File | null) => {
    // The name follows the chosen file unless the user typed their own.
    if (f && (!name || name === file?.name)) setName(f.name);
    setFile(f);
    setFileError(null);
  };
  const submit = async () => {
    if (!file) {
      setFileError('Choose a file to upload.');
      return;
    }
    const result = await upload({
      companyId,
      riskPackageId,
      file,
      name: name.trim() || file.name,
      visibility: canUploadPrivate ? visibility : FileVisibility.Shared,
    });
    if (result.error) {
      // The server sniffs the type and checks the size: 'Invalid file type.', 'File size must be less than {n} MB.'
      // A body far over the limit is cut off by the server before it answers: the request fails without a
      // status, which reads as the spec's upload failure rather than a network error.
      const body = errorBody(result.error);
      const answered = typeof errorStatus(result.error) === 'number';
      setFileError(
        body?.errors?.file?.[0] ??
          body?.errors?.name?.[0] ??
          (answered ? errorMessage(result.error) : Messages.failedToUpload),
      );
      return;
    }
    setFile(null);
    setName('');
  };

  return (
    <Stack gap="xs">
      <Group align="flex-start" gap="sm" grow>
        <FileInput
          label="File"
          placeholder="Choose a file"
          value={file}
          onChange={choose}
          error={fileError}
          clearable
          leftSection={<IconUpload size={16} />}
        />
        <TextInput
          label="File name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={255}
        />
      </Group>
      <Group justify="space-between">
        {canUploadPrivate ? (
          <SegmentedControl
            aria-label="Visibility"
            value={String(visibility)}
            onChange={(v) => setVisibility(Number(v) as Visibility)}
            data={[
              { value: String(FileVisibility.Private), label: 'Private' },
              { value: String(FileVisibility.Shared), label: 'Shared with broker' },
            ]}
          />
        ) : (
          <Text size="sm" c="dimmed">
            Files you upload are shared with the underwriter.
          </Text>
        )}
        <Button
          onClick={() => void submit()}
          loading={state.isLoading}
          leftSection={<IconUpload size={16} />}
        >
          Upload file
        </Button>
      </Group>
    </Stack>
  );
}
