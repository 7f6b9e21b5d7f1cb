import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ModalsProvider } from '@mantine/modals';
import type { CompanyUserDto } from '@turbine/domain';
import { renderWithApp } from '../../../test/render.tsx';
import { CompanyUsersTab } from './company-users-tab.tsx';

vi.setConfig({ testTimeout: 20_000 });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const member: CompanyUserDto = {
  id: 21,
  name: 'Mia Member',
  email: 'mia@example.test',
  phone: null,
  avatarFileVersionId: null,
  role: { id: 3, name: 'Staff' },
  lastActivityAt: null,
  memberSince: 1_700_000_000,
  authenticatorApp: false,
  isTemporaryUser: false,
  temporaryExpiresAt: null,
};
const me: CompanyUserDto = { ...member, id: 20, name: 'Ada Admin', email: 'ada@example.test' };
// A temporary user whose access ended at 1 Dec 2026 09:00 UTC (decision 170).
const temp: CompanyUserDto = {
  ...member,
  id: 22,
  name: 'Tess Temporary',
  email: 'tess@example.test',
  isTemporaryUser: true,
  temporaryExpiresAt: 1_796_115_600,
};

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    if ((init?.method ?? 'GET') === 'DELETE') return new Response(null, { status: 204 });
    if (init?.method === 'PUT') return json(200, temp);
    if (url.startsWith('/companies/5/users'))
      return json(200, { data: [me, member, temp], meta: { page: 1, perPage: 25, total: 3 } });
    if (url.startsWith('/companies/5/roles')) return json(200, { data: [] });
    return json(404, { message: 'Not found.' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('Company users: ending a member’s sessions (decision 101)', () => {
  it('asks first, then ends every session of the member; not offered for oneself', async () => {
    renderWithApp(
      <ModalsProvider>
        <CompanyUsersTab companyId={5} currentUserId={20} />
      </ModalsProvider>,
      { path: '/company/manage' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'End sessions of Mia Member' }));
    expect(screen.queryByRole('button', { name: 'End sessions of Ada Admin' })).toBeNull();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Sign Mia Member out on every device/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'End sessions' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => url === '/companies/5/users/21/sessions' && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
  });
});

describe('Company users: temporary users (§1, decision 170)', () => {
  it('shows a temporary user with the expiry and extends it; ordinary members have no Extend', async () => {
    renderWithApp(<CompanyUsersTab companyId={5} currentUserId={20} />, {
      path: '/company/manage',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Extend Tess Temporary' }));
    expect(screen.queryByRole('button', { name: 'Extend Mia Member' })).toBeNull();
    expect(screen.getByText(/^Temporary · (until|expired)/)).toBeTruthy();
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/New expiry/), {
      target: { value: '2099-01-02T10:30' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save expiry' }));
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
      expect(put?.[0]).toBe('/companies/5/temporary-users/22');
      const sent = JSON.parse(String(put?.[1]?.body)) as { expiresAt: number };
      expect(sent.expiresAt).toBe(new Date(2099, 0, 2, 10, 30).getTime() / 1000);
    });
  });
});
