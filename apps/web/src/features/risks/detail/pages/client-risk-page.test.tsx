import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../../test/render.tsx';
import { callsOf, json, riskPackage, routeFetch, type FetchMock } from '../test/risk-fixtures.ts';
import { ClientRiskPage } from './client-risk-page.tsx';

vi.setConfig({ testTimeout: 20_000 });
const fetchMock: FetchMock = vi.fn();
const clientPkg = riskPackage(
  {
    viewerRole: 'client',
    clientAccess: { active: true, email: 'owner@harbourside.test', mobile: null, grantedAt: 1 },
  },
  ['edit', 'markProposalDone'],
);
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

function open(url: string, exchange: () => Response) {
  routeFetch(fetchMock, [
    { method: 'POST', path: /^\/client\/session$/, respond: exchange },
    {
      path: /^\/client\/risks\/55$/,
      respond: (init) =>
        new Headers(init?.headers).get('X-Temporary-Token') === 'tc1.credential'
          ? json(200, clientPkg)
          : json(401, { message: 'Unauthenticated.' }),
    },
  ]);
  const view = renderWithApp(<ClientRiskPage />, { path: '/client/risks/:riskPackageId' });
  void view.router.navigate(url, { replace: true });
  return view;
}

describe('Client risk page: the link is exchanged (decision 101)', () => {
  it('trades the link token for a credential, removes it from the address bar and sends the credential', async () => {
    const { router } = open('/client/risks/55?tempToken=link-token', () =>
      json(200, { token: 'tc1.credential', expiresAt: 1 }),
    );
    expect(await screen.findByRole('heading', { name: 'Your insurance proposal' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/client/risks/55');
    expect(router.state.location.search).toBe('');
    expect(window.sessionStorage.getItem('turbine.clientCredential')).toBe('tc1.credential');
    const calls = callsOf(fetchMock);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/client/session' });
    expect(calls[0]!.headers.get('X-Temporary-Token')).toBe('link-token');
    const reads = calls.filter((c) => c.url === '/client/risks/55');
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(read.headers.get('X-Temporary-Token')).toBe('tc1.credential');
  });

  it('an expired or revoked link: the token still leaves the address bar and the page says access ended', async () => {
    window.sessionStorage.setItem('turbine.clientCredential', 'tc1.older');
    const { router } = open('/client/risks/55?tempToken=expired', () =>
      json(401, { message: 'Unauthenticated.' }),
    );
    expect(await screen.findByText('Access ended')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(window.sessionStorage.getItem('turbine.clientCredential')).toBeNull();
  });

  it('after a reload the tab keeps its credential; without link or credential the link is not found', async () => {
    window.sessionStorage.setItem('turbine.clientCredential', 'tc1.credential');
    open('/client/risks/55', () => json(500, {}));
    expect(await screen.findByRole('heading', { name: 'Your insurance proposal' })).toBeTruthy();
    expect(callsOf(fetchMock).some((c) => c.url === '/client/session')).toBe(false);
  });

  it('shows not found for a bare address', async () => {
    open('/client/risks/55', () => json(500, {}));
    expect(
      await screen.findByRole('heading', { name: 'The proposal link was not found' }),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
