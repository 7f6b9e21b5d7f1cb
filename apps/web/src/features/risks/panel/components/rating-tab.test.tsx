import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TransactionStatus, TransactionType } from '@turbine/domain';
import type { RatingResult } from '@turbine/rating';
import {
  calls,
  fetchMock,
  json,
  renderPanel,
  risk,
  routeFetch,
  transaction,
} from '../../../../test/risk-panel-support.tsx';
import { RatingTab } from './rating-tab.tsx';

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const result: RatingResult = {
  premium: {
    base: '1000.00',
    otherCharges: '0.00',
    discountCharges: '0.00',
    gross: '1000.00',
    fees: '0.00',
    feeLines: [],
    commissionPercent: '10',
    commission: '100.00',
    net: '900.00',
    taxes: '100.00',
    taxLines: [],
    total: '1100.00',
  },
  properties: [
    {
      name: 'basePremium',
      title: 'Base premium',
      dataType: 'currency',
      kind: 'standard',
      value: '1000',
      overridden: false,
      showOnPremiumSummary: true,
      showOnQuoteSummary: false,
    },
    {
      name: 'loading',
      title: 'Loading',
      dataType: 'number',
      kind: 'standard',
      value: '1.25',
      calculated: '1.1',
      overridden: true,
      showOnPremiumSummary: false,
      showOnQuoteSummary: false,
    },
  ],
  underwriting: [{ name: 'claimsScore', value: '3' }],
  rules: [
    {
      id: 1,
      name: 'Large turnover',
      outcome: 'refer',
      message: 'Turnover above 5m needs review.',
      visibleToBroker: false,
    },
  ],
  decision: 'refer',
  endorsementIds: [],
  missingRequired: [],
  trace: [
    {
      kind: 'property',
      name: 'basePremium',
      expression: 'turnover * 0.001',
      inputs: [{ name: 'turnover', value: '1000000' }],
      result: '1000',
    },
    {
      kind: 'rule',
      name: 'Large turnover',
      expression: 'turnover > 5000000',
      inputs: [{ name: 'turnover', value: '1000000' }],
      result: true,
    },
  ],
  stepsUsed: 12,
};

const older = transaction({ id: 60, sequence: 1, status: TransactionStatus.Bound });
const current = transaction({
  id: 70,
  sequence: 2,
  type: TransactionType.Adjustment,
  status: TransactionStatus.Quoted,
  effectiveDate: '2027-01-10',
});
const main = risk({ current, transactions: [older, current] });

describe('RatingTab', () => {
  it('shows the current transaction’s stored rating: decision, formulas, properties, rules, premium', async () => {
    routeFetch([
      {
        path: /\/companies\/3\/risks\/5\/risks\/11\/transactions\/70\/rating$/,
        respond: () => json(200, result),
      },
    ]);
    renderPanel(<RatingTab companyId={3} riskPackageId={5} risks={[main]} currency="aud" />);
    expect(screen.getByLabelText('Loading rating')).toBeTruthy();
    expect(await screen.findByLabelText('Decision: refer')).toBeTruthy();
    const formulas = screen.getByRole('table', { name: 'Underwriting formula values' });
    expect(
      within(within(formulas).getByText('claimsScore').closest('tr')!).getByText('3'),
    ).toBeTruthy();
    const properties = screen.getByRole('table', { name: 'Property values' });
    expect(within(properties).getByText('$1,000.00')).toBeTruthy();
    expect(within(properties).getByText('overridden (calculated 1.1)')).toBeTruthy();
    expect(screen.getByText('Turnover above 5m needs review.')).toBeTruthy();
    expect(screen.getByText('Not shown to brokers')).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Premium' })).getByText('$1,100.00'),
    ).toBeTruthy();
  });

  it('opens the trace by kind with expressions, inputs and results', async () => {
    routeFetch([{ path: /rating$/, respond: () => json(200, result) }]);
    renderPanel(<RatingTab companyId={3} riskPackageId={5} risks={[main]} currency="aud" />);
    fireEvent.click(await screen.findByRole('button', { name: /Property formulas/ }));
    expect(await screen.findByText('turnover * 0.001')).toBeTruthy();
    expect(screen.getAllByText('from turnover = 1000000').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: /Rules/ }));
    expect(
      await screen.findByText(
        (_, el) => el?.tagName === 'P' && el.textContent === 'Large turnover = TRUE',
      ),
    ).toBeTruthy();
  });

  it('reads another transaction’s rating and says when one was never rated', async () => {
    routeFetch([
      { path: /transactions\/70\/rating$/, respond: () => json(200, result) },
      { path: /transactions\/60\/rating$/, respond: () => json(404, { message: 'Not found.' }) },
    ]);
    renderPanel(<RatingTab companyId={3} riskPackageId={5} risks={[main]} currency="aud" />);
    await screen.findByLabelText('Decision: refer');
    fireEvent.click(screen.getByRole('combobox', { name: /Transaction/ }));
    fireEvent.click(await screen.findByRole('option', { name: /^1\. New Business · Bound/ }));
    expect(await screen.findByText('This transaction has not been rated yet.')).toBeTruthy();
    await waitFor(() =>
      expect(calls().some((c) => c.url.endsWith('/transactions/60/rating'))).toBe(true),
    );
  });

  it('shows a refusal of the server', async () => {
    routeFetch([
      {
        path: /rating$/,
        respond: () => json(403, { message: 'You do not have permission to access this content.' }),
      },
    ]);
    renderPanel(<RatingTab companyId={3} riskPackageId={5} risks={[main]} currency="aud" />);
    expect(
      await screen.findByText('You do not have permission to access this content.'),
    ).toBeTruthy();
  });
});
