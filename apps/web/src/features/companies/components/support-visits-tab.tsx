import { Badge, Center, Group, Loader, Pagination, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { SupportSessionDto } from '@turbine/domain';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { formatInstant } from '../../../components/format-instant.ts';
import { useListSupportVisitsQuery } from '../api/support-api.ts';

function Visit({ visit }: { visit: SupportSessionDto }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text fw={500}>{visit.supportUser.name}</Text>
          <Text size="sm" c="dimmed">
            {formatInstant(visit.startedAt)} –{' '}
            {visit.endedAt ? formatInstant(visit.endedAt) : 'still open'}
          </Text>
          <Text size="sm" mt={4}>
            Reason: {visit.reason}
          </Text>
        </div>
        {visit.endedAt === null && (
          <Badge color="yellow" variant="light">
            {visit.acting ? 'Acting now' : 'Viewing now'}
          </Badge>
        )}
      </Group>
      {visit.actions.length === 0 ? (
        <Text size="sm" c="dimmed" mt="xs">
          {visit.endedAt === null ? 'No change so far.' : 'Viewed only: nothing was changed.'}
        </Text>
      ) : (
        <Stack gap={2} mt="xs" component="ul" style={{ paddingLeft: 18, margin: 0 }}>
          {visit.actions.map((a) => (
            <Text key={a.id} size="sm" component="li">
              {formatInstant(a.at)} · {a.method} {a.route}
            </Text>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** Who supported the company and when, with every change they made (decision 136). */
export function SupportVisitsTab({ companyId }: { companyId: number }) {
  const [page, setPage] = useState(1);
  const visits = useListSupportVisitsQuery({ companyId, page });
  if (visits.isLoading)
    return (
      <Center py="xl">
        <Loader aria-label="Loading support visits" />
      </Center>
    );
  if (visits.isError || !visits.data)
    return (
      <ErrorPanel
        error={visits.error}
        itemName="support visits"
        onRetry={() => void visits.refetch()}
      />
    );
  if (visits.data.data.length === 0)
    return <Text c="dimmed">The platform's support team has not opened this company.</Text>;
  const { total, perPage } = visits.data.meta;
  return (
    <Stack aria-label="Support visits">
      {visits.data.data.map((v) => (
        <Visit key={v.id} visit={v} />
      ))}
      {total > perPage && (
        <Pagination total={Math.ceil(total / perPage)} value={page} onChange={setPage} />
      )}
    </Stack>
  );
}
