import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserSessionDto } from '@turbine/domain';
import { renderWithApp } from '../../../test/render.tsx';
import { SessionsPage } from './sessions-page.tsx';

vi.setConfig({ testTimeout: 20_000 });
const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const now = Math.floor(Date.now() / 1000);
const session = (over: Partial<UserSessionDto>): UserSessionDto => ({
  id: 'a'.repeat(64),
  device: 'Firefox on Linux',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  ipAddress: '203.0.113.7',
  createdAt: now - 3600,
  lastActivityAt: now - 60,
  expiresAt: now + 3600,
  remember: false,
  current: false,
  ...over,
});
const current = session({ id: 'c'.repeat(64), current: true });
const phone = session({
  id: 'b'.repeat(64),
  device: 'Safari on iPhone',
  ipAddress: '198.51.100.20',
  remember: true,
});
const laptop = session({ id: 'd'.repeat(64), device: 'Chrome on Windows', ipAddress: '192.0.2.1' });

let live: UserSessionDto[] = [];
beforeEach(() => {
  live = [current, phone, laptop];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url === '/user/sessions')
      return json(200, { data: live, meta: { page: 1, perPage: live.length, total: live.length } });
    if (method === 'DELETE' && url === '/user/sessions') {
      live = live.filter((s) => s.current);
      return new Response(null, { status: 204 });
    }
    const one = /^\/user\/sessions\/([0-9a-f]{64})$/.exec(url);
    if (method === 'DELETE' && one) {
      live = live.filter((s) => s.id !== one[1]);
      return new Response(null, { status: 204 });
    }
    return json(404, { message: 'Not found.' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const rows = () => within(screen.getByRole('table', { name: 'Sessions' })).getAllByRole('row');

describe('Account → Sessions', () => {
  it('lists each session with device, address and last seen, the current one first and marked without an End button', async () => {
    renderWithApp(<SessionsPage />, { path: '/account/sessions' });
    expect(await screen.findByText('Safari on iPhone')).toBeTruthy();
    const [, first, second, third] = rows();
    expect(within(first!).getByText('Firefox on Linux')).toBeTruthy();
    expect(within(first!).getByText('This device')).toBeTruthy();
    expect(within(first!).getByText('Now')).toBeTruthy();
    expect(within(first!).queryByRole('button')).toBeNull();
    expect(within(second!).getByText('198.51.100.20')).toBeTruthy();
    expect(within(second!).getByText(/remembered/)).toBeTruthy();
    expect(
      within(third!).getByRole('button', { name: 'End session on Chrome on Windows' }),
    ).toBeTruthy();
  });

  it('ends one other session and shows the list without it', async () => {
    renderWithApp(<SessionsPage />, { path: '/account/sessions' });
    fireEvent.click(await screen.findByRole('button', { name: 'End session on Safari on iPhone' }));
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).toBeNull());
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === `/user/sessions/${phone.id}` && init?.method === 'DELETE',
      ),
    ).toBe(true);
    expect(screen.getByText('Chrome on Windows')).toBeTruthy();
  });

  it('ends all other sessions, then says this is the only device and disables the button', async () => {
    renderWithApp(<SessionsPage />, { path: '/account/sessions' });
    const endAll = await screen.findByRole('button', { name: 'End all other sessions' });
    await screen.findByText('Chrome on Windows');
    fireEvent.click(endAll);
    expect(await screen.findByText('You are signed in on this device only.')).toBeTruthy();
    expect(rows()).toHaveLength(2);
    expect(
      screen.getByRole('button', { name: 'End all other sessions' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('shows the error state when the list cannot be loaded', async () => {
    fetchMock.mockImplementation(async () => json(500, { message: 'Something went wrong.' }));
    renderWithApp(<SessionsPage />, { path: '/account/sessions' });
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
