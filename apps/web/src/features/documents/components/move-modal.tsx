import { Alert, Text, TreeSelect } from '@mantine/core';
import type { FolderOption } from '@turbine/domain';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '../../../app/api-error.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import {
  useGetFolderOptionsQuery,
  useUpdateDocumentFileMutation,
  useUpdateFolderMutation,
} from '../api/documents-api.ts';

/** What is being moved: a folder (left out of the choices with what it holds) or a file. */
export type MoveTarget = {
  kind: 'folder' | 'file';
  id: number;
  name: string;
  currentFolderId: number;
};

const expandedValues = (nodes: FolderOption[]): string[] =>
  nodes.flatMap((n) => [...(n.expanded ? [n.value] : []), ...expandedValues(n.children)]);

/** Move a folder or file to another folder, chosen from the §3 folder-tree option list. */
export function MoveModal({
  companyId,
  rootName,
  target,
  onClose,
}: {
  companyId: number;
  rootName: string;
  target: MoveTarget;
  onClose: () => void;
}) {
  const options = useGetFolderOptionsQuery({
    companyId,
    rootFolderName: rootName,
    disabled: target.kind === 'folder' ? [target.id] : [],
  });
  const [value, setValue] = useState<string | null>(String(target.currentFolderId));
  const [error, setError] = useState<string | null>(null);
  const [moveFolder, movingFolder] = useUpdateFolderMutation();
  const [moveFile, movingFile] = useUpdateDocumentFileMutation();

  const save = async () => {
    if (!value) {
      setError('Choose a folder.');
      return;
    }
    const to = Number(value);
    const result =
      target.kind === 'folder'
        ? await moveFolder({ companyId, folderId: target.id, body: { parentId: to } })
        : await moveFile({ companyId, fileId: target.id, body: { folderId: to } });
    if (result.error) {
      const fields = fieldErrors(result.error);
      setError(fields.parentId ?? fields.folderId ?? errorMessage(result.error));
      return;
    }
    onClose();
  };

  return (
    <FormModal
      title={`Move ${target.name}`}
      onSave={() => void save()}
      onClose={onClose}
      submitLabel="Move"
      saving={movingFolder.isLoading || movingFile.isLoading}
    >
      {options.error && <Alert color="red">{errorMessage(options.error)}</Alert>}
      {options.data && (
        <TreeSelect
          label="Move to folder"
          data={options.data}
          value={value}
          onChange={(v) => {
            setValue(v);
            setError(null);
          }}
          defaultExpandedValues={expandedValues(options.data)}
          defaultExpandAll
          allowDeselect={false}
          error={error}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {target.kind === 'folder' && (
        <Text size="xs" c="dimmed">
          The folder and everything in it move together; it cannot move into itself.
        </Text>
      )}
    </FormModal>
  );
}
