import { D, ZERO, type Dec } from './decimal.ts';
import type { Env } from './env.ts';
import { RatingError, type SourcePosition } from './errors.ts';
import { eager, lazy, type FunctionDefinition } from './function-types.ts';
import { checked } from './operators.ts';
import {
  BLANK,
  FALSE,
  TRUE,
  bool,
  num,
  toBoolean,
  toInteger,
  toNumber,
  valuesEqual,
  type Value,
} from './values.ts';

const MANY = Number.POSITIVE_INFINITY;

/** Flattens arguments and lists (repeating groups) into scalar values, charging a step per item. */
export function flatten(args: readonly Value[], env: Env, position: SourcePosition): Value[] {
  const out: Value[] = [];
  const visit = (value: Value): void => {
    if (value.kind !== 'list') {
      out.push(value);
      return;
    }
    env.budget.spend(position, value.items.length);
    value.items.forEach(visit);
  };
  args.forEach(visit);
  return out;
}

/** Numbers among the flattened arguments; blanks are skipped as a spreadsheet skips empty cells. */
function numbers(args: readonly Value[], env: Env, position: SourcePosition): Dec[] {
  return flatten(args, env, position)
    .filter((value) => value.kind !== 'blank')
    .map((value) => toNumber(value, position));
}

type Rounding = typeof D.ROUND_HALF_UP | typeof D.ROUND_UP | typeof D.ROUND_DOWN;

/** Rounds to `places` decimals; negative places round to tens, hundreds... like a spreadsheet. */
export function roundTo(value: Dec, places: number, mode: Rounding): Dec {
  if (places >= 0) return value.toDecimalPlaces(places, mode);
  const scale = new D(10).pow(-places);
  return value.div(scale).toDecimalPlaces(0, mode).mul(scale);
}

function rounding(name: string, mode: Rounding, description: string): FunctionDefinition {
  return eager(`${name}(number, [places])`, description, 1, 2, (args, _env, position) => {
    const places = args[1] === undefined ? 0 : toInteger(args[1], -30, 30, position);
    return num(roundTo(toNumber(args[0] ?? BLANK, position), places, mode));
  });
}

function extreme(name: 'MIN' | 'MAX'): FunctionDefinition {
  return eager(
    `${name}(value, ...)`,
    `The ${name === 'MIN' ? 'smallest' : 'largest'} number (lists included; 0 if none)`,
    1,
    MANY,
    (args, env, position) => {
      const values = numbers(args, env, position);
      if (values.length === 0) return num(ZERO);
      return num(name === 'MIN' ? D.min(...values) : D.max(...values));
    },
  );
}

const logic: FunctionDefinition[] = [
  lazy(
    'IF(condition, then, [else])',
    'then when condition is TRUE, else otherwise (blank if omitted)',
    2,
    3,
    (args, env, evaluate, position) => {
      const condition = toBoolean(evaluate(args[0]!, env), position);
      const branch = condition ? args[1] : args[2];
      return branch === undefined ? BLANK : evaluate(branch, env);
    },
  ),
  lazy(
    'AND(condition, ...)',
    'TRUE when every condition is TRUE (stops at the first FALSE)',
    1,
    MANY,
    (args, env, evaluate, position) => {
      for (const arg of args) if (!toBoolean(evaluate(arg, env), position)) return FALSE;
      return TRUE;
    },
  ),
  lazy(
    'OR(condition, ...)',
    'TRUE when any condition is TRUE (stops at the first TRUE)',
    1,
    MANY,
    (args, env, evaluate, position) => {
      for (const arg of args) if (toBoolean(evaluate(arg, env), position)) return TRUE;
      return FALSE;
    },
  ),
  lazy(
    'COALESCE(value, ...)',
    'The first value that is not blank',
    1,
    MANY,
    (args, env, evaluate) => {
      for (const arg of args) {
        const value = evaluate(arg, env);
        if (value.kind !== 'blank') return value;
      }
      return BLANK;
    },
  ),
  eager('NOT(condition)', 'TRUE when condition is FALSE', 1, 1, (args, _env, position) =>
    bool(!toBoolean(args[0] ?? BLANK, position)),
  ),
  eager('ISBLANK(value)', 'TRUE when value is blank (an unanswered field)', 1, 1, (args) =>
    bool(args[0]?.kind === 'blank'),
  ),
  eager('BLANK()', 'The blank value', 0, 0, () => BLANK),
  eager(
    'IN(value, candidate, ...)',
    'TRUE when value equals any candidate (lists included)',
    2,
    MANY,
    (args, env, position) => {
      const [value = BLANK, ...rest] = args;
      return bool(flatten(rest, env, position).some((candidate) => valuesEqual(value, candidate)));
    },
  ),
];

const math: FunctionDefinition[] = [
  rounding('ROUND', D.ROUND_HALF_UP, 'Rounds half away from zero, as money is rounded'),
  rounding('ROUNDUP', D.ROUND_UP, 'Rounds away from zero'),
  rounding('ROUNDDOWN', D.ROUND_DOWN, 'Rounds toward zero'),
  extreme('MIN'),
  extreme('MAX'),
  eager(
    'SUM(value, ...)',
    'The total of the numbers (lists included)',
    1,
    MANY,
    (args, env, position) =>
      checked(
        numbers(args, env, position).reduce((total, value) => total.add(value), ZERO),
        position,
      ),
  ),
  eager(
    'COUNT(value, ...)',
    'How many values are not blank (a list counts its items)',
    1,
    MANY,
    (args, env, position) =>
      num(new D(flatten(args, env, position).filter((value) => value.kind !== 'blank').length)),
  ),
  eager('ABS(number)', 'The number without its sign', 1, 1, (args, _env, position) =>
    num(toNumber(args[0] ?? BLANK, position).abs()),
  ),
  eager(
    'MOD(number, divisor)',
    'The remainder, with the sign of the divisor',
    2,
    2,
    (args, _env, position) => {
      const divisor = toNumber(args[1] ?? BLANK, position);
      if (divisor.isZero())
        throw new RatingError('DIVISION_BY_ZERO', 'Division by zero', { position });
      // Floor-rounded modulo (decimal.ts): exact even when the quotient needs more than 34 digits.
      return num(toNumber(args[0] ?? BLANK, position).mod(divisor));
    },
  ),
];

export const LOGIC_MATH_FUNCTIONS: readonly FunctionDefinition[] = [...logic, ...math];
