import { CompanyType, hasCompanyPermission, Permission } from '@turbine/domain';
import { useAuth } from '../../../../app/auth-context.tsx';
import { useCompany } from '../../../../app/company-context.tsx';

/** The company the risks pages act for, its type, and what the user may do there (§6, decision 090). */
export interface RisksAccess {
  companyId: number | null;
  companyType: CompanyType | null;
  /** ViewRisks (brokers also with ManageRisks): the list opens (decision 091). */
  canView: boolean;
  /** Brokers with ManageRisks place new risks. */
  canCreate: boolean;
  /** Underwriting companies with ManageCompanyStatuses configure their workflow (§4). */
  canManageStatuses: boolean;
}

// A client company reads the policies it is the insured of (issue 19 item 3, decision 114).
const riskCompanyTypes: readonly CompanyType[] = [
  CompanyType.Broker,
  CompanyType.Underwriter,
  CompanyType.Insurer,
  CompanyType.Client,
];

/** The acting company is the handle company if any, else the represented one (§6 current company). */
export function useRisksAccess(): RisksAccess {
  const { user } = useAuth();
  const { currentCompanyId, handleCompany, representedRole } = useCompany();
  const companyType =
    handleCompany?.id === currentCompanyId
      ? handleCompany.refCompanyTypeId
      : representedRole?.companyId === currentCompanyId
        ? (representedRole?.company.refCompanyTypeId ?? null)
        : null;
  const none = {
    companyId: currentCompanyId,
    companyType,
    canView: false,
    canCreate: false,
    canManageStatuses: false,
  };
  if (!user || currentCompanyId == null || companyType == null) return none;
  const has = (p: Permission) => hasCompanyPermission(user, currentCompanyId, p);
  const isBroker = companyType === CompanyType.Broker;
  return {
    companyId: currentCompanyId,
    companyType,
    canView:
      riskCompanyTypes.includes(companyType) &&
      (has(Permission.ViewRisks) || (isBroker && has(Permission.ManageRisks))),
    canCreate: isBroker && has(Permission.ManageRisks),
    canManageStatuses:
      companyType === CompanyType.Underwriter && has(Permission.ManageCompanyStatuses),
  };
}
