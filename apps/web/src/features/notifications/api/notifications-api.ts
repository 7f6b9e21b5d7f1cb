import { baseApi } from '../../../app/base-api.ts';
import type { AppDispatch } from '../../../app/store.ts';

/** §3 user notification (decision 050); instants in epoch seconds, readAt null = unread. */
export interface UserNotification {
  id: number;
  /** The company it belongs to; null = company-less, listed under every company. */
  companyId: number | null;
  type: string;
  data: { message: string; frontendUrl: string };
  readAt: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface NotificationPage {
  data: UserNotification[];
  meta: { page: number; perPage: number; total: number; unreadCount: number };
}

/** What PUT and DELETE /user/notifications answer: the scope's unread count after the change. */
export interface NotificationChange {
  affected: number;
  unreadCount: number;
}

/** The bell's list: the represented company's notifications (null = company-less only). */
export interface NotificationScope {
  companyId: number | null;
}

/**
 * Which notifications a change applies to: all of the scope, or a non-empty id list. The API reads an
 * empty list as "nothing" but our base query drops empty values, which would mean "all"; the type
 * rules the empty list out.
 */
export type NotificationSelection = 'all' | readonly [number, ...number[]];

export interface MarkNotificationsArgs extends NotificationScope {
  ids: NotificationSelection;
  status: 'read' | 'unread';
}

export interface DeleteNotificationsArgs extends NotificationScope {
  ids: NotificationSelection;
}

/** The newest notifications the bell shows (the API's maximum page). */
const perPage = 100;

const idsParam = (ids: NotificationSelection): string | undefined =>
  ids === 'all' ? undefined : ids.join(',');
const selects = (ids: NotificationSelection, id: number): boolean =>
  ids === 'all' || ids.includes(id);
const nowSeconds = (): number => Math.floor(Date.now() / 1000);
const countUnread = (page: NotificationPage): number =>
  page.data.filter((n) => n.readAt == null).length;

/** Refetches every list: how a failed optimistic change is rolled back (§4). */
const refetchLists = (dispatch: AppDispatch) =>
  dispatch(baseApi.util.invalidateTags(['UserNotification']));

/** Notification endpoints (§7, decision 050). Changes are optimistic and rolled back by a refetch. */
export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listNotifications: build.query<NotificationPage, NotificationScope>({
      query: ({ companyId }) => ({ url: '/user/notifications', params: { companyId, perPage } }),
      providesTags: ['UserNotification'],
    }),
    markNotifications: build.mutation<NotificationChange, MarkNotificationsArgs>({
      query: ({ companyId, ids, status }) => ({
        url: '/user/notifications',
        method: 'PUT',
        // §7: status=read marks read; no status marks unread.
        params: {
          companyId,
          notificationIds: idsParam(ids),
          status: status === 'read' ? 'read' : undefined,
        },
      }),
      async onQueryStarted({ companyId, ids, status }, { dispatch, queryFulfilled }) {
        const readAt = status === 'read' ? nowSeconds() : null;
        dispatch(
          notificationsApi.util.updateQueryData('listNotifications', { companyId }, (page) => {
            // Unread ones beyond the loaded page are only known to the server; keep them counted.
            const unloaded = Math.max(0, page.meta.unreadCount - countUnread(page));
            for (const n of page.data)
              if (selects(ids, n.id) && (n.readAt == null) !== (readAt == null)) n.readAt = readAt;
            page.meta.unreadCount =
              ids === 'all' && status === 'read' ? 0 : countUnread(page) + unloaded;
          }),
        );
        await settle(queryFulfilled, dispatch, companyId);
      },
    }),
    deleteNotifications: build.mutation<NotificationChange, DeleteNotificationsArgs>({
      query: ({ companyId, ids }) => ({
        url: '/user/notifications',
        method: 'DELETE',
        params: { companyId, notificationIds: idsParam(ids) },
      }),
      async onQueryStarted({ companyId, ids }, { dispatch, queryFulfilled }) {
        dispatch(
          notificationsApi.util.updateQueryData('listNotifications', { companyId }, (page) => {
            const kept = page.data.filter((n) => !selects(ids, n.id));
            const removedUnread = page.data.filter(
              (n) => selects(ids, n.id) && n.readAt == null,
            ).length;
            page.meta.total =
              ids === 'all' ? 0 : Math.max(0, page.meta.total - (page.data.length - kept.length));
            page.meta.unreadCount =
              ids === 'all' ? 0 : Math.max(0, page.meta.unreadCount - removedUnread);
            page.data = kept;
          }),
        );
        await settle(queryFulfilled, dispatch, companyId);
      },
    }),
  }),
});

/**
 * After an optimistic change: on success take the server's unread count (it also counts what the
 * bell has not loaded); on failure refetch the list, which undoes the change (§4).
 */
async function settle(
  queryFulfilled: Promise<{ data: NotificationChange }>,
  dispatch: AppDispatch,
  companyId: number | null,
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(
      notificationsApi.util.updateQueryData('listNotifications', { companyId }, (page) => {
        page.meta.unreadCount = data.unreadCount;
      }),
    );
  } catch {
    refetchLists(dispatch);
  }
}

/**
 * A notification pushed over the realtime channel (§4): added on top as unread when it belongs to
 * the represented company or to none; an event without an id cannot be placed, so the list is
 * refetched instead.
 */
export function receiveRealtimeNotification(
  dispatch: AppDispatch,
  event: Partial<UserNotification>,
  companyId: number | null,
): void {
  if (typeof event.id !== 'number' || !event.data) {
    refetchLists(dispatch);
    return;
  }
  if (event.companyId != null && event.companyId !== companyId) return;
  const now = nowSeconds();
  const notification: UserNotification = {
    id: event.id,
    companyId: event.companyId ?? null,
    type: event.type ?? '',
    data: event.data,
    readAt: null,
    createdAt: event.createdAt ?? now,
    updatedAt: event.updatedAt ?? now,
  };
  dispatch(
    notificationsApi.util.updateQueryData('listNotifications', { companyId }, (page) => {
      // At most once delivery, but a refetch may already hold it.
      if (page.data.some((n) => n.id === notification.id)) return;
      page.data.unshift(notification);
      page.meta.total += 1;
      page.meta.unreadCount += 1;
    }),
  );
}

export const {
  useListNotificationsQuery,
  useMarkNotificationsMutation,
  useDeleteNotificationsMutation,
} = notificationsApi;
