import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical, IconTrash } from '@tabler/icons-react';
import type { DirectoryDto, DocumentFileDto } from '@turbine/domain';
import { useUpdateDocumentFileMutation } from '../api/documents-api.ts';
import type { MoveTarget } from './move-modal.tsx';

/** A file's manage actions: lock, protect, move, delete (each off where the flags forbid it). */
export function FileActionsMenu({
  file: f,
  directory,
  onMove,
  onDelete,
}: {
  file: DocumentFileDto;
  directory: DirectoryDto;
  onMove: (target: MoveTarget) => void;
  onDelete: (file: DocumentFileDto) => void;
}) {
  const [updateFile] = useUpdateDocumentFileMutation();
  const companyId = directory.companyId;
  const update = (body: { locked?: boolean; protected?: boolean }) =>
    void updateFile({ companyId, fileId: f.id, body });

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={`Actions for ${f.name}`}>
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => update({ locked: !f.locked })}>
          {f.locked ? 'Unlock file' : 'Lock file'}
        </Menu.Item>
        <Menu.Item disabled={f.locked} onClick={() => update({ protected: !f.protected })}>
          {f.protected ? 'Remove protection' : 'Protect from deletion'}
        </Menu.Item>
        <Menu.Item
          disabled={f.locked || directory.locked}
          onClick={() =>
            onMove({ kind: 'file', id: f.id, name: f.name, currentFolderId: directory.id })
          }
        >
          Move…
        </Menu.Item>
        <Menu.Item
          color="red"
          disabled={f.locked || f.protected || directory.locked}
          leftSection={<IconTrash size={14} />}
          onClick={() => onDelete(f)}
        >
          Delete file
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
