import { availableNavLinks, headerNavLinks, type NavLinkItem } from '@turbine/domain';
import { useAuth } from '../auth-context.tsx';
import { useCompany } from '../company-context.tsx';
import { isRegisteredPath } from '../route-paths.ts';

/** The header links the user may see, limited to pages that exist (decision 020). */
export function useHeaderLinks(): NavLinkItem[] {
  const { user } = useAuth();
  const { representedRole } = useCompany();
  const company = representedRole
    ? { id: representedRole.companyId, refCompanyTypeId: representedRole.company.refCompanyTypeId }
    : null;
  return availableNavLinks(headerNavLinks({ user, company }), isRegisteredPath);
}
