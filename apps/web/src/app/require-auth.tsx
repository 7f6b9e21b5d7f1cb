import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { useAuth } from './auth-context.tsx';
import { intendedPath } from './storage.ts';

/** Pages for signed-in users: visitors go to /login, remembering where they were going. */
export function RequireAuth() {
  const { initialised, authenticated, isFetchingUser } = useAuth();
  const location = useLocation();
  if (!initialised || (!authenticated && isFetchingUser)) return <FullPageLoader />;
  if (!authenticated) {
    intendedPath.remember(`${location.pathname}${location.search}`);
    return <Navigate to="/login" replace />;
  }
  return <Outlet />;
}
