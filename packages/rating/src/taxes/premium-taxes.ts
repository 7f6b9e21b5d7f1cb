import type { Dec } from '../decimal.ts';
import { RatingError } from '../errors.ts';
import { formatMoney } from '../money.ts';
import type { TaxEngineSetting } from '../types.ts';
import type { Value } from '../values.ts';
import { computeTaxes, type TaxInput, type TaxLine } from './compute-taxes.ts';
import { DEFAULT_TAX_TABLE, type AuState, type TaxClass, type TaxRateRow } from './tax-table.ts';

/**
 * `NSW` or `NSW:0.6;VIC:0.4` (a text formula's value) as the engine's states and shares; one state
 * without a share carries the whole premium.
 */
export function parseLocations(text: string): { state: AuState; share: string }[] {
  const parts = text
    .split(/[;,]/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  return parts.map((part) => {
    const [state = '', share] = part.split(':').map((s) => s.trim());
    return {
      state: state.toUpperCase() as AuState,
      share: share ?? (parts.length === 1 ? '1' : ''),
    };
  });
}

function formulaValue(values: ReadonlyMap<string, Value>, name: string | undefined) {
  return name === undefined ? undefined : values.get(name);
}

/**
 * The tax engine's lines for a premium: gross (premium with commission) taxed as the product's setting
 * says, on the transaction's effective date. A blank state or sum insured is the engine's own error.
 */
export function engineTaxLines(
  setting: TaxEngineSetting,
  gross: Dec,
  values: ReadonlyMap<string, Value>,
  date: string,
  table: readonly TaxRateRow[] = DEFAULT_TAX_TABLE,
): TaxLine[] {
  const state = formulaValue(values, setting.stateFormula);
  const sumInsured = formulaValue(values, setting.sumInsuredFormula);
  const smallBusiness = formulaValue(values, setting.smallBusinessFormula);
  if (setting.stateFormula !== undefined && state?.kind !== 'text')
    throw new RatingError(
      'INVALID_CONTEXT',
      `The tax engine needs the state from "${setting.stateFormula}", which has no text value`,
    );
  const input: TaxInput = {
    country: setting.country,
    taxClass: setting.taxClass as TaxClass,
    date,
    premium: formatMoney(gross),
    ...(state?.kind === 'text' ? { locations: parseLocations(state.value) } : {}),
    ...(sumInsured?.kind === 'number' ? { sumInsured: sumInsured.value.toFixed() } : {}),
    ...(smallBusiness?.kind === 'boolean' ? { smallBusinessDeclared: smallBusiness.value } : {}),
    ...(smallBusiness?.kind === 'number'
      ? { smallBusinessDeclared: !smallBusiness.value.isZero() }
      : {}),
    ...(setting.nswEslRatePercent !== undefined ? { nswEslRate: setting.nswEslRatePercent } : {}),
    ...(setting.tasFireLevyRatePercent !== undefined
      ? { tasFireLevyRate: setting.tasFireLevyRatePercent }
      : {}),
  };
  return computeTaxes(input, table).lines;
}
