import { z } from '../zod-config.ts';
import { Messages } from '../messages.ts';
import { cleanFileName } from '../documents/file-name.ts';

/** A required trimmed string with the spec's required message and a maximum length. */
export const requiredText = (max = 255) =>
  z
    .string({ error: Messages.required })
    .trim()
    .min(1, { error: Messages.required })
    .max(max, { error: Messages.maxLength(max) });

/** An uploaded file's name, cleaned of any path and control characters (`cleanFileName`); nothing left is missing. */
export const fileNameText = (max = 255) =>
  requiredText(max)
    .transform(cleanFileName)
    .pipe(z.string().min(1, { error: Messages.required }));

/** An optional string: empty strings become null so the database never stores "". */
export const optionalText = (max = 255) =>
  z
    .string()
    .trim()
    .max(max, { error: Messages.maxLength(max) })
    .nullish()
    .transform((v) => (v ? v : null));

export const emailSchema = z
  .string({ error: Messages.required })
  .trim()
  .toLowerCase()
  .min(1, { error: Messages.required })
  .max(255, { error: Messages.maxLength(255) })
  .pipe(z.email({ error: Messages.invalidEmail }));

/** The key of a free-form object (a proposal's answers, a form's layout, formula overrides). */
export const recordKey = z.string().max(255, { error: Messages.maxLength(255) });

/** Positive integer ids as they arrive in paths and queries. */
export const idSchema = z.coerce.number().int().positive();

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});

/** The list envelope of DESIGN §4. */
export interface ListResponse<T> {
  data: T[];
  /**
   * `estimated`: the total is an estimate ("about"; lists counted exactly only up to a cap, decision 134),
   * present and true only then.
   */
  meta: { page: number; perPage: number; total: number; estimated?: boolean };
}
