import { D, decimalText, parseDecimal, type Dec } from './decimal.ts';
import { formatIsoDate, parseIsoDate } from './dates.ts';
import { RatingError, type SourcePosition } from './errors.ts';

/** The runtime values of the expression language. Records and lists come only from data we copied. */
export type Value =
  | { readonly kind: 'number'; readonly value: Dec }
  | { readonly kind: 'text'; readonly value: string }
  | { readonly kind: 'boolean'; readonly value: boolean }
  | { readonly kind: 'date'; readonly value: number }
  | { readonly kind: 'blank' }
  | { readonly kind: 'list'; readonly items: readonly Value[] }
  | { readonly kind: 'record'; readonly fields: ReadonlyMap<string, Value> };

export type NumberValue = Extract<Value, { kind: 'number' }>;

/** JSON-friendly form of a value in results and traces: numbers as canonical decimal strings. */
export type OutputValue =
  string | boolean | null | readonly OutputValue[] | { readonly [key: string]: OutputValue };

export const BLANK: Value = Object.freeze({ kind: 'blank' });
export const TRUE: Value = Object.freeze({ kind: 'boolean', value: true });
export const FALSE: Value = Object.freeze({ kind: 'boolean', value: false });

/** A number value. */
export function num(value: Dec): NumberValue {
  return { kind: 'number', value };
}

/** A text value. */
export function text(value: string): Value {
  return { kind: 'text', value };
}

/** A boolean value (shared instances). */
export function bool(value: boolean): Value {
  return value ? TRUE : FALSE;
}

/** A date value from a day number. */
export function date(days: number): Value {
  return { kind: 'date', value: days };
}

/** Names a value's type the way messages show it. */
export function typeName(value: Value): string {
  return value.kind === 'blank' ? 'blank' : value.kind;
}

function typeError(expected: string, value: Value, position?: SourcePosition): RatingError {
  return new RatingError('TYPE_ERROR', `Expected ${expected} but got ${typeName(value)}`, {
    position,
  });
}

/** Arithmetic view of a value: blank is 0, booleans 1/0, numeric text its number (spreadsheet rules). */
export function toNumber(value: Value, position?: SourcePosition): Dec {
  switch (value.kind) {
    case 'number':
      return value.value;
    case 'blank':
      return new D(0);
    case 'boolean':
      return new D(value.value ? 1 : 0);
    case 'text': {
      const parsed = parseDecimal(value.value);
      if (parsed === undefined) throw typeError('a number', value, position);
      return parsed;
    }
    default:
      throw typeError('a number', value, position);
  }
}

/** A whole number argument within bounds (months to add, decimal places). */
export function toInteger(
  value: Value,
  min: number,
  max: number,
  position?: SourcePosition,
): number {
  const decimal = toNumber(value, position);
  if (!decimal.isInteger() || decimal.lt(min) || decimal.gt(max)) {
    throw new RatingError('INVALID_ARGUMENT', `Expected a whole number from ${min} to ${max}`, {
      position,
    });
  }
  return decimal.toNumber();
}

/** Text view of a value: numbers canonical, dates ISO, blank empty. */
export function toText(value: Value, position?: SourcePosition): string {
  switch (value.kind) {
    case 'text':
      return value.value;
    case 'number':
      return decimalText(value.value);
    case 'boolean':
      return value.value ? 'TRUE' : 'FALSE';
    case 'date':
      return formatIsoDate(value.value);
    case 'blank':
      return '';
    default:
      throw typeError('text', value, position);
  }
}

/** Condition view: booleans only, blank counts as FALSE so an unanswered question never triggers. */
export function toBoolean(value: Value, position?: SourcePosition): boolean {
  if (value.kind === 'boolean') return value.value;
  if (value.kind === 'blank') return false;
  throw typeError('TRUE or FALSE', value, position);
}

