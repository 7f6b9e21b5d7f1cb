import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Messages } from '@turbine/domain';
import { renderWithApp } from '../../../test/render.tsx';
import { MicrosoftAccounts } from './microsoft-accounts.tsx';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const linked = {
  id: 7,
  email: 'member@contoso.example',
  tenantId: 'tenant-contoso',
  linkedAt: 1_700_000_000,
  usable: true,
};

/** GET /microsoft, GET /two-factor-auth and DELETE /two-factor-auth/microsoft/7 (answered by `unlink`). */
function serve(enabled: boolean, unlink: { status: number; body?: unknown }) {
  let accounts = [linked];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request
        ? input
        : new Request(new URL(String(input), 'http://localhost'), init);
    const path = new URL(request.url, 'http://localhost').pathname;
    const json = (status: number, body: unknown) =>
      new Response(status === 204 ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    if (path === '/microsoft') return json(200, { enabled });
    if (path === '/two-factor-auth')
      return json(200, {
        methods: [],
        recoveryCodesLeft: 0,
        pending: null,
        required: false,
        microsoft: accounts.length > 0,
        microsoftAccounts: accounts,
      });
    if (path === '/two-factor-auth/microsoft/7' && request.method === 'DELETE') {
      if (unlink.status === 204) accounts = [];
      return json(unlink.status, unlink.body ?? null);
    }
    return json(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('linked Microsoft accounts on the account page (decision 200)', () => {
  it('lists the account, unlinks it, and offers to link one', async () => {
    const fetchMock = serve(true, { status: 204 });
    renderWithApp(<MicrosoftAccounts />, { path: '/account' });
    expect(await screen.findByText(linked.email)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Link a Microsoft account' });
    expect(link.getAttribute('href')).toBe('/microsoft/login?purpose=link');
    fireEvent.click(screen.getByRole('button', { name: `Unlink ${linked.email}` }));
    await waitFor(() => expect(screen.queryByText(linked.email)).toBeNull());
    expect(
      fetchMock.mock.calls.some(([input, init]) => {
        const r = input instanceof Request ? input : null;
        return (r?.method ?? init?.method) === 'DELETE';
      }),
    ).toBe(true);
  });

  it('shows the refusal when the account is the last method a company requires', async () => {
    serve(true, {
      status: 422,
      body: { message: 'x', errors: { method: [Messages.atLeastOneMfa] } },
    });
    renderWithApp(<MicrosoftAccounts />, { path: '/account' });
    fireEvent.click(await screen.findByRole('button', { name: `Unlink ${linked.email}` }));
    expect(await screen.findByText(Messages.atLeastOneMfa)).toBeTruthy();
    expect(screen.getByText(linked.email)).toBeTruthy();
  });

  it('says how linking went', async () => {
    serve(true, { status: 204 });
    const { router } = renderWithApp(<MicrosoftAccounts />, { path: '/account' });
    await router.navigate('/account?microsoft=linked_elsewhere');
    expect(await screen.findByText(Messages.microsoftLinkedElsewhere)).toBeTruthy();
  });
});
