import { applyVersionAction } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { formProblems } from './proposal-form.ts';
import { editableVersion, stateOf, versionOf, type VersionRef } from './version-guard.ts';
import { updateVersionRow } from './versions.repository.ts';

type Json = Record<string, unknown>;

/** The designer's JSON Schema and layout of a version. */
export async function getProposalForm(
  ctx: AppContext,
  scope: CompanyScope,
  ref: VersionRef,
): Promise<{ schema: Json; layout: Json }> {
  const v = await versionOf(ctx.db, scope, ref);
  return { schema: v.formSchema as Json, layout: v.formLayout as Json };
}

/**
 * Saves the proposal form once Ajv compiles it (strict: unknown keywords and formats refused). Formula
 * references to form fields are checked when publishing, not here, so the form and the formulas can
 * be designed in either order.
 */
export async function saveProposalForm(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: VersionRef,
  body: { schema: Json; layout: Json },
) {
  const problems = formProblems(body.schema, body.layout);
  if (problems.length) throw new AppError('VALIDATION', { errors: { schema: problems } });
  return inTransaction(ctx, async (tx) => {
    const before = await editableVersion(tx, scope, ref);
    const state = applyVersionAction(stateOf(before), 'edit');
    const v = await updateVersionRow(tx, before.id, {
      formSchema: body.schema,
      formLayout: body.layout,
      savedOnce: state.savedOnce,
    });
    await recordEvent(tx, {
      entityType: 'product_version',
      entityId: v.id,
      action: 'form_updated',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: { schema: before.formSchema, layout: before.formLayout },
      after: { schema: body.schema, layout: body.layout },
    });
    return { schema: v.formSchema as Json, layout: v.formLayout as Json };
  });
}
