import { useNavigate } from 'react-router';
import { companyCardTarget, type UserRoleDto } from '@turbine/domain';
import { useAppDispatch } from '../../../app/hooks.ts';
import { pageLocation, rootHost } from '../../../app/host.ts';
import { representCompany } from '../../../app/session-slice.ts';
import { useHandOff } from '../../identity/index.ts';

/**
 * A click on a company card (§2): represent the company, and go to its (or its creator's)
 * subdomain, or to the root domain from a subdomain, still signed in (the session is handed off,
 * decision 114). The choice travels in a query value because local storage belongs to one host.
 */
export function useChooseCompany(
  afterLocalChoice = '/company/manage',
): (role: UserRoleDto) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const handOff = useHandOff();
  return (role) => {
    dispatch(representCompany(role.companyId));
    const target = companyCardTarget(role.company, pageLocation(), rootHost);
    if (target.kind === 'redirect') {
      void handOff(target.url, role.companyId);
      return;
    }
    void navigate(afterLocalChoice);
  };
}
