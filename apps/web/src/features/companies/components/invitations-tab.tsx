import { Badge, Button, Center, Loader, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { InvitationStatus, type InvitationDto } from '@turbine/domain';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { formatDate, formatInstant } from '../../../components/format-instant.ts';
import {
  useListInvitationsQuery,
  useListRolesQuery,
  useRevokeInvitationMutation,
} from '../api/company-admin-api.ts';
import { InviteUserForm } from './invite-user-form.tsx';

const statusColours: Record<InvitationDto['status'], string> = {
  pending: 'blue',
  accepted: 'green',
  expired: 'gray',
  revoked: 'red',
};

const label = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Invitations: invite, list by status (pending, accepted, expired, revoked) and revoke (§4). */
export function InvitationsTab({ companyId }: { companyId: number }) {
  const [status, setStatus] = useState<InvitationStatus | 'all'>('all');
  const invitations = useListInvitationsQuery({
    companyId,
    status: status === 'all' ? undefined : status,
  });
  const roles = useListRolesQuery(companyId);
  const [revoke] = useRevokeInvitationMutation();

  const confirmRevoke = (inv: InvitationDto) =>
    modals.openConfirmModal({
      title: 'Revoke invitation',
      children: (
        <Text>Revoke the invitation for {inv.email}? The link in their email stops working.</Text>
      ),
      labels: { confirm: 'Revoke', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void revoke({ companyId, invitationId: inv.id }),
    });

  const list = invitations.data?.data ?? [];
  return (
    <Stack gap="lg">
      <InviteUserForm companyId={companyId} roles={roles.data?.data ?? []} />
      <SegmentedControl
        aria-label="Invitation status"
        value={status}
        onChange={(v) => setStatus(v as InvitationStatus | 'all')}
        data={[
          { value: 'all', label: 'All' },
          ...InvitationStatus.map((s) => ({ value: s, label: label(s) })),
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {invitations.isLoading ? (
        <Center py="xl">
          <Loader aria-label="Loading invitations" />
        </Center>
      ) : invitations.isError ? (
        <ErrorPanel
          error={invitations.error}
          itemName="invitation list"
          onRetry={() => void invitations.refetch()}
        />
      ) : list.length === 0 ? (
        <Text c="dimmed">
          {status === 'all' ? 'No invitations have been sent yet.' : `No ${status} invitations.`}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" striped aria-label="Invitations">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Email</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Sent</Table.Th>
                <Table.Th>Expires</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((inv) => (
                <Table.Tr key={inv.id}>
                  <Table.Td>{inv.email}</Table.Td>
                  <Table.Td>{inv.role.name}</Table.Td>
                  <Table.Td>
                    <Badge color={statusColours[inv.status]} variant="light">
                      {label(inv.status)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatInstant(inv.createdAt)}</Table.Td>
                  <Table.Td>
                    {inv.status === 'accepted'
                      ? `Accepted ${formatDate(inv.acceptedAt)}`
                      : formatDate(inv.expiresAt)}
                  </Table.Td>
                  <Table.Td>
                    {inv.status === 'pending' && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => confirmRevoke(inv)}
                        aria-label={`Revoke invitation for ${inv.email}`}
                      >
                        Revoke
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
