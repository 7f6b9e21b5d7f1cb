import { Badge, Switch, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { toastColours } from '../../../app/error-toast.ts';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import {
  useBrokeragePackagesQuery,
  useSetBrokeragePackageMutation,
} from '../api/brokerages-api.ts';

const accessLabels = {
  all: 'All brokers',
  whitelist: 'Whitelist',
  blacklist: 'Blacklist',
} as const;

/** Which of the agency's packages the brokerage may sell: each switch edits the package's own list. */
export function BrokeragePackagesCard({
  agencyId,
  brokerId,
  brokerName,
}: {
  agencyId: number;
  brokerId: number;
  brokerName: string;
}) {
  const packages = useBrokeragePackagesQuery({ agencyId, brokerId });
  const [setAllowed, state] = useSetBrokeragePackageMutation();
  const toggle = async (packageId: number, name: string, allowed: boolean) => {
    const result = await setAllowed({ agencyId, brokerId, packageId, allowed });
    if (!result.error)
      notifications.show({
        color: toastColours.success,
        title: allowed ? 'Package opened' : 'Package closed',
        message: `${brokerName} ${allowed ? 'may now sell' : 'can no longer sell'} ${name}.`,
      });
  };
  return (
    <SectionCard title="Packages">
      {packages.isError ? (
        <ErrorPanel
          error={packages.error}
          itemName="packages"
          onRetry={() => void packages.refetch()}
        />
      ) : packages.data && packages.data.data.length === 0 ? (
        <Text c="dimmed">Your agency has no product packages yet.</Text>
      ) : (
        <Table aria-label="Packages this brokerage may sell">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Package</Table.Th>
              <Table.Th>Broker access</Table.Th>
              <Table.Th>May sell</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(packages.data?.data ?? []).map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{p.name}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color="gray">
                    {accessLabels[p.brokerAccess]}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Switch
                    aria-label={`${brokerName} may sell ${p.name}`}
                    checked={p.allowed}
                    disabled={state.isLoading}
                    onChange={(e) => void toggle(p.id, p.name, e.currentTarget.checked)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Text size="xs" c="dimmed" mt="sm">
        Closing a package open to all brokers turns it into a blacklist naming this brokerage; the
        package screen shows the same list.
      </Text>
    </SectionCard>
  );
}
