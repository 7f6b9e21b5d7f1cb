import { Decimal } from 'decimal.js';
import { ProductRole } from './enums.ts';

/** What a package premium is made of: each risk's role and its current transaction's total premium. */
export interface PremiumPart {
  productRole: number;
  current: { totalPremium: string | null };
}

/**
 * The package's premium (issue 19 item 5): main plus add-ons, each risk's current transaction, in
 * decimal (never floats), with the add-ons' part. Null parts were not rated yet; the same sum the
 * risks list computes in SQL.
 */
export function packagePremium(risks: readonly PremiumPart[]): {
  total: string | null;
  main: string | null;
  addOns: string | null;
} {
  const sum = (parts: readonly PremiumPart[]) => {
    const rated = parts.filter((r) => r.current.totalPremium !== null);
    if (rated.length === 0) return null;
    return rated
      .reduce((acc, r) => acc.plus(new Decimal(r.current.totalPremium!)), new Decimal(0))
      .toFixed(2);
  };
  return {
    total: sum(risks),
    main: sum(risks.filter((r) => r.productRole === ProductRole.Main)),
    addOns: sum(risks.filter((r) => r.productRole === ProductRole.AddOn)),
  };
}
