import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import type { PremiumChangeDto } from '@turbine/domain';
import { PremiumChangeView } from './premium-change-view.tsx';

const side = (label: string, total: string, decision: 'quote' | 'refer') => ({
  label,
  transactionId: 1,
  versionId: 1,
  versionNumber: 1,
  effectiveDate: '2026-07-01',
  total,
  decision,
  lines: [
    { line: 'base', title: 'Base premium', amount: total },
    { line: 'total', title: 'Total premium', amount: total },
  ],
  ruleMessages: [],
});

const change: PremiumChangeDto = {
  from: side('Transaction 1', '1000.00', 'quote'),
  to: side('Transaction 2', '1250.50', 'refer'),
  difference: '250.50',
  steps: [
    {
      kind: 'input',
      name: 'limitOfIndemnity',
      title: 'Limit of indemnity',
      before: '2000000',
      after: '5000000',
      amount: '300.50',
      totalAfter: '1300.50',
      decisionAfter: 'refer',
      unrated: false,
    },
    {
      kind: 'rating',
      name: 'rating',
      title: 'Rating changes by the underwriter',
      before: null,
      after: null,
      amount: '-50.00',
      totalAfter: '1250.50',
      decisionAfter: null,
      unrated: false,
    },
  ],
};

describe('PremiumChangeView', () => {
  it('shows both sides line by line and each step with its signed share of the difference', () => {
    render(
      <MantineProvider>
        <PremiumChangeView change={change} currency="aud" />
      </MantineProvider>,
    );
    const sides = screen.getByRole('table', { name: 'Premium side by side' });
    expect(
      within(sides)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Line', 'Transaction 1', 'Transaction 2']);
    expect(within(sides).getByText('refer')).toBeTruthy();
    const waterfall = screen.getByRole('table', { name: 'Premium change waterfall' });
    const rows = within(waterfall).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Limit of indemnity');
    expect(rows[0]!.textContent).toContain('+$300.50');
    expect(rows[1]!.textContent).toContain('−$50.00');
    expect(screen.getByText(/Difference \+\$250\.50/)).toBeTruthy();
  });
});
