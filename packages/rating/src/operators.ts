import type { BinaryOperator, UnaryOperator } from './ast.ts';
import { D, HUNDRED, type Dec } from './decimal.ts';
import { isSupportedDay } from './dates.ts';
import type { Env } from './env.ts';
import { RatingError, type SourcePosition } from './errors.ts';
import {
  bool,
  compareValues,
  date,
  num,
  text,
  toNumber,
  toText,
  typeName,
  type Value,
} from './values.ts';

/**
 * Rejects Infinity and NaN so overflow or an impossible power becomes an error, never a premium.
 * `nonZero` says the exact result is not zero: a zero then means it underflowed (below 1e-60), an
 * error like overflow rather than a silent 0 that a later division would report as division by zero.
 */
export function checked(value: Dec, position: SourcePosition, nonZero = false): Value {
  if (value.isNaN())
    throw new RatingError('INVALID_ARGUMENT', 'The result is not a number', { position });
  if (!value.isFinite())
    throw new RatingError('NUMBER_OVERFLOW', 'The result is too large', { position });
  if (nonZero && value.isZero())
    throw new RatingError('NUMBER_OVERFLOW', 'The result is too small', { position });
  return num(value);
}

/** Applies a prefix or postfix operator. */
export function applyUnary(
  operator: UnaryOperator,
  operand: Value,
  position: SourcePosition,
): Value {
  const value = toNumber(operand, position);
  if (operator === '-') return num(value.neg());
  if (operator === '%') return checked(value.div(HUNDRED), position, !value.isZero());
  return num(value);
}

/** Applies a binary operator; both operands are already evaluated (none of them short-circuits). */
export function applyBinary(
  operator: BinaryOperator,
  left: Value,
  right: Value,
  position: SourcePosition,
  env: Env,
): Value {
  switch (operator) {
    case '+':
      return add(left, right, position);
    case '-':
      return subtract(left, right, position);
    case '*':
      return multiply(toNumber(left, position), toNumber(right, position), position);
    case '/':
      return divide(left, right, position);
    case '^':
      return power(toNumber(left, position), toNumber(right, position), position);
    case '&':
      return concat(toText(left, position), toText(right, position), position, env.maxTextLength);
    default:
      return compare(operator, left, right, position);
  }
}

function add(left: Value, right: Value, position: SourcePosition): Value {
  if (left.kind === 'date') return shiftDate(left.value, toNumber(right, position), position);
  if (right.kind === 'date') return shiftDate(right.value, toNumber(left, position), position);
  const [a, b] = [toNumber(left, position), toNumber(right, position)];
  return checked(a.add(b), position, !a.eq(b.neg()));
}

function subtract(left: Value, right: Value, position: SourcePosition): Value {
  if (left.kind === 'date' && right.kind === 'date') return num(new D(left.value - right.value));
  if (left.kind === 'date') return shiftDate(left.value, toNumber(right, position).neg(), position);
  if (right.kind === 'date')
    throw new RatingError('TYPE_ERROR', 'Cannot subtract a date from a number', { position });
  const [a, b] = [toNumber(left, position), toNumber(right, position)];
  return checked(a.sub(b), position, !a.eq(b));
}

function multiply(a: Dec, b: Dec, position: SourcePosition): Value {
  return checked(a.mul(b), position, !a.isZero() && !b.isZero());
}

/** 0 to a negative power divides by zero; any other power of a non-zero base is non-zero. */
function power(base: Dec, exponent: Dec, position: SourcePosition): Value {
  if (base.isZero() && exponent.lt(0))
    throw new RatingError('DIVISION_BY_ZERO', 'Division by zero', { position });
  return checked(base.pow(exponent), position, !base.isZero());
}

/** Date ± whole days; fractions are rejected rather than silently truncated. */
function shiftDate(days: number, delta: Dec, position: SourcePosition): Value {
  if (!delta.isInteger() || delta.abs().gt(3_000_000)) {
    throw new RatingError('INVALID_ARGUMENT', 'Dates move by whole days only', { position });
  }
  const result = days + delta.toNumber();
  if (!isSupportedDay(result))
    throw new RatingError('INVALID_DATE', 'The date is out of range', { position });
  return date(result);
}

function divide(left: Value, right: Value, position: SourcePosition): Value {
  const divisor = toNumber(right, position);
  if (divisor.isZero()) throw new RatingError('DIVISION_BY_ZERO', 'Division by zero', { position });
  const dividend = toNumber(left, position);
  return checked(dividend.div(divisor), position, !dividend.isZero());
}

/** Joins text, bounded so repeated doubling in a loop cannot exhaust memory. */
export function concat(
  a: string,
  b: string,
  position: SourcePosition,
  maxTextLength: number,
): Value {
  if (a.length + b.length > maxTextLength) {
    throw new RatingError('TEXT_TOO_LONG', `Text longer than ${maxTextLength} characters`, {
      position,
    });
  }
  return text(a + b);
}

function compare(
  operator: BinaryOperator,
  left: Value,
  right: Value,
  position: SourcePosition,
): Value {
  const order = compareValues(left, right);
  if (operator === '=') return bool(order === 0);
  if (operator === '<>') return bool(order !== 0);
  if (order === undefined) {
    throw new RatingError(
      'TYPE_ERROR',
      `Cannot compare ${typeName(left)} with ${typeName(right)}`,
      { position },
    );
  }
  switch (operator) {
    case '<':
      return bool(order < 0);
    case '<=':
      return bool(order <= 0);
    case '>':
      return bool(order > 0);
    default:
      return bool(order >= 0);
  }
}
