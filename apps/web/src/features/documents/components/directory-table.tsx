import { ActionIcon, Badge, Group, Menu, Table, Text, UnstyledButton } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconDotsVertical,
  IconDownload,
  IconFile,
  IconFolder,
  IconHistory,
  IconLock,
  IconShieldLock,
} from '@tabler/icons-react';
import type { DirectoryDto, DocumentFileDto, FolderSummaryDto } from '@turbine/domain';
import { formatInstant } from '../../../components/format-instant.ts';
import { formatBytes } from '../../collaboration/index.ts';
import { useDeleteDocumentFileMutation } from '../api/documents-api.ts';
import { FileActionsMenu } from './file-actions-menu.tsx';
import { downloadDocument } from '../lib/download-document.ts';
import type { MoveTarget } from './move-modal.tsx';

interface DirectoryTableProps {
  directory: DirectoryDto;
  onOpenFolder: (id: number) => void;
  onEditFolder: (folder: FolderSummaryDto) => void;
  onDeleteFolder: (folder: FolderSummaryDto) => void;
  onShowVersions: (file: DocumentFileDto) => void;
  onMove: (target: MoveTarget) => void;
}

function Flags({
  locked,
  visibility,
  isProtected,
}: {
  locked: boolean;
  visibility?: 1 | 2;
  isProtected?: boolean;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      {visibility !== undefined && (
        <Badge size="sm" variant="light" color={visibility === 2 ? 'green' : 'gray'}>
          {visibility === 2 ? 'Public' : 'Private'}
        </Badge>
      )}
      {locked && (
        <Badge size="sm" variant="light" color="orange" leftSection={<IconLock size={12} />}>
          Locked
        </Badge>
      )}
      {isProtected && (
        <Badge size="sm" variant="light" color="blue" leftSection={<IconShieldLock size={12} />}>
          Protected
        </Badge>
      )}
    </Group>
  );
}

/** The folders and files of one folder, with their actions (§2 Company Documents). */
export function DirectoryTable({
  directory,
  onOpenFolder,
  onEditFolder,
  onDeleteFolder,
  onShowVersions,
  onMove,
}: DirectoryTableProps) {
  const [deleteFile] = useDeleteDocumentFileMutation();
  const companyId = directory.companyId;
  const manage = directory.canManage;

  const confirmDelete = (f: DocumentFileDto) =>
    modals.openConfirmModal({
      title: `Delete ${f.name}`,
      children: <Text>Delete {f.name} and all its versions? This cannot be undone.</Text>,
      labels: { confirm: 'Delete file', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void deleteFile({ companyId, fileId: f.id }),
    });

  if (directory.folders.length === 0 && directory.files.length === 0)
    return <Text c="dimmed">This folder is empty.</Text>;

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label="Folder contents" verticalSpacing="xs" fz="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Version</Table.Th>
            <Table.Th>Updated by</Table.Th>
            <Table.Th>Updated on</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {directory.folders.map((f) => (
            <Table.Tr key={`folder-${f.id}`}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <IconFolder size={18} color="var(--mantine-color-yellow-7)" />
                  <UnstyledButton
                    onClick={() => onOpenFolder(f.id)}
                    fw={500}
                    aria-label={`Open folder ${f.name}`}
                  >
                    {f.name}
                  </UnstyledButton>
                  <Flags locked={f.locked} visibility={f.visibility} />
                </Group>
              </Table.Td>
              <Table.Td />
              <Table.Td />
              <Table.Td />
              <Table.Td>
                {manage && (
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" aria-label={`Actions for folder ${f.name}`}>
                        <IconDotsVertical size={18} />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item onClick={() => onEditFolder(f)}>Folder settings</Menu.Item>
                      <Menu.Item
                        disabled={f.locked || directory.locked}
                        onClick={() =>
                          onMove({
                            kind: 'folder',
                            id: f.id,
                            name: f.name,
                            currentFolderId: directory.id,
                          })
                        }
                      >
                        Move…
                      </Menu.Item>
                      <Menu.Item color="red" disabled={f.locked} onClick={() => onDeleteFolder(f)}>
                        Delete folder
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
          {directory.files.map((f) => (
            <Table.Tr key={`file-${f.id}`}>
              <Table.Td style={{ wordBreak: 'break-word' }}>
                <Group gap="xs" wrap="nowrap">
                  <IconFile size={18} />
                  <div>
                    <Text size="sm">{f.name}</Text>
                    <Text size="xs" c="dimmed">
                      {formatBytes(f.sizeBytes)}
                    </Text>
                  </div>
                  <Flags locked={f.locked} isProtected={f.protected} />
                </Group>
              </Table.Td>
              <Table.Td>v{f.versionNumber}</Table.Td>
              <Table.Td>{f.updatedBy?.name ?? '—'}</Table.Td>
              <Table.Td>{formatInstant(f.updatedOn)}</Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Download ${f.name}`}
                    onClick={() => void downloadDocument(f.url, f.name)}
                  >
                    <IconDownload size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Versions of ${f.name}`}
                    onClick={() => onShowVersions(f)}
                  >
                    <IconHistory size={18} />
                  </ActionIcon>
                  {manage && (
                    <FileActionsMenu
                      file={f}
                      directory={directory}
                      onMove={onMove}
                      onDelete={confirmDelete}
                    />
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
