import { useState } from 'react';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { Link } from 'react-router';
import { transactionStatusLabels, type TransactionStatus } from '@turbine/domain';
import { errorMessage } from '../../../../app/api-error.ts';
import type { ApiError } from '../../../../app/base-query.ts';
import { formatInstant } from '../../../../components/format-instant.ts';
import { useListRiskPackagesQuery } from '../api/risks-list-api.ts';
import { columnPerPage, toApiParams, type RiskListState } from '../lib/risk-list-params.ts';
import { statusOrder } from './risk-list-filters.tsx';
import { rowAddOnsNote, rowPremium } from './risk-list-table.tsx';
import { ImportedBadge, transactionStatusColours } from './status-badge.tsx';

interface ColumnProps {
  companyId: number;
  state: RiskListState;
  status: TransactionStatus;
}

/** One page of a column's cards; each page is its own cached query. */
function ColumnPage({ companyId, state, status, page }: ColumnProps & { page: number }) {
  const query = useListRiskPackagesQuery({
    companyId,
    params: toApiParams(state, { status, page }),
  });
  const label = transactionStatusLabels[status];
  if (query.isLoading) {
    return (
      <Center py="sm">
        <Loader size="sm" aria-label={`Loading ${label} risks`} />
      </Center>
    );
  }
  if (query.error || !query.data) {
    return (
      <Stack gap={4} role="alert">
        <Text size="sm" c="red">
          {query.error ? errorMessage(query.error as ApiError) : 'Could not load the risks.'}
        </Text>
        <Button size="xs" variant="light" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (page === 1 && query.data.data.length === 0) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="sm">
        No risks
      </Text>
    );
  }
  return (
    <>
      {query.data.data.map((row) => (
        <Paper
          key={row.id}
          withBorder
          p="sm"
          radius="md"
          shadow="xs"
          component="article"
          aria-label={row.reference}
        >
          <Group gap={6} wrap="nowrap">
            <Anchor component={Link} to={`/risks/${row.id}`} fw={600} size="sm">
              {row.reference}
            </Anchor>
            <ImportedBadge importedAt={row.importedAt} />
          </Group>
          <Text size="sm" lineClamp={2}>
            {row.insuredName}
          </Text>
          <Group justify="space-between" mt={4} gap="xs">
            <div>
              <Text size="sm" fw={500}>
                {rowPremium(row)}
              </Text>
              {rowAddOnsNote(row) && (
                <Text size="xs" c="dimmed">
                  {rowAddOnsNote(row)}
                </Text>
              )}
            </div>
            <Text size="xs" c="dimmed">
              {formatInstant(row.updatedAt)}
            </Text>
          </Group>
        </Paper>
      ))}
    </>
  );
}

/** A status's column: its count, the loaded pages and "Load more" while more remain. */
function RiskColumn({ companyId, state, status }: ColumnProps) {
  const [pages, setPages] = useState(1);
  const first = useListRiskPackagesQuery({
    companyId,
    params: toApiParams(state, { status, page: 1 }),
  });
  const total = first.data?.meta.total;
  // Above the API's exact-count cap the total is an estimate (decision 134).
  const about = first.data?.meta.estimated ? 'about ' : '';
  const label = transactionStatusLabels[status];
  return (
    <Paper
      component="section"
      aria-label={label}
      bg="var(--mantine-color-default-hover)"
      p="sm"
      radius="md"
      style={{ flex: '1 0 210px' }}
      maw={320}
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <Box
            w={10}
            h={10}
            bg={`var(--mantine-color-${transactionStatusColours[status]}-filled)`}
            style={{ borderRadius: '50%' }}
          />
          <Text fw={700} size="sm">
            {label}
          </Text>
        </Group>
        {total !== undefined && (
          <Badge variant="default" aria-label={`${about}${total} ${label} risks`}>
            {about ? `~${total}` : total}
          </Badge>
        )}
      </Group>
      <Stack gap="xs">
        {Array.from({ length: pages }, (_, i) => (
          <ColumnPage
            key={i + 1}
            companyId={companyId}
            state={state}
            status={status}
            page={i + 1}
          />
        ))}
        {total !== undefined && total > pages * columnPerPage && (
          <Button
            variant="subtle"
            size="xs"
            onClick={() => setPages((n) => n + 1)}
            aria-label={`Load more ${label} risks`}
          >
            Load more
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** §2 Risks column view: one column per transaction status, each paging on its own. */
export function RiskColumnsView({ companyId, state }: { companyId: number; state: RiskListState }) {
  // A new filter starts every column again at its first page.
  const filterKey = JSON.stringify(toApiParams(state, { status: 1, page: 1 }));
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Group align="flex-start" wrap="nowrap" gap="md" pb="sm">
        {statusOrder.map((status) => (
          <RiskColumn
            key={`${status}:${filterKey}`}
            companyId={companyId}
            state={state}
            status={status}
          />
        ))}
      </Group>
    </ScrollArea>
  );
}
