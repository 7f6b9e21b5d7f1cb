import { Anchor, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { formatInstant } from '../../../components/format-instant.ts';
import { useCreateVersionMutation, useListVersionsQuery } from '../api/products-api.ts';
import { productPaths } from '../product-paths.ts';
import { ActionError } from './action-error.tsx';
import { EmptyState, QueryState } from './query-state.tsx';
import { StatusBadges } from './status-badges.tsx';
import { VersionActions } from './version-actions.tsx';

/** The versions of a product with their §4 state and actions. */
export function VersionsTable({
  companyId,
  productId,
  canEdit,
}: {
  companyId: number;
  productId: number;
  canEdit: boolean;
}) {
  const query = useListVersionsQuery({ companyId, productId });
  const [create, createState] = useCreateVersionMutation();
  const navigate = useNavigate();
  const addVersion = async () => {
    const result = await create({ companyId, productId });
    if (result.data) void navigate(productPaths.version(productId, result.data.id));
  };
  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" mb="md">
        <Title order={3}>Versions</Title>
        {canEdit && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            loading={createState.isLoading}
            onClick={() => void addVersion()}
          >
            New blank version
          </Button>
        )}
      </Group>
      {createState.error && (
        <ActionError error={createState.error} title="The version was not created" />
      )}
      <QueryState query={query} itemName="version list">
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState title="No versions">
              Create a version to configure how the product is rated.
            </EmptyState>
          ) : (
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Version</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Published</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...data]
                  .sort((a, b) => b.versionNumber - a.versionNumber)
                  .map((v) => (
                    <Table.Tr key={v.id}>
                      <Table.Td>
                        <Anchor component={Link} to={productPaths.version(productId, v.id)}>
                          Version {v.versionNumber}
                        </Anchor>
                        {!v.savedOnce && (
                          <Text size="xs" c="dimmed">
                            Not saved yet
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <StatusBadges status={v.status} inUse={v.inUse} />
                      </Table.Td>
                      <Table.Td>{v.publishedAt ? formatInstant(v.publishedAt) : '—'}</Table.Td>
                      <Table.Td>
                        <VersionActions
                          version={{
                            companyId,
                            productId,
                            versionId: v.id,
                            versionNumber: v.versionNumber,
                            status: v.status,
                          }}
                          canEdit={canEdit}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
          )
        }
      </QueryState>
    </Paper>
  );
}
