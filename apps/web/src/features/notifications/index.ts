/**
 * What the shell uses of notifications (docs/decisions/096-web-feature-layout.md): the realtime
 * slice and connection for the store and sign-out, the header bell and status, and the listener.
 */
export { realtimeSlice } from './realtime/realtime-slice.ts';
export { dropRealtimeConnection } from './realtime/realtime-connection.ts';
export { RealtimeNotifications } from './components/realtime-notifications.tsx';
export { NotificationBell } from './components/notification-bell.tsx';
export { RealtimeStatusIndicator } from './components/realtime-status-indicator.tsx';
