import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { useState } from 'react';
import { MicrosoftLimits, type MicrosoftSetupLinkDto } from '@turbine/domain';
import { toastColours } from '../../../app/error-toast.ts';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { formatInstant } from '../../../components/format-instant.ts';
import {
  useCreateMicrosoftSetupLinkMutation,
  useDisconnectMicrosoftMutation,
  useGetMicrosoftIntegrationQuery,
} from '../api/microsoft-integration-api.ts';

/** A link's expiry, which is tomorrow: the day must show ("Sat 28 Nov, 4:02 pm"). */
const until = (epochSeconds: number) => dayjs.unix(epochSeconds).format('ddd D MMM, h:mm a');

/**
 * Company Integrations (§2): the company's Microsoft organisation. An admin connects it by granting admin
 * consent (or sends the IT admin a setup link, valid 24 hours, §9), sees its status and disconnects it.
 * Members of a connected organisation can then sign in with Microsoft (decision 144).
 */
export function CompanyIntegrationsTab({ companyId }: { companyId: number }) {
  const status = useGetMicrosoftIntegrationQuery(companyId);
  const [createLink, linkState] = useCreateMicrosoftSetupLinkMutation();
  const [disconnect] = useDisconnectMicrosoftMutation();
  const [link, setLink] = useState<MicrosoftSetupLinkDto | null>(null);

  if (status.isLoading) return <Loader aria-label="Loading integrations" />;
  if (status.isError || !status.data)
    return (
      <ErrorPanel
        error={status.error}
        itemName="integrations"
        onRetry={() => void status.refetch()}
      />
    );
  const m = status.data;

  const newLink = async (): Promise<MicrosoftSetupLinkDto | null> => {
    const result = await createLink(companyId);
    if (result.error) {
      notifications.show({
        color: toastColours.error,
        title: 'No setup link',
        message: 'Please try again.',
      });
      return null;
    }
    return result.data;
  };
  // The admin consents themselves: the same link, opened in this browser.
  const connectNow = async () => {
    const made = await newLink();
    if (made) window.location.assign(made.url);
  };
  const confirmDisconnect = () =>
    modals.openConfirmModal({
      title: 'Disconnect Microsoft organisation',
      children: (
        <Text>
          Members will no longer be able to sign in with Microsoft or use it to verify. Their
          passwords and other two-factor methods keep working.
        </Text>
      ),
      labels: { confirm: 'Disconnect', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void disconnect(companyId).then((result) =>
          notifications.show(
            result.error
              ? {
                  color: toastColours.error,
                  title: 'Not disconnected',
                  message: 'Please try again.',
                }
              : {
                  color: toastColours.success,
                  title: 'Disconnected',
                  message: 'The Microsoft organisation is no longer connected.',
                },
          ),
        ),
    });

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label="Microsoft organisation">
      <Group justify="space-between" mb={4}>
        <Title order={3}>Microsoft organisation</Title>
        {m.enabled && (
          <Badge color={m.connected ? 'green' : 'gray'} variant="light">
            {m.connected ? 'Connected' : 'Not connected'}
          </Badge>
        )}
      </Group>
      <Text c="dimmed" size="sm" mb="md">
        Connect your Microsoft Entra ID organisation so members sign in with their work account. A
        member is matched by the email address Microsoft has verified.
      </Text>
      {!m.enabled ? (
        <Alert color="gray" title="Not available">
          Microsoft sign-in is not configured on this Turbine installation. Ask your Turbine
          administrator to register a Microsoft app.
        </Alert>
      ) : m.connected ? (
        <Stack gap="xs">
          <Text size="sm">
            Tenant <Code>{m.tenantId}</Code>
          </Text>
          <Text size="sm" c="dimmed">
            Connected {formatInstant(m.connectedAt)}
            {m.connectedBy ? ` by ${m.connectedBy}` : ''}
          </Text>
          <Group>
            <Button variant="default" color="red" onClick={confirmDisconnect}>
              Disconnect
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            Connecting needs a Microsoft administrator of your organisation to grant consent. If
            that is you, connect now; otherwise send your IT admin a setup link, valid{' '}
            {MicrosoftLimits.setupLinkHours} hours.
          </Text>
          <Group>
            <Button onClick={() => void connectNow()} loading={linkState.isLoading}>
              Connect with Microsoft
            </Button>
            <Button
              variant="default"
              onClick={() => void newLink().then(setLink)}
              loading={linkState.isLoading}
            >
              Create setup link
            </Button>
          </Group>
          {link ? (
            <Alert color="blue" title="Setup link for your IT admin">
              <Stack gap="xs">
                <Code block>{link.url}</Code>
                <Group justify="space-between">
                  <Text size="sm">Valid until {until(link.expiresAt)}. It works once.</Text>
                  <CopyButton value={link.url}>
                    {({ copied, copy }) => (
                      <Button size="xs" variant="light" onClick={copy}>
                        {copied ? 'Copied' : 'Copy link'}
                      </Button>
                    )}
                  </CopyButton>
                </Group>
              </Stack>
            </Alert>
          ) : (
            m.setupLinkExpiresAt && (
              <Text size="sm" c="dimmed">
                A setup link sent earlier works until {until(m.setupLinkExpiresAt)}.
              </Text>
            )
          )}
        </Stack>
      )}
    </Paper>
  );
}
