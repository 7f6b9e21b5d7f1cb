import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { TransactionStatus, TransactionType } from '@turbine/domain';
import { theme } from '../../../../app/theme.ts';
import { quotedPremium, transaction } from '../test/risk-fixtures.ts';
import { breakdownRows, PremiumBreakdown, QuoteSummary } from './premium-breakdown.tsx';

const show = (ui: React.ReactNode) =>
  render(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
  );
const row = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr')!;

describe('PremiumBreakdown', () => {
  it('shows every line of the breakdown in the currency, fee and tax lines included', () => {
    show(
      <PremiumBreakdown
        txn={transaction({ premium: quotedPremium, status: TransactionStatus.Quoted })}
        currency="aud"
      />,
    );
    expect(within(row('Base premium')).getByText('$1,000.00')).toBeTruthy();
    expect(within(row('Discounts')).getByText('-$25.00')).toBeTruthy();
    expect(within(row('Policy fee')).getByText('$75.00')).toBeTruthy();
    expect(within(row('Commission (15 %)')).getByText('$153.75')).toBeTruthy();
    expect(within(row('Net premium')).getByText('$946.25')).toBeTruthy();
    expect(within(row('GST')).getByText('$110.00')).toBeTruthy();
    expect(within(row('Total premium')).getByText('$1,210.00')).toBeTruthy();
    expect(screen.queryByText('Pro-rata factor')).toBeNull();
    // The formula's title, never its code (issue 19 item 4).
    expect(screen.queryByText('policyFee')).toBeNull();
    expect(screen.queryByText('gst')).toBeNull();
  });

  it('explains each line on request: its formula, then each input with its value (decision 198)', () => {
    const txn = transaction({
      premium: quotedPremium,
      premiumExplanations: [
        {
          line: 'gross',
          title: 'Gross premium',
          amount: '1025.00',
          expression: 'base + otherCharges - discountCharges',
          inputs: [
            { name: 'base', title: 'Base premium', value: '1000.00' },
            { name: 'otherCharges', title: 'Other charges', value: '50.00' },
            { name: 'discountCharges', title: 'Discounts', value: '25.00' },
          ],
          note: null,
        },
        {
          line: 'gst',
          title: 'GST',
          amount: '110.00',
          expression: '1100.00 × 10%',
          inputs: [{ name: 'base', title: 'Base premium', value: '1100.00' }],
          note: 'AU gst, rounded half-up to cents',
        },
      ],
    });
    show(<PremiumBreakdown txn={txn} currency="aud" />);
    expect(screen.queryByTestId('working-gross')).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Show how each line is calculated' }));
    expect(screen.getByTestId('working-gross').textContent).toBe(
      '= base + otherCharges - discountCharges · Base premium $1,000.00, Other charges $50.00, Discounts $25.00',
    );
    expect(screen.getByTestId('working-gst').textContent).toBe(
      '= 1100.00 × 10% · Base premium $1,100.00 (AU gst, rounded half-up to cents)',
    );
    // Lines without an explanation (a fee line) show none.
    expect(screen.queryByTestId('working-policyFee')).toBeNull();
  });

  it('offers no explanation for a transaction without one', () => {
    show(<PremiumBreakdown txn={transaction({ premium: quotedPremium })} currency="aud" />);
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('keeps every digit of large decimal strings (no float rounding)', () => {
    const premium = { ...quotedPremium, total: '1234567890123456.78', base: '0.10', gross: '0.30' };
    show(<PremiumBreakdown txn={transaction({ premium })} currency="aud" />);
    expect(within(row('Total premium')).getByText('$1,234,567,890,123,456.78')).toBeTruthy();
    expect(within(row('Base premium')).getByText('$0.10')).toBeTruthy();
    expect(within(row('Gross premium')).getByText('$0.30')).toBeTruthy();
  });

  it('shows the pro-rata factor and a return premium for a cancellation', () => {
    const txn = transaction({
      type: TransactionType.Cancellation,
      premium: quotedPremium,
      proRataFactor: '0.500000',
      premiumChange: '-605.00',
    });
    show(<PremiumBreakdown txn={txn} currency="aud" />);
    expect(within(row('Pro-rata factor')).getByText('0.500000')).toBeTruthy();
    expect(within(row('Return premium')).getByText('$605.00')).toBeTruthy();
    expect(screen.queryByText('Additional premium')).toBeNull();
  });

  it('shows an additional premium for an amendment, and nothing mid-term for new business', () => {
    const amendment = transaction({
      type: TransactionType.Adjustment,
      premium: quotedPremium,
      proRataFactor: '0.25',
      premiumChange: '42.50',
    });
    expect(breakdownRows(amendment, 'aud').slice(-2)).toEqual([
      { label: 'Pro-rata factor', value: '0.25' },
      { label: 'Additional premium', value: '$42.50', strong: true },
    ]);
    const newBusiness = transaction({
      premium: quotedPremium,
      proRataFactor: '0.25',
      premiumChange: '42.50',
    });
    expect(breakdownRows(newBusiness, 'aud').some((r) => r.label === 'Additional premium')).toBe(
      false,
    );
  });

  it('says when the transaction is not rated yet', () => {
    show(<PremiumBreakdown txn={transaction()} currency="aud" />);
    expect(screen.getByText(/Not rated yet/)).toBeTruthy();
  });

  it("shows an imported policy's premium from the file, saying so, never 'Not rated yet'", () => {
    const imported = transaction({
      basePremium: '1000.00',
      grossPremium: '1000.00',
      administrationFee: '50.00',
      brokerCommission: '150.00',
      netPremium: '850.00',
      totalPremium: '1165.50',
    });
    show(<PremiumBreakdown txn={imported} currency="aud" imported />);
    expect(
      screen.getByText(/Imported premium: these figures came from the imported file/),
    ).toBeTruthy();
    expect(screen.queryByText(/Not rated yet/)).toBeNull();
    expect(within(row('Taxes')).getByText('$115.50')).toBeTruthy();
    expect(within(row('Total premium')).getByText('$1,165.50')).toBeTruthy();
    // The same unrated transaction on a platform-made risk is still "Not rated yet".
    show(<PremiumBreakdown txn={imported} currency="aud" />);
    expect(screen.getByText(/Not rated yet/)).toBeTruthy();
  });

  it('formats euro amounts the German way', () => {
    show(<PremiumBreakdown txn={transaction({ premium: quotedPremium })} currency="eur" />);
    expect(within(row('Total premium')).getByText(/1\.210,00\s€/)).toBeTruthy();
  });
});

describe('QuoteSummary', () => {
  it('lists only the values shown on the quote summary', () => {
    show(
      <QuoteSummary
        currency="aud"
        lines={[
          {
            name: 'limit',
            title: 'Limit of indemnity',
            dataType: 'currency',
            value: '2000000',
            overridden: false,
            showOnPremiumSummary: false,
            showOnQuoteSummary: true,
          },
          {
            name: 'excess',
            title: 'Excess',
            dataType: 'currency',
            value: '5000',
            overridden: true,
            showOnPremiumSummary: false,
            showOnQuoteSummary: true,
          },
          {
            name: 'hidden',
            title: 'Internal load',
            dataType: 'number',
            value: 3,
            overridden: false,
            showOnPremiumSummary: true,
            showOnQuoteSummary: false,
          },
        ]}
      />,
    );
    expect(within(row('Limit of indemnity')).getByText('$2,000,000.00')).toBeTruthy();
    expect(screen.getByText('(overridden)')).toBeTruthy();
    expect(screen.queryByText('Internal load')).toBeNull();
  });
});
