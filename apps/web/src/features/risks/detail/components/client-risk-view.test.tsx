import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LifecycleMessages } from '@turbine/domain';
import { renderWithApp } from '../../../../test/render.tsx';
import {
  callsOf,
  json,
  riskPackage,
  routeFetch,
  type FetchMock,
  type Route,
} from '../test/risk-fixtures.ts';
import { ClientRiskView } from './client-risk-view.tsx';

vi.setConfig({ testTimeout: 20_000 });
const fetchMock: FetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const clientPkg = (over = {}) =>
  riskPackage(
    {
      viewerRole: 'client',
      clientAccess: { active: true, email: 'owner@harbourside.test', mobile: null, grantedAt: 1 },
      ...over,
    },
    ['edit', 'markProposalDone'],
  );

function show(routes: Route[]) {
  routeFetch(fetchMock, routes);
  return renderWithApp(<ClientRiskView riskPackageId={55} />, { path: '/client/risks/55' });
}

describe('Client risk page', () => {
  it('saves the proposal, marks it done after a confirmation, then thanks the client', async () => {
    show([
      { path: /^\/client\/risks\/55$/, respond: () => json(200, clientPkg()) },
      {
        method: 'PUT',
        path: /^\/client\/risks\/55\/risks\/10\/proposal$/,
        respond: () => json(200, clientPkg()),
      },
      {
        method: 'POST',
        path: /^\/client\/risks\/55\/done$/,
        respond: () => json(200, clientPkg({ proposalDone: true })),
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Your insurance proposal' })).toBeTruthy();
    expect(screen.getByText('Harbourside Cafe')).toBeTruthy();
    fireEvent.change(await screen.findByRole('textbox', { name: /Business name/ }), {
      target: { value: 'Harbourside Cafe Pty Ltd' },
    });
    // Unsaved answers must be saved before the proposal is done.
    expect(screen.getByRole('button', { name: 'Mark done' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save proposal' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mark done' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    expect(callsOf(fetchMock).find((c) => c.method === 'PUT')?.body).toEqual({
      proposal: { businessName: 'Harbourside Cafe Pty Ltd' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Mark done' }));
    const dialog = await screen.findByRole('dialog');
    expect(callsOf(fetchMock).some((c) => c.url.endsWith('/done'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark done' }));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeTruthy();
    expect(callsOf(fetchMock).filter((c) => c.url === '/client/risks/55/done')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Save proposal' })).toBeNull();
  });

  it('tells the client when their access has ended', async () => {
    show([
      { path: /^\/client\/risks\/55$/, respond: () => json(401, { message: 'Unauthenticated.' }) },
    ]);
    expect(await screen.findByRole('heading', { name: 'Access ended' })).toBeTruthy();
    expect(screen.getByText(new RegExp(LifecycleMessages.noClientAccess))).toBeTruthy();
  });

  it('shows a completed proposal read-only', async () => {
    show([
      {
        path: /^\/client\/risks\/55$/,
        respond: () => json(200, clientPkg({ proposalDone: true })),
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Proposal completed' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark done' })).toBeNull();
  });
});
