import { CompanyType, hasCompanyPermission, Permission } from '@turbine/domain';
import { useAuth } from '../../../app/auth-context.tsx';
import { useCompany } from '../../../app/company-context.tsx';

/** The company the products pages act for and what the user may do there (docs/api.md Products). */
export interface ProductAccess {
  companyId: number | null;
  /** An underwriting company (only they own products), with ManageProducts or ViewRisks: the pages open. */
  canRead: boolean;
  /** ManageProducts: controls are enabled. */
  canEdit: boolean;
}

export function useProductAccess(): ProductAccess {
  const { user } = useAuth();
  const { currentCompanyId, handleCompany, representedRole } = useCompany();
  const companyType =
    handleCompany?.id === currentCompanyId
      ? handleCompany.refCompanyTypeId
      : representedRole?.company.refCompanyTypeId;
  // The API refuses products to any other company type (403): the page says so once, itself (issue 19 item 7).
  if (!user || currentCompanyId == null || companyType !== CompanyType.Underwriter)
    return { companyId: currentCompanyId, canRead: false, canEdit: false };
  const canEdit = hasCompanyPermission(user, currentCompanyId, Permission.ManageProducts);
  const canRead = canEdit || hasCompanyPermission(user, currentCompanyId, Permission.ViewRisks);
  return { companyId: currentCompanyId, canRead, canEdit };
}
