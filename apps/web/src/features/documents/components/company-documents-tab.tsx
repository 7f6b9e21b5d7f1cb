import {
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Group,
  Loader,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconFolderPlus, IconSettings } from '@tabler/icons-react';
import type { DocumentFileDto, FolderSummaryDto } from '@turbine/domain';
import { useState } from 'react';
import { errorMessage } from '../../../app/api-error.ts';
import {
  useDeleteFolderMutation,
  useGetDirectoryQuery,
  useListSharedStoresQuery,
} from '../api/documents-api.ts';
import { DirectoryTable } from './directory-table.tsx';
import { FileVersionsModal } from './file-versions-modal.tsx';
import { FolderFormModal } from './folder-form-modal.tsx';
import { MoveModal, type MoveTarget } from './move-modal.tsx';
import { UploadDocumentForm } from './upload-document-form.tsx';

type FolderModal = { folder: FolderSummaryDto | null; parentId: number } | null;

/**
 * §2 Company Documents: the company's folders and versioned files, and the public folders of the
 * companies it works with (decision 131).
 */
export function CompanyDocumentsTab({ companyId }: { companyId: number }) {
  const [ownerId, setOwnerId] = useState(companyId);
  const [folderId, setFolderId] = useState<number | null>(null);
  const [folderModal, setFolderModal] = useState<FolderModal>(null);
  const [versionsOf, setVersionsOf] = useState<DocumentFileDto | null>(null);
  const [moving, setMoving] = useState<MoveTarget | null>(null);
  const shared = useListSharedStoresQuery(companyId);
  const dir = useGetDirectoryQuery({ companyId, ownerId, folderId });
  const [removeFolder] = useDeleteFolderMutation();
  const d = dir.data;

  const chooseStore = (value: string | null) => {
    setOwnerId(Number(value ?? companyId));
    setFolderId(null);
  };
  const confirmDeleteFolder = (f: FolderSummaryDto) =>
    modals.openConfirmModal({
      title: `Delete folder ${f.name}`,
      children: <Text>Delete the empty folder {f.name}?</Text>,
      labels: { confirm: 'Delete folder', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void removeFolder({ companyId, folderId: f.id }),
    });

  return (
    <Stack gap="md">
      {(shared.data?.length ?? 0) > 0 && (
        <Select
          label="Documents of"
          w={420}
          allowDeselect={false}
          value={String(ownerId)}
          onChange={chooseStore}
          data={[
            { value: String(companyId), label: 'Our company' },
            ...(shared.data ?? []).map((s) => ({
              value: String(s.companyId),
              label: `${s.name} (shared with us)`,
            })),
          ]}
        />
      )}
      {dir.isLoading && <Loader size="sm" aria-label="Loading documents" />}
      {dir.error && <Alert color="red">{errorMessage(dir.error)}</Alert>}
      {d && (
        <>
          <Group justify="space-between" align="center">
            <Group gap="xs">
              <nav aria-label="Folder path">
                <Breadcrumbs>
                  {d.path.map((p) => (
                    <Anchor
                      key={p.id}
                      component="button"
                      type="button"
                      onClick={() => setFolderId(p.id)}
                    >
                      {p.name}
                    </Anchor>
                  ))}
                  <Text fw={600}>{d.name}</Text>
                </Breadcrumbs>
              </nav>
              {d.parentId !== null && (
                <Badge size="sm" variant="light" color={d.visibility === 2 ? 'green' : 'gray'}>
                  {d.visibility === 2 ? 'Public' : 'Private'}
                </Badge>
              )}
              {d.locked && (
                <Badge size="sm" variant="light" color="orange">
                  Locked
                </Badge>
              )}
            </Group>
            {d.canManage && (
              <Group gap="xs">
                {d.parentId !== null && (
                  <Button
                    variant="default"
                    leftSection={<IconSettings size={16} />}
                    onClick={() => setFolderModal({ folder: d, parentId: d.parentId! })}
                  >
                    Folder settings
                  </Button>
                )}
                <Button
                  leftSection={<IconFolderPlus size={16} />}
                  disabled={d.locked}
                  onClick={() => setFolderModal({ folder: null, parentId: d.id })}
                >
                  New folder
                </Button>
              </Group>
            )}
          </Group>
          {d.canManage && !d.locked && <UploadDocumentForm companyId={companyId} folderId={d.id} />}
          {d.canManage && d.locked && (
            <Text size="sm" c="dimmed">
              This folder is locked: unlock it in its settings to add or change what it holds.
            </Text>
          )}
          <DirectoryTable
            directory={d}
            onOpenFolder={setFolderId}
            onEditFolder={(folder) => setFolderModal({ folder, parentId: d.id })}
            onDeleteFolder={confirmDeleteFolder}
            onShowVersions={setVersionsOf}
            onMove={setMoving}
          />
        </>
      )}
      {folderModal && (
        <FolderFormModal
          companyId={companyId}
          folder={folderModal.folder}
          parentId={folderModal.parentId}
          onClose={() => setFolderModal(null)}
        />
      )}
      {moving && d && (
        <MoveModal
          companyId={companyId}
          rootName={d.path[0]?.name ?? d.name}
          target={moving}
          onClose={() => setMoving(null)}
        />
      )}
      {versionsOf && d && (
        <FileVersionsModal
          companyId={companyId}
          ownerId={ownerId}
          fileId={versionsOf.id}
          canUpload={d.canManage && !d.locked}
          onClose={() => setVersionsOf(null)}
        />
      )}
    </Stack>
  );
}
