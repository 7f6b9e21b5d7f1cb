import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CompanyType, Permission } from '@turbine/domain';
import {
  BROKER_CO,
  fetchMock,
  INSURER_CO,
  json,
  renderPanel,
  riskPackage,
  routeFetch,
  UNDERWRITER_CO,
  userIn,
} from '../../../../test/risk-panel-support.tsx';
import { BrokerPanel, UnderwriterPanel } from './underwriter-panel.tsx';

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function answer(user: ReturnType<typeof userIn>) {
  routeFetch([
    { path: /^\/user$/, respond: () => json(200, user) },
    { path: /endorsements/, respond: () => json(200, []) },
    { path: /activities/, respond: () => json(200, []) },
    { path: /files$/, respond: () => json(200, []) },
    { path: /claims$/, respond: () => json(200, []) },
  ]);
}
const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);

describe('UnderwriterPanel', () => {
  it('has the spec’s tabs in order for the underwriting company, Claims first', async () => {
    answer(
      userIn(UNDERWRITER_CO, CompanyType.Underwriter, [
        Permission.ViewRisks,
        Permission.ManageRisks,
      ]),
    );
    renderPanel(<UnderwriterPanel companyId={UNDERWRITER_CO} riskPackage={riskPackage()} />, {
      withAuth: true,
    });
    expect(tabNames()).toEqual([
      'Claims',
      'Documents',
      'Endorsements',
      'Files',
      'Manual Policy Adjustments',
      'Messages',
      'Notes',
      'Premium Change',
      'Timeline',
      'Underwriting Formulas',
    ]);
    expect(screen.getByRole('tab', { name: 'Claims' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No claims on this policy.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Endorsements' }));
    expect(await screen.findByText('No endorsements on this transaction.')).toBeTruthy();
  });

  it('keeps the tab in the URL query and opens the tab the query names', async () => {
    answer(
      userIn(UNDERWRITER_CO, CompanyType.Underwriter, [
        Permission.ViewRisks,
        Permission.ManageRisks,
      ]),
    );
    const { router } = renderPanel(
      <UnderwriterPanel companyId={UNDERWRITER_CO} riskPackage={riskPackage()} />,
      { url: '/risks/5?panel=notes', withAuth: true },
    );
    expect(screen.getByRole('tab', { name: 'Notes' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No notes yet.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add note' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Timeline' }));
    await waitFor(() => expect(router.state.location.search).toBe('?panel=timeline'));
    fireEvent.click(screen.getByRole('tab', { name: 'Claims' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('gives an insurer the read-only tabs only', async () => {
    answer(userIn(INSURER_CO, CompanyType.Insurer, [Permission.ViewRisks]));
    renderPanel(
      <UnderwriterPanel
        companyId={INSURER_CO}
        riskPackage={riskPackage({ viewerRole: 'insurer' })}
      />,
      { url: '/risks/5?panel=messages', withAuth: true },
    );
    expect(tabNames()).toEqual([
      'Claims',
      'Documents',
      'Endorsements',
      'Files',
      'Messages',
      'Premium Change',
      'Timeline',
    ]);
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Timeline' }));
    expect(await screen.findByRole('checkbox', { name: 'Messages' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Notes' })).toBeNull();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) =>
          String(url).endsWith('activities?kinds=message%2Cstatus%2Cassignment%2Cupdate%2Cview'),
        ),
      ).toBe(true),
    );
  });
});

describe('BrokerPanel', () => {
  it('has Messages and Files, and brokers with ManageRisks may write and share', async () => {
    answer(userIn(BROKER_CO, CompanyType.Broker, [Permission.ViewRisks, Permission.ManageRisks]));
    renderPanel(
      <BrokerPanel companyId={BROKER_CO} riskPackage={riskPackage({ viewerRole: 'broker' })} />,
      { url: '/risks/5?panel=files', withAuth: true },
    );
    expect(tabNames()).toEqual(['Messages', 'Files', 'Documents', 'Premium Change']);
    expect(await screen.findByRole('button', { name: 'Upload file' })).toBeTruthy();
    expect(screen.getByText('Files you upload are shared with the underwriter.')).toBeTruthy();
  });
});
