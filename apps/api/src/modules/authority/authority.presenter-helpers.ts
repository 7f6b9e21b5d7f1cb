import Decimal from 'decimal.js';

/** Epoch seconds (DESIGN §4 instants). */
export const epoch = (d: Date): number => Math.floor(d.getTime() / 1000);
/** Money as a decimal string with 2 places, whatever the driver returned. */
export const presentMoney = (v: string): string => new Decimal(v).toFixed(2);
/** Money or null. */
export const presentMoneyOrNull = (v: string | null): string | null =>
  v === null ? null : presentMoney(v);
/** A percentage as its shortest exact decimal string ("100", "33.333333", "12.5"). */
export const presentPercentage = (v: string): string => new Decimal(v).toFixed();
/** A percentage or null. */
export const presentPercentageOrNull = (v: string | null): string | null =>
  v === null ? null : presentPercentage(v);
