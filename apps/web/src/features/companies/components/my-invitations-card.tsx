import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { companyTypeLabels, type MyInvitationDto } from '@turbine/domain';
import { participantColour } from '../../../app/theme.ts';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { formatDate } from '../../../components/format-instant.ts';
import { useGetMyInvitationsQuery, useResendMyInvitationMutation } from '../api/invitations-api.ts';

function InvitationItem({ invitation, email }: { invitation: MyInvitationDto; email: string }) {
  const [resend, state] = useResendMyInvitationMutation();
  const [sent, setSent] = useState(false);
  const { company } = invitation;
  return (
    <Card withBorder radius="md" padding="md" role="listitem" aria-label={company.name}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Group gap="xs">
            <Badge color={participantColour(company.refCompanyTypeId)} variant="light">
              {companyTypeLabels[company.refCompanyTypeId]}
            </Badge>
          </Group>
          <Text fw={600} size="lg">
            {company.name}
          </Text>
          <Text size="sm">Role: {invitation.role.name}</Text>
          <Text size="sm" c="dimmed">
            {invitation.invitedBy ? `Invited by ${invitation.invitedBy.name}, ` : ''}
            {`valid until ${formatDate(invitation.expiresAt)}`}
          </Text>
        </Stack>
        <Button
          variant="light"
          loading={state.isLoading}
          disabled={sent}
          onClick={() =>
            void resend(invitation.id).then((r) => {
              if (!r.error) setSent(true);
            })
          }
        >
          Email me the link again
        </Button>
      </Group>
      {sent && (
        <Text size="sm" c="green.8" mt="xs" role="status">
          A new link is on its way to {email}. The earlier link no longer works.
        </Text>
      )}
    </Card>
  );
}

/**
 * The invitations addressed to the user (§2 Welcome, decision 231). Accepting needs the emailed link:
 * that link, not the account's email, proves the mailbox.
 */
export function MyInvitationsCard({ email }: { email: string }) {
  const list = useGetMyInvitationsQuery();
  const invitations = list.data?.data ?? [];
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h3" mb={4}>
        Invitations
      </Title>
      {list.isLoading && <Loader size="sm" aria-label="Loading invitations" />}
      {list.isError && (
        <ErrorPanel error={list.error} itemName="invitations" onRetry={() => void list.refetch()} />
      )}
      {list.isSuccess && invitations.length === 0 && (
        <Text c="dimmed">
          No company has invited {email} yet. When one does, the invitation arrives by email and
          shows here.
        </Text>
      )}
      {invitations.length > 0 && (
        <Stack gap="sm">
          <Alert color="blue" variant="light">
            To accept, open the link in the invitation email sent to {email}. Lost it? Ask for it
            again below.
          </Alert>
          <Stack gap="sm" role="list" aria-label="Pending invitations">
            {invitations.map((inv) => (
              <InvitationItem key={inv.id} invitation={inv} email={email} />
            ))}
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}
