import { useNavigate } from 'react-router';
import { companyCardTarget, type UserRoleDto } from '@turbine/domain';
import { useAppDispatch } from '../../../app/hooks.ts';
import { pageLocation, rootHost } from '../../../app/host.ts';
import { representCompany } from '../../../app/session-slice.ts';
import { useAuth } from '../../../app/auth-context.tsx';
import { companyHome, useHandOff } from '../../identity/index.ts';

/**
 * A click on a company card (§2): represent the company, and go to its (or its creator's)
 * subdomain, or to the root domain from a subdomain, still signed in (the session is handed off,
 * decision 114). The choice travels in a query value because local storage belongs to one host.
 */
export function useChooseCompany(): (role: UserRoleDto) => void {
  const { user } = useAuth();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const handOff = useHandOff();
  return (role) => {
    dispatch(representCompany(role.companyId));
    const target = companyCardTarget(role.company, pageLocation(), rootHost);
    // The company's home: its own work, not the landing page (issue 19 item 3, decision 114).
    const home = user ? companyHome(user, role) : '/company/manage';
    if (target.kind === 'redirect') {
      void handOff(new URL(home, target.url).toString(), role.companyId);
      return;
    }
    void navigate(home);
  };
}
