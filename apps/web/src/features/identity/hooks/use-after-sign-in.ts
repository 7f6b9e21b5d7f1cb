import { useNavigate } from 'react-router';
import { selectableRoles, type UserDto } from '@turbine/domain';
import { useAppDispatch } from '../../../app/hooks.ts';
import { representCompany } from '../../../app/session-slice.ts';
import { intendedPath } from '../../../app/storage.ts';

/**
 * Where a user goes after signing in: the remembered path if any; with exactly one selectable
 * company, represent it and manage it; otherwise the selection screen (which offers Create
 * Company to a user without one).
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
      void navigate('/company/manage', { replace: true });
      return;
    }
    void navigate('/company/select', { replace: true });
  };
}
