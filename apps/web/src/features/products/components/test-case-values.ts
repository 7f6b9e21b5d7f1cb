import { premiumFields, type TestCaseBody } from '@turbine/domain';
import type { TestCaseDto } from '../api/product-types.ts';
import { parseJson } from './json-input.tsx';

export interface TestCaseFormValues {
  name: string;
  proposal: string;
  inceptionDate: string;
  transactionType: string;
  premium: Record<string, string>;
  formulas: string;
  decision: string | null;
}

export function testCaseToForm(c: TestCaseDto | null): TestCaseFormValues {
  const premium: Record<string, string> = Object.fromEntries(
    premiumFields.map((f) => [f, c?.expected.premium?.[f] ?? '']),
  );
  return {
    name: c?.name ?? '',
    proposal: JSON.stringify(c?.proposal ?? {}, null, 2),
    inceptionDate: c?.context.inceptionDate ?? new Date().toISOString().slice(0, 10),
    transactionType: c?.context.transactionType ?? 'newBusiness',
    premium,
    formulas: JSON.stringify(c?.expected.formulas ?? {}, null, 2),
    decision: c?.expected.decision ?? null,
  };
}

/** The save body, or the JSON fields that do not parse (keyed as the form's fields). */
export function testCaseFormToBody(
  v: TestCaseFormValues,
  original: TestCaseDto | null,
): { body?: Record<string, unknown>; errors: Record<string, string> } {
  const proposal = parseJson(v.proposal);
  const formulas = parseJson(v.formulas || '{}');
  const errors: Record<string, string> = {};
  if (proposal.error) errors.proposal = proposal.error;
  if (formulas.error) errors.formulas = formulas.error;
  if (Object.keys(errors).length > 0) return { errors };
  const premium = Object.fromEntries(
    Object.entries(v.premium).filter(([, value]) => value.trim() !== ''),
  );
  const formulaValues = formulas.value as Record<string, unknown>;
  const body: Omit<TestCaseBody, 'expected' | 'context'> & {
    expected: Record<string, unknown>;
    context: Record<string, unknown>;
  } = {
    name: v.name,
    proposal: proposal.value as Record<string, unknown>,
    context: {
      ...(original?.context ?? {}),
      inceptionDate: v.inceptionDate,
      transactionType: v.transactionType,
    },
    expected: {
      ...(original?.expected.rules ? { rules: original.expected.rules } : {}),
      ...(Object.keys(premium).length > 0 ? { premium } : {}),
      ...(Object.keys(formulaValues).length > 0 ? { formulas: formulaValues } : {}),
      ...(v.decision ? { decision: v.decision } : {}),
    },
  };
  return { body, errors };
}

/** Server paths such as `expected.premium.gross` are the form's `premium.gross`. */
export function testCaseErrorPath(path: string): string {
  if (path.startsWith('expected.premium.')) return path.replace('expected.', '');
  if (path.startsWith('expected.formulas')) return 'formulas';
  if (path === 'expected.decision') return 'decision';
  if (path.startsWith('context.inceptionDate')) return 'inceptionDate';
  if (path.startsWith('proposal')) return 'proposal';
  return path;
}
