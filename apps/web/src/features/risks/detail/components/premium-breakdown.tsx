import { useState } from 'react';
import { Switch, Table, Text } from '@mantine/core';
import {
  importedTaxes,
  TransactionType,
  type PremiumExplanationDto,
  type QuoteLine,
  type RiskTransactionDto,
} from '@turbine/domain';
import { formatMoney, formatPercent } from '../../../../components/format-money.ts';
import { currencyOf } from '../lib/risk-format.ts';

interface Row {
  label: string;
  value: string;
  strong?: boolean;
  indent?: boolean;
  /** The premium line's code, to find its explanation (decision 198). */
  line?: string;
}

/** Rows of §2 premium breakdown; amendments and cancellations add the pro-rata factor and the premium change. */
export function breakdownRows(txn: RiskTransactionDto, currency: string): Row[] {
  const p = txn.premium;
  if (!p) return [];
  const money = (v: string | null) => formatMoney(v, currencyOf(currency));
  const rows: Row[] = [
    { label: 'Base premium', value: money(p.base), line: 'base' },
    { label: 'Other charges', value: money(p.otherCharges), line: 'otherCharges' },
    { label: 'Discounts', value: money(p.discountCharges), line: 'discountCharges' },
    { label: 'Gross premium', value: money(p.gross), strong: true, line: 'gross' },
    ...p.feeLines.map((f) => ({ label: f.title || f.name, value: money(f.amount), indent: true })),
    { label: 'Fees', value: money(p.fees), line: 'fees' },
    {
      label: `Commission (${formatPercent(p.commissionPercent)})`,
      value: money(p.commission),
      line: 'commission',
    },
    { label: 'Net premium', value: money(p.net), strong: true, line: 'net' },
    ...p.taxLines.map((t) => ({
      label: t.title || t.name,
      value: money(t.amount),
      indent: true,
      line: t.name,
    })),
    { label: 'Taxes', value: money(p.taxes), line: 'taxes' },
    { label: 'Total premium', value: money(p.total), strong: true, line: 'total' },
  ];
  const midTerm =
    txn.type === TransactionType.Adjustment || txn.type === TransactionType.Cancellation;
  if (midTerm && txn.proRataFactor !== null)
    rows.push({ label: 'Pro-rata factor', value: txn.proRataFactor });
  if (midTerm && txn.premiumChange !== null) {
    // A negative change is money going back to the insured: shown as a positive "Return premium".
    const returned = txn.premiumChange.trim().startsWith('-');
    const amount = returned ? txn.premiumChange.trim().slice(1) : txn.premiumChange;
    rows.push({
      label: returned ? 'Return premium' : 'Additional premium',
      value: money(amount),
      strong: true,
    });
  }
  return rows;
}

/**
 * An imported transaction's premium (decision 156): the figures the file gave, stored on the transaction,
 * since the rating engine never ran on it.
 */
export function importedRows(txn: RiskTransactionDto, currency: string): Row[] {
  if (txn.totalPremium === null) return [];
  const money = (v: string | null) => formatMoney(v, currencyOf(currency));
  const rows: Row[] = [
    { label: 'Base premium', value: money(txn.basePremium) },
    { label: 'Gross premium', value: money(txn.grossPremium), strong: true },
    { label: 'Fees', value: money(txn.administrationFee) },
    { label: 'Commission', value: money(txn.brokerCommission) },
    { label: 'Net premium', value: money(txn.netPremium), strong: true },
    { label: 'Taxes', value: money(importedTaxes(txn)) },
    { label: 'Total premium', value: money(txn.totalPremium), strong: true },
  ];
  if (txn.premiumChange !== null) {
    const returned = txn.premiumChange.trim().startsWith('-');
    const amount = returned ? txn.premiumChange.trim().slice(1) : txn.premiumChange;
    rows.push({
      label: returned ? 'Return premium' : 'Additional premium',
      value: money(amount),
      strong: true,
    });
  }
  return rows;
}

