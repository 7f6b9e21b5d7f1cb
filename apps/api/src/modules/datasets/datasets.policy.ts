import { CompanyType, Permission, ProductMessages } from '@turbine/domain';
import { AppError } from '../../platform/errors.ts';
import { access } from '../../platform/http/access.ts';
import type { CompanyScope } from '../../platform/http/guard.ts';

/** Reading datasets: the product team, and staff who view risks (as for products, decision 060). */
export const readDatasets = access.company('companyId', [
  Permission.ManageProducts,
  Permission.ViewRisks,
]);
/** Changing datasets: ManageProducts only (spec §6). */
export const manageDatasets = access.company('companyId', Permission.ManageProducts);

/** Datasets feed product formulas, so only underwriting companies have them (spec §1); others get 403. */
export function assertDatasetOwner(scope: CompanyScope): void {
  if (scope.refCompanyTypeId !== CompanyType.Underwriter)
    throw new AppError('FORBIDDEN', { message: ProductMessages.underwriterOnly });
}
