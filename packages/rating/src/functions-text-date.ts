import { D } from './decimal.ts';
import {
  addMonths,
  civilFromDays,
  daysFromCivil,
  isSupportedDay,
  wholeMonthsBetween,
} from './dates.ts';
import type { Env } from './env.ts';
import { RatingError, type SourcePosition } from './errors.ts';
import { eager, type FunctionDefinition } from './function-types.ts';
import { proRataDecimal } from './money.ts';
import { concat } from './operators.ts';
import {
  BLANK,
  bool,
  date,
  num,
  toDate,
  toInteger,
  toNumber,
  toText,
  type Value,
} from './values.ts';

function arg(args: readonly Value[], index: number): Value {
  return args[index] ?? BLANK;
}

function checkedDate(days: number, position: SourcePosition): Value {
  if (!isSupportedDay(days))
    throw new RatingError('INVALID_DATE', 'The date is out of range (1900-9999)', { position });
  return date(days);
}

/** Text results are bounded like & so UPPER of a huge text cannot slip past the limit. */
function boundedText(value: string, env: Env, position: SourcePosition): Value {
  return concat(value, '', position, env.maxTextLength);
}

const textFunctions: FunctionDefinition[] = [
  eager('LEN(text)', 'Number of characters', 1, 1, (args, _env, position) =>
    num(new D([...toText(arg(args, 0), position)].length)),
  ),
  eager('UPPER(text)', 'Text in capitals', 1, 1, (args, env, position) =>
    boundedText(toText(arg(args, 0), position).toUpperCase(), env, position),
  ),
  eager('LOWER(text)', 'Text in lower case', 1, 1, (args, env, position) =>
    boundedText(toText(arg(args, 0), position).toLowerCase(), env, position),
  ),
  eager(
    'CONTAINS(text, search)',
    'TRUE when text contains search (ignoring case)',
    2,
    2,
    (args, _env, position) =>
      bool(
        toText(arg(args, 0), position)
          .toUpperCase()
          .includes(toText(arg(args, 1), position).toUpperCase()),
      ),
  ),
  eager('VALUE(text)', 'The number written in text', 1, 1, (args, _env, position) =>
    num(toNumber(arg(args, 0), position)),
  ),
];

const dateFunctions: FunctionDefinition[] = [
  eager(
    'DATE(year, month, day)',
    'A date; months and days beyond their range roll over',
    3,
    3,
    (args, _env, position) => {
      const year = toInteger(arg(args, 0), 1900, 9999, position);
      const month = toInteger(arg(args, 1), -120_000, 120_000, position);
      const day = toInteger(arg(args, 2), -3_000_000, 3_000_000, position);
      const monthIndex = year * 12 + month - 1;
      const first = daysFromCivil(
        Math.floor(monthIndex / 12),
        (((monthIndex % 12) + 12) % 12) + 1,
        1,
      );
      return checkedDate(first + day - 1, position);
    },
  ),
  eager(
    'TODAY()',
    "The rating date supplied by the caller (never the server's clock)",
    0,
    0,
    (_args, env) => date(env.today),
  ),
  eager('DATEVALUE(text)', 'The date written as YYYY-MM-DD', 1, 1, (args, _env, position) =>
    date(toDate(arg(args, 0), position)),
  ),
  eager('YEAR(date)', 'The year of a date', 1, 1, (args, _env, position) =>
    num(new D(civilFromDays(toDate(arg(args, 0), position)).year)),
  ),
  eager('MONTH(date)', 'The month of a date (1-12)', 1, 1, (args, _env, position) =>
    num(new D(civilFromDays(toDate(arg(args, 0), position)).month)),
  ),
  eager('DAY(date)', 'The day of the month of a date', 1, 1, (args, _env, position) =>
    num(new D(civilFromDays(toDate(arg(args, 0), position)).day)),
  ),
  eager('DAYS(end, start)', 'Days from start to end', 2, 2, (args, _env, position) =>
    num(new D(toDate(arg(args, 0), position) - toDate(arg(args, 1), position))),
  ),
  eager(
    'EDATE(date, months)',
    "The date months later, clamped to the month's last day",
    2,
    2,
    (args, _env, position) =>
      checkedDate(
        addMonths(
          toDate(arg(args, 0), position),
          toInteger(arg(args, 1), -120_000, 120_000, position),
        ),
        position,
      ),
  ),
  eager(
    'DATEDIF(start, end, unit)',
    'Whole "D"ays, "M"onths or "Y"ears from start to end',
    3,
    3,
    (args, _env, position) => {
      const start = toDate(arg(args, 0), position);
      const end = toDate(arg(args, 1), position);
      if (end < start)
        throw new RatingError('INVALID_ARGUMENT', 'DATEDIF needs start on or before end', {
          position,
        });
      const unit = toText(arg(args, 2), position).toUpperCase();
      if (unit === 'D') return num(new D(end - start));
      const months = wholeMonthsBetween(start, end);
      if (unit === 'M') return num(new D(months));
      if (unit === 'Y') return num(new D(Math.floor(months / 12)));
      throw new RatingError('INVALID_ARGUMENT', 'DATEDIF unit must be "D", "M" or "Y"', {
        position,
      });
    },
  ),
  eager(
    'PRORATA(amount, from, to, termStart, termEnd)',
    'amount × days(from..to) / days(term), rounded to cents',
    5,
    5,
    (args, _env, position) => {
      const dates = [1, 2, 3, 4].map((index) => toDate(arg(args, index), position));
      const [from = 0, to = 0, start = 0, end = 0] = dates;
      try {
        return num(proRataDecimal(toNumber(arg(args, 0), position), from, to, start, end));
      } catch (error) {
        if (error instanceof RatingError)
          throw new RatingError(error.code, error.detail, { position });
        throw error;
      }
    },
  ),
];

export const TEXT_DATE_FUNCTIONS: readonly FunctionDefinition[] = [
  ...textFunctions,
  ...dateFunctions,
];
