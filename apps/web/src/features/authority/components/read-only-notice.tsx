import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Messages } from '@turbine/domain';

/** Why a form is read-only: no managing permission, or a version a risk uses (§4, §8). */
export function ReadOnlyNotice({
  canEdit,
  locked = false,
}: {
  canEdit: boolean;
  locked?: boolean;
}) {
  if (canEdit && !locked) return null;
  return (
    <Alert color="gray" icon={<IconLock size={18} />} mb="md">
      {canEdit ? Messages.cannotModifyInUse : Messages.noPermissionEdit}
    </Alert>
  );
}