/** Date view: dates, or `YYYY-MM-DD` text as forms send it. */
export function toDate(value: Value, position?: SourcePosition): number {
  if (value.kind === 'date') return value.value;
  if (value.kind === 'text') {
    const days = parseIsoDate(value.value);
    if (days !== undefined) return days;
    throw new RatingError('INVALID_DATE', `"${value.value}" is not a date (YYYY-MM-DD)`, {
      position,
    });
  }
  throw typeError('a date', value, position);
}

/** Spreadsheet-style equality; text compares case-insensitively, mixed types are unequal. */
export function valuesEqual(left: Value, right: Value): boolean {
  return compareValues(left, right) === 0;
}

/**
 * Orders two values: -1, 0, 1, or undefined when the types cannot be compared (= is then FALSE).
 * Blank compares as the other side's zero value, as in a spreadsheet.
 */
export function compareValues(left: Value, right: Value): number | undefined {
  if (left.kind === 'blank' && right.kind === 'blank') return 0;
  if (left.kind === 'blank') return negate(compareValues(right, left));
  if (right.kind === 'blank') return compareWithBlank(left);
  if (left.kind === 'number' && right.kind === 'number') return left.value.cmp(right.value);
  if (left.kind === 'text' && right.kind === 'text') return compareText(left.value, right.value);
  if (left.kind === 'boolean' && right.kind === 'boolean')
    return Number(left.value) - Number(right.value);
  if (left.kind === 'date' && right.kind === 'date') return Math.sign(left.value - right.value);
  return compareMixed(left, right);
}

/**
 * Forms often send numbers and dates as text; comparing "1500000" with 1000000 should compare the
 * numbers, not fall back to a spreadsheet's "text is greater than any number" surprise.
 */
function compareMixed(left: Value, right: Value): number | undefined {
  if (left.kind === 'text' && (right.kind === 'number' || right.kind === 'date')) {
    return negate(compareMixed(right, left));
  }
  if (right.kind !== 'text') return undefined;
  if (left.kind === 'number') {
    const parsed = parseDecimal(right.value);
    return parsed === undefined ? undefined : left.value.cmp(parsed);
  }
  if (left.kind === 'date') {
    const days = parseIsoDate(right.value);
    return days === undefined ? undefined : Math.sign(left.value - days);
  }
  return undefined;
}

function compareWithBlank(value: Value): number | undefined {
  switch (value.kind) {
    case 'number':
      return value.value.cmp(0);
    case 'text':
      return value.value.length === 0 ? 0 : 1;
    case 'boolean':
      return value.value ? 1 : 0;
    case 'date':
      return 1;
    default:
      return undefined;
  }
}

function negate(order: number | undefined): number | undefined {
  return order === undefined ? undefined : -order;
}

/** Case-insensitive code-unit order; toUpperCase without a locale is the same on every machine. */
export function compareText(left: string, right: string): number {
  const a = left.toUpperCase();
  const b = right.toUpperCase();
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Lists and records are immutable, so their (large) output form is built once and shared. */
const outputCache = new WeakMap<Value, OutputValue>();

/** Converts a value for results and traces. */
export function toOutput(value: Value): OutputValue {
  if (value.kind !== 'list' && value.kind !== 'record') return scalarOutput(value);
  let output = outputCache.get(value);
  if (output === undefined) {
    output =
      value.kind === 'list'
        ? Object.freeze(value.items.map(toOutput))
        : // fromEntries defines own properties, so a key such as "__proto__" stays plain data.
          Object.freeze(
            Object.fromEntries([...value.fields].map(([key, item]) => [key, toOutput(item)])),
          );
    outputCache.set(value, output);
  }
  return output;
}

function scalarOutput(value: Exclude<Value, { kind: 'list' | 'record' }>): OutputValue {
  switch (value.kind) {
    case 'number':
      return decimalText(value.value);
    case 'text':
      return value.value;
    case 'boolean':
      return value.value;
    case 'date':
      return formatIsoDate(value.value);
    case 'blank':
      return null;
  }
}
