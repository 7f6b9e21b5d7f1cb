import { useEffect, useRef } from 'react';
import { baseApi } from '../../../app/base-api.ts';
import { useAppDispatch } from '../../../app/hooks.ts';
import { receiveRealtimeNotification, type UserNotification } from '../api/notifications-api.ts';
import { startRealtime } from '../realtime/realtime-connection.ts';
import { connectionStateChanged, isConnectionState } from '../realtime/realtime-slice.ts';

/**
 * Keeps the realtime connection of a signed-in user open while the shell is mounted (DESIGN §7):
 * visitors and temporary users get none. Pushed notifications go into the represented company's list;
 * after a reconnect the user and the lists are refetched, as pushes may have been missed meanwhile.
 */
export function useRealtimeNotifications(userId: number | null, companyId: number | null): void {
  const dispatch = useAppDispatch();
  // The represented company may change while the connection stays open.
  const companyRef = useRef(companyId);
  useEffect(() => {
    companyRef.current = companyId;
  }, [companyId]);

  useEffect(() => {
    if (userId == null) return undefined;
    return startRealtime(userId, {
      onState: (state) => {
        if (isConnectionState(state)) dispatch(connectionStateChanged(state));
      },
      onReconnected: () => dispatch(baseApi.util.invalidateTags(['User', 'UserNotification'])),
      onNotification: (event) =>
        receiveRealtimeNotification(dispatch, toEvent(event), companyRef.current),
    });
  }, [userId, dispatch]);
}

/** The pushed payload as far as it has the notification's shape; anything else counts as having no id. */
function toEvent(event: unknown): Partial<UserNotification> {
  return typeof event === 'object' && event !== null ? (event as Partial<UserNotification>) : {};
}