/** §2 Premium breakdown of one transaction (decimal strings formatted as given, never through floats). */
export function PremiumBreakdown({
  txn,
  currency,
  imported = false,
}: {
  txn: RiskTransactionDto;
  currency: string;
  /** The package came from Import Policy Data: an unrated transaction shows the file's figures. */
  imported?: boolean;
}) {
  const [explain, setExplain] = useState(false);
  const rated = breakdownRows(txn, currency);
  const fromFile = rated.length === 0 && imported ? importedRows(txn, currency) : [];
  const rows = rated.length ? rated : fromFile;
  const explanations = new Map(txn.premiumExplanations.map((e) => [e.line, e]));
  if (rows.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        Not rated yet: the premium is calculated when the risk is submitted.
      </Text>
    );
  }
  const table = (
    <Table withRowBorders={false} verticalSpacing={4} aria-label="Premium breakdown">
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.label}>
            <Table.Th
              scope="row"
              fw={r.strong ? 700 : 400}
              pl={r.indent ? 'lg' : undefined}
              c={r.indent ? 'dimmed' : undefined}
            >
              {r.label}
              {explain && r.line !== undefined && explanations.has(r.line) && (
                <LineWorking
                  explanation={explanations.get(r.line)!}
                  money={(v) => formatMoney(v, currencyOf(currency))}
                />
              )}
            </Table.Th>
            <Table.Td
              ta="right"
              fw={r.strong ? 700 : 400}
              style={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {r.value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  if (!fromFile.length)
    return (
      <>
        {explanations.size > 0 && (
          <Switch
            size="xs"
            mb={6}
            label="Show how each line is calculated"
            checked={explain}
            onChange={(e) => setExplain(e.currentTarget.checked)}
          />
        )}
        {table}
      </>
    );
  return (
    <>
      <Text c="dimmed" size="sm" mb={4}>
        Imported premium: these figures came from the imported file; the rating engine did not
        calculate them.
      </Text>
      {table}
    </>
  );
}

const isMoney = (v: string) => /^-?\d+\.\d{2}$/.test(v);

/** One line's working under its label: the formula, then each input with its value (decision 198). */
function LineWorking({
  explanation,
  money,
}: {
  explanation: PremiumExplanationDto;
  money: (v: string) => string;
}) {
  return (
    <Text size="xs" c="dimmed" fw={400} data-testid={`working-${explanation.line}`}>
      <Text span ff="monospace" size="xs">
        = {explanation.expression}
      </Text>
      {explanation.inputs.length > 0 && (
        <>
          {' · '}
          {explanation.inputs
            .map((i) => `${i.title} ${isMoney(i.value) ? money(i.value) : i.value || '—'}`)
            .join(', ')}
        </>
      )}
      {explanation.note && ` (${explanation.note})`}
    </Text>
  );
}

function lineValue(line: QuoteLine, currency: string): string {
  if (line.value === null || line.value === '') return '—';
  if (typeof line.value === 'boolean') return line.value ? 'Yes' : 'No';
  if (line.dataType === 'currency') return formatMoney(String(line.value), currencyOf(currency));
  return String(line.value);
}

/** §2 Quote summary: the property values the product shows on it. */
export function QuoteSummary({ lines, currency }: { lines: QuoteLine[]; currency: string }) {
  const shown = lines.filter((l) => l.showOnQuoteSummary);
  if (shown.length === 0) return null;
  return (
    <Table withRowBorders={false} verticalSpacing={4} aria-label="Quote summary">
      <Table.Tbody>
        {shown.map((l) => (
          <Table.Tr key={l.name}>
            <Table.Th scope="row" fw={400}>
              {l.title}
              {l.overridden && (
                <Text span size="xs" c="orange" ml={6}>
                  (overridden)
                </Text>
              )}
            </Table.Th>
            <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {lineValue(l, currency)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
