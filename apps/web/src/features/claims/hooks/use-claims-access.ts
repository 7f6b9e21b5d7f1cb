import { CompanyType, hasCompanyPermission, Permission } from '@turbine/domain';
import { useAuth } from '../../../app/auth-context.tsx';
import { useCompany } from '../../../app/company-context.tsx';

const reporters: readonly number[] = [
  CompanyType.Broker,
  CompanyType.Underwriter,
  CompanyType.Legal,
];

/** The acting company and what its user may do with claims (decision 120). */
export function useClaimsAccess() {
  const { user } = useAuth();
  const { currentCompanyId, representedRole, handleCompany } = useCompany();
  const companyType =
    handleCompany?.id === currentCompanyId
      ? handleCompany.refCompanyTypeId
      : representedRole?.companyId === currentCompanyId
        ? (representedRole?.company.refCompanyTypeId ?? null)
        : null;
  const has = (p: Permission) =>
    Boolean(user && currentCompanyId != null && hasCompanyPermission(user, currentCompanyId, p));
  const canManage = has(Permission.ManageRisks);
  return {
    companyId: currentCompanyId ?? null,
    companyType,
    canView: has(Permission.ViewRisks) || canManage,
    canManage,
    canReport: canManage && companyType !== null && reporters.includes(companyType),
  };
}
