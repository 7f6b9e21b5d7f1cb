import { CompanyType, hasCompanyPermission, Permission } from '@turbine/domain';
import { useAuth } from '../../../../app/auth-context.tsx';
import { useCompany } from '../../../../app/company-context.tsx';

/** The company the risk pages act for and what the user may do there (decision 090: View/ManageRisks). */
export interface RiskAccess {
  companyId: number | null;
  canView: boolean;
  canManage: boolean;
  isBroker: boolean;
  /** ManageCompanyTags: add and remove the company's tags on the risk (decision 171). */
  canManageTags: boolean;
}

export function useRiskAccess(): RiskAccess {
  const { user } = useAuth();
  const { currentCompanyId, representedRole, handleCompany } = useCompany();
  const companyType =
    handleCompany?.id === currentCompanyId
      ? handleCompany?.refCompanyTypeId
      : representedRole?.company.refCompanyTypeId;
  const isBroker = companyType === CompanyType.Broker;
  if (!user || currentCompanyId == null)
    return {
      companyId: currentCompanyId,
      canView: false,
      canManage: false,
      isBroker,
      canManageTags: false,
    };
  const canManage = hasCompanyPermission(user, currentCompanyId, Permission.ManageRisks);
  const canView = canManage || hasCompanyPermission(user, currentCompanyId, Permission.ViewRisks);
  const canManageTags = hasCompanyPermission(user, currentCompanyId, Permission.ManageCompanyTags);
  return { companyId: currentCompanyId, canView, canManage, isBroker, canManageTags };
}
