import { ActionIcon, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconTrash } from '@tabler/icons-react';

interface RowActionsProps {
  /** Names what is edited and deleted, e.g. "Edit section A" and "Delete section A". */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  /** What the confirmation asks before `onDelete` runs (§8: deletes are confirmed). */
  confirm: { title: string; message: string; label: string };
  onDelete: () => void;
}

/** The edit and delete buttons at the end of an authority table row; delete asks first. */
export function RowActions({ editLabel, deleteLabel, onEdit, confirm, onDelete }: RowActionsProps) {
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: confirm.title,
      children: <Text>{confirm.message}</Text>,
      labels: { confirm: confirm.label, cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: onDelete,
    });
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={editLabel} onClick={onEdit}>
        <IconPencil size={18} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={deleteLabel} onClick={confirmDelete}>
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}
