import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  ProductRole,
  TransactionStatus,
  TransactionType,
  type PremiumChangeDto,
} from '@turbine/domain';
import { renderWithApp } from '../../../../test/render.tsx';
import {
  callsOf,
  json,
  risk,
  riskPackage,
  routeFetch,
  transaction,
  type FetchMock,
} from '../../detail/test/risk-fixtures.ts';
import { PremiumChangeTab } from './premium-change-tab.tsx';

vi.setConfig({ testTimeout: 20_000 });
const fetchMock: FetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const rated = (id: number, sequence: number, type: TransactionType, effectiveDate: string) =>
  transaction({
    id,
    sequence,
    type,
    effectiveDate,
    status: TransactionStatus.Bound,
    calculatedPremium: '1000.00',
    totalPremium: '1210.00',
  });

const change: PremiumChangeDto = {
  from: {
    label: 'Expiring policy',
    transactionId: 5,
    versionId: 1,
    versionNumber: 1,
    effectiveDate: '2025-12-01',
    total: '1000.00',
    decision: 'quote',
    lines: [{ line: 'total', title: 'Total premium', amount: '1000.00' }],
    ruleMessages: [],
  },
  to: {
    label: 'Renewal',
    transactionId: 9,
    versionId: 1,
    versionNumber: 1,
    effectiveDate: '2026-12-01',
    total: '1100.00',
    decision: 'quote',
    lines: [{ line: 'total', title: 'Total premium', amount: '1100.00' }],
    ruleMessages: [],
  },
  difference: '100.00',
  steps: [
    {
      kind: 'input',
      name: 'turnover',
      title: 'Annual turnover',
      before: '500000',
      after: '550000',
      amount: '100.00',
      totalAfter: '1100.00',
      decisionAfter: 'quote',
      unrated: false,
    },
  ],
};

// The renewal (package 56) has one rated transaction; the package it renews (55) has the expiring policy's.
const renewalRisk = risk(10, ProductRole.Main, rated(9, 1, TransactionType.Renewal, '2026-12-01'));
const expiring = riskPackage({ id: 55, reference: 'MER-202511-000055' });
expiring.risks = [
  risk(20, ProductRole.Main, rated(5, 1, TransactionType.NewBusiness, '2025-12-01'), {
    product: renewalRisk.product,
  }),
];

const show = (renewalOfId: number | null) =>
  renderWithApp(
    <PremiumChangeTab
      companyId={4}
      riskPackageId={56}
      risks={[renewalRisk]}
      currency="aud"
      renewalOfId={renewalOfId}
    />,
  );

describe('PremiumChangeTab (decisions 215, 237)', () => {
  it("offers a renewal the expiring policy's transactions and compares the two by default", async () => {
    routeFetch(fetchMock, [
      { path: /\/companies\/4\/risks\/55$/, respond: () => json(200, expiring) },
      { path: /\/premium-change\?/, respond: () => json(200, change) },
    ]);
    show(55);
    expect(await screen.findByText('Annual turnover')).toBeTruthy();
    const asked = callsOf(fetchMock).filter((c) => c.url.includes('premium-change'));
    expect(asked.map((c) => c.url)).toEqual([
      '/companies/4/risks/56/risks/10/premium-change?from=5&to=9',
    ]);
    const compare = screen.getByRole('combobox', { name: 'Compare' });
    expect(compare).toHaveProperty('value', '1. New Business from 2025-12-01');
    expect(screen.getByRole('combobox', { name: 'With' })).toHaveProperty(
      'value',
      '1. Renewal from 2026-12-01',
    );
    fireEvent.click(compare);
    expect(
      (await screen.findAllByText('Expiring policy MER-202511-000055')).length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByText('This policy').length).toBeGreaterThan(0);
  });

  it('without the package it renews, one rated transaction is not enough to compare', async () => {
    routeFetch(fetchMock, [{ path: /\/premium-change\?/, respond: () => json(200, change) }]);
    show(null);
    expect(await screen.findByText(/A comparison needs two rated transactions/)).toBeTruthy();
    await waitFor(() => expect(callsOf(fetchMock)).toEqual([]));
  });

  it("falls back to the risk's own transactions when the expiring package cannot be read", async () => {
    routeFetch(fetchMock, [{ path: /\/premium-change\?/, respond: () => json(200, change) }]);
    show(55);
    await waitFor(() =>
      expect(callsOf(fetchMock).map((c) => c.url)).toEqual(['/companies/4/risks/55']),
    );
    expect(await screen.findByText(/A comparison needs two rated transactions/)).toBeTruthy();
  });
});
