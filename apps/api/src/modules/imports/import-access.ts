import { CompanyType, hasCompanyPermission, ImportMessages, Permission } from '@turbine/domain';
import { AppError } from '../../platform/errors.ts';
import { access } from '../../platform/http/access.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';

/** The route's declaration: ManageRisks in the company (spec §6 permissions); the rest is checked below. */
export const importAccess = access.company('companyId', Permission.ManageRisks);

/**
 * "Data import is for underwriting managers" (§6, decision 128): an underwriting company, and besides
 * ManageRisks the user holds ManageBindingAgreements there — the manager who answers for the agreements the
 * imported book was written under. A member without it gets 403 with the reason; a non-member never gets
 * here (the guard answers 404).
 */
export function assertMayImport(actor: Actor, scope: CompanyScope): void {
  if (
    scope.refCompanyTypeId !== CompanyType.Underwriter ||
    !hasCompanyPermission(actor.user, scope.id, Permission.ManageBindingAgreements)
  )
    throw new AppError('FORBIDDEN', { message: ImportMessages.needsImportPermission });
}
