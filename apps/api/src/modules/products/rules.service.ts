import { Messages, type ProductRuleBody } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { assertFormulaSetAccepts } from './formula-check.ts';
import { loadVersionParts } from './rating-version.ts';
import {
  deleteChild,
  findChild,
  insertChild,
  listChildren,
  updateChild,
  type ChildRow,
} from './version-children.repository.ts';
import { editableVersion, versionOf, type VersionRef } from './version-guard.ts';

/** An underwriting rule as the API returns it. */
export const presentRule = ({ companyId: _c, versionId: _v, ...rest }: ChildRow<'rule'>) => ({
  ...rest,
  // The column holds productRuleBody's outcome (checked on the way in).
  outcome: rest.outcome as ProductRuleBody['outcome'],
});

/** Lists a version's rules in evaluation order. */
export async function listRules(ctx: AppContext, scope: CompanyScope, ref: VersionRef) {
  const v = await versionOf(ctx.db, scope, ref);
  return { data: (await listChildren(ctx.db, 'rule', v.id)).map(presentRule) };
}

/** Creates (id null) or replaces a rule once the engine accepts its condition and message. */
export async function saveRule(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: VersionRef,
  id: number | null,
  body: ProductRuleBody,
) {
  try {
    return await inTransaction(ctx, async (tx) => {
      const v = await editableVersion(tx, scope, ref);
      const before = id === null ? null : await findChild(tx, 'rule', scope.id, v.id, id);
      if (id !== null && !before) throw new AppError('NOT_FOUND');
      const parts = await loadVersionParts(tx, v.id);
      if (parts.rules.some((r) => r.name.toLowerCase() === body.name.toLowerCase() && r.id !== id))
        throw fieldError('name', Messages.nameInUse);
      const values = { ...body, companyId: scope.id, versionId: v.id };
      const rules =
        id === null
          ? [...parts.rules, { id: 0, ...values }]
          : parts.rules.map((r) => (r.id === id ? { id, ...values } : r));
      assertFormulaSetAccepts(v, parts, { ...parts, rules }, { kind: 'rule', name: body.name });
      const row =
        id === null
          ? await insertChild(tx, 'rule', values)
          : await updateChild(tx, 'rule', id, values);
      await recordEvent(tx, {
        entityType: 'product_rule',
        entityId: row.id,
        action: id === null ? 'created' : 'updated',
        actorUserId: actor.user.id,
        companyId: scope.id,
        before: before ? presentRule(before) : undefined,
        after: presentRule(row),
      });
      return presentRule(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'product_rules_version_name_unique'))
      throw fieldError('name', Messages.nameInUse);
    throw error;
  }
}

/** Deletes a rule. */
export async function deleteRule(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: VersionRef,
  id: number,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const v = await editableVersion(tx, scope, ref);
    const before = await findChild(tx, 'rule', scope.id, v.id, id);
    if (!before) throw new AppError('NOT_FOUND');
    await deleteChild(tx, 'rule', id);
    await recordEvent(tx, {
      entityType: 'product_rule',
      entityId: id,
      action: 'deleted',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: presentRule(before),
    });
  });
}
