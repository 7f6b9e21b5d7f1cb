import { hasCompanyPermission, Permission } from '@turbine/domain';
import { useAuth } from '../../../app/auth-context.tsx';
import { useCompany } from '../../../app/company-context.tsx';

/** The company the products pages act for and what the user may do there (docs/api.md Products). */
export interface ProductAccess {
  companyId: number | null;
  /** ManageProducts or ViewRisks: the pages open. */
  canRead: boolean;
  /** ManageProducts: controls are enabled. */
  canEdit: boolean;
}

export function useProductAccess(): ProductAccess {
  const { user } = useAuth();
  const { currentCompanyId } = useCompany();
  if (!user || currentCompanyId == null)
    return { companyId: currentCompanyId, canRead: false, canEdit: false };
  const canEdit = hasCompanyPermission(user, currentCompanyId, Permission.ManageProducts);
  const canRead = canEdit || hasCompanyPermission(user, currentCompanyId, Permission.ViewRisks);
  return { companyId: currentCompanyId, canRead, canEdit };
}
