import { z } from '../zod-config.ts';
import { optionalText } from './common.ts';

/**
 * The grade an underwriting agency keeps on a brokerage or client (§6 ManageCompanyRating, decision 232):
 * one fixed scale A (best) to E (worst), so every agency's formulas read the same letters.
 */
export const companyRatingGrades = ['A', 'B', 'C', 'D', 'E'] as const;
export type CompanyRatingGrade = (typeof companyRatingGrades)[number];
export const companyRatingGradeLabels: Record<CompanyRatingGrade, string> = {
  A: 'A — excellent',
  B: 'B — good',
  C: 'C — average',
  D: 'D — below average',
  E: 'E — poor',
};

/** Whom the grade is on: a brokerage the agency works with, or a client insured on its risks. */
export const companyRatingKinds = ['brokerage', 'client'] as const;
export type CompanyRatingKind = (typeof companyRatingKinds)[number];

export const companyRatingParams = z.strictObject({
  companyId: z.coerce.number().int().positive(),
  ratedCompanyId: z.coerce.number().int().positive(),
});

export const companyRatingListQuery = z.strictObject({
  search: z.string().trim().max(160).optional(),
  kind: z.enum(companyRatingKinds).optional(),
});
export type CompanyRatingListQuery = z.infer<typeof companyRatingListQuery>;

/** Set (or clear with `grade: null`) the grade, with a note saying why (PUT …/company-ratings/{ratedCompanyId}). */
export const setCompanyRatingBody = z.strictObject({
  grade: z.enum(companyRatingGrades).nullable(),
  note: optionalText(1000),
});
export type SetCompanyRatingBody = z.infer<typeof setCompanyRatingBody>;
export type SetCompanyRatingInput = z.input<typeof setCompanyRatingBody>;

const person = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** One rateable company with its current grade. */
export const companyRatingDto = z.object({
  companyId: z.number().int(),
  name: z.string(),
  kind: z.enum(companyRatingKinds),
  grade: z.enum(companyRatingGrades).nullable(),
  note: z.string().nullable(),
  ratedAt: z.number().int().nullable().describe('Epoch seconds of the last change'),
  ratedBy: person,
});
export type CompanyRatingDto = z.infer<typeof companyRatingDto>;

/** One change of grade: who, when, the grade before and after, and the note. */
export const companyRatingChangeDto = z.object({
  id: z.number().int(),
  grade: z.enum(companyRatingGrades).nullable(),
  previousGrade: z.enum(companyRatingGrades).nullable(),
  note: z.string().nullable(),
  changedAt: z.number().int(),
  changedBy: person,
});
export type CompanyRatingChangeDto = z.infer<typeof companyRatingChangeDto>;

export const companyRatingDetailDto = companyRatingDto.extend({
  history: z.array(companyRatingChangeDto).describe('Newest first'),
});
export type CompanyRatingDetailDto = z.infer<typeof companyRatingDetailDto>;

export const companyRatingListResponse = z.object({ data: z.array(companyRatingDto) });
