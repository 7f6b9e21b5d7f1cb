// Public API of the rating engine (DESIGN §6). Everything else is internal.
export { rate } from './rate.ts';
export {
  explainPremiumChange,
  CHANGE_KINDS,
  type ChangeKind,
  type PremiumChangeExplanation,
  type PremiumChangeStep,
  type RatingCase,
} from './explain-change.ts';
export {
  checkFormulaSet,
  suggestions,
  type CheckOptions,
  type Suggestion,
  type SuggestionKind,
} from './check.ts';
export { parseFormula } from './parser.ts';
export { printFormula } from './printer.ts';
export { referencesOf, dependencyOrder, describeCycle } from './references.ts';
export { evaluateFormula, type EvaluateOptions } from './evaluate-formula.ts';
export { proRata, roundMoney, formatMoney } from './money.ts';
export { listFunctions } from './functions.ts';
export { CONTEXT_VARIABLES } from './context.ts';
export { DEFAULT_LIMITS, type RatingLimits } from './limits.ts';
export {
  RatingError,
  type RatingErrorCode,
  type FormulaIssue,
  type SourcePosition,
} from './errors.ts';
export type { Node, BinaryOperator, UnaryOperator } from './ast.ts';
export type { Dataset } from './datasets.ts';
export type { OutputValue } from './values.ts';
export type * from './types.ts';
export { computeTaxes, findRate } from './taxes/compute-taxes.ts';
export type { TaxInput, TaxLine, TaxLineCode, TaxResult } from './taxes/compute-taxes.ts';
export { AU_STATES, DEFAULT_TAX_TABLE, TAX_CLASSES } from './taxes/tax-table.ts';
export type { AuState, TaxClass, TaxKind, TaxRateRow } from './taxes/tax-table.ts';
