import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { CompanyType, hasCompanyPermission, Permission, type CompanyDto } from '@turbine/domain';
import { useAuth } from '../../../app/auth-context.tsx';
import { useCompany } from '../../../app/company-context.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { useListClientsQuery } from '../api/clients-api.ts';
import { ClientFormModal } from '../components/client-form-modal.tsx';
import { InviteClientUserModal } from '../components/invite-client-user-modal.tsx';
import { MergeClientModal } from '../components/merge-client-modal.tsx';
import { CreateTemporaryUserModal } from '../components/temporary-user-modals.tsx';

type Dialog =
  { kind: 'add' } | { kind: 'edit' | 'invite' | 'merge' | 'temporary'; client: CompanyDto } | null;

const where = (c: CompanyDto) =>
  [c.profile.city, c.profile.state, c.profile.country].filter(Boolean).join(', ') || '—';

/** The brokerage's clients (ManageClients, decision 137): add, edit while it manages them, invite their users. */
export function ClientsPage() {
  const { user } = useAuth();
  const { currentCompanyId, representedRole } = useCompany();
  const brokerId = currentCompanyId ?? 0;
  const allowed =
    user != null &&
    representedRole?.company.refCompanyTypeId === CompanyType.Broker &&
    hasCompanyPermission(user, brokerId, Permission.ManageClients);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useListClientsQuery(
    { brokerId, page, ...(debounced ? { search: debounced } : {}) },
    { skip: !allowed },
  );
  if (!allowed) return <ErrorPanel kind="notAuthorised" title="Access denied" />;
  const close = () => {
    setDialog(null);
    void list.refetch();
  };
  const body = list.isLoading ? (
    <Center py="xl">
      <Loader aria-label="Loading clients" />
    </Center>
  ) : list.isError || !list.data ? (
    <ErrorPanel error={list.error} itemName="clients" onRetry={() => void list.refetch()} />
  ) : list.data.data.length === 0 ? (
    <Text c="dimmed">
      {debounced ? 'No client matches the search.' : 'No clients yet: add your first client.'}
    </Text>
  ) : (
    <Stack>
      <Table.ScrollContainer minWidth={720}>
        <Table striped aria-label="Clients">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Client</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Location</Table.Th>
              <Table.Th>Managed by</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.data.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{c.name}</Table.Td>
                <Table.Td>{c.profile.email ?? '—'}</Table.Td>
                <Table.Td>{where(c)}</Table.Td>
                <Table.Td>
                  <Badge color={c.hasAdmin ? 'blue' : 'gray'} variant="light">
                    {c.hasAdmin ? 'The client' : 'Your brokerage'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {!c.hasAdmin && (
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`Edit ${c.name}`}
                        onClick={() => setDialog({ kind: 'edit', client: c })}
                      >
                        Edit
                      </Button>
                    )}
                    {!c.hasAdmin && (
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={`Invite a user of ${c.name}`}
                        onClick={() => setDialog({ kind: 'invite', client: c })}
                      >
                        Invite user
                      </Button>
                    )}
                    {!c.hasAdmin && (
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={`Add a temporary user for ${c.name}`}
                        onClick={() => setDialog({ kind: 'temporary', client: c })}
                      >
                        Temporary user
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="subtle"
                      aria-label={`Merge a duplicate into ${c.name}`}
                      onClick={() => setDialog({ kind: 'merge', client: c })}
                    >
                      Merge
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.data.meta.total > list.data.meta.perPage && (
        <Pagination
          total={Math.ceil(list.data.meta.total / list.data.meta.perPage)}
          value={page}
          onChange={setPage}
        />
      )}
    </Stack>
  );
  return (
    <PageContainer
      title="Clients"
      description="The insured companies your brokerage looks after. You manage a client until its own administrator accepts an invitation."
      size="xl"
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'add' })}>
          Add client
        </Button>
      }
    >
      <TextInput
        label="Search clients"
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        mb="md"
        maw={360}
      />
      {body}
      {dialog?.kind === 'add' && <ClientFormModal brokerId={brokerId} onClose={close} />}
      {dialog?.kind === 'edit' && (
        <ClientFormModal brokerId={brokerId} client={dialog.client} onClose={close} />
      )}
      {dialog?.kind === 'merge' && (
        <MergeClientModal brokerId={brokerId} keep={dialog.client} onClose={close} />
      )}
      {dialog?.kind === 'temporary' && (
        <CreateTemporaryUserModal
          companyId={dialog.client.id}
          brokerId={brokerId}
          clientName={dialog.client.name}
          onClose={close}
        />
      )}
      {dialog?.kind === 'invite' && (
        <InviteClientUserModal client={dialog.client} onClose={close} />
      )}
    </PageContainer>
  );
}
