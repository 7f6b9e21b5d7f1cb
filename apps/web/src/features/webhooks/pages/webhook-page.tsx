import { useState } from 'react';
import { Button, Card, Center, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { Messages } from '@turbine/domain';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import {
  useDeleteWebhookMutation,
  useGetWebhookQuery,
  useRotateWebhookSecretMutation,
  useSendWebhookTestMutation,
  useUpdateWebhookMutation,
} from '../api/webhooks-api.ts';
import { DeliveriesLog } from '../components/deliveries-log.tsx';
import { EndpointForm } from '../components/endpoint-form.tsx';
import { SecretReveal } from '../components/secret-reveal.tsx';
import { useWebhooksCompany } from '../components/use-webhooks-access.ts';

/** One webhook endpoint: its settings, secret rotation, a test message and the delivery log. */
export function WebhookPage() {
  const companyId = useWebhooksCompany();
  const id = Number(useParams().endpointId);
  const navigate = useNavigate();
  const query = useGetWebhookQuery({ companyId: companyId ?? 0, id }, { skip: companyId === null });
  const [update, updateState] = useUpdateWebhookMutation();
  const [rotate, rotateState] = useRotateWebhookSecretMutation();
  const [test, testState] = useSendWebhookTestMutation();
  const [remove] = useDeleteWebhookMutation();
  const [secret, setSecret] = useState<string | null>(null);
  if (companyId === null)
    return <ErrorPanel kind="notAuthorised" title={Messages.noPermissionAccess} />;
  if (query.isLoading)
    return (
      <Center py="xl">
        <Loader aria-label="Loading webhook" />
      </Center>
    );
  if (query.error || !query.data)
    return (
      <ErrorPanel error={query.error} itemName="webhook" onRetry={() => void query.refetch()} />
    );
  const endpoint = query.data;

  const confirmRotate = () =>
    modals.openConfirmModal({
      title: 'Rotate the signing secret?',
      children: (
        <Text size="sm">
          A new secret signs every message from now on. The current one keeps signing beside it for
          24 hours.
        </Text>
      ),
      labels: { confirm: 'Rotate secret', cancel: 'Cancel' },
      onConfirm: () =>
        void rotate({ companyId, id }).then((r) => {
          if (r.data) setSecret(r.data.secret);
          else notifications.show({ color: 'red', message: Messages.unknownError });
        }),
    });
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete this endpoint?',
      children: <Text size="sm">Its delivery log is deleted with it.</Text>,
      labels: { confirm: 'Delete endpoint', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void remove({ companyId, id }).then((r) => {
          if (!r.error) void navigate('/company/webhooks');
        }),
    });
  const sendTest = async () => {
    const r = await test({ companyId, id });
    notifications.show(
      r.data
        ? {
            color: r.data.status === 'succeeded' ? 'teal' : 'yellow',
            message: `Test message ${r.data.status}.`,
          }
        : { color: 'red', message: Messages.unknownError },
    );
  };

  return (
    <PageContainer
      title="Webhook endpoint"
      description={endpoint.url}
      actions={
        <Group gap="xs">
          <Button variant="default" onClick={() => void sendTest()} loading={testState.isLoading}>
            Send test message
          </Button>
          <Button variant="default" onClick={confirmRotate} loading={rotateState.isLoading}>
            Rotate secret
          </Button>
          <Button color="red" variant="light" onClick={confirmDelete}>
            Delete
          </Button>
        </Group>
      }
    >
      <Stack>
        {secret && <SecretReveal secret={secret} rotated />}
        <Text size="sm" c="dimmed">
          Signing secret {endpoint.secretHint}
          {endpoint.previousSecretExpiresAt !== null &&
            ` · the previous secret also signs until ${new Date(endpoint.previousSecretExpiresAt * 1000).toLocaleString()}`}
        </Text>
        <Card withBorder>
          <EndpointForm
            key={endpoint.updatedAt}
            companyId={companyId}
            endpoint={endpoint}
            submitLabel="Save endpoint"
            saving={updateState.isLoading}
            onSave={async (body) => {
              const r = await update({ companyId, id, body });
              if (r.error) return r.error;
              notifications.show({ color: 'teal', message: 'Saved.' });
              return null;
            }}
          />
        </Card>
        <Divider />
        <DeliveriesLog companyId={companyId} endpointId={id} />
      </Stack>
    </PageContainer>
  );
}
