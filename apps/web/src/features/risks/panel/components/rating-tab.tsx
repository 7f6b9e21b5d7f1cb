import { Alert, Badge, Group, Loader, Select, Stack, Table, Text, Title } from '@mantine/core';
import {
  labelOf,
  ruleOutcomeLabels,
  transactionStatusLabels,
  transactionTypeLabels,
  type RiskDto,
} from '@turbine/domain';
import type { RatingResult } from '@turbine/rating';
import { useState, type ReactNode } from 'react';
import { errorMessage, errorStatus } from '../../../../app/api-error.ts';
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
          style={{ flex: 1, minWidth: 220 }}
        />
      </Group>
      <StoredRating
        key={transaction.id}
        args={{ companyId, riskPackageId, riskId: risk.id, transactionId: transaction.id }}
        currency={currency}
      />
    </Stack>
  );
}

function StoredRating({
  args,
  currency,
}: {
  args: { companyId: number; riskPackageId: number; riskId: number; transactionId: number };
  currency: string;
}) {
  const { data, error, isLoading } = useGetTransactionRatingQuery(args);
  if (isLoading) return <Loader size="sm" aria-label="Loading rating" />;
  if (errorStatus(error) === 404)
    return <Text c="dimmed">This transaction has not been rated yet.</Text>;
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
      <Section title="Underwriting formulas">
        {result.underwriting.length === 0 ? (
          <Text c="dimmed" size="sm">
            The product has no underwriting formulas.
          </Text>
        ) : (
          <ValueTable
            label="Underwriting formula values"
            rows={result.underwriting.map((u) => ({
              key: u.name,
              name: (
                <Text ff="monospace" size="sm">
                  {u.name}
                </Text>
              ),
              value: showValue(u.value),
            }))}
          />
        )}
      </Section>
      <Section title="Property values">
        <ValueTable
          label="Property values"
          rows={result.properties.map((p) => ({
            key: p.name,
            name: (
              <>
                <Text size="sm">{p.title}</Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {p.name}
                </Text>
              </>
            ),
            value: (
              <>
                {p.dataType === 'currency' && typeof p.value === 'string'
                  ? money(p.value, currency)
                  : showValue(p.value)}
                {p.overridden && (
                  <Text size="xs" c="orange">
                    overridden (calculated {showValue(p.calculated)})
                  </Text>
                )}
              </>
            ),
          }))}
        />
      </Section>
      <Section title="Rule outcomes">
        {result.rules.length === 0 ? (
          <Text c="dimmed" size="sm">
            No rule fired.
          </Text>
        ) : (
          <Stack gap={6} aria-label="Rule outcomes">
            {result.rules.map((r) => (
              <Group key={String(r.id)} gap="xs" wrap="nowrap" align="flex-start">
                <Badge color={outcomeColours[r.outcome]} variant="light" style={{ flexShrink: 0 }}>
                  {labelOf(ruleOutcomeLabels, r.outcome)}
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
      </Section>
      <Section title="Premium">
        <ValueTable
          label="Premium"
          rows={(
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
          ).map(([label, amount]) => ({ key: label, name: label, value: money(amount, currency) }))}
        />
      </Section>
      <Section title="Trace">
        <TraceList trace={result.trace} />
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={5}>{title}</Title>
      {children}
    </Stack>
  );
}

/** Two columns, name and value, that wrap rather than overflow in the side panel. */
function ValueTable({
  label,
  rows,
}: {
  label: string;
  rows: { key: string; name: ReactNode; value: ReactNode }[];
}) {
  return (
    <Table aria-label={label} withTableBorder fz="sm" verticalSpacing={6}>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.key}>
            <Table.Td style={{ wordBreak: 'break-word' }}>{r.name}</Table.Td>
            <Table.Td ta="right" style={{ wordBreak: 'break-word' }}>
              {r.value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
