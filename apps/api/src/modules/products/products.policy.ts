import { CompanyType, Permission, ProductMessages } from '@turbine/domain';
import { AppError } from '../../platform/errors.ts';
import { access } from '../../platform/http/access.ts';
import type { CompanyScope } from '../../platform/http/guard.ts';

/** Reading products: the product team, and staff who view risks (they quote on these products). */
export const readProducts = access.company('companyId', [
  Permission.ManageProducts,
  Permission.ViewRisks,
]);
/** Changing products: ManageProducts only (spec §6). */
export const manageProducts = access.company('companyId', Permission.ManageProducts);

/** Only underwriting companies own products (spec §1 "Underwriters configure products"); others get 403. */
export function assertProductOwner(scope: CompanyScope): void {
  if (scope.refCompanyTypeId !== CompanyType.Underwriter)
    throw new AppError('FORBIDDEN', { message: ProductMessages.underwriterOnly });
}
