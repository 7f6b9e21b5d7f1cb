import {
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { ImpactPolicyDto, ImpactSummaryDto } from '@turbine/domain';
import { useState } from 'react';
import { errorMessage } from '../../../app/api-error.ts';
import { formatMoney } from '../../../components/format-money.ts';
import { PremiumChangeView, useGetVersionPremiumChangeQuery } from '../../risks/index.ts';
import type { VersionRef } from '../api/product-types.ts';

const aud = (v: string | null) => formatMoney(v, 'aud');
const decisionColours = { quote: 'green', refer: 'orange', decline: 'red' } as const;

function Groups({ title, rows }: { title: string; rows: ImpactSummaryDto['byState'] }) {
  return (
    <Paper withBorder p="sm">
      <Text fw={600} mb="xs">
        {title}
      </Text>
      <Table aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th ta="right">Policies</Table.Th>
            <Table.Th ta="right">Before</Table.Th>
            <Table.Th ta="right">After</Table.Th>
            <Table.Th ta="right">Change</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key}>
              <Table.Td>{r.key}</Table.Td>
              <Table.Td ta="right">{r.policies}</Table.Td>
              <Table.Td ta="right">{aud(r.before)}</Table.Td>
              <Table.Td ta="right">{aud(r.after)}</Table.Td>
              <Table.Td ta="right">{aud(r.change)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** The mover's trace difference: its risk re-rated on the live version and this draft (decision 215). */
function Why({
  policy,
  versionRef,
  onClose,
}: {
  policy: ImpactPolicyDto;
  versionRef: VersionRef;
  onClose: () => void;
}) {
  const change = useGetVersionPremiumChangeQuery({
    companyId: versionRef.companyId,
    riskPackageId: policy.riskPackageId,
    riskId: policy.riskId,
    versionId: versionRef.versionId,
  });
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={`${policy.reference} — why the premium changes`}
    >
      {change.data ? (
        <PremiumChangeView change={change.data} currency="aud" />
      ) : change.error ? (
        <Text c="red">{errorMessage(change.error)}</Text>
      ) : (
        <Text c="dimmed">Loading…</Text>
      )}
    </Modal>
  );
}

function Policies({
  title,
  rows,
  versionRef,
}: {
  title: string;
  rows: ImpactPolicyDto[];
  versionRef: VersionRef;
}) {
  const [why, setWhy] = useState<ImpactPolicyDto | null>(null);
  if (rows.length === 0) return null;
  return (
    <Paper withBorder p="sm">
      <Text fw={600} mb="xs">
        {title}
      </Text>
      <Table aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Policy</Table.Th>
            <Table.Th>Broker</Table.Th>
            <Table.Th ta="right">Before</Table.Th>
            <Table.Th ta="right">After</Table.Th>
            <Table.Th ta="right">Change</Table.Th>
            <Table.Th>Decision</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((p) => (
            <Table.Tr key={p.transactionId}>
              <Table.Td>
                {p.reference}
                <Text size="xs" c="dimmed">
                  {p.insuredName}
                </Text>
              </Table.Td>
              <Table.Td>{p.broker}</Table.Td>
              <Table.Td ta="right">{aud(p.before)}</Table.Td>
              <Table.Td ta="right">{p.after === null ? p.error : aud(p.after)}</Table.Td>
              <Table.Td ta="right">
                {p.change === null
                  ? '—'
                  : `${aud(p.change)}${p.changePercent === null ? '' : ` (${p.changePercent}%)`}`}
              </Table.Td>
              <Table.Td>
                <Badge color={decisionColours[p.decisionBefore]} variant="light">
                  {p.decisionBefore}
                </Badge>
                {p.decisionAfter && p.decisionAfter !== p.decisionBefore && (
                  <>
                    {' '}
                    →{' '}
                    <Badge color={decisionColours[p.decisionAfter]} variant="light">
                      {p.decisionAfter}
                    </Badge>
                  </>
                )}
              </Table.Td>
              <Table.Td>
                {p.after !== null && (
                  <Button size="xs" variant="subtle" onClick={() => setWhy(p)}>
                    Why?
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {why && <Why policy={why} versionRef={versionRef} onClose={() => setWhy(null)} />}
    </Paper>
  );
}

/** What the draft does to the book: totals, the histogram of change, the groups and the policies to look at. */
export function ImpactSummary({
  summary: s,
  versionRef,
}: {
  summary: ImpactSummaryDto;
  versionRef: VersionRef;
}) {
  const widest = Math.max(1, ...s.histogram.map((h) => h.policies));
  return (
    <Stack gap="md">
      <Group gap="xl">
        <div>
          <Text size="sm" c="dimmed">
            Written premium before
          </Text>
          <Title order={3}>{aud(s.totalBefore)}</Title>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            After, on this draft
          </Text>
          <Title order={3}>{aud(s.totalAfter)}</Title>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            Policies
          </Text>
          <Title order={3}>
            {s.rated} rated{s.failed > 0 ? `, ${s.failed} not rateable` : ''}
          </Title>
        </div>
      </Group>
      <Paper withBorder p="sm" aria-label="Distribution of premium change">
        <Text fw={600} mb="xs">
          Distribution of premium change
        </Text>
        {s.histogram.map((h) => (
          <Group key={h.band} gap="sm" wrap="nowrap">
            <Text size="sm" w={110}>
              {h.band}
            </Text>
            <Progress
              value={(h.policies / widest) * 100}
              style={{ flex: 1 }}
              aria-label={`${h.band}: ${h.policies}`}
            />
            <Text size="sm" w={50} ta="right">
              {h.policies}
            </Text>
          </Group>
        ))}
      </Paper>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Groups title="By state" rows={s.byState} />
        <Groups title="By class (agreement section)" rows={s.byClass} />
        <Groups title="By broker" rows={s.byBroker} />
        <Groups title="By limit band" rows={s.byLimitBand} />
      </SimpleGrid>
      <Policies title="Decision changes" rows={s.decisionChanges} versionRef={versionRef} />
      <Policies title="Largest movers" rows={s.largestMovers} versionRef={versionRef} />
      <Policies title="Not rateable on the draft" rows={s.failures} versionRef={versionRef} />
    </Stack>
  );
}
