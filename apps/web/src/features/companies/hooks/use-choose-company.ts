import { useNavigate } from 'react-router';
import { companyCardTarget, type UserRoleDto } from '@turbine/domain';
import { useAppDispatch } from '../../../app/hooks.ts';
import { pageLocation, representingParam, rootHost } from '../../../app/host.ts';
import { representCompany } from '../../../app/session-slice.ts';

/**
 * A click on a company card (§2): represent the company, and go to its (or its creator's)
 * subdomain, or to the root domain from a subdomain. The choice travels in a query value because
 * local storage belongs to one host.
 */
export function useChooseCompany(
  afterLocalChoice = '/company/manage',
): (role: UserRoleDto) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (role) => {
    dispatch(representCompany(role.companyId));
    const target = companyCardTarget(role.company, pageLocation(), rootHost);
    if (target.kind === 'redirect') {
      window.location.assign(`${target.url}?${representingParam}=${role.companyId}`);
      return;
    }
    void navigate(afterLocalChoice);
  };
}
