import { rate, RatingError, type ProposalData, type RatingResult } from '@turbine/rating';
import type { z } from 'zod';
import type { Agree, RatingContextBody, ratingResultOut } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { CompanyScope } from '../../platform/http/guard.ts';
import { proposalErrors } from './proposal-form.ts';
import {
  loadVersionParts,
  ratingContextOf,
  todayIn,
  toRatingVersion,
  type VersionParts,
} from './rating-version.ts';
import { versionOf, type VersionRef } from './version-guard.ts';
import type { VersionRow } from './versions.repository.ts';

export type RateOutcome =
  | { ok: true; result: RatingResult }
  | { ok: false; message: string; errors: Record<string, string[]> };

/**
 * Rates proposal answers on a version: the answers are validated against the version's form first
 * (per-field §5 messages), then the engine rates them. Engine errors (a missing lookup row, a type
 * error) come back as messages naming the formula and position, never as a 500.
 */
export function rateOnVersion(
  v: VersionRow,
  parts: VersionParts,
  proposal: Record<string, unknown>,
  context: RatingContextBody,
  defaultToday: string,
): RateOutcome {
  const invalid = proposalErrors(v.formSchema as Record<string, unknown>, proposal);
  if (invalid)
    return { ok: false, message: 'Please correct the errors in the form.', errors: invalid };
  try {
    return {
      ok: true,
      result: rate(toRatingVersion(v, parts), proposal as ProposalData, {
        ...ratingContextOf(context, v, defaultToday),
        ...(parts.taxTable ? { taxTable: parts.taxTable } : {}),
      }),
    };
  } catch (error) {
    if (!(error instanceof RatingError)) throw error;
    const messages = error.issues.length
      ? error.issues.map((i) => `${i.source ? `${i.source}: ` : ''}${i.message}`)
      : [error.message];
    return { ok: false, message: error.message, errors: { rating: messages } };
  }
}

/** The editor's "computed value for sample data": the engine's full result with its trace. */
export async function rateVersion(
  ctx: AppContext,
  scope: CompanyScope,
  ref: VersionRef,
  body: { proposal: Record<string, unknown>; context: RatingContextBody },
): Promise<RatingResult> {
  const v = await versionOf(ctx.db, scope, ref);
  const outcome = rateOnVersion(
    v,
    await loadVersionParts(ctx.db, v.id),
    body.proposal,
    body.context,
    todayIn(v.timezone),
  );
  if (!outcome.ok) throw new AppError('VALIDATION', { errors: outcome.errors });
  return outcome.result;
}

/** The response schema of a rating result (decision 158) and the engine's type agree. */
export type RatingResultAgrees = Agree<RatingResult, z.infer<typeof ratingResultOut>>;
