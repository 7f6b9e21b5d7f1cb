import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { hasCompanyPermission, Permission, type BrokerageDto } from '@turbine/domain';
import { useAuth } from '../../../app/auth-context.tsx';
import { toastColours } from '../../../app/error-toast.ts';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { applyServerErrors } from '../../../components/server-errors.ts';
import {
  useBrokerageUsersQuery,
  useListBrokeragesQuery,
  useUpdateBrokerageMutation,
} from '../api/brokerages-api.ts';
import { BrokerageGradeCard } from '../components/brokerage-grade-card.tsx';
import { BrokeragePackagesCard } from '../components/brokerage-packages-card.tsx';
import { SuspendBrokerageModal } from '../components/suspend-brokerage-modal.tsx';
import { useAgencyAccess } from './brokerages-page.tsx';
import { useRatingAccess } from './company-ratings-page.tsx';

function CommissionCard({ agencyId, b }: { agencyId: number; b: BrokerageDto }) {
  const [update, state] = useUpdateBrokerageMutation();
  const form = useForm({ initialValues: { commissionPercent: b.commissionPercent ?? '' } });
  const save = async (value: string | null) => {
    const result = await update({ agencyId, brokerId: b.id, body: { commissionPercent: value } });
    if (result.error) {
      applyServerErrors(form, result.error);
      return;
    }
    form.setValues({ commissionPercent: result.data.commissionPercent ?? '' });
    form.resetDirty();
    notifications.show({
      color: toastColours.success,
      title: 'Commission saved',
      message: value === null ? 'The products’ own commission applies.' : `${b.name}: ${value} %.`,
    });
  };
  return (
    <SectionCard title="Commission">
      <Text size="sm" c="dimmed" mb="sm">
        Overrides the broker commission of your products for this brokerage’s new quotes (0 to 100
        %). A commission chosen on a quote still wins.
      </Text>
      <form onSubmit={form.onSubmit((v) => void save(v.commissionPercent.trim() || null))}>
        <Group align="flex-end">
          <TextInput
            label="Commission override (%)"
            placeholder="Product default"
            inputMode="decimal"
            w={220}
            {...form.getInputProps('commissionPercent')}
          />
          <Button type="submit" loading={state.isLoading}>
            Save
          </Button>
          {b.commissionPercent !== null && (
            <Button variant="default" onClick={() => void save(null)}>
              Use product default
            </Button>
          )}
        </Group>
      </form>
    </SectionCard>
  );
}

function UsersCard({ agencyId, brokerId }: { agencyId: number; brokerId: number }) {
  const users = useBrokerageUsersQuery({ agencyId, brokerId });
  return (
    <SectionCard title="Authorised users">
      {users.isError ? (
        <ErrorPanel error={users.error} itemName="users" onRetry={() => void users.refetch()} />
      ) : users.data && users.data.data.length === 0 ? (
        <Text c="dimmed">No user yet: the administrator’s invitation is still pending.</Text>
      ) : (
        <Table aria-label="Brokerage users">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Role</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(users.data?.data ?? []).map((u) => (
              <Table.Tr key={u.id}>
                <Table.Td>{u.name}</Table.Td>
                <Table.Td>{u.email}</Table.Td>
                <Table.Td>{u.roleName}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </SectionCard>
  );
}

/** Broker Management (§2, decision 168): one brokerage's packages, commission, users and standing. */
export function BrokerManagementPage() {
  const { user } = useAuth();
  const { agencyId, allowed } = useAgencyAccess();
  const ratingAccess = useRatingAccess();
  const brokerId = Number(useParams().brokerId);
  const [suspending, setSuspending] = useState(false);
  const [update] = useUpdateBrokerageMutation();
  const list = useListBrokeragesQuery({ agencyId }, { skip: !allowed });
  if (!allowed) return <ErrorPanel kind="notAuthorised" title="Access denied" />;
  if (list.isLoading)
    return (
      <Center py="xl">
        <Loader aria-label="Loading brokerage" />
      </Center>
    );
  const b = list.data?.data.find((x) => x.id === brokerId);
  if (list.isError || !b)
    return list.isError ? (
      <ErrorPanel error={list.error} itemName="brokerage" onRetry={() => void list.refetch()} />
    ) : (
      <ErrorPanel kind="notFound" itemName="brokerage" />
    );
  // The agency's grade on the brokerage (decision 232), for those who may grade.
  const grades = ratingAccess.allowed;
  const managesProducts =
    user != null && hasCompanyPermission(user, agencyId, Permission.ManageProducts);
  return (
    <PageContainer
      title={b.name}
      description={
        <Group gap="xs" component="span">
          <Badge color={b.status === 'active' ? 'green' : 'orange'} variant="light">
            {b.status === 'active' ? 'Active' : 'Suspended'}
          </Badge>
          {b.statusReason && <span>{b.statusReason}</span>}
        </Group>
      }
      size="xl"
      actions={
        <Group>
          <Button variant="default" component={Link} to="/company/brokerages">
            All brokerages
          </Button>
          {b.status === 'active' ? (
            <Button color="orange" variant="light" onClick={() => setSuspending(true)}>
              Suspend
            </Button>
          ) : (
            <Button
              color="green"
              variant="light"
              onClick={() => void update({ agencyId, brokerId, body: { status: 'active' } })}
            >
              Reinstate
            </Button>
          )}
        </Group>
      }
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {managesProducts ? (
            <BrokeragePackagesCard agencyId={agencyId} brokerId={brokerId} brokerName={b.name} />
          ) : (
            <SectionCard title="Packages">
              <Text c="dimmed">
                Managing products is needed to change which packages it may sell.
              </Text>
            </SectionCard>
          )}
          <Stack>
            {grades && (
              <BrokerageGradeCard agencyId={agencyId} brokerId={brokerId} brokerName={b.name} />
            )}
            <CommissionCard key={b.commissionPercent ?? ''} agencyId={agencyId} b={b} />
            <UsersCard agencyId={agencyId} brokerId={brokerId} />
          </Stack>
        </SimpleGrid>
      </Stack>
      {suspending && (
        <SuspendBrokerageModal
          agencyId={agencyId}
          brokerage={b}
          onClose={() => setSuspending(false)}
        />
      )}
    </PageContainer>
  );
}
