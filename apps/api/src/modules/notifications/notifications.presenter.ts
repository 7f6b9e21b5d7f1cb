import type { NotificationRow } from './notifications.repository.ts';
import type { NotificationData } from './notifications.tables.ts';

/** §3 user notification as the API and the realtime event carry it; instants in epoch seconds. */
export interface UserNotificationDto {
  id: number;
  /** The company it belongs to, or null for company-less ones (so the bell can skip other companies' pushes). */
  companyId: number | null;
  type: string;
  data: NotificationData;
  readAt: number | null;
  createdAt: number;
  updatedAt: number;
}

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

/** Turns a stored row into the §3 shape. */
export function presentNotification(row: NotificationRow): UserNotificationDto {
  return {
    id: row.id,
    companyId: row.companyId,
    type: row.type,
    data: { message: row.data.message, frontendUrl: row.data.frontendUrl },
    readAt: row.readAt ? epoch(row.readAt) : null,
    createdAt: epoch(row.createdAt),
    updatedAt: epoch(row.updatedAt),
  };
}
