import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import type { EchoHandlers } from '../realtime/echo-connection.ts';
import { NotificationBell } from '../components/notification-bell.tsx';
import { RealtimeStatusIndicator } from '../components/realtime-status-indicator.tsx';
import { AuthProvider } from '../../../app/auth-context.tsx';
import { useRealtimeNotifications } from './use-realtime-notifications.ts';

// The connection itself (Echo, pusher-js, the server) is covered by the e2e journey; here its handlers.
const started: { userId: number; handlers: EchoHandlers; stop: ReturnType<typeof vi.fn> }[] = [];
vi.mock('../realtime/realtime-connection.ts', () => ({
  startRealtime: (userId: number, handlers: EchoHandlers) => {
    const stop = vi.fn();
    started.push({ userId, handlers, stop });
    return stop;
  },
  dropRealtimeConnection: () => undefined,
}));

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const calls = (prefix: string) =>
  fetchMock.mock.calls.filter(([url]) => url.startsWith(prefix)).length;

function Shell({ userId, companyId }: { userId: number | null; companyId: number | null }) {
  useRealtimeNotifications(userId, companyId);
  return (
    <>
      <RealtimeStatusIndicator />
      <NotificationBell companyId={companyId} />
    </>
  );
}

beforeEach(() => {
  started.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) =>
    url.startsWith('/user/notifications')
      ? json({ data: [], meta: { page: 1, perPage: 100, total: 0, unreadCount: 0 } })
      : json({}),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('useRealtimeNotifications', () => {
  it('opens no connection without a signed-in user', () => {
    renderWithApp(<Shell userId={null} companyId={null} />);
    expect(started).toEqual([]);
  });

  it('puts a push for the represented company into the bell, and closes the connection on unmount', async () => {
    const view = renderWithApp(
      <AuthProvider>
        <Shell userId={42} companyId={3} />
      </AuthProvider>,
    );
    await waitFor(() => expect(calls('/user/notifications')).toBe(1));
    expect(started.map((s) => s.userId)).toEqual([42]);
    const push = {
      id: 1,
      companyId: 3,
      type: 'company.role_changed',
      data: { message: 'Role changed', frontendUrl: '/account' },
      readAt: null,
      createdAt: 1,
      updatedAt: 1,
    };
    act(() => started[0]!.handlers.onNotification(push));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    view.unmount();
    expect(started[0]!.stop).toHaveBeenCalled();
  });

  it('shows a quiet indicator while unavailable or failed and nothing when connected', async () => {
    renderWithApp(
      <AuthProvider>
        <Shell userId={42} companyId={3} />
      </AuthProvider>,
    );
    const { onState } = started[0]!.handlers;
    act(() => onState('unavailable'));
    const dot = await screen.findByRole('status', {
      name: 'Live updates unavailable — reconnecting',
    });
    fireEvent.mouseEnter(dot);
    expect(await screen.findByText('Live updates unavailable — reconnecting')).toBeTruthy();
    act(() => onState('failed'));
    expect(screen.getByRole('status', { name: 'Live updates unavailable' })).toBeTruthy();
    act(() => onState('connected'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('refetches the user and the notifications after a reconnect', async () => {
    renderWithApp(
      <AuthProvider>
        <Shell userId={42} companyId={3} />
      </AuthProvider>,
    );
    await waitFor(() => expect(calls('/user/notifications')).toBe(1));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/user')).toHaveLength(1),
    );
    act(() => started[0]!.handlers.onReconnected());
    // GET /user (§7: refetched on reconnect) and the list, as pushes may have been missed.
    await waitFor(() => expect(calls('/user/notifications')).toBe(2));
    expect(fetchMock.mock.calls.filter(([url]) => url === '/user')).toHaveLength(2);
  });
});
