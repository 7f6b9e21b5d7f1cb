import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { ClaimSummaryDto } from '@turbine/domain';
import {
  fetchMock,
  json,
  renderPanel,
  routeFetch,
  UNDERWRITER_CO,
} from '../../../test/risk-panel-support.tsx';
import { ClaimsTab } from './claims-tab.tsx';

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const claim = (id: number, totalIncurred: string, status: ClaimSummaryDto['status']) =>
  ({
    id,
    reference: `MER-1-C${id}`,
    stage: 2,
    status,
    open: status !== 7,
    riskPackageId: 5,
    policyReference: 'MER-1',
    insuredName: 'Acme',
    currency: 'aud',
    dateOfLoss: '2026-03-02',
    dateFirstAdvised: '2026-03-09',
    claimant: 'Wattle Holdings',
    amountClaimed: '1000.00',
    legalCompany: null,
    totals: { totalIncurred } as ClaimSummaryDto['totals'],
    createdAt: 0,
  }) satisfies ClaimSummaryDto;

describe('ClaimsTab', () => {
  it('lists the policy’s claims with their status and sums total incurred to the cent', async () => {
    routeFetch([
      {
        path: /\/risks\/5\/claims$/,
        respond: () => json(200, [claim(1, '1234.56', 1), claim(2, '0.45', 7)]),
      },
    ]);
    renderPanel(
      <ClaimsTab
        companyId={UNDERWRITER_CO}
        riskPackageId={5}
        reference="MER-1"
        currency="aud"
        canReport
      />,
    );
    expect(await screen.findByText('MER-1-C1')).toBeTruthy();
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(screen.getAllByText('Loss 2 Mar 2026 · Wattle Holdings')).toHaveLength(2);
    expect(screen.getByTestId('claims-total-incurred').textContent).toBe('$1,235.01');
    expect(screen.getByRole('link', { name: 'Report an incident' }).getAttribute('href')).toBe(
      '/incidents/new?riskPackageId=5&reference=MER-1',
    );
  });

  it('says when a policy has no claims and offers no report without the right', async () => {
    routeFetch([{ path: /\/risks\/5\/claims$/, respond: () => json(200, []) }]);
    renderPanel(
      <ClaimsTab
        companyId={UNDERWRITER_CO}
        riskPackageId={5}
        reference="MER-1"
        currency="aud"
        canReport={false}
      />,
    );
    expect(await screen.findByText('No claims on this policy.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Report an incident' })).toBeNull();
  });
});
