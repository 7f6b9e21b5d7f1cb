import { Badge, Button, Center, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Messages, type WebhookDeliveryDto } from '@turbine/domain';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { useListWebhookDeliveriesQuery, useRedeliverWebhookMutation } from '../api/webhooks-api.ts';

const statusColour = { pending: 'yellow', succeeded: 'teal', failed: 'red' } as const;
const when = (s: number) => new Date(s * 1000).toLocaleString();

function lastAttempt(d: WebhookDeliveryDto) {
  const a = d.attempts.at(-1);
  if (!a) return 'Not attempted yet';
  const answer = a.statusCode !== null ? `HTTP ${a.statusCode}` : (a.error ?? 'No answer');
  return `${answer} · ${a.responseTimeMs} ms · ${when(a.attemptedAt)}`;
}

/** The endpoint's latest deliveries: status, attempts, last answer and response time; redeliver one. */
export function DeliveriesLog({
  companyId,
  endpointId,
}: {
  companyId: number;
  endpointId: number;
}) {
  const query = useListWebhookDeliveriesQuery({ companyId, id: endpointId });
  const [redeliver, redeliverState] = useRedeliverWebhookMutation();
  const send = async (deliveryId: number) => {
    const result = await redeliver({ companyId, id: endpointId, deliveryId });
    notifications.show(
      result.error
        ? { color: 'red', message: Messages.unknownError }
        : { color: 'teal', message: 'Sent again.' },
    );
  };
  return (
    <Stack>
      <Title order={2} size="h3">
        Delivery log
      </Title>
      {query.isLoading ? (
        <Center py="xl">
          <Loader aria-label="Loading deliveries" />
        </Center>
      ) : query.error || !query.data ? (
        <ErrorPanel
          error={query.error}
          itemName="delivery log"
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <Text c="dimmed">No deliveries yet. Send a test message to try the endpoint.</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Event</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Attempts</Table.Th>
              <Table.Th>Last attempt</Table.Th>
              <Table.Th>Next attempt</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>
                  <Text size="sm">{d.eventType}</Text>
                  <Text size="xs" c="dimmed">
                    {d.messageId} · {when(d.createdAt)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={statusColour[d.status]} variant="light">
                    {d.status}
                  </Badge>
                </Table.Td>
                <Table.Td>{d.attempts.length}</Table.Td>
                <Table.Td>
                  <Text size="sm">{lastAttempt(d)}</Text>
                </Table.Td>
                <Table.Td>{d.nextAttemptAt ? when(d.nextAttemptAt) : '—'}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => void send(d.id)}
                    loading={
                      redeliverState.isLoading && redeliverState.originalArgs?.deliveryId === d.id
                    }
                  >
                    Redeliver
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
