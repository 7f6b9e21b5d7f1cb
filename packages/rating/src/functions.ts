import { RatingError } from './errors.ts';
import { eager, type FunctionDefinition } from './function-types.ts';
import { LOGIC_MATH_FUNCTIONS } from './functions-logic-math.ts';
import { TEXT_DATE_FUNCTIONS } from './functions-text-date.ts';
import type { TableRequest } from './datasets.ts';
import type { SourcePosition } from './errors.ts';
import { BLANK, toText, type Value } from './values.ts';

function tableRequest(args: readonly Value[], position: SourcePosition): TableRequest {
  return {
    dataset: toText(args[0] ?? BLANK, position),
    keyColumn: toText(args[1] ?? BLANK, position),
    valueColumn: toText(args[3] ?? BLANK, position),
    position,
  };
}

function notFound(request: TableRequest, key: Value, fallback: Value | undefined): Value {
  if (fallback !== undefined) return fallback;
  // A missing rate must never rate as zero: fail unless the formula supplied a default.
  throw new RatingError(
    'LOOKUP_NOT_FOUND',
    `No row in "${request.dataset}" for ${request.keyColumn} ${JSON.stringify(toText(key, request.position))}`,
    { position: request.position },
  );
}

const DATA_FUNCTIONS: readonly FunctionDefinition[] = [
  eager(
    'LOOKUP(dataset, keyColumn, key, valueColumn, [default])',
    'valueColumn of the first row whose keyColumn equals key',
    4,
    5,
    (args, env, position) => {
      const request = tableRequest(args, position);
      const key = args[2] ?? BLANK;
      return env.datasets.lookup(request, key, env.budget) ?? notFound(request, key, args[4]);
    },
  ),
  eager(
    'BAND(dataset, lowerColumn, value, valueColumn, [default])',
    'valueColumn of the row with the largest lowerColumn that is <= value (banded tables)',
    4,
    5,
    (args, env, position) => {
      const request = tableRequest(args, position);
      const value = args[2] ?? BLANK;
      return env.datasets.band(request, value, env.budget) ?? notFound(request, value, args[4]);
    },
  ),
];

/** Lookup table built once: a Map, so no function name can reach a JavaScript property. */
const REGISTRY: ReadonlyMap<string, FunctionDefinition> = new Map(
  [...LOGIC_MATH_FUNCTIONS, ...TEXT_DATE_FUNCTIONS, ...DATA_FUNCTIONS].map((definition) => [
    definition.name,
    definition,
  ]),
);

/** The definition of a built-in function by upper-case name. */
export function findFunction(name: string): FunctionDefinition | undefined {
  return REGISTRY.get(name);
}

/** Every built-in function, for editors and documentation. */
export function listFunctions(): readonly {
  name: string;
  signature: string;
  description: string;
}[] {
  return [...REGISTRY.values()].map(({ name, signature, description }) => ({
    name,
    signature,
    description,
  }));
}
