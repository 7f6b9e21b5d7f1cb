import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Messages } from '@turbine/domain';

/** Why the controls below are disabled: no ManageProducts, or a locked version (§4, §8). */
export function ReadOnlyAlert({ canEdit, locked }: { canEdit: boolean; locked?: boolean }) {
  if (!canEdit) {
    return (
      <Alert color="gray" icon={<IconLock size={18} />}>
        {Messages.noPermissionEdit}
      </Alert>
    );
  }
  if (locked) {
    return (
      <Alert color="orange" icon={<IconLock size={18} />}>
        {Messages.cannotModifyInUse}
      </Alert>
    );
  }
  return null;
}
