import {
  ActionIcon,
  Avatar,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  IconClockPlus,
  IconLogout,
  IconSearch,
  IconUserMinus,
  IconUserPlus,
} from '@tabler/icons-react';
import { useState } from 'react';
import type { CompanyUserDto } from '@turbine/domain';
import { toastColours } from '../../../app/error-toast.ts';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { formatDate, formatInstant } from '../../../components/format-instant.ts';
import { avatarUrl } from '../../identity/index.ts';
import {
  useChangeUserRoleMutation,
  useEndMemberSessionsMutation,
  useListCompanyUsersQuery,
  useListRolesQuery,
  useRemoveCompanyUserMutation,
} from '../api/company-admin-api.ts';
import { ResetAuthenticatorButton } from './reset-authenticator-button.tsx';
import {
  CreateTemporaryUserModal,
  ExtendTemporaryUserModal,
  formatExpiry,
} from './temporary-user-modals.tsx';

const perPage = 25;

/** Company Users: role, last activity and member since; change a role or remove a user (§2, §3). */
export function CompanyUsersTab({
  companyId,
  currentUserId,
}: {
  companyId: number;
  currentUserId: number;
}) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const users = useListCompanyUsersQuery({
    companyId,
    page,
    perPage,
    search: debounced || undefined,
  });
  const roles = useListRolesQuery(companyId);
  const [changeRole] = useChangeUserRoleMutation();
  const [removeUser] = useRemoveCompanyUserMutation();
  const [endSessions] = useEndMemberSessionsMutation();
  const [creatingTemporary, setCreatingTemporary] = useState(false);
  const [extending, setExtending] = useState<CompanyUserDto | null>(null);
  const roleOptions = (roles.data?.data ?? []).map((r) => ({ value: String(r.id), label: r.name }));

  const confirmRemove = (u: CompanyUserDto) =>
    modals.openConfirmModal({
      title: 'Remove user',
      children: <Text>Remove {u.name} from the company? They lose access at once.</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void removeUser({ companyId, userId: u.id }),
    });

  const confirmEndSessions = (u: CompanyUserDto) =>
    modals.openConfirmModal({
      title: 'End sessions',
      children: <Text>Sign {u.name} out on every device? They can sign in again.</Text>,
      labels: { confirm: 'End sessions', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void endSessions({ companyId, userId: u.id }).then((result) =>
          notifications.show(
            result.error
              ? { color: toastColours.error, title: 'Not ended', message: 'Please try again.' }
              : {
                  color: toastColours.success,
                  title: 'Sessions ended',
                  message: `${u.name} is signed out.`,
                },
          ),
        ),
    });

  const rows = (users.data?.data ?? []).map((u) => (
    <Table.Tr key={u.id}>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Avatar
            src={avatarUrl(u.avatarFileVersionId)}
            name={u.name}
            color="initials"
            radius="xl"
            size="sm"
          />
          <div>
            <Text size="sm" fw={500}>
              {u.name}
            </Text>
            <Text size="xs" c="dimmed">
              {u.email}
            </Text>
            {u.isTemporaryUser && u.temporaryExpiresAt !== null && (
              <TemporaryBadge expiresAt={u.temporaryExpiresAt} />
            )}
          </div>
        </Group>
      </Table.Td>
      <Table.Td miw={180}>
        <Select
          aria-label={`Role of ${u.name}`}
          data={
            roleOptions.length ? roleOptions : [{ value: String(u.role.id), label: u.role.name }]
          }
          value={String(u.role.id)}
          allowDeselect={false}
          onChange={(v) =>
            v &&
            Number(v) !== u.role.id &&
            void changeRole({ companyId, userId: u.id, roleId: Number(v) })
          }
        />
      </Table.Td>
      <Table.Td>{formatInstant(u.lastActivityAt)}</Table.Td>
      <Table.Td>{formatDate(u.memberSince)}</Table.Td>
      <Table.Td>
        {u.isTemporaryUser && u.temporaryExpiresAt !== null && (
          <Tooltip label={`Extend ${u.name}`}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Extend ${u.name}`}
              onClick={() => setExtending(u)}
            >
              <IconClockPlus size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        {u.id !== currentUserId && u.authenticatorApp && (
          <ResetAuthenticatorButton companyId={companyId} user={u} />
        )}
        {u.id !== currentUserId && (
          <Tooltip label={`End sessions of ${u.name}`}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`End sessions of ${u.name}`}
              onClick={() => confirmEndSessions(u)}
            >
              <IconLogout size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        {u.id !== currentUserId && (
          <Tooltip label={`Remove ${u.name}`}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${u.name}`}
              onClick={() => confirmRemove(u)}
            >
              <IconUserMinus size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Table.Td>
    </Table.Tr>
  ));

  const total = users.data?.meta.total ?? 0;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <TextInput
          label="Search users"
          placeholder="Name or email"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={360}
          maw="100%"
        />
        <Button
          variant="light"
          leftSection={<IconUserPlus size={16} />}
          onClick={() => setCreatingTemporary(true)}
        >
          Add temporary user
        </Button>
      </Group>
      {creatingTemporary && (
        <CreateTemporaryUserModal
          companyId={companyId}
          onClose={() => setCreatingTemporary(false)}
        />
      )}
      {extending && (
        <ExtendTemporaryUserModal
          companyId={companyId}
          user={extending}
          onClose={() => setExtending(null)}
        />
      )}
      {users.isLoading ? (
        <Center py="xl">
          <Loader aria-label="Loading users" />
        </Center>
      ) : users.isError ? (
        <ErrorPanel error={users.error} itemName="user list" onRetry={() => void users.refetch()} />
      ) : rows.length === 0 ? (
        <Text c="dimmed" py="lg">
          {debounced
            ? 'No users match your search.'
            : 'The company has no users yet. Invite people from the Invitations tab.'}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" striped aria-label="Company users">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>User</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Last activity</Table.Th>
                <Table.Th>Member since</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{rows}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {total > perPage && (
        <Pagination total={Math.ceil(total / perPage)} value={page} onChange={setPage} />
      )}
    </Stack>
  );
}

/** §1: a temporary user, with when their access ends (or ended). */
function TemporaryBadge({ expiresAt }: { expiresAt: number }) {
  const expired = expiresAt * 1000 <= Date.now();
  return (
    <Badge size="sm" variant="light" color={expired ? 'red' : 'yellow'} mt={4}>
      {expired ? 'Temporary · expired' : 'Temporary · until'} {formatExpiry(expiresAt)}
    </Badge>
  );
}
