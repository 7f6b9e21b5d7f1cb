import { z } from '../zod-config.ts';
import { Messages } from '../messages.ts';
import { requiredText } from './common.ts';

/**
 * §2/§3 Clauses (ManageClauses 12, decision 192): an underwriting agency's library of standard wordings
 * (rich text), versioned draft → live → locked like products, that document templates include.
 */
export const clauseCodeSchema = z
  .string({ error: Messages.required })
  .trim()
  .min(1, { error: Messages.required })
  .max(40, { error: Messages.maxLength(40) })
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, {
    error: 'Use letters, digits, dots, dashes or underscores.',
  });

const clauseContent = z
  .string()
  .max(100_000, { error: Messages.maxLength(100_000) })
  .default('');

/** POST /companies/{id}/clauses: the clause and its first version's wording (a saved draft). */
export const createClauseBody = z.strictObject({
  code: clauseCodeSchema,
  name: requiredText(160),
  content: clauseContent,
});
export type CreateClauseBody = z.infer<typeof createClauseBody>;
export type CreateClauseInput = z.input<typeof createClauseBody>;

/** PUT /companies/{id}/clauses/{clauseId}: code and name are the clause's identity, not versioned. */
export const updateClauseBody = z.strictObject({ code: clauseCodeSchema, name: requiredText(160) });
export type UpdateClauseBody = z.infer<typeof updateClauseBody>;

/** PUT /companies/{id}/clauses/{clauseId}/versions/{versionId}: the version's wording. */
export const clauseVersionBody = z.strictObject({ content: clauseContent });
export type ClauseVersionBody = z.infer<typeof clauseVersionBody>;

export const clauseListQuery = z.strictObject({
  search: z.string().trim().max(160).optional(),
  /** Only clauses with a live or locked version (what a template may include). */
  usable: z.enum(['true', 'false']).optional(),
});
export type ClauseListQuery = z.infer<typeof clauseListQuery>;

export const clauseParams = z.strictObject({
  companyId: z.coerce.number().int().positive(),
  clauseId: z.coerce.number().int().positive(),
});
export const clauseVersionParams = clauseParams.extend({
  versionId: z.coerce.number().int().positive(),
});

export const clauseVersionDto = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.enum(['draft', 'live', 'locked']),
  savedOnce: z.boolean(),
  inUse: z.boolean(),
  content: z.string(),
  updatedAt: z.number().int(),
});
export type ClauseVersionDto = z.infer<typeof clauseVersionDto>;

export const clauseDto = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** The version templates include: the highest live or locked one, or null while there is none. */
  currentVersionId: z.number().int().nullable(),
  versions: z.array(clauseVersionDto),
  updatedAt: z.number().int(),
});
export type ClauseDto = z.infer<typeof clauseDto>;
export const clauseListResponse = z.object({ data: z.array(clauseDto) });
export type ClauseListResponse = z.infer<typeof clauseListResponse>;
