import {
  ActionIcon,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { RoleDto } from '@turbine/domain';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { useDeleteRoleMutation, useListRolesQuery } from '../api/company-admin-api.ts';
import { RoleFormModal } from './role-form-modal.tsx';

/** Roles & Permissions: create, edit and delete roles; the admin role cannot be deleted (§6). */
export function RolesTab({ companyId }: { companyId: number }) {
  const roles = useListRolesQuery(companyId);
  const [deleteRole] = useDeleteRoleMutation();
  const [editing, setEditing] = useState<RoleDto | 'new' | null>(null);

  const confirmDelete = (role: RoleDto) =>
    modals.openConfirmModal({
      title: `Delete the role ${role.name}`,
      children: (
        <Text>
          {role.userCount > 0
            ? `Its ${role.userCount === 1 ? 'user moves' : `${role.userCount} users move`} to the role with the fewest permissions.`
            : 'No user holds this role.'}{' '}
          This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Delete role', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void deleteRole({ companyId, roleId: role.id }),
    });

  if (roles.isLoading) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading roles" />
      </Center>
    );
  }
  if (roles.isError)
    return (
      <ErrorPanel error={roles.error} itemName="role list" onRetry={() => void roles.refetch()} />
    );
  const list = roles.data?.data ?? [];

  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed">A role grants its users a set of permissions in this company.</Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Create role
        </Button>
      </Group>
      {list.length === 0 ? (
        <Text c="dimmed">The company has no roles yet.</Text>
      ) : (
        <Table verticalSpacing="sm" striped aria-label="Roles">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Role</Table.Th>
              <Table.Th>Permissions</Table.Th>
              <Table.Th>Users</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((role) => (
              <Table.Tr key={role.id}>
                <Table.Td>
                  <Group gap="xs">
                    <Text fw={500}>{role.name}</Text>
                    {role.isAdmin && <Badge variant="light">Administrator</Badge>}
                  </Group>
                </Table.Td>
                <Table.Td>{role.permissions.length}</Table.Td>
                <Table.Td>{role.userCount}</Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Edit ${role.name}`}
                      onClick={() => setEditing(role)}
                    >
                      <IconPencil size={18} />
                    </ActionIcon>
                    {!role.isAdmin && (
                      <Tooltip label={`Delete ${role.name}`}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${role.name}`}
                          onClick={() => confirmDelete(role)}
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing && (
        <RoleFormModal
          companyId={companyId}
          role={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
