import { useState } from 'react';
import { Anchor, Badge, Button, Center, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Messages, type WebhookEndpointWithSecretDto } from '@turbine/domain';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { useCreateWebhookMutation, useListWebhooksQuery } from '../api/webhooks-api.ts';
import { EndpointForm } from '../components/endpoint-form.tsx';
import { SecretReveal } from '../components/secret-reveal.tsx';
import { useWebhooksCompany } from '../components/use-webhooks-access.ts';

/** The company's webhook endpoints (decision 172): add one, open one for its log and settings. */
export function WebhooksPage() {
  const companyId = useWebhooksCompany();
  const query = useListWebhooksQuery(companyId ?? 0, { skip: companyId === null });
  const [create, createState] = useCreateWebhookMutation();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<WebhookEndpointWithSecretDto | null>(null);
  if (companyId === null)
    return <ErrorPanel kind="notAuthorised" title={Messages.noPermissionAccess} />;

  return (
    <PageContainer
      title="Webhooks"
      description="Send your company's events, signed, to your own systems."
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
          Add endpoint
        </Button>
      }
    >
      <Stack>
        {created && <SecretReveal secret={created.secret} rotated={false} />}
        {query.isLoading ? (
          <Center py="xl">
            <Loader aria-label="Loading webhooks" />
          </Center>
        ) : query.error || !query.data ? (
          <ErrorPanel
            error={query.error}
            itemName="webhook list"
            onRetry={() => void query.refetch()}
          />
        ) : query.data.length === 0 ? (
          <Text c="dimmed">No endpoints yet.</Text>
        ) : (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>URL</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Events</Table.Th>
                <Table.Th>State</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/company/webhooks/${e.id}`}>
                      {e.url}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{e.description ?? ''}</Table.Td>
                  <Table.Td>{e.events.length}</Table.Td>
                  <Table.Td>
                    <Badge color={e.enabled ? 'teal' : 'gray'} variant="light">
                      {e.enabled ? 'Enabled' : 'Disabled'}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      {adding && (
        <Modal opened onClose={() => setAdding(false)} title="Add webhook endpoint" size="xl">
          <EndpointForm
            companyId={companyId}
            endpoint={null}
            submitLabel="Add endpoint"
            saving={createState.isLoading}
            onCancel={() => setAdding(false)}
            onSave={async (body) => {
              const result = await create({ companyId, body });
              if (result.error) return result.error;
              setCreated(result.data);
              setAdding(false);
              return null;
            }}
          />
        </Modal>
      )}
    </PageContainer>
  );
}
