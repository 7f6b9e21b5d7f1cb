import { checkFormulaSet, type FormulaIssue } from '@turbine/rating';
import { AppError } from '../../platform/errors.ts';
import { formFieldNames } from './proposal-form.ts';
import { toRatingVersion, type VersionParts } from './rating-version.ts';
import type { VersionRow } from './versions.repository.ts';

/** What is being saved: the engine names rule issues `rule {name}`. */
export interface CheckTarget {
  kind: 'propertyFormula' | 'underwritingFormula' | 'rule' | 'dataset';
  name: string;
}

const keyOf = (i: FormulaIssue) => `${i.code}|${i.source ?? ''}|${i.path ?? ''}|${i.message}`;

/** `steps[2].then[0].expression` → `steps.2.then.0.expression`, the API's field path style. */
const jsonPath = (path: string) => path.replace(/\[(\d+)\]/g, '.$1');

function sourceOf(target: CheckTarget): string {
  return target.kind === 'rule'
    ? `rule ${target.name}`
    : target.kind === 'dataset'
      ? `dataset ${target.name}`
      : target.name;
}

function fieldFor(target: CheckTarget, issue: FormulaIssue): string {
  if (
    issue.code === 'INVALID_NAME' ||
    issue.code === 'DUPLICATE_NAME' ||
    issue.code === 'RESERVED_NAME'
  )
    return 'name';
  switch (target.kind) {
    case 'propertyFormula':
      return 'formula';
    case 'underwritingFormula':
      return issue.path ? jsonPath(issue.path) : 'steps';
    case 'rule':
      return issue.path === 'message' ? 'message' : 'condition';
    case 'dataset':
      return 'rows';
  }
}

function concerns(target: CheckTarget, issue: FormulaIssue): boolean {
  if (issue.source === sourceOf(target) || issue.source === target.name) return true;
  // A cycle is reported once, on one of its members: it concerns every formula it names.
  return (
    issue.code === 'CIRCULAR_REFERENCE' &&
    issue.message
      .replace(/^Circular reference: /, '')
      .split(' → ')
      .includes(target.name)
  );
}

/** The fields formulas may reference, or undefined while the form is still empty (anything then counts as a field). */
export function checkFields(version: Pick<VersionRow, 'formSchema'>): string[] | undefined {
  const names = formFieldNames(version.formSchema as Record<string, unknown>);
  return names.length ? names : undefined;
}

/**
 * Runs the engine's checkFormulaSet over the version as it would be after a save and refuses (422) when
 * the saved item has an issue (syntax with position, unknown function, cycle naming the cycle) or the
 * change breaks something else that was fine before (issues listed under `version`).
 */
export function assertFormulaSetAccepts(
  version: VersionRow,
  before: VersionParts,
  after: VersionParts,
  target: CheckTarget | null,
): void {
  const fields = checkFields(version);
  const options = fields ? { fields } : {};
  const old = new Set(checkFormulaSet(toRatingVersion(version, before), options).issues.map(keyOf));
  const issues = checkFormulaSet(toRatingVersion(version, after), options).issues;
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const own = target !== null && concerns(target, issue);
    if (!own && old.has(keyOf(issue))) continue;
    const field = own ? fieldFor(target, issue) : 'version';
    const message = own
      ? issue.message
      : `${issue.source ? `${issue.source}: ` : ''}${issue.message}`;
    (errors[field] ??= []).push(message);
  }
  if (Object.keys(errors).length) throw new AppError('VALIDATION', { errors });
}

/** Every issue of a version's formula set, as field errors for publishing. */
export function formulaSetErrors(
  version: VersionRow,
  parts: VersionParts,
): Record<string, string[]> | null {
  const fields = checkFields(version);
  const { issues } = checkFormulaSet(toRatingVersion(version, parts), fields ? { fields } : {});
  if (!issues.length) return null;
  return { formulas: issues.map((i) => `${i.source ? `${i.source}: ` : ''}${i.message}`) };
}
