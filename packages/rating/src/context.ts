import { D, parseDecimal } from './decimal.ts';
import { parseIsoDate } from './dates.ts';
import { RatingError } from './errors.ts';
import { reservedReason } from './lexer.ts';
import { date, num, text, type Value } from './values.ts';
import type { RatingContext, TransactionType } from './types.ts';

/** Names every formula can use for the transaction being rated; formulas may not reuse them. */
export const CONTEXT_VARIABLES: readonly { name: string; description: string }[] = [
  { name: 'transactionType', description: 'newBusiness, adjustment, cancellation or renewal' },
  { name: 'inceptionDate', description: 'Start of the policy term' },
  { name: 'expiryDate', description: 'End of the policy term' },
  { name: 'effectiveDate', description: 'Date this transaction takes effect' },
  { name: 'today', description: 'The rating date (same as TODAY())' },
  { name: 'termDays', description: 'Days from inceptionDate to expiryDate' },
  { name: 'timeZone', description: "The policy's time zone" },
  {
    name: 'brokerCommissionPercent',
    description: 'Broker commission percentage (blank if not given)',
  },
  { name: 'administrationFee', description: 'Administration fee (blank if not given)' },
  {
    name: 'brokerRating',
    description: "The agency's grade on the brokerage, A (best) to E (blank if not graded)",
  },
  {
    name: 'clientRating',
    description: "The agency's grade on the insured client company, A to E (blank if not graded)",
  },
];

const CONTEXT_NAMES = new Set(CONTEXT_VARIABLES.map((variable) => variable.name));
const TRANSACTION_TYPES = new Set<TransactionType>([
  'newBusiness',
  'adjustment',
  'cancellation',
  'renewal',
]);
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** True for a context variable name. */
export function isContextName(name: string): boolean {
  return CONTEXT_NAMES.has(name);
}

/** Why a formula, variable or item name is not allowed, or undefined when it is fine. */
export function nameProblem(name: unknown, { allowContext = false } = {}): string | undefined {
  if (typeof name !== 'string' || !NAME.test(name) || name.length > 100) {
    return `"${String(name)}" is not a valid name (letters, digits and _, starting with a letter or _)`;
  }
  const upper = name.toUpperCase();
  if (upper === 'TRUE' || upper === 'FALSE') return `"${name}" is a reserved word`;
  if (!allowContext && CONTEXT_NAMES.has(name))
    return `"${name}" is a context value and cannot be redefined`;
  return reservedReason(name);
}

function contextDate(value: string, field: string): number {
  const days = typeof value === 'string' ? parseIsoDate(value) : undefined;
  if (days === undefined)
    throw new RatingError(
      'INVALID_CONTEXT',
      `${field} must be a date (YYYY-MM-DD), got "${String(value)}"`,
    );
  return days;
}

function optionalDecimal(value: string | undefined, field: string): Value | undefined {
  if (value === undefined) return undefined;
  const parsed = typeof value === 'string' ? parseDecimal(value) : undefined;
  if (parsed === undefined)
    throw new RatingError(
      'INVALID_CONTEXT',
      `${field} must be a decimal string, got "${String(value)}"`,
    );
  return num(parsed);
}

const knownZones = new Set<string>();

function checkTimeZone(zone: string): void {
  if (knownZones.has(zone)) return;
  try {
    // Validation only: Intl knows the IANA zone names; no time is read or converted.
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw new RatingError('INVALID_CONTEXT', `Invalid timezone: ${zone}`);
  }
  if (knownZones.size < 1000) knownZones.add(zone);
}

/** Validates the context and builds the context scope (a Map) plus today's day number. */
export function buildContextScope(context: RatingContext): {
  scope: Map<string, Value>;
  today: number;
} {
  if (!TRANSACTION_TYPES.has(context.transactionType)) {
    throw new RatingError(
      'INVALID_CONTEXT',
      `Unknown transaction type "${String(context.transactionType)}"`,
    );
  }
  if (typeof context.timeZone !== 'string')
    throw new RatingError('INVALID_CONTEXT', 'timeZone is required');
  checkTimeZone(context.timeZone);
  const inception = contextDate(context.inceptionDate, 'inceptionDate');
  const expiry = contextDate(context.expiryDate, 'expiryDate');
  const today = contextDate(context.today, 'today');
  const scope = new Map<string, Value>([
    ['transactionType', text(context.transactionType)],
    ['inceptionDate', date(inception)],
    ['expiryDate', date(expiry)],
    ['effectiveDate', date(contextDate(context.effectiveDate, 'effectiveDate'))],
    ['today', date(today)],
    ['termDays', num(new D(expiry - inception))],
    ['timeZone', text(context.timeZone)],
  ]);
  const commission = optionalDecimal(context.brokerCommissionPercent, 'brokerCommissionPercent');
  if (commission !== undefined) scope.set('brokerCommissionPercent', commission);
  const fee = optionalDecimal(context.administrationFee, 'administrationFee');
  if (fee !== undefined) scope.set('administrationFee', fee);
  for (const name of ['brokerRating', 'clientRating'] as const) {
    const grade = context[name];
    if (grade === undefined) continue;
    if (typeof grade !== 'string' || grade.length > 20)
      throw new RatingError(
        'INVALID_CONTEXT',
        `${name} must be a short text, got "${String(grade)}"`,
      );
    scope.set(name, text(grade));
  }
  return { scope, today };
}
