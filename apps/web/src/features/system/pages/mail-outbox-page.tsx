import { Accordion, Badge, Center, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { isSystemUser, labelOf, mailStatusLabels } from '@turbine/domain';
import { useAuth } from '../../../app/auth-context.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { formatInstant } from '../../../components/format-instant.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { useListMailOutboxQuery } from '../api/mail-outbox-api.ts';

const statusColours: Record<string, string> = {
  sent: 'green',
  stored: 'blue',
  pending: 'yellow',
  failed: 'red',
};

/** The outgoing mail of the platform, readable by system-company users (DESIGN §3). */
export function MailOutboxPage() {
  const { user } = useAuth();
  const system = user != null && isSystemUser(user);
  const [page, setPage] = useState(1);
  const outbox = useListMailOutboxQuery({ page }, { skip: !system });

  if (!system) return <ErrorPanel kind="notAuthorised" title="Access denied" />;
  const body = outbox.isLoading ? (
    <Center py="xl">
      <Loader aria-label="Loading mail" />
    </Center>
  ) : outbox.isError ? (
    <ErrorPanel error={outbox.error} itemName="mail outbox" onRetry={() => void outbox.refetch()} />
  ) : !outbox.data || outbox.data.data.length === 0 ? (
    <Text c="dimmed">No mail has been sent yet.</Text>
  ) : (
    <Stack>
      <Accordion variant="separated" aria-label="Outgoing mail">
        {outbox.data.data.map((mail) => (
          <Accordion.Item key={mail.id} value={String(mail.id)}>
            <Accordion.Control>
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text fw={500}>{mail.subject}</Text>
                  <Text size="sm" c="dimmed">
                    To {mail.to} · {formatInstant(mail.createdAt)}
                  </Text>
                </div>
                <Badge color={statusColours[mail.status] ?? 'gray'} variant="light">
                  {labelOf(mailStatusLabels, mail.status)}
                </Badge>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              {mail.lastError && (
                <Text c="red" size="sm" mb="xs">
                  Attempt {mail.attempts} failed: {mail.lastError}
                </Text>
              )}
              <Text component="pre" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
                {mail.text}
              </Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {outbox.data.meta.total > outbox.data.meta.perPage && (
        <Pagination
          total={Math.ceil(outbox.data.meta.total / outbox.data.meta.perPage)}
          value={page}
          onChange={setPage}
        />
      )}
    </Stack>
  );
  return (
    <PageContainer
      title="Mail outbox"
      description="Every email the platform has queued or sent, newest first."
    >
      {body}
    </PageContainer>
  );
}
