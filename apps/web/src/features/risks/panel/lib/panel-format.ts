import { currencyCodes, type CurrencyCode } from '@turbine/domain';
import { formatMoney } from '../../../../components/format-money.ts';

export { adjustableFieldLabels } from '@turbine/domain';

/** The package's currency as a known code (the API only stores the spec's codes; aud is the default). */
export function packageCurrency(currency: string): CurrencyCode {
  const code = currency.toLowerCase();
  return (currencyCodes as readonly string[]).includes(code) ? (code as CurrencyCode) : 'aud';
}

/** A money decimal string of the package, or a dash. */
export function money(amount: string | null, currency: string): string {
  return formatMoney(amount, packageCurrency(currency));
}
