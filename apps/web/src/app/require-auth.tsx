import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { useAuth } from './auth-context.tsx';
import { forbiddenReasonPaths } from './error-reaction.ts';
import { intendedPath } from './storage.ts';

/** Pages for signed-in users: visitors go to /login, remembering where they were going. */
export function RequireAuth() {
  const { initialised, authenticated, isFetchingUser, forbiddenReason } = useAuth();
  const location = useLocation();
  if (!initialised || (!authenticated && isFetchingUser)) return <FullPageLoader />;
  // A session held back by a 403 reason goes to that reason's page, not to /login (§4).
  const detour = forbiddenReason ? forbiddenReasonPaths[forbiddenReason] : undefined;
  if (detour) {
    intendedPath.remember(`${location.pathname}${location.search}`);
    return <Navigate to={detour} replace />;
  }
  if (!authenticated) {
    intendedPath.remember(`${location.pathname}${location.search}`);
    return <Navigate to="/login" replace />;
  }
  return <Outlet />;
}
