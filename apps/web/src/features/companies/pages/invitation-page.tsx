import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { companyTypeLabels, Messages, type UserDto } from '@turbine/domain';
import { errorStatus } from '../../../app/api-error.ts';
import { useAuth } from '../../../app/auth-context.tsx';
import { useAppDispatch } from '../../../app/hooks.ts';
import { representCompany } from '../../../app/session-slice.ts';
import { intendedPath } from '../../../app/storage.ts';
import { participantColour } from '../../../app/theme.ts';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { formatDate } from '../../../components/format-instant.ts';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { useLogout } from '../../identity/index.ts';
import { useAcceptInvitationMutation, useGetInvitationQuery } from '../api/invitations-api.ts';
import { AcceptInvitationForm } from '../components/accept-invitation-form.tsx';

const tokenPattern = /^[A-Za-z0-9._~-]{8,512}$/;

function Invalid({ title }: { title: string }) {
  return (
    <CenteredCard title={title}>
      <Stack>
        <Alert color="red">{Messages.invitationInvalid}</Alert>
        <Text size="sm" c="dimmed">
          Ask the company that invited you to send a new invitation.
        </Text>
        <Button component={Link} to="/" variant="light">
          Go to the home page
        </Button>
      </Stack>
    </CenteredCard>
  );
}

/** Invitation acceptance (§2): valid, invalid and invalid-link states. */
export function InvitationPage() {
  const { token = '' } = useParams();
  const validLink = tokenPattern.test(token);
  const { user } = useAuth();
  const invitation = useGetInvitationQuery(token, { skip: !validLink });
  const [accept, acceptState] = useAcceptInvitationMutation();
  const { logout } = useLogout();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  if (!validLink) return <Invalid title="Invalid invitation link" />;
  if (invitation.isLoading) return <FullPageLoader />;
  if (errorStatus(invitation.error) === 404) return <Invalid title="Invalid invitation" />;
  if (invitation.isError || !invitation.data) {
    return (
      <ErrorPanel
        error={invitation.error}
        itemName="invitation"
        onRetry={() => void invitation.refetch()}
      />
    );
  }

  const inv = invitation.data;
  const accepted = (_user: UserDto) => {
    dispatch(representCompany(inv.company.id));
    void navigate('/company/manage', { replace: true });
  };
  const signedInAsInvitee = user != null && user.email.toLowerCase() === inv.email.toLowerCase();

  return (
    <CenteredCard
      title="Welcome"
      description={`You have been invited to join ${inv.company.name}.`}
    >
      <Stack>
        <Group gap="xs">
          <Badge color={participantColour(inv.company.refCompanyTypeId)} variant="light">
            {companyTypeLabels[inv.company.refCompanyTypeId]}
          </Badge>
          <Text fw={600}>{inv.company.name}</Text>
        </Group>
        <Text size="sm">
          Role: <strong>{inv.role.name}</strong> · For {inv.email} · Valid until{' '}
          {formatDate(inv.expiresAt)}
        </Text>
        {signedInAsInvitee ? (
          <Button
            loading={acceptState.isLoading}
            onClick={() => void accept({ token, body: {} }).then((r) => r.data && accepted(r.data))}
          >
            Accept invitation
          </Button>
        ) : user ? (
          <Stack>
            <Alert color="yellow">
              This invitation is for {inv.email}, but you are logged in as {user.email}. Log out and
              log in as {inv.email} to accept it.
            </Alert>
            <Button variant="light" onClick={() => void logout()}>
              Logout
            </Button>
          </Stack>
        ) : inv.userExists ? (
          <Button
            component={Link}
            to="/login"
            onClick={() => intendedPath.remember(`/invitation/${token}`)}
          >
            Login to accept
          </Button>
        ) : (
          <AcceptInvitationForm token={token} email={inv.email} onAccepted={accepted} />
        )}
      </Stack>
    </CenteredCard>
  );
}
