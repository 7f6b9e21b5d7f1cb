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

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    if ((init?.method ?? 'GET') === 'DELETE') return new Response(null, { status: 204 });
    if (url.startsWith('/companies/5/users'))
      return json(200, { data: [me, member], meta: { page: 1, perPage: 25, total: 2 } });
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
