import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import {
  receiveRealtimeNotification,
  type NotificationPage,
  type UserNotification,
} from '../api/notifications-api.ts';
import { badgeLabel, NotificationBell } from './notification-bell.tsx';

const companyId = 7;
const nowSeconds = Math.floor(Date.now() / 1000);

const note = (
  id: number,
  message: string,
  readAt: number | null = null,
  over: Partial<UserNotification> = {},
): UserNotification => ({
  id,
  companyId,
  type: 'company.role_changed',
  data: { message, frontendUrl: '/account' },
  readAt,
  createdAt: nowSeconds - id * 60,
  updatedAt: nowSeconds - id * 60,
  ...over,
});
const page = (data: UserNotification[]): NotificationPage => ({
  data,
  meta: {
    page: 1,
    perPage: 100,
    total: data.length,
    unreadCount: data.filter((n) => n.readAt == null).length,
  },
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake /user/notifications: the list the server holds, and how PUT and DELETE answer. */
let serverList: UserNotification[] = [];
let onWrite: (method: string, url: string) => Promise<Response> = async () =>
  json(200, { affected: 1, unreadCount: 0 });
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const listCalls = () =>
  fetchMock.mock.calls.filter(
    ([url, init]) => url.startsWith('/user/notifications') && (init.method ?? 'GET') === 'GET',
  ).length;

beforeEach(() => {
  serverList = [];
  onWrite = async () => json(200, { affected: 1, unreadCount: 0 });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    if (!url.startsWith('/user/notifications')) return json(404, { message: 'Not found.' });
    if ((init.method ?? 'GET') !== 'GET') return onWrite(init.method ?? 'GET', url);
    expect(url).toContain(`companyId=${companyId}`);
    return json(200, page(serverList));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const openBell = async () => {
  await waitFor(() => expect(listCalls()).toBeGreaterThan(0));
  fireEvent.click(bell());
  return screen.findByRole('dialog', { name: /^Notifications/ });
};
const renderBell = () => renderWithApp(<NotificationBell companyId={companyId} />);

describe('NotificationBell badge (§9)', () => {
  it('shows the unread count, and 9+ above 9', async () => {
    expect([badgeLabel(1), badgeLabel(9), badgeLabel(10), badgeLabel(42)]).toEqual([
      '1',
      '9',
      '9+',
      '9+',
    ]);
    serverList = [note(1, 'One'), note(2, 'Two'), note(3, 'Three', nowSeconds)];
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(screen.getByText('2')).toBeTruthy();
  });

  it('shows 9+ for twelve unread notifications', async () => {
    serverList = Array.from({ length: 12 }, (_, i) => note(i + 1, `Message ${i + 1}`));
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications, 12 unread' })).toBeTruthy();
    expect(screen.getByText('9+')).toBeTruthy();
  });
});

describe('NotificationBell dropdown (§2, §4)', () => {
  it('shows a title and a description when there are no notifications', async () => {
    renderBell();
    const dropdown = await openBell();
    expect(await within(dropdown).findByText('No notifications')).toBeTruthy();
    expect(within(dropdown).getByText(/all caught up/)).toBeTruthy();
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
    // Nothing to act on: no bulk actions.
    expect(within(dropdown).queryByRole('button', { name: 'Delete all' })).toBeNull();
    expect(within(dropdown).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('marks read at once and rolls back by refetching when the request fails', async () => {
    serverList = [note(1, 'Your role in Southern Cross Brokers was changed to Staff')];
    let fail: (r: Response) => void = () => undefined;
    onWrite = (method, url) => {
      expect(method).toBe('PUT');
      expect(url).toBe(`/user/notifications?companyId=${companyId}&notificationIds=1&status=read`);
      return new Promise<Response>((resolve) => (fail = resolve));
    };
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const dropdown = await openBell();
    fireEvent.click(await within(dropdown).findByRole('button', { name: 'Mark as read' }));

    // Optimistic: read before the server answered.
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(within(dropdown).getByRole('button', { name: 'Mark as unread' })).toBeTruthy();
    const before = listCalls();

    await act(async () => fail(json(500, { message: 'Server Error' })));
    // Rolled back by a refetch: the server still holds it unread.
    await waitFor(() => expect(listCalls()).toBe(before + 1));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    expect(await within(dropdown).findByRole('button', { name: 'Mark as read' })).toBeTruthy();
  });

  it('opening an item marks it read and follows its frontendUrl', async () => {
    serverList = [
      note(5, 'Ivy accepted your invitation', null, {
        data: { message: 'Ivy accepted your invitation', frontendUrl: '/company/manage?tab=users' },
      }),
    ];
    const writes: string[] = [];
    onWrite = async (method, url) => {
      writes.push(`${method} ${url}`);
      return json(200, { affected: 1, unreadCount: 0 });
    };
    const { router } = renderBell();
    const dropdown = await openBell();
    fireEvent.click(
      await within(dropdown).findByRole('button', { name: /Ivy accepted your invitation/ }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/manage'));
    expect(router.state.location.search).toBe('?tab=users');
    expect(writes).toEqual([
      `PUT /user/notifications?companyId=${companyId}&notificationIds=5&status=read`,
    ]);
  });

  it('marks all as read and deletes all for the company', async () => {
    serverList = [note(1, 'First'), note(2, 'Second')];
    const writes: string[] = [];
    onWrite = async (method, url) => {
      writes.push(`${method} ${url}`);
      return json(200, { affected: 2, unreadCount: 0 });
    };
    renderBell();
    const dropdown = await openBell();
    fireEvent.click(await within(dropdown).findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    fireEvent.click(within(dropdown).getByRole('button', { name: 'Delete all' }));
    expect(await within(dropdown).findByText('No notifications')).toBeTruthy();
    expect(writes).toEqual([
      `PUT /user/notifications?companyId=${companyId}&status=read`,
      `DELETE /user/notifications?companyId=${companyId}`,
    ]);
  });
});

describe('realtime notifications in the bell (§4)', () => {
  it('adds a pushed notification on top as unread; ignores one of another company', async () => {
    serverList = [note(1, 'Older news', nowSeconds)];
    const { store } = renderBell();
    await screen.findByRole('button', { name: 'Notifications' });
    const pushed = note(
      9,
      'Your role in Southern Cross Brokers was changed to Administrator',
      null,
      { createdAt: nowSeconds },
    );
    act(() => {
      receiveRealtimeNotification(store.dispatch, { ...pushed, readAt: null }, companyId);
      receiveRealtimeNotification(
        store.dispatch,
        note(10, 'For another company', null, { companyId: 8 }),
        companyId,
      );
      receiveRealtimeNotification(
        store.dispatch,
        note(11, 'Company-less', null, { companyId: null, createdAt: nowSeconds + 1 }),
        companyId,
      );
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    const dropdown = await openBell();
    const items = within(dropdown).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual([
      'Unread: Company-less',
      'Unread: Your role in Southern Cross Brokers was changed to Administrator',
      'Older news',
    ]);
    expect(listCalls()).toBe(1);
  });

  it('refetches the list when a pushed event has no id', async () => {
    const { store } = renderBell();
    await screen.findByRole('button', { name: 'Notifications' });
    expect(listCalls()).toBe(1);
    serverList = [note(3, 'Arrived while the event lost its id')];
    act(() =>
      receiveRealtimeNotification(
        store.dispatch,
        { data: { message: 'No id', frontendUrl: '/account' } },
        companyId,
      ),
    );
    await waitFor(() => expect(listCalls()).toBe(2));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    const dropdown = await openBell();
    expect(within(dropdown).getByText('Arrived while the event lost its id')).toBeTruthy();
    expect(within(dropdown).queryByText('No id')).toBeNull();
  });
});
