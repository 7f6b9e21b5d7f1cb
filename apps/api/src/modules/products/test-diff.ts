import { Decimal } from 'decimal.js';
import type { OutputValue, RatingResult } from '@turbine/rating';
import { premiumFields, type ExpectedOutputs, type TestDiffLine } from '@turbine/domain';

type Scalar = string | boolean | null;

const decimalPattern = /^-?\d+(\.\d+)?$/;

/** Equal as decimals when both are numbers ("110" = "110.00"), else exactly; never through a float. */
export function sameValue(expected: Scalar, actual: Scalar): boolean {
  if (
    typeof expected === 'string' &&
    typeof actual === 'string' &&
    decimalPattern.test(expected) &&
    decimalPattern.test(actual)
  ) {
    return new Decimal(expected).eq(actual);
  }
  return expected === actual;
}

function scalar(value: OutputValue | undefined): Scalar {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

function formulaValue(result: RatingResult, name: string): Scalar {
  const property = result.properties.find((p) => p.name === name);
  if (property) return scalar(property.value);
  return scalar(result.underwriting.find((u) => u.name === name)?.value);
}

/** Expected against actual for each field a test case names (premium.*, formulas.*, decision, rules). */
export function diffCase(expected: ExpectedOutputs, result: RatingResult): TestDiffLine[] {
  const lines: TestDiffLine[] = [];
  for (const field of premiumFields) {
    const want = expected.premium?.[field];
    if (want === undefined) continue;
    const got = result.premium[field];
    lines.push({
      field: `premium.${field}`,
      expected: want,
      actual: got,
      passed: sameValue(want, got),
    });
  }
  for (const [name, want] of Object.entries(expected.formulas ?? {})) {
    const got = formulaValue(result, name);
    lines.push({
      field: `formulas.${name}`,
      expected: want,
      actual: got,
      passed: sameValue(want, got),
    });
  }
  if (expected.decision !== undefined) {
    lines.push({
      field: 'decision',
      expected: expected.decision,
      actual: result.decision,
      passed: expected.decision === result.decision,
    });
  }
  if (expected.rules !== undefined) {
    const want = [...new Set(expected.rules)].sort();
    const got = [...new Set(result.rules.map((r) => r.name))].sort();
    lines.push({
      field: 'rules',
      expected: want,
      actual: got,
      passed: want.length === got.length && want.every((n, i) => n === got[i]),
    });
  }
  return lines;
}
