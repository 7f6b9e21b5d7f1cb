import { D } from './decimal.ts';
import type { Budget } from './env.ts';
import { RatingError } from './errors.ts';
import { BLANK, bool, num, text, type Value } from './values.ts';
import type { ProposalData } from './types.ts';

/** Nesting of proposal objects and lists; forms are a few levels deep at most. */
export const MAX_PROPOSAL_DEPTH = 32;

/**
 * Copies proposal JSON into engine values: objects become Maps, so formulas can only ever read data
 * the form produced — never a prototype, getter or method of the JavaScript object handed in.
 * Each copied value costs one budget step, bounding the work a huge proposal can cause.
 */
export function proposalScope(proposal: ProposalData, budget: Budget): Map<string, Value> {
  if (!isPlainObject(proposal))
    throw new RatingError('INVALID_PROPOSAL', 'The proposal must be an object');
  return recordFields(proposal, '', 0, budget);
}

function isPlainObject(value: unknown): value is Readonly<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function recordFields(
  record: Readonly<Record<string, unknown>>,
  path: string,
  depth: number,
  budget: Budget,
): Map<string, Value> {
  const fields = new Map<string, Value>();
  // Object.entries reads own enumerable data properties only.
  for (const [key, item] of Object.entries(record)) {
    fields.set(key, convert(item, path === '' ? key : `${path}.${key}`, depth + 1, budget));
  }
  return fields;
}

function convert(value: unknown, path: string, depth: number, budget: Budget): Value {
  budget.spend();
  if (depth > MAX_PROPOSAL_DEPTH)
    throw new RatingError('INVALID_PROPOSAL', `Proposal nests too deeply at ${path}`);
  if (value === null || value === undefined) return BLANK;
  if (typeof value === 'string') return text(value);
  if (typeof value === 'boolean') return bool(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value))
      throw new RatingError('INVALID_PROPOSAL', `Proposal field ${path} is not a finite number`);
    // Through the number's shortest text form: 0.1 stays 0.1, never 0.1000000000000000055...
    const decimal = new D(String(value));
    if (!decimal.isFinite())
      throw new RatingError('INVALID_PROPOSAL', `Proposal field ${path} is too large`);
    return num(decimal);
  }
  if (Array.isArray(value)) {
    // Array.from visits holes too (as blank), so items never has gaps.
    return {
      kind: 'list',
      items: Array.from(value as unknown[], (item, index) =>
        convert(item, `${path}[${index}]`, depth + 1, budget),
      ),
    };
  }
  if (isPlainObject(value))
    return { kind: 'record', fields: recordFields(value, path, depth, budget) };
  throw new RatingError('INVALID_PROPOSAL', `Proposal field ${path} holds an unsupported value`);
}
