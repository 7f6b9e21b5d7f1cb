import { compileVersion } from './compile.ts';
import { CONTEXT_VARIABLES } from './context.ts';
import { resolveLimits, type RatingLimits } from './limits.ts';
import { listFunctions } from './functions.ts';
import type { FormulaSetCheck, RatingVersion } from './types.ts';

export interface CheckOptions {
  /** Proposal field paths the product's form defines; when given, unknown names are reported. */
  readonly fields?: readonly string[];
  readonly limits?: Partial<RatingLimits>;
}

/**
 * Checks a version's formulas when one is saved: syntax errors with positions, unknown functions
 * and argument counts, dataset and column names, unknown references (given the form's fields),
 * underwriting step shape, rule messages, and cycles ("Circular reference: a → b → a").
 */
export function checkFormulaSet(
  version: RatingVersion,
  options: CheckOptions = {},
): FormulaSetCheck {
  const outcome = compileVersion(version, {
    limits: resolveLimits(options.limits),
    requireBasePremium: false,
    ...(options.fields === undefined ? {} : { fields: options.fields }),
  });
  return {
    ok: outcome.issues.length === 0,
    issues: outcome.issues,
    order: outcome.order,
    fieldReferences: outcome.fieldReferences,
  };
}

export type SuggestionKind =
  'formula' | 'underwriting' | 'context' | 'field' | 'function' | 'dataset';

/** A name an editor can offer while an underwriter types. */
export interface Suggestion {
  readonly name: string;
  readonly kind: SuggestionKind;
  /** What to insert: the name, or a call template for functions. */
  readonly insert: string;
  readonly detail: string;
}

/**
 * Names available to a formula (formulas other than the one being edited, context values, form
 * fields, functions, datasets), optionally filtered by a case-insensitive prefix.
 */
export function suggestions(
  version: RatingVersion,
  options: {
    readonly fields?: readonly string[];
    readonly prefix?: string;
    readonly editing?: string;
  } = {},
): Suggestion[] {
  const all: Suggestion[] = [
    ...version.propertyFormulas
      .filter((def) => def.name !== options.editing)
      .map((def): Suggestion => ({
        name: def.name,
        kind: 'formula',
        insert: def.name,
        detail: `${def.title} (${def.dataType})`,
      })),
    ...(version.underwritingFormulas ?? [])
      .filter((def) => def.name !== options.editing)
      .map((def): Suggestion => ({
        name: def.name,
        kind: 'underwriting',
        insert: def.name,
        detail: def.title ?? 'Underwriting formula',
      })),
    ...CONTEXT_VARIABLES.map((variable): Suggestion => ({
      name: variable.name,
      kind: 'context',
      insert: variable.name,
      detail: variable.description,
    })),
    ...(options.fields ?? []).map((field): Suggestion => ({
      name: field,
      kind: 'field',
      insert: field,
      detail: 'Proposal field',
    })),
    ...listFunctions().map((fn): Suggestion => ({
      name: fn.name,
      kind: 'function',
      insert: `${fn.name}(`,
      detail: `${fn.signature} — ${fn.description}`,
    })),
    ...(version.datasets ?? []).map((dataset): Suggestion => ({
      name: dataset.name,
      kind: 'dataset',
      insert: JSON.stringify(dataset.name),
      detail: `Dataset: ${dataset.columns.join(', ')}`,
    })),
  ];
  const prefix = options.prefix?.toUpperCase();
  return prefix === undefined
    ? all
    : all.filter((suggestion) => suggestion.name.toUpperCase().startsWith(prefix));
}
