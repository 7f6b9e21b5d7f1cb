import type { RatingCase } from '@turbine/rating';
import type { RatingContextBody } from '@turbine/domain';
import { proposalErrors } from './proposal-form.ts';
import { ratingContextOf, toRatingVersion, type VersionParts } from './rating-version.ts';
import type { VersionRow } from './versions.repository.ts';

/**
 * A proposal on a version as the engine's input (what `rateOnVersion` rates), for callers that rate the
 * same case more than once (the premium change explanation, the impact test, decisions 215–216).
 */
export function ratingCaseOf(
  v: VersionRow,
  parts: VersionParts,
  proposal: Record<string, unknown>,
  context: RatingContextBody,
  defaultToday: string,
): RatingCase {
  return {
    version: toRatingVersion(v, parts),
    proposal: proposal as RatingCase['proposal'],
    context: {
      ...ratingContextOf(context, v, defaultToday),
      ...(parts.taxTable ? { taxTable: parts.taxTable } : {}),
    },
  };
}

/** The form's per-field errors of a proposal on a version (null when it passes the version's form). */
export function proposalErrorsOn(
  v: VersionRow,
  proposal: Record<string, unknown>,
): Record<string, string[]> | null {
  return proposalErrors(v.formSchema as Record<string, unknown>, proposal);
}
