import { SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FolderSummaryDto } from '@turbine/domain';
import { FormModal } from '../../../components/form-modal.tsx';
import { applyServerErrors } from '../../../components/server-errors.ts';
import { useCreateFolderMutation, useUpdateFolderMutation } from '../api/documents-api.ts';

interface FolderFormModalProps {
  companyId: number;
  /** The folder to edit, or null for a new folder under `parentId`. */
  folder: FolderSummaryDto | null;
  parentId: number;
  onClose: () => void;
}

/** New folder / folder settings: name, visibility public 2 / private 1 (§3), locked. */
export function FolderFormModal({ companyId, folder, parentId, onClose }: FolderFormModalProps) {
  const [create, creating] = useCreateFolderMutation();
  const [update, updating] = useUpdateFolderMutation();
  const form = useForm({
    initialValues: {
      name: folder?.name ?? '',
      visibility: String(folder?.visibility ?? 1),
      locked: folder?.locked ?? false,
    },
    validate: { name: (v) => (v.trim() ? null : 'This field is required') },
  });

  const save = form.onSubmit(async (v) => {
    const body = {
      name: v.name.trim(),
      visibility: Number(v.visibility) as 1 | 2,
      locked: v.locked,
    };
    const result = folder
      ? await update({ companyId, folderId: folder.id, body })
      : await create({ companyId, body: { ...body, parentId } });
    if (result.error) {
      applyServerErrors(form, result.error);
      return;
    }
    onClose();
  });

  return (
    <FormModal
      title={folder ? `Folder settings: ${folder.name}` : 'New folder'}
      onSave={() => save()}
      onClose={onClose}
      submitLabel={folder ? 'Save folder' : 'Create folder'}
      saving={creating.isLoading || updating.isLoading}
    >
      <TextInput
        label="Name"
        required
        maxLength={120}
        data-autofocus
        {...form.getInputProps('name')}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Visibility
        </Text>
        <SegmentedControl
          aria-label="Visibility"
          data={[
            { value: '1', label: 'Private' },
            { value: '2', label: 'Public' },
          ]}
          {...form.getInputProps('visibility')}
        />
        <Text size="xs" c="dimmed">
          Public folders are visible to the companies you work with: brokers of your packages and
          your clients. Private folders stay with your company.
        </Text>
      </Stack>
      <Switch
        label="Locked: nothing in this folder can be added, changed or removed"
        {...form.getInputProps('locked', { type: 'checkbox' })}
      />
    </FormModal>
  );
}
