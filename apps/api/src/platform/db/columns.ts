import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** A point in time: timestamptz, read as a Date (DESIGN §5). */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Money: numeric(18,2), read as a string for decimal.js (DESIGN §5). */
export const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
/** Percentages and rates: numeric(9,6) (DESIGN §5). */
export const percentage = (name: string) => numeric(name, { precision: 9, scale: 6 });
/** `created_at`, set by the database on insert. */
export const created = () => instant('created_at').notNull().defaultNow();
/** `updated_at`, set on insert; repositories set it on update. */
export const updated = () => instant('updated_at').notNull().defaultNow();
