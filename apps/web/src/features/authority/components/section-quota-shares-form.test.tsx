import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Messages, type SectionDto } from '@turbine/domain';
import {
  calls,
  fetchMock,
  json,
  renderAuthority,
  routeFetch,
} from '../test/authority-test-support.tsx';
import { SectionQuotaSharesForm } from './section-quota-shares-form.tsx';

const period = { companyId: 7, agreementId: 3, periodId: 11 };
const syndicates = [
  { value: '1', label: 'SYN1 — Alpha' },
  { value: '2', label: 'SYN2 — Beta' },
  { value: '3', label: 'SYN3 — Gamma' },
];
const section = (shares: string[]): SectionDto => ({
  id: 5,
  name: 'Marine',
  minimumLimit: '1000.00',
  maximumLimit: '5000000.00',
  coverholderCommissionAmount: null,
  claimsHandlingAmount: null,
  reinsuranceBrokerageCommissionAmount: null,
  reinsuranceBrokerageCommissionIncurred: null,
  maximumPremiumLimit: null,
  notifiablePremiumLimitPercentage: null,
  exchangeCommissionPercentage: null,
  quotaShares: shares.map((s, i) => ({
    id: i + 1,
    syndicateId: i + 1,
    syndicate: { id: i + 1, name: 'S', code: `SYN${i + 1}` },
    sharePercentage: s,
  })),
  riskCodes: [],
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('quota share total', () => {
  it('shows the §5 message for 33.333333 × 3, which is 99.999999 in decimal', () => {
    renderAuthority(
      <SectionQuotaSharesForm
        period={period}
        section={section(['33.333333', '33.333333', '33.333333'])}
        syndicates={syndicates}
        editable
      />,
    );
    expect(screen.getByTestId('quota-share-total').textContent).toBe('Total: 99.999999 %');
    expect(screen.getByText(Messages.totalMustEqual100)).toBeTruthy();
  });

  it('drops the message once the shares total exactly 100 (50 + 50)', () => {
    renderAuthority(
      <SectionQuotaSharesForm
        period={period}
        section={section(['50', '50'])}
        syndicates={syndicates}
        editable
      />,
    );
    expect(screen.getByTestId('quota-share-total').textContent).toBe('Total: 100 %');
    expect(screen.queryByText(Messages.totalMustEqual100)).toBeNull();
  });

  it('updates live while typing and refuses to send a total that is not 100', async () => {
    renderAuthority(
      <SectionQuotaSharesForm
        period={period}
        section={section(['60', '30'])}
        syndicates={syndicates}
        editable
      />,
    );
    expect(screen.getByText(Messages.totalMustEqual100)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save quota shares of Marine' }));
    await waitFor(() =>
      expect(screen.getAllByText(Messages.totalMustEqual100).length).toBeGreaterThan(0),
    );
    expect(fetchMock).not.toHaveBeenCalled();

    routeFetch([
      {
        method: 'PUT',
        path: /\/sections\/5$/,
        respond: (body) => json(200, { ...section(['60', '40']), body }),
      },
    ]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Share 2 of Marine' }), {
      target: { value: '40' },
    });
    expect(screen.getByTestId('quota-share-total').textContent).toBe('Total: 100 %');
    expect(screen.queryByText(Messages.totalMustEqual100)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save quota shares of Marine' }));
    await waitFor(() => expect(calls()).toHaveLength(1));
    const [put] = calls();
    expect(put?.url).toBe('/companies/7/binding-agreements/3/periods/11/sections/5');
    expect(put?.body).toMatchObject({
      name: 'Marine',
      minimumLimit: '1000.00',
      quotaShares: [
        { syndicateId: 1, sharePercentage: '60' },
        { syndicateId: 2, sharePercentage: '40' },
      ],
    });
  });
});
