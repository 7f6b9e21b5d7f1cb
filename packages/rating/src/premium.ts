import type { CompiledPremium, CompiledProperty } from './compile.ts';
import { D, HUNDRED, ZERO, type Dec } from './decimal.ts';
import { RatingError } from './errors.ts';
import { formatMoney, formatRate, roundMoney, sumDecimals } from './money.ts';
import type { PremiumBreakdown, TraceEntry } from './types.ts';
import type { Value } from './values.ts';
import type { TaxLine } from './taxes/compute-taxes.ts';
import { engineTaxLines } from './taxes/premium-taxes.ts';
import type { TaxRateRow } from './taxes/tax-table.ts';

export interface PremiumInputs {
  readonly settings: CompiledPremium;
  readonly properties: readonly CompiledProperty[];
  readonly values: ReadonlyMap<string, Value>;
  readonly commissionPercent: Dec | undefined;
  readonly administrationFee: Dec | undefined;
  /** The transaction's effective date (`YYYY-MM-DD`): the day the tax engine's rates are read for. */
  readonly taxDate: string;
  /** The tax engine's rate rows; omitted = `DEFAULT_TAX_TABLE`. */
  readonly taxTable?: readonly TaxRateRow[];
}

interface Line {
  readonly name: string;
  readonly amount: Dec;
  /** A tax engine line's working, for the trace. */
  readonly engine?: TaxLine;
}

interface Amounts {
  readonly base: Dec;
  readonly others: readonly Line[];
  readonly discounts: readonly Line[];
  readonly gross: Dec;
  readonly feeLines: readonly Line[];
  readonly fees: Dec;
  readonly percent: Dec;
  readonly commission: Dec;
  readonly net: Dec;
  readonly taxLines: readonly Line[];
  readonly taxes: Dec;
  readonly total: Dec;
}

function amountOf(values: ReadonlyMap<string, Value>, name: string): Dec {
  const value = values.get(name);
  // Currency formulas are stored already rounded to cents; blank means no charge.
  return value?.kind === 'number' ? value.value : ZERO;
}

const total = (lines: readonly Line[]): Dec => sumDecimals(lines.map((line) => line.amount));

/**
 * Every amount is a sum of cent values except commission and each tax, which are rounded half-up
 * to cents once, here; so gross = base + other − discount, net = gross − commission and
 * total = gross + fees + taxes hold exactly.
 */
function computeAmounts(input: PremiumInputs): Amounts {
  const { settings, properties, values } = input;
  const lines = (kind: CompiledProperty['def']['kind']): Line[] =>
    properties
      .filter((p) => p.def.kind === kind)
      .map((p) => ({ name: p.def.name, amount: amountOf(values, p.def.name) }));
  const base = amountOf(values, settings.baseFormula);
  const others = lines('otherCharge');
  const discounts = lines('discountCharge');
  const gross = base.add(total(others)).sub(total(discounts));
  const feeLines: Line[] = settings.fees.map((fee) => ({
    name: fee.name,
    amount: roundMoney(fee.amount),
  }));
  if (input.administrationFee !== undefined)
    feeLines.push({ name: 'administrationFee', amount: roundMoney(input.administrationFee) });
  const fees = total(feeLines);
  const percent = input.commissionPercent ?? settings.commissionPercent;
  if (percent.lt(0) || percent.gt(100))
    throw new RatingError('INVALID_CONTEXT', 'Commission percentage must be between 0 and 100');
  const commission = roundMoney(gross.mul(percent).div(HUNDRED));
  const taxLines: Line[] = settings.taxes.map((tax) => ({
    name: tax.name,
    amount: roundMoney((tax.base === 'gross' ? gross : gross.add(fees)).mul(tax.rate).div(HUNDRED)),
  }));
  // The AU/NZ tax engine's lines (decision 118), each already rounded to the cent.
  if (settings.taxEngine !== undefined)
    for (const engine of engineTaxLines(
      settings.taxEngine,
      gross,
      values,
      input.taxDate,
      input.taxTable,
    ))
      taxLines.push({ name: engine.label, amount: new D(engine.amount), engine });
  const taxes = total(taxLines);
  return {
    base,
    others,
    discounts,
    gross,
    feeLines,
    fees,
    percent,
    commission,
    net: gross.sub(commission),
    taxLines,
    taxes,
    total: gross.add(fees).add(taxes),
  };
}

function traceAmounts(a: Amounts, baseFormula: string, trace: TraceEntry[]): void {
  const push = (
    name: string,
    expression: string,
    value: Dec,
    inputs: readonly Line[],
    note?: string,
  ): void => {
    trace.push({
      kind: 'premium',
      name,
      expression,
      inputs: inputs.map((line) => ({ name: line.name, value: formatMoney(line.amount) })),
      result: formatMoney(value),
      ...(note === undefined ? {} : { note }),
    });
  };
  const sum = (lines: readonly Line[]): string => lines.map((line) => line.name).join(' + ') || '0';
  push('base', baseFormula, a.base, [{ name: baseFormula, amount: a.base }]);
  push('otherCharges', sum(a.others), total(a.others), a.others);
  push('discountCharges', sum(a.discounts), total(a.discounts), a.discounts);
  push('gross', 'base + otherCharges - discountCharges', a.gross, [
    { name: 'base', amount: a.base },
    { name: 'otherCharges', amount: total(a.others) },
    { name: 'discountCharges', amount: total(a.discounts) },
  ]);
  push('fees', sum(a.feeLines), a.fees, a.feeLines);
  push(
    'commission',
    `ROUND(gross * ${formatRate(a.percent)}%, 2)`,
    a.commission,
    [{ name: 'gross', amount: a.gross }],
    'rounded half-up to cents',
  );
  push('net', 'gross - commission', a.net, [
    { name: 'gross', amount: a.gross },
    { name: 'commission', amount: a.commission },
  ]);
  for (const line of a.taxLines)
    if (line.engine)
      push(
        line.name,
        line.engine.rate === null
          ? line.engine.amount
          : `${line.engine.base} × ${line.engine.rate}${line.engine.code === 'fenz' || line.engine.code === 'nhc' ? 'c per $100' : '%'}`,
        line.amount,
        [{ name: 'base', amount: new D(line.engine.base) }],
        `${line.engine.jurisdiction} ${line.engine.code}, rounded half-up to cents`,
      );
  push('taxes', sum(a.taxLines), a.taxes, a.taxLines, 'each tax rounded half-up to cents');
  push('total', 'gross + fees + taxes', a.total, [
    { name: 'gross', amount: a.gross },
    { name: 'fees', amount: a.fees },
    { name: 'taxes', amount: a.taxes },
  ]);
}

/** Computes the premium breakdown (money as 2-place strings) and traces each line. */
export function premiumBreakdown(input: PremiumInputs, trace: TraceEntry[]): PremiumBreakdown {
  const a = computeAmounts(input);
  traceAmounts(a, input.settings.baseFormula, trace);
  const lines = (items: readonly Line[]) =>
    items.map((line) => ({ name: line.name, amount: formatMoney(line.amount) }));
  return {
    base: formatMoney(a.base),
    otherCharges: formatMoney(total(a.others)),
    discountCharges: formatMoney(total(a.discounts)),
    gross: formatMoney(a.gross),
    fees: formatMoney(a.fees),
    feeLines: lines(a.feeLines),
    commissionPercent: formatRate(a.percent),
    commission: formatMoney(a.commission),
    net: formatMoney(a.net),
    taxes: formatMoney(a.taxes),
    taxLines: lines(a.taxLines),
    total: formatMoney(a.total),
  };
}
