import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TransactionStatus } from '@turbine/domain';
import { renderWithApp } from '../../../../test/render.tsx';
import {
  BROKER_ID,
  callsOf,
  json,
  riskPackage,
  routeFetch,
  type FetchMock,
} from '../test/risk-fixtures.ts';
import { RiskNotices } from './risk-notices.tsx';

vi.setConfig({ testTimeout: 20_000 });
const fetchMock: FetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function withNewerVersion(status: number = TransactionStatus.Initiated) {
  const pkg = riskPackage({}, ['edit'], {
    status: status as (typeof TransactionStatus)[keyof typeof TransactionStatus],
  });
  pkg.risks[0] = { ...pkg.risks[0]!, newerVersion: { id: 301, versionNumber: 3 } };
  return pkg;
}

describe('the newer product version notice (§4 exchange)', () => {
  it('gives a manager of an Initiated risk the exchange button, which posts the exchange', async () => {
    routeFetch(fetchMock, [
      {
        method: 'POST',
        path: /\/risks\/55\/exchange$/,
        respond: () => json(200, { exchanged: [{ riskId: 10, fromVersion: 2, toVersion: 3 }] }),
      },
    ]);
    renderWithApp(<RiskNotices pkg={withNewerVersion()} companyId={BROKER_ID} canManage />);
    expect(screen.getByText(/Version 3 of Professional Indemnity applies/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Exchange to version 3' }));
    await waitFor(() =>
      expect(callsOf(fetchMock).find((c) => c.method === 'POST')).toMatchObject({
        url: `/companies/${BROKER_ID}/risks/55/exchange`,
      }),
    );
  });

  it('shows the notice without a button to a viewer who cannot change the risk, or once it left Initiated', () => {
    const { unmount } = renderWithApp(
      <RiskNotices pkg={withNewerVersion()} companyId={BROKER_ID} canManage={false} />,
    );
    expect(screen.getByText(/Version 3 of Professional Indemnity applies/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Exchange/ })).toBeNull();
    unmount();
    renderWithApp(
      <RiskNotices
        pkg={withNewerVersion(TransactionStatus.Quoted)}
        companyId={BROKER_ID}
        canManage
      />,
    );
    expect(screen.queryByRole('button', { name: /Exchange/ })).toBeNull();
  });
});
