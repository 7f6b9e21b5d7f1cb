import { labelOf, versionStatusLabels } from '@turbine/domain';
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { toastColours } from '../../../app/error-toast.ts';
import { useDeleteVersionMutation, useVersionActionMutation } from '../api/products-api.ts';
import type { VersionRef } from '../api/product-types.ts';
import { productPaths } from '../product-paths.ts';
import { ActionError } from './action-error.tsx';

interface VersionActionsProps {
  version: VersionRef & { versionNumber: number; status: string };
  canEdit: boolean;
}

const titles = {
  publish: 'Publish refused',
  unpublish: 'Unpublish refused',
  copy: 'Copy failed',
  delete: 'Delete refused',
} as const;
type Action = keyof typeof titles;

/** §4 state changes of a version: publish, unpublish, copy to a new version, delete a draft. */
export function VersionActions({ version, canEdit }: VersionActionsProps) {
  const [act, actState] = useVersionActionMutation();
  const [remove, removeState] = useDeleteVersionMutation();
  const [failed, setFailed] = useState<{ action: Action; error: unknown } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const navigate = useNavigate();
  const busy = actState.isLoading || removeState.isLoading;
  const label = `version ${version.versionNumber}`;

  const run = async (action: Exclude<Action, 'delete'>) => {
    setFailed(null);
    const result = await act({ ...version, action });
    if (result.error) return setFailed({ action, error: result.error });
    if (action === 'copy') {
      notifications.show({
        color: toastColours.success,
        message: `Version ${result.data.versionNumber} created from ${label}.`,
      });
      void navigate(productPaths.version(version.productId, result.data.id));
    } else {
      notifications.show({
        color: toastColours.success,
        message: `${label} is ${labelOf(versionStatusLabels, result.data.status).toLowerCase()}.`,
      });
    }
  };
  const doDelete = async () => {
    setConfirmDelete(false);
    setFailed(null);
    const result = await remove(version);
    if (result.error) setFailed({ action: 'delete', error: result.error });
  };

  if (!canEdit) return null;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {version.status === 'draft' && (
          <Button
            size="xs"
            color="green"
            loading={busy}
            onClick={() => void run('publish')}
            aria-label={`Publish ${label}`}
          >
            Publish
          </Button>
        )}
        {version.status === 'live' && (
          <Button
            size="xs"
            variant="light"
            loading={busy}
            onClick={() => void run('unpublish')}
            aria-label={`Unpublish ${label}`}
          >
            Unpublish
          </Button>
        )}
        <Button
          size="xs"
          variant="default"
          loading={busy}
          onClick={() => void run('copy')}
          aria-label={`Copy ${label} to a new version`}
        >
          Copy to new version
        </Button>
        {version.status === 'draft' && (
          <Button
            size="xs"
            color="red"
            variant="subtle"
            loading={busy}
            onClick={() => setConfirmDelete(true)}
            aria-label={`Delete ${label}`}
          >
            Delete
          </Button>
        )}
      </Group>
      {failed && (
        <ActionError
          error={failed.error}
          title={titles[failed.action]}
          onClose={() => setFailed(null)}
        />
      )}
      <Modal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={`Delete ${label}?`}
      >
        <Text mb="md">
          The draft and everything in it (formulas, rules, datasets, test cases) will be removed.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirmDelete(false)}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void doDelete()}>
            Delete version
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
