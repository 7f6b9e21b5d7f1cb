import { Alert } from '@mantine/core';
import { Navigate, useNavigate } from 'react-router';
import { useAuth } from '../../../app/auth-context.tsx';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { Messages } from '@turbine/domain';
import { intendedPath } from '../../../app/storage.ts';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';

/**
 * §4: a 403 password-expired reason lands here; afterwards the user continues to the remembered path.
 * Only a signed-in user whose password has expired gets the form (issue 19 item 9).
 */
export function PasswordExpiredPage() {
  const navigate = useNavigate();
  const { initialised, user } = useAuth();
  if (!initialised) return <FullPageLoader />;
  if (!user) return <Navigate to="/login" replace />;
  if (!user.passwordExpired) return <Navigate to="/company/select" replace />;
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
