import { fieldErrors } from '../app/api-error.ts';

/** The part of a Mantine form that receives errors. */
interface ErrorTarget {
  setErrors: (errors: Record<string, string>) => void;
}

/**
 * Puts a 422's field errors under the form's fields (CONVENTIONS Web); the API's paths
 * ("profile.city") are the form's paths. Returns true when the error had field errors.
 */
export function applyServerErrors(form: ErrorTarget, error: unknown): boolean {
  const errors = fieldErrors(error);
  if (Object.keys(errors).length === 0) return false;
  form.setErrors(errors);
  return true;
}

/** The issues of a zod (standard schema) check as form errors keyed by dotted path. */
export function schemaErrors(
  schema: {
    safeParse: (v: unknown) => {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  value: unknown,
): Record<string, string> {
  const result = schema.safeParse(value);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
