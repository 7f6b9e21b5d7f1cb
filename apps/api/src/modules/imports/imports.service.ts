import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { assertMayImport } from './import-access.ts';
import {
  findPolicyImport,
  firstImportedPolicies,
  listPolicyImports as listRows,
} from './imports.repository.ts';
import { presentPolicyImport } from './imports.presenter.ts';
import { policyImportTemplate } from './template.ts';

/** GET …/woodina-bulk-import/{importId}: one import of this company, with its counts and row errors. */
export async function getPolicyImport(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
) {
  assertMayImport(actor, scope);
  const row = await findPolicyImport(ctx.db, scope.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  const policies = row.status === 'imported' ? await firstImportedPolicies(ctx.db, row.id) : [];
  return presentPolicyImport(row, policies);
}

/** GET …/woodina-bulk-import: the company's 20 latest imports and validations (errors left out). */
export async function listPolicyImports(ctx: AppContext, actor: Actor, scope: CompanyScope) {
  assertMayImport(actor, scope);
  const rows = await listRows(ctx.db, scope.id);
  return { data: rows.map((r) => ({ ...presentPolicyImport(r), errors: [] })) };
}

/** GET …/woodina-bulk-import/template: the layout's header and an example row for this company. */
export async function policyImportTemplateFor(ctx: AppContext, actor: Actor, scope: CompanyScope) {
  assertMayImport(actor, scope);
  return policyImportTemplate(ctx.db, scope.id);
}
