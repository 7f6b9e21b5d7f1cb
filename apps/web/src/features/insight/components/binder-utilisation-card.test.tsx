import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fetchMock, json, renderAt, routeFetch } from '../../risks/list/test-support.tsx';
import { BinderUtilisationCard } from './binder-utilisation-card.tsx';

const section = {
  sectionId: 1,
  name: 'Property',
  periodVersion: 2,
  policies: 3,
  writtenPremium: '2000.01',
  maximumPremiumLimit: '2500.00',
  notifiableLimit: '2000.00',
  utilisationPercent: '80.0',
  notifiableReached: true,
  maximumReached: false,
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => fetchMock(url, init));
});
afterEach(() => vi.unstubAllGlobals());

const show = () =>
  renderAt(<BinderUtilisationCard companyId={3} agreementId={8} />, {
    route: '/a',
    url: '/a',
  });

describe('Binder utilisation card (decision 190)', { timeout: 20_000 }, () => {
  it('shows each section: written, notifiable and maximum limits in money, and a bar of the share used', async () => {
    routeFetch([
      {
        path: /\/companies\/3\/binding-agreements\/8\/utilisation$/,
        respond: () =>
          json(200, {
            agreementId: 8,
            currency: 'AUD',
            sections: [
              section,
              {
                ...section,
                sectionId: 2,
                name: 'Liability',
                maximumPremiumLimit: null,
                notifiableLimit: null,
                utilisationPercent: null,
                notifiableReached: false,
              },
            ],
          }),
      },
    ]);
    show();
    const table = await screen.findByRole('table', { name: 'Utilisation by section' });
    const [, property, liability] = within(table).getAllByRole('row');
    expect(within(property!).getByText('$2,000.01')).toBeTruthy();
    expect(within(property!).getByText('$2,000.00')).toBeTruthy();
    expect(within(property!).getByText('$2,500.00')).toBeTruthy();
    expect(within(property!).getByText('Period version 2')).toBeTruthy();
    const bar = within(property!).getByRole('progressbar', {
      name: 'Property: 80.0 % of the maximum premium limit',
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('80');
    expect(within(liability!).getByText('No maximum premium limit')).toBeTruthy();
  });

  it('says when no period is in force', async () => {
    routeFetch([
      {
        path: /utilisation$/,
        respond: () => json(200, { agreementId: 8, currency: 'AUD', sections: [] }),
      },
    ]);
    show();
    expect(await screen.findByText('No period of this agreement is in force yet.')).toBeTruthy();
  });
});
