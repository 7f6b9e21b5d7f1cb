import { useNavigate } from 'react-router';
import { baseApi } from '../../../app/base-api.ts';
import { useAppDispatch } from '../../../app/hooks.ts';
import { currentHostHandle } from '../../../app/host.ts';
import { representCompany } from '../../../app/session-slice.ts';
import { storage } from '../../../app/storage.ts';
import { storageKeys } from '../../../app/theme.ts';
import { useLogoutMutation } from '../api/identity-api.ts';

/**
 * Logout (§4): sends the host's company handle; on success opens logoutUrl in a new tab when given,
 * resets the represented company, removes the stored email, replaces the page with /login and
 * resets all cached API state. A failure changes nothing (and shows no toast).
 */
export function useLogout(): { logout: () => Promise<void>; isLoading: boolean } {
  const [mutate, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const logout = async () => {
    const result = await mutate({ companyHandle: currentHostHandle() });
    if (result.error) return;
    if (result.data?.logoutUrl) window.open(result.data.logoutUrl, '_blank', 'noopener');
    dispatch(representCompany(null));
    storage.remove(storageKeys.email);
    await navigate('/login', { replace: true });
    dispatch(baseApi.util.resetApiState());
  };
  return { logout, isLoading };
}
