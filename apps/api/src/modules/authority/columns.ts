import { numeric } from 'drizzle-orm/pg-core';

/** Percentages and rates: numeric(9,6) (DESIGN §5). */
export const percentage = (name: string) => numeric(name, { precision: 9, scale: 6 });
/** Money: numeric(18,2) (DESIGN §5). */
export const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
