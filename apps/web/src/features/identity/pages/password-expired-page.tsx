import { Alert } from '@mantine/core';
import { useNavigate } from 'react-router';
import { Messages } from '@turbine/domain';
import { intendedPath } from '../../../app/storage.ts';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';

/** §4: a 403 password-expired reason lands here; afterwards the user continues to the remembered path. */
export function PasswordExpiredPage() {
  const navigate = useNavigate();
  return (
    <CenteredCard title="Password expired">
      <Alert color="yellow" mb="md">
        {Messages.passwordExpired}
      </Alert>
      <ChangePasswordForm
        submitLabel="Change password and continue"
        onChanged={() => void navigate(intendedPath.take('/company/select'), { replace: true })}
      />
    </CenteredCard>
  );
}
