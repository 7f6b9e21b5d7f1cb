import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconShieldOff } from '@tabler/icons-react';
import type { CompanyUserDto } from '@turbine/domain';
import { toastColours } from '../../../app/error-toast.ts';
import { useResetMemberAuthenticatorMutation } from '../api/company-admin-api.ts';

/** §6: an admin resets a member's authenticator app; the member is mailed and sets it up again. */
export function ResetAuthenticatorButton({
  companyId,
  user,
}: {
  companyId: number;
  user: CompanyUserDto;
}) {
  const [reset] = useResetMemberAuthenticatorMutation();
  const confirm = () =>
    modals.openConfirmModal({
      title: 'Reset authenticator app',
      children: (
        <Text>
          Reset the authenticator app of {user.name}? They will be emailed and must set it up again;
          devices they trusted stop skipping the second step.
        </Text>
      ),
      labels: { confirm: 'Reset', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void reset({ companyId, userId: user.id }).then((result) =>
          notifications.show(
            result.error
              ? { color: toastColours.error, title: 'Not reset', message: 'Please try again.' }
              : {
                  color: toastColours.success,
                  title: 'Authenticator app reset',
                  message: `${user.name} has been emailed.`,
                },
          ),
        ),
    });
  return (
    <Tooltip label={`Reset authenticator app of ${user.name}`}>
      <ActionIcon
        variant="subtle"
        color="orange"
        aria-label={`Reset authenticator app of ${user.name}`}
        onClick={confirm}
      >
        <IconShieldOff size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
