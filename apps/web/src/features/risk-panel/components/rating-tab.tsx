import { Alert, Badge, Group, Loader, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { transactionStatusLabels, transactionTypeLabels, type RiskDto } from '@turbine/domain';
import type { RatingResult } from '@turbine/rating';
import { useState } from 'react';
import { errorMessage, errorStatus } from '../../../app/api-error.ts';
import { useGetTransactionRatingQuery } from '../api/risk-panel-api.ts';
import { money } from '../lib/panel-format.ts';
import { showValue } from '../lib/output-value.ts';
import { RiskPicker } from './risk-picker.tsx';
import { TraceList } from './trace-list.tsx';

const outcomeColours = { refer: 'orange', decline: 'red', endorse: 'blue' } as const;
const decisionColours = { quote: 'green', refer: 'orange', decline: 'red' } as const;

interface RatingTabProps {
  companyId: number;
  riskPackageId: number;
  risks: RiskDto[];
  currency: string;
}

/** §2 Underwriting Formulas: the stored engine result of a risk's transaction with its trace. */
export function RatingTab({ companyId, riskPackageId, risks, currency }: RatingTabProps) {
  const [riskId, setRiskId] = useState(risks[0]?.id ?? 0);
  const risk = risks.find((r) => r.id === riskId) ?? risks[0];
  const [transactionId, setTransactionId] = useState<number | null>(null);
  if (!risk) return <Text c="dimmed">This package has no risks.</Text>;
  const transaction = risk.transactions.find((t) => t.id === transactionId) ?? risk.current;
  const chooseRisk = (id: number) => {
    setRiskId(id);
    setTransactionId(null);
  };
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md">
        <RiskPicker risks={risks} value={risk.id} onChange={chooseRisk} />
        <Select
          label="Transaction"
          data={[...risk.transactions].reverse().map((t) => ({
            value: String(t.id),
            label: `${t.sequence}. ${transactionTypeLabels[t.type]} · ${transactionStatusLabels[t.status]} · ${t.effectiveDate}`,
          }))}
          value={String(transaction.id)}
          onChange={(v) => v && setTransactionId(Number(v))}
          allowDeselect={false}
          maw={420}
        />
      </Group>
      <StoredRating key={transaction.id} args={{ companyId, riskPackageId, riskId: risk.id, transactionId: transaction.id }} currency={currency} />
    </Stack>
  );
}

function StoredRating({ args, currency }: { args: { companyId: number; riskPackageId: number; riskId: number; transactionId: number }; currency: string }) {
  const { data, error, isLoading } = useGetTransactionRatingQuery(args);
  if (isLoading) return <Loader size="sm" aria-label="Loading rating" />;
  if (errorStatus(error) === 404) return <Text c="dimmed">This transaction has not been rated yet.</Text>;
  if (error) return <Alert color="red">{errorMessage(error)}</Alert>;
  if (!data) return null;
  return <RatingResultView result={data} currency={currency} />;
}

/** The values of one rating: decision, underwriting formulas, properties, rules, premium and the trace. */
export function RatingResultView({ result, currency }: { result: RatingResult; currency: string }) {
  return (
    <Stack gap="lg">
      <Group gap="xs">
        <Text fw={600}>Decision</Text>
        <Badge color={decisionColours[result.decision]} aria-label={`Decision: ${result.decision}`}>
          {result.decision}
        </Badge>
        {result.missingRequired.length > 0 && (
          <Text size="sm" c="red">
            Missing required values: {result.missingRequired.join(', ')}
          </Text>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Stack gap="xs">
          <Title order={5}>Underwriting formulas</Title>
          {result.underwriting.length === 0 ? (
            <Text c="dimmed" size="sm">
              The product has no underwriting formulas.
            </Text>
          ) : (
            <Table aria-label="Underwriting formula values" withTableBorder>
              <Table.Tbody>
                {result.underwriting.map((u) => (
                  <Table.Tr key={u.name}>
                    <Table.Td ff="monospace">{u.name}</Table.Td>
                    <Table.Td ta="right">{showValue(u.value)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Title order={5} mt="sm">
            Premium
          </Title>
          <Table aria-label="Premium" withTableBorder>
            <Table.Tbody>
              {(
                [
                  ['Base', result.premium.base],
                  ['Other charges', result.premium.otherCharges],
                  ['Discount charges', result.premium.discountCharges],
                  ['Gross', result.premium.gross],
                  ['Fees', result.premium.fees],
                  [`Commission (${result.premium.commissionPercent} %)`, result.premium.commission],
                  ['Net', result.premium.net],
                  ['Taxes', result.premium.taxes],
                  ['Total', result.premium.total],
                ] as const
              ).map(([label, amount]) => (
                <Table.Tr key={label}>
                  <Table.Td>{label}</Table.Td>
                  <Table.Td ta="right">{money(amount, currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
        <Stack gap="xs">
          <Title order={5}>Property values</Title>
          <Table aria-label="Property values" withTableBorder>
            <Table.Tbody>
              {result.properties.map((p) => (
                <Table.Tr key={p.name}>
                  <Table.Td>
                    <Text size="sm">{p.title}</Text>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {p.name}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    {p.dataType === 'currency' && typeof p.value === 'string' ? money(p.value, currency) : showValue(p.value)}
                    {p.overridden && (
                      <Text size="xs" c="orange">
                        overridden (calculated {showValue(p.calculated)})
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Title order={5} mt="sm">
            Rule outcomes
          </Title>
          {result.rules.length === 0 ? (
            <Text c="dimmed" size="sm">
              No rule fired.
            </Text>
          ) : (
            <Stack gap={6} aria-label="Rule outcomes">
              {result.rules.map((r) => (
                <Group key={String(r.id)} gap="xs" wrap="nowrap" align="flex-start">
                  <Badge color={outcomeColours[r.outcome]} variant="light">
                    {r.outcome}
                  </Badge>
                  <div>
                    <Text size="sm" fw={600}>
                      {r.name}
                    </Text>
                    <Text size="sm">{r.message}</Text>
                    {!r.visibleToBroker && (
                      <Text size="xs" c="dimmed">
                        Not shown to brokers
                      </Text>
                    )}
                  </div>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={5}>Trace</Title>
        <TraceList trace={result.trace} />
      </Stack>
    </Stack>
  );
}
