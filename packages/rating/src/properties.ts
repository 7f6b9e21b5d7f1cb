import type { CompiledProperty } from './compile.ts';
import { parseDecimal } from './decimal.ts';
import { RatingError } from './errors.ts';
import { formatMoney, roundMoney } from './money.ts';
import type { Runtime } from './runtime.ts';
import type { PropertyResult, RatingContext } from './types.ts';
import {
  BLANK,
  num,
  text,
  toNumber,
  toOutput,
  toText,
  type OutputValue,
  type Value,
} from './values.ts';

/**
 * Gives a formula's value its declared type. Currency is rounded half-up to cents here — the first
 * rounding point — so every later formula, rule and the premium summary see the cents shown.
 */
export function coerceToType(property: CompiledProperty, value: Value): Value {
  if (value.kind === 'blank') return BLANK;
  const position = property.node.position;
  switch (property.def.dataType) {
    case 'currency':
      return num(roundMoney(toNumber(value, position)));
    case 'number':
      return num(toNumber(value, position));
    default:
      return text(toText(value, position));
  }
}

/** Formats a property's value for results: currency always with two places. */
export function propertyOutput(property: CompiledProperty, value: Value): OutputValue {
  return property.def.dataType === 'currency' && value.kind === 'number'
    ? formatMoney(value.value)
    : toOutput(value);
}

function overrideValue(property: CompiledProperty, raw: string): Value {
  if (property.def.dataType === 'text' || property.def.dataType === 'textarea')
    return text(String(raw));
  const parsed = typeof raw === 'string' ? parseDecimal(raw) : undefined;
  if (parsed === undefined) {
    throw new RatingError(
      'INVALID_CONTEXT',
      `Override for ${property.def.name} must be a decimal string, got "${String(raw)}"`,
    );
  }
  return coerceToType(property, num(parsed));
}

/** Rejects overrides for formulas that do not exist or may not be overridden. */
export function checkOverrides(
  properties: readonly CompiledProperty[],
  overrides: RatingContext['overrides'],
): void {
  if (overrides === undefined) return;
  for (const name of Object.keys(overrides)) {
    const property = properties.find((candidate) => candidate.def.name === name);
    if (property === undefined)
      throw new RatingError('INVALID_CONTEXT', `Override for unknown formula "${name}"`);
    if (!property.def.overridable)
      throw new RatingError('NOT_OVERRIDABLE', `${name} cannot be overridden`);
  }
}

/** Evaluates one property formula, applies any override, stores the value and traces it. */
export function evaluateProperty(
  property: CompiledProperty,
  runtime: Runtime,
  overrides: RatingContext['overrides'],
): PropertyResult {
  const { def } = property;
  const { value: raw, inputs } = runtime.evaluateTraced(property.node, def.name);
  let calculated: Value;
  try {
    calculated = coerceToType(property, raw);
  } catch (error) {
    throw error instanceof RatingError ? error.withSource(def.name) : error;
  }
  const overridden = overrides !== undefined && Object.hasOwn(overrides, def.name);
  const value = overridden ? overrideValue(property, overrides[def.name] ?? '') : calculated;
  runtime.formulas.set(def.name, value);
  const calculatedOutput = propertyOutput(property, calculated);
  const note = overridden
    ? `overridden; calculated ${JSON.stringify(calculatedOutput)}`
    : def.dataType === 'currency'
      ? 'rounded half-up to cents'
      : undefined;
  runtime.trace.push({
    kind: 'property',
    name: def.name,
    expression: def.formula,
    inputs,
    result: propertyOutput(property, value),
    ...(note ? { note } : {}),
  });
  return {
    name: def.name,
    title: def.title,
    dataType: def.dataType,
    kind: def.kind,
    value: propertyOutput(property, value),
    ...(overridden ? { calculated: calculatedOutput } : {}),
    overridden,
    showOnPremiumSummary: def.showOnPremiumSummary,
    showOnQuoteSummary: def.showOnQuoteSummary,
  };
}
