import { currencyCodes, type CurrencyCode } from '@turbine/domain';
import { formatMoney } from '../../../components/format-money.ts';

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

/** A byte count as B, KB or MB with one decimal (file tables). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
