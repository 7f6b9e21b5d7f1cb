import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  FileButton,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import type { RiskFileDto } from '@turbine/domain';
import { useState } from 'react';
import { errorMessage } from '../../../app/api-error.ts';
import { downloadFile } from '../../../components/download-file.ts';
import { formatInstant } from '../../../components/format-instant.ts';
import { RefusalAlert } from '../../../components/refusal-alert.tsx';
import {
  useDeleteClaimFileMutation,
  useListClaimFilesQuery,
  useUploadClaimFileMutation,
  type ClaimRef,
} from '../api/claims-api.ts';

/** The claim's documents: private to the handlers, or shared with the broker too. */
export function DocumentsTab({
  canUpload,
  canUploadPrivate,
  canDelete,
  ...ref
}: ClaimRef & { canUpload: boolean; canUploadPrivate: boolean; canDelete: boolean }) {
  const { data, error, isLoading } = useListClaimFilesQuery(ref);
  const [upload, uploading] = useUploadClaimFileMutation();
  const [remove, removing] = useDeleteClaimFileMutation();
  const confirmDelete = (f: RiskFileDto) =>
    modals.openConfirmModal({
      title: `Delete ${f.name}`,
      children: <Text>The document and all its versions are deleted. This cannot be undone.</Text>,
      labels: { confirm: 'Delete document', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void remove({ ...ref, fileId: f.id }),
    });
  const [visibility, setVisibility] = useState<'1' | '2'>(canUploadPrivate ? '1' : '2');
  return (
    <Stack gap="sm">
      {isLoading && <Loader size="sm" aria-label="Loading documents" />}
      {error && <Alert color="red">{errorMessage(error)}</Alert>}
      {data && data.length === 0 && <Text c="dimmed">No documents yet.</Text>}
      {data?.map((f) => (
        <Group key={f.id} justify="space-between" wrap="nowrap">
          <Anchor
            component="button"
            size="sm"
            onClick={() => void downloadFile(f.url, { fileName: f.name }).catch(() => undefined)}
          >
            {f.name}
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {f.visibility === 1 ? 'Private' : 'Shared'} · {f.uploadedBy?.name ?? ''} ·{' '}
              {formatInstant(f.createdAt)}
            </Text>
            {canDelete && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${f.name}`}
                onClick={() => confirmDelete(f)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        </Group>
      ))}
      {canUpload && (
        <Group>
          {canUploadPrivate && (
            <SegmentedControl
              aria-label="Visibility"
              value={visibility}
              onChange={(v) => setVisibility(v as '1' | '2')}
              data={[
                { value: '1', label: 'Private' },
                { value: '2', label: 'Shared with broker' },
              ]}
            />
          )}
          <FileButton
            onChange={(file) =>
              file &&
              void upload({
                ...ref,
                file,
                name: file.name,
                visibility: Number(visibility) as 1 | 2,
              })
            }
          >
            {(props) => (
              <Button {...props} variant="light" loading={uploading.isLoading}>
                Upload document
              </Button>
            )}
          </FileButton>
        </Group>
      )}
      <RefusalAlert error={uploading.error} />
      <RefusalAlert error={removing.error} />
    </Stack>
  );
}
