import { useNavigate } from 'react-router';
import {
  availableNavLinks,
  headerNavLinks,
  selectableRoles,
  type UserDto,
  type UserRoleDto,
} from '@turbine/domain';
import { isRegisteredPath } from '../../../app/route-paths.ts';
import { useAppDispatch } from '../../../app/hooks.ts';
import { representCompany } from '../../../app/session-slice.ts';
import { intendedPath } from '../../../app/storage.ts';

/**
 * A company's home (issue 19 item 3, decision 114): the menu entry of its work (risks for brokers,
 * agencies and insurers, policies for the insured's company, companies for the operator, incidents for
 * a legal firm, decision 120), else its
 * first menu entry that leads to a page, else its company page.
 */
export function companyHome(user: UserDto, role: UserRoleDto): string {
  const company = { id: role.companyId, refCompanyTypeId: role.company.refCompanyTypeId };
  const links = availableNavLinks(headerNavLinks({ user, company }), isRegisteredPath);
  const pages = links.filter((l) => !l.external && !l.children);
  // The work itself first (risks, policies, companies; a legal firm's incidents list), then any other entry (products).
  const work = links.find(
    (l) =>
      l.key === 'risks' || l.key === 'policies' || l.key === 'companies' || l.key === 'incidents',
  );
  return (work ?? pages[0])?.path ?? '/company/manage';
}

/**
 * Where a user goes after signing in: the remembered path if any; with exactly one selectable
 * company, represent it and go to its home; with none, the Welcome screen; otherwise the selection
 * screen.
 */
export function useAfterSignIn(): (user: UserDto) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (user) => {
    const roles = selectableRoles(user.roles);
    const remembered = intendedPath.take('');
    if (remembered) {
      void navigate(remembered, { replace: true });
      return;
    }
    const only = roles.length === 1 ? roles[0] : undefined;
    if (only) {
      dispatch(representCompany(only.companyId));
      void navigate(companyHome(user, only), { replace: true });
      return;
    }
    // No company yet: the Welcome screen (§2, decision 231) explains how to get one.
    void navigate(roles.length === 0 ? '/welcome' : '/company/select', { replace: true });
  };
}
