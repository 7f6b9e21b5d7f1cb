/** What other modules may use of notifications. */
export { registerBroadcastingRoutes } from './broadcasting.routes.ts';
export { registerNotificationRoutes } from './notifications.routes.ts';
export { notifyFromEvent, subscribeNotificationListener } from './notification-events.ts';
export { notificationRecipes, type NotificationRecipe } from './notification-recipes.ts';
export { NOTIFICATION_CREATED_EVENT, notify, type NotifyInput } from './notifications.service.ts';
export type { UserNotificationDto } from './notifications.presenter.ts';
