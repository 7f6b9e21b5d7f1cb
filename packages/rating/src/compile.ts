import type { Node } from './ast.ts';
import { isContextName, nameProblem } from './context.ts';
import { D, parseDecimal, type Dec } from './decimal.ts';
import { datasetIssues, type Dataset } from './datasets.ts';
import { describePosition, type FormulaIssue } from './errors.ts';
import type { RatingLimits } from './limits.ts';
import { collectReferences, type Reference } from './references.ts';
import { parseTemplate, type MessagePart } from './templates.ts';
import type {
  PropertyFormula,
  RatingVersion,
  Rule,
  TaxEngineSetting,
  TaxSetting,
  UnderwritingFormula,
} from './types.ts';
import { compileSteps, type CompiledStep } from './underwriting-schema.ts';
import { compileExpression } from './validate.ts';
import { TAX_CLASSES } from './taxes/tax-table.ts';
import { checkGraph } from './compile-graph.ts';

export interface CompiledProperty {
  readonly def: PropertyFormula;
  readonly node: Node;
}
export interface CompiledUnderwriting {
  readonly def: UnderwritingFormula;
  readonly steps: readonly CompiledStep[];
  readonly locals: ReadonlySet<string>;
  readonly references: readonly Reference[];
}
export interface CompiledRule {
  readonly def: Rule;
  readonly condition: Node;
  readonly message: readonly MessagePart[];
}
export interface CompiledPremium {
  readonly baseFormula: string;
  readonly commissionPercent: Dec;
  readonly fees: readonly { name: string; amount: Dec }[];
  readonly taxes: readonly { name: string; rate: Dec; base: TaxSetting['base'] }[];
  readonly taxEngine?: TaxEngineSetting;
}
export interface CompiledVersion {
  readonly properties: readonly CompiledProperty[];
  readonly underwriting: readonly CompiledUnderwriting[];
  readonly rules: readonly CompiledRule[];
  /** Property and underwriting formula names, dependencies first. */
  readonly order: readonly string[];
  readonly datasets: readonly Dataset[];
  readonly premium: CompiledPremium;
}

export interface CompileOptions {
  readonly limits: RatingLimits;
  /** Known proposal field paths; when given, other unknown names are reported. */
  readonly fields?: readonly string[];
  /** rate() needs the base premium formula; a formula editor saving one formula may not yet. */
  readonly requireBasePremium: boolean;
}

export interface CompileOutcome {
  readonly compiled: CompiledVersion | undefined;
  readonly issues: FormulaIssue[];
  readonly order: string[];
  readonly fieldReferences: string[];
}

const DATA_TYPES = new Set(['currency', 'number', 'text', 'textarea']);
const KINDS = new Set(['standard', 'otherCharge', 'discountCharge']);
const OUTCOMES = new Set(['refer', 'decline', 'endorse']);

/** Checks a whole version and compiles it; everything wrong is reported, nothing is thrown. */
export function compileVersion(version: RatingVersion, options: CompileOptions): CompileOutcome {
  const issues: FormulaIssue[] = [];
  const datasets = checkDatasets(version.datasets ?? [], issues);
  const shared = { limits: options.limits, datasets, issues };
  const names = new Set<string>();
  const properties = (version.propertyFormulas ?? []).flatMap((def) => {
    checkName(def.name, names, issues);
    checkPropertyShape(def, issues);
    const node = compileExpression(def.formula, { source: def.name }, shared);
    return node === undefined ? [] : [{ def, node }];
  });
  const underwriting = (version.underwritingFormulas ?? []).map((def) => {
    checkName(def.name, names, issues);
    const { steps, locals } = compileSteps(def.steps, { source: def.name, ...shared });
    for (const local of locals) {
      if (names.has(local) || (version.propertyFormulas ?? []).some((p) => p.name === local)) {
        issues.push({
          code: 'DUPLICATE_NAME',
          message: `Variable "${local}" has the name of a formula`,
          source: def.name,
        });
      }
    }
    return {
      def,
      steps,
      locals,
      references: stepReferences(steps).filter((ref) => !locals.has(ref.root)),
    };
  });
  const rules = (version.rules ?? []).flatMap((def) => compileRule(def, shared));
  const premium = compilePremium(version, names, options.requireBasePremium, issues);
  const graph = checkGraph({
    properties,
    underwriting,
    rules,
    names,
    fields: options.fields,
    issues,
  });
  const compiled =
    issues.length === 0 && premium !== undefined
      ? { properties, underwriting, rules, order: graph.order, datasets, premium }
      : undefined;
  return { compiled, issues, order: graph.order, fieldReferences: graph.fieldReferences };
}

function checkName(name: unknown, names: Set<string>, issues: FormulaIssue[]): void {
  const problem = nameProblem(name);
  const source = String(name);
  if (problem !== undefined) issues.push({ code: 'INVALID_NAME', message: problem, source });
  else if (names.has(source))
    issues.push({
      code: 'DUPLICATE_NAME',
      message: `The name "${source}" is already in use`,
      source,
    });
  names.add(source);
}

function checkPropertyShape(def: PropertyFormula, issues: FormulaIssue[]): void {
  const problems = [
    DATA_TYPES.has(def.dataType)
      ? undefined
      : 'dataType must be currency, number, text or textarea',
    KINDS.has(def.kind) ? undefined : 'kind must be standard, otherCharge or discountCharge',
    def.kind === 'standard' || def.dataType === 'currency'
      ? undefined
      : 'charges must have the currency data type',
  ];
  for (const message of problems)
    if (message !== undefined) issues.push({ code: 'INVALID_VERSION', message, source: def.name });
}

