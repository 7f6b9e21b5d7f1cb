import { CompanyType, hasCompanyPermission, type Permission } from '@turbine/domain';
import { useAuth } from '../../../app/auth-context.tsx';
import { useCompany } from '../../../app/company-context.tsx';

export interface AuthorityAccess {
  companyId: number | null;
  /** Only underwriting companies own authority data (decision 070). */
  isUnderwriter: boolean;
  /** The user may change the screen's items (its managing permission, §6). */
  canEdit: boolean;
}

/** The company the authority screens act on and whether the user may edit there. */
export function useAuthorityAccess(managePermission: Permission): AuthorityAccess {
  const { user } = useAuth();
  const { currentCompanyId, handleCompany, representedRole } = useCompany();
  const type =
    handleCompany && handleCompany.id === currentCompanyId
      ? handleCompany.refCompanyTypeId
      : representedRole?.companyId === currentCompanyId
        ? representedRole?.company.refCompanyTypeId
        : undefined;
  const isUnderwriter = type === CompanyType.Underwriter;
  const canEdit = Boolean(
    user && isUnderwriter && hasCompanyPermission(user, currentCompanyId, managePermission),
  );
  return { companyId: currentCompanyId, isUnderwriter, canEdit };
}
