import { hasCompanyPermission, Permission, type RiskPackageDto } from '@turbine/domain';
import { useAuth } from '../../../../app/auth-context.tsx';

/** What the viewer may change in the panel: ManageRisks in the acting company; notes and the underwriter tabs only for the underwriting company. */
export function usePanelAccess(companyId: number, riskPackage: RiskPackageDto) {
  const { user } = useAuth();
  const canManage = Boolean(user && hasCompanyPermission(user, companyId, Permission.ManageRisks));
  const isUnderwriter =
    riskPackage.viewerRole === 'underwriter' && riskPackage.underwriterCompany.id === companyId;
  return { canManage, isUnderwriter };
}
