import type { RiskPackageDto } from '@turbine/domain';

type Answers = Record<string, unknown>;
type Schema = { properties?: Record<string, { type?: unknown }> };

// Proposal questions that ask what the insured's details already say (issue 19 item 9), by the names
// product forms use for them.
const nameKeys = ['businessName', 'insuredName', 'companyName'];
const abnKeys = ['abn', 'registrationNumber', 'businessRegistrationNumber'];

const firstKey = (schema: Schema, keys: string[]) =>
  keys.find((k) => schema.properties?.[k]?.type === 'string');

/** A new proposal's answers with the insured's name and ABN filled in where the form asks for them. */
export function prefillFromInsured(
  schema: unknown,
  answers: Answers,
  insured: RiskPackageDto['insured'],
): Answers {
  const s = (schema ?? {}) as Schema;
  const out = { ...answers };
  const nameKey = firstKey(s, nameKeys);
  if (nameKey && !out[nameKey] && insured.name) out[nameKey] = insured.name;
  const abnKey = firstKey(s, abnKeys);
  if (abnKey && !out[abnKey] && insured.registrationNumber)
    out[abnKey] = insured.registrationNumber.replace(/\s+/g, '');
  return out;
}

/** The proposal's ABN and the insured's when they differ (spaces ignored), else null. */
export function abnMismatch(
  schema: unknown,
  answers: Answers,
  insured: RiskPackageDto['insured'],
): { proposal: string; insured: string } | null {
  const abnKey = firstKey((schema ?? {}) as Schema, abnKeys);
  const given = abnKey ? answers[abnKey] : undefined;
  if (typeof given !== 'string' || !given.trim() || !insured.registrationNumber) return null;
  const norm = (v: string) => v.replace(/\s+/g, '');
  return norm(given) === norm(insured.registrationNumber)
    ? null
    : { proposal: given, insured: insured.registrationNumber };
}
