import type { z } from '../zod-config.ts';

/**
 * The first message zod gives for each path of a refused input (`{ 'a.b': message }`), or `'ok'` when
 * the input parses: one assertion checks which fields are refused and with which words.
 */
export function issuesOf(schema: z.ZodType, input: unknown): Record<string, string> | 'ok' {
  const result = schema.safeParse(input);
  if (result.success) return 'ok';
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    out[key] ??= issue.message;
  }
  return out;
}

/** The parsed value, failing the test with zod's issues when the input is refused. */
export function parsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data;
}