function checkDatasets(datasets: readonly Dataset[], issues: FormulaIssue[]): readonly Dataset[] {
  const seen = new Set<string>();
  for (const dataset of datasets) {
    const source = `dataset ${dataset.name}`;
    if (seen.has(dataset.name))
      issues.push({ code: 'DUPLICATE_NAME', message: 'Duplicate dataset name', source });
    seen.add(dataset.name);
    for (const message of datasetIssues(dataset))
      issues.push({ code: 'INVALID_VERSION', message: `Dataset ${message}`, source });
  }
  return datasets;
}

function stepReferences(steps: readonly CompiledStep[]): Reference[] {
  return steps.flatMap((step): Reference[] => {
    switch (step.type) {
      case 'set':
      case 'return':
        return [...collectReferences(step.expression.node)];
      case 'if':
        return [
          ...collectReferences(step.condition.node),
          ...stepReferences(step.then),
          ...stepReferences(step.else),
        ];
      case 'forEach':
        return [...collectReferences(step.list.node), ...stepReferences(step.steps)];
      case 'find':
        return [...collectReferences(step.list.node), ...collectReferences(step.condition.node)];
    }
  });
}

function compileRule(def: Rule, shared: Parameters<typeof compileExpression>[2]): CompiledRule[] {
  const source = `rule ${String(def.name)}`;
  const { issues } = shared;
  if (typeof def.id !== 'string' && typeof def.id !== 'number')
    issues.push({ code: 'INVALID_VERSION', message: 'Rule id is required', source });
  if (!OUTCOMES.has(def.outcome))
    issues.push({
      code: 'INVALID_VERSION',
      message: 'outcome must be refer, decline or endorse',
      source,
    });
  if (typeof def.message !== 'string') {
    issues.push({ code: 'INVALID_VERSION', message: 'message must be text', source });
    return [];
  }
  const template = parseTemplate(def.message);
  for (const { message, position } of template.problems) {
    issues.push({
      code: 'SYNTAX_ERROR',
      message: `${message} at ${describePosition(position)}`,
      position,
      path: 'message',
      source,
    });
  }
  const condition = compileExpression(def.condition, { source }, shared);
  return condition === undefined ? [] : [{ def, condition, message: template.parts }];
}

function decimalSetting(
  text: string | undefined,
  fallback: string,
  what: string,
  issues: FormulaIssue[],
): Dec {
  const parsed = parseDecimal(text ?? fallback);
  if (parsed !== undefined) return parsed;
  issues.push({
    code: 'INVALID_VERSION',
    message: `${what} must be a decimal string`,
    source: 'premium',
  });
  return new D(0);
}

function compilePremium(
  version: RatingVersion,
  names: ReadonlySet<string>,
  required: boolean,
  issues: FormulaIssue[],
): CompiledPremium | undefined {
  const settings = version.premium ?? {};
  const baseFormula = settings.basePremiumFormula ?? 'basePremium';
  const base = version.propertyFormulas.find((def) => def.name === baseFormula);
  if (
    required &&
    (base === undefined ||
      !names.has(baseFormula) ||
      base.dataType !== 'currency' ||
      base.kind !== 'standard')
  ) {
    issues.push({
      code: 'INVALID_VERSION',
      message: `Base premium formula "${baseFormula}" must be a standard currency formula`,
      source: 'premium',
    });
  }
  if (isContextName(baseFormula)) return undefined;
  return {
    baseFormula,
    commissionPercent: decimalSetting(settings.commissionPercent, '0', 'commissionPercent', issues),
    fees: (settings.fees ?? []).map((fee) => ({
      name: fee.name,
      amount: decimalSetting(fee.amount, '', `Fee ${fee.name}`, issues),
    })),
    ...(settings.taxEngine ? { taxEngine: checkTaxEngine(settings.taxEngine, names, issues) } : {}),
    taxes: (settings.taxes ?? []).map((tax) => {
      if (tax.base !== 'gross' && tax.base !== 'grossAndFees')
        issues.push({
          code: 'INVALID_VERSION',
          message: `Tax ${tax.name} base must be gross or grossAndFees`,
          source: 'premium',
        });
      return {
        name: tax.name,
        rate: decimalSetting(tax.ratePercent, '', `Tax ${tax.name}`, issues),
        base: tax.base,
      };
    }),
  };
}

/** The tax engine setting's class, country, rates and the formulas it names must all exist. */
function checkTaxEngine(
  setting: TaxEngineSetting,
  names: ReadonlySet<string>,
  issues: FormulaIssue[],
): TaxEngineSetting {
  const problem = (message: string) =>
    issues.push({ code: 'INVALID_VERSION', message, source: 'premium' });
  if (setting.country !== 'AU' && setting.country !== 'NZ')
    problem(`Tax engine country must be AU or NZ`);
  if (!(TAX_CLASSES as readonly string[]).includes(setting.taxClass))
    problem(`Tax engine class "${setting.taxClass}" is not known`);
  for (const formula of [
    setting.stateFormula,
    setting.sumInsuredFormula,
    setting.smallBusinessFormula,
  ])
    if (formula !== undefined && !names.has(formula))
      problem(`Tax engine formula "${formula}" does not exist`);
  if (setting.country === 'AU' && setting.stateFormula === undefined)
    problem('Tax engine for AU needs the formula giving the state');
  for (const [rate, what] of [
    [setting.nswEslRatePercent, 'NSW ESL rate'],
    [setting.tasFireLevyRatePercent, 'TAS fire levy rate'],
  ] as const)
    if (rate !== undefined) decimalSetting(rate, '', `Tax engine ${what}`, issues);
  return setting;
}
