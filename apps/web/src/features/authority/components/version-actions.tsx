import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCopy, IconTrash, IconUpload, IconArrowBackUp } from '@tabler/icons-react';
import type { VersionSummaryDto } from '@turbine/domain';

export type VersionAction = 'publish' | 'unpublish' | 'copy' | 'delete';

interface VersionActionsProps {
  version: Pick<VersionSummaryDto, 'version' | 'status' | 'inUse'>;
  /** What a version is called ("period", "version"). */
  noun: string;
  canEdit: boolean;
  busy: VersionAction | null;
  onAction: (action: VersionAction) => void;
  size?: 'xs' | 'sm';
}

/**
 * §4 transitions of a versioned item: a draft can be published or deleted, a live one not in use
 * can go back to draft, and any version can be copied into a new draft.
 */
export function VersionActions({
  version,
  noun,
  canEdit,
  busy,
  onAction,
  size = 'xs',
}: VersionActionsProps) {
  if (!canEdit) return null;
  const label = `${noun} ${version.version}`;
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: `Delete draft ${label}`,
      children: <Text>Delete this draft and everything in it? This cannot be undone.</Text>,
      labels: { confirm: 'Delete draft', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => onAction('delete'),
    });
  return (
    <Group gap="xs" wrap="nowrap">
      {version.status === 'draft' && (
        <Button
          size={size}
          leftSection={<IconUpload size={14} />}
          loading={busy === 'publish'}
          onClick={() => onAction('publish')}
          aria-label={`Publish ${label}`}
        >
          Publish
        </Button>
      )}
      {version.status === 'live' && !version.inUse && (
        <Button
          size={size}
          variant="light"
          leftSection={<IconArrowBackUp size={14} />}
          loading={busy === 'unpublish'}
          onClick={() => onAction('unpublish')}
          aria-label={`Unpublish ${label}`}
        >
          Unpublish
        </Button>
      )}
      <Button
        size={size}
        variant="default"
        leftSection={<IconCopy size={14} />}
        loading={busy === 'copy'}
        onClick={() => onAction('copy')}
        aria-label={`Copy ${label} to a new version`}
      >
        Copy to new version
      </Button>
      {version.status === 'draft' && (
        <Button
          size={size}
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          loading={busy === 'delete'}
          onClick={confirmDelete}
          aria-label={`Delete draft ${label}`}
        >
          Delete draft
        </Button>
      )}
    </Group>
  );
}
