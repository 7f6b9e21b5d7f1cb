import { compileVersion, type CompiledVersion } from './compile.ts';
import { buildContextScope } from './context.ts';
import { parseDecimal } from './decimal.ts';
import { Budget } from './env.ts';
import { RatingError } from './errors.ts';
import { resolveLimits, type RatingLimits } from './limits.ts';
import { formatMoney } from './money.ts';
import { premiumBreakdown } from './premium.ts';
import { checkOverrides, evaluateProperty } from './properties.ts';
import { proposalScope } from './proposal.ts';
import { evaluateRules } from './rules.ts';
import { Runtime } from './runtime.ts';
import type {
  PropertyResult,
  ProposalData,
  RatingContext,
  RatingResult,
  RatingVersion,
} from './types.ts';
import { runUnderwriting } from './underwriting.ts';
import { toOutput, type OutputValue } from './values.ts';

function compileOrThrow(version: RatingVersion, limits: RatingLimits): CompiledVersion {
  const outcome = compileVersion(version, { limits, requireBasePremium: true });
  if (outcome.compiled !== undefined) return outcome.compiled;
  const first = outcome.issues[0];
  const summary =
    first === undefined
      ? 'invalid version'
      : `${first.source ? `${first.source}: ` : ''}${first.message}`;
  const more = outcome.issues.length > 1 ? ` (and ${outcome.issues.length - 1} more)` : '';
  throw new RatingError(
    'INVALID_VERSION',
    `The product version cannot be rated: ${summary}${more}`,
    { issues: outcome.issues },
  );
}

function runFormulas(compiled: CompiledVersion, runtime: Runtime, context: RatingContext) {
  const properties = new Map(compiled.properties.map((property) => [property.def.name, property]));
  const underwriting = new Map(compiled.underwriting.map((formula) => [formula.def.name, formula]));
  const propertyResults = new Map<string, PropertyResult>();
  const underwritingResults: { name: string; value: OutputValue }[] = [];
  for (const name of compiled.order) {
    const property = properties.get(name);
    if (property !== undefined) {
      propertyResults.set(name, evaluateProperty(property, runtime, context.overrides));
      continue;
    }
    const formula = underwriting.get(name);
    if (formula === undefined) continue;
    try {
      const value = runUnderwriting(formula, runtime);
      runtime.formulas.set(name, value);
      underwritingResults.push({ name, value: toOutput(value) });
    } catch (error) {
      throw error instanceof RatingError ? error.withSource(name) : error;
    }
  }
  // Results follow the version's declaration order, not evaluation order, for stable display.
  return {
    properties: compiled.properties.flatMap(
      (property) => propertyResults.get(property.def.name) ?? [],
    ),
    underwriting: compiled.underwriting.flatMap((formula) =>
      underwritingResults.filter((result) => result.name === formula.def.name),
    ),
  };
}

/**
 * Rates a proposal: evaluates property and underwriting formulas in dependency order, then the
 * rules, then the premium breakdown. Pure and deterministic: no clock, no randomness, no I/O.
 * Throws RatingError (INVALID_VERSION with all issues, INVALID_CONTEXT, or an evaluation error
 * naming the formula and position).
 */
export function rate(
  version: RatingVersion,
  proposal: ProposalData,
  context: RatingContext,
): RatingResult {
  const limits = resolveLimits(context.limits);
  const compiled = compileOrThrow(version, limits);
  checkOverrides(compiled.properties, context.overrides);
  const budget = new Budget(limits.maxSteps);
  const { scope, today } = buildContextScope(context);
  const runtime = new Runtime(
    budget,
    limits.maxTextLength,
    today,
    scope,
    proposalScope(proposal, budget),
    compiled.datasets,
  );
  const currency = new Set(
    compiled.properties.filter((p) => p.def.dataType === 'currency').map((p) => p.def.name),
  );
  runtime.currencyFormat = (path, value) =>
    currency.has(path) && value.kind === 'number' ? formatMoney(value.value) : undefined;
  const formulas = runFormulas(compiled, runtime, context);
  const rules = evaluateRules(compiled.rules, runtime);
  const premium = premiumBreakdown(
    {
      settings: compiled.premium,
      properties: compiled.properties,
      values: runtime.formulas,
      commissionPercent: optionalDecimal(context.brokerCommissionPercent),
      administrationFee: optionalDecimal(context.administrationFee),
      taxDate: context.effectiveDate,
      ...(context.taxTable ? { taxTable: context.taxTable } : {}),
    },
    runtime.trace,
  );
  return {
    premium,
    properties: formulas.properties,
    underwriting: formulas.underwriting,
    rules,
    decision: rules.some((r) => r.outcome === 'decline')
      ? 'decline'
      : rules.some((r) => r.outcome === 'refer')
        ? 'refer'
        : 'quote',
    endorsementIds: rules.flatMap((r) =>
      r.outcome === 'endorse' && r.endorsementId !== undefined ? [r.endorsementId] : [],
    ),
    missingRequired: formulas.properties.filter((p) => isMissing(p, version)).map((p) => p.name),
    trace: runtime.trace,
    stepsUsed: budget.spent,
  };
}

function optionalDecimal(value: string | undefined) {
  // Already validated by buildContextScope.
  return value === undefined ? undefined : parseDecimal(value);
}

function isMissing(result: PropertyResult, version: RatingVersion): boolean {
  const required =
    version.propertyFormulas.find((def) => def.name === result.name)?.required === true;
  return required && (result.value === null || result.value === '');
}
