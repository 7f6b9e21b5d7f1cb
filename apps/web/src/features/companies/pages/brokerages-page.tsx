import {
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Select,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  CompanyType,
  hasCompanyPermission,
  Permission,
  type BrokerageBookDto,
  type BrokerageDto,
} from '@turbine/domain';
import { useAuth } from '../../../app/auth-context.tsx';
import { useCompany } from '../../../app/company-context.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { formatMoney, formatPercent } from '../../../components/format-money.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import {
  useBrokerageBookQuery,
  useListBrokeragesQuery,
  useUpdateBrokerageMutation,
} from '../api/brokerages-api.ts';
import { OnboardBrokerageModal } from '../components/onboard-brokerage-modal.tsx';
import { SuspendBrokerageModal } from '../components/suspend-brokerage-modal.tsx';

type Dialog = { kind: 'onboard' } | { kind: 'suspend'; brokerage: BrokerageDto } | null;

/** True when the represented company is an underwriting agency and the user has ManageCompanies. */
export function useAgencyAccess(): { agencyId: number; allowed: boolean } {
  const { user } = useAuth();
  const { currentCompanyId, representedRole } = useCompany();
  const agencyId = currentCompanyId ?? 0;
  const allowed =
    user != null &&
    representedRole?.company.refCompanyTypeId === CompanyType.Underwriter &&
    hasCompanyPermission(user, agencyId, Permission.ManageCompanies);
  return { agencyId, allowed };
}

function BrokerageRow({
  b,
  book,
  onSuspend,
  onReinstate,
}: {
  b: BrokerageDto;
  book: BrokerageBookDto | undefined;
  onSuspend: () => void;
  onReinstate: () => void;
}) {
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/company/brokerages/${b.id}`}>
          {b.name}
        </Anchor>
        {!b.hasAdmin && (
          <Text size="xs" c="dimmed">
            Administrator invited
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Badge color={b.status === 'active' ? 'green' : 'orange'} variant="light">
          {b.status === 'active' ? 'Active' : 'Suspended'}
        </Badge>
      </Table.Td>
      <Table.Td>{b.userCount}</Table.Td>
      <Table.Td ta="right">{book ? formatMoney(book.boundPremium, 'aud') : '—'}</Table.Td>
      <Table.Td ta="right">{book?.boundPolicies ?? '—'}</Table.Td>
      <Table.Td ta="right">{book?.openQuotes ?? '—'}</Table.Td>
      <Table.Td>
        {b.commissionPercent ? formatPercent(b.commissionPercent) : 'Product default'}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            component={Link}
            to={`/company/brokerages/${b.id}`}
            aria-label={`Manage ${b.name}`}
          >
            Manage
          </Button>
          {b.status === 'active' ? (
            <Button size="xs" variant="light" color="orange" onClick={onSuspend}>
              Suspend
            </Button>
          ) : (
            <Button size="xs" variant="light" color="green" onClick={onReinstate}>
              Reinstate
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** An underwriting agency's brokerages (§2 Brokerages, decision 168): onboard, book, suspend. */
export function BrokeragesPage() {
  const { agencyId, allowed } = useAgencyAccess();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [update] = useUpdateBrokerageMutation();
  const list = useListBrokeragesQuery(
    { agencyId, ...(debounced ? { search: debounced } : {}), ...(status ? { status } : {}) },
    { skip: !allowed },
  );
  const book = useBrokerageBookQuery({ agencyId }, { skip: !allowed });
  if (!allowed) return <ErrorPanel kind="notAuthorised" title="Access denied" />;
  const bookOf = new Map((book.data?.data ?? []).map((r) => [r.brokerCompanyId, r]));
  const body = list.isLoading ? (
    <Center py="xl">
      <Loader aria-label="Loading brokerages" />
    </Center>
  ) : list.isError || !list.data ? (
    <ErrorPanel error={list.error} itemName="brokerages" onRetry={() => void list.refetch()} />
  ) : list.data.data.length === 0 ? (
    <Text c="dimmed">
      {debounced || status
        ? 'No brokerage matches the filters.'
        : 'No brokerages yet: onboard the first brokerage you work with.'}
    </Text>
  ) : (
    <Table.ScrollContainer minWidth={900}>
      <Table striped aria-label="Brokerages">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Brokerage</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Users</Table.Th>
            <Table.Th ta="right">Bound premium</Table.Th>
            <Table.Th ta="right">Bound</Table.Th>
            <Table.Th ta="right">Open quotes</Table.Th>
            <Table.Th>Commission</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data.data.map((b) => (
            <BrokerageRow
              key={b.id}
              b={b}
              book={bookOf.get(b.id)}
              onSuspend={() => setDialog({ kind: 'suspend', brokerage: b })}
              onReinstate={() =>
                void update({ agencyId, brokerId: b.id, body: { status: 'active' } })
              }
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return (
    <PageContainer
      title="Brokerages"
      description="The brokerages your agency works with, their users and their book. A suspended brokerage starts no new business with you; its policies are still serviced."
      size="xl"
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'onboard' })}>
          Onboard brokerage
        </Button>
      }
    >
      <Group mb="md" align="flex-end">
        <TextInput
          label="Search brokerages"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={320}
        />
        <Select
          label="Status"
          placeholder="Any"
          clearable
          data={[
            { value: 'active', label: 'Active' },
            { value: 'suspended', label: 'Suspended' },
          ]}
          value={status}
          onChange={setStatus}
          w={180}
        />
      </Group>
      {body}
      {dialog?.kind === 'onboard' && (
        <OnboardBrokerageModal agencyId={agencyId} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'suspend' && (
        <SuspendBrokerageModal
          agencyId={agencyId}
          brokerage={dialog.brokerage}
          onClose={() => setDialog(null)}
        />
      )}
    </PageContainer>
  );
}
