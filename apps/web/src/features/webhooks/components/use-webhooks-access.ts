import { hasCompanyPermission, Permission } from '@turbine/domain';
import { useAuth } from '../../../app/auth-context.tsx';
import { useCompany } from '../../../app/company-context.tsx';

/** The current company when the user may manage its webhooks (a company setting: ManageCompanyDetails). */
export function useWebhooksCompany(): number | null {
  const { user } = useAuth();
  const { currentCompanyId } = useCompany();
  if (!user || currentCompanyId == null) return null;
  return hasCompanyPermission(user, currentCompanyId, Permission.ManageCompanyDetails)
    ? currentCompanyId
    : null;
}
