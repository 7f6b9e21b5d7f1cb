import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { UserDto } from '@turbine/domain';
import { useGetUserQuery } from '../features/identity/index.ts';
import { errorBody, errorStatus } from './api-error.ts';
import { useAppSelector } from './hooks.ts';

/** §3 auth context flags, plus the signed-in user. */
export interface AuthContextValue {
  user: UserDto | null;
  initialised: boolean;
  authenticated: boolean;
  isFetchingUser: boolean;
  authenticating2fa: boolean;
  /** The 403 reason of the user fetch (password expired, 2FA), while the session is held back by it. */
  forbiddenReason: string | null;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, error, isError, isFetching, isUninitialized, isLoading } = useGetUserQuery();
  const authenticating2fa = useAppSelector((s) => s.session.authenticating2fa);
  const value = useMemo<AuthContextValue>(() => {
    const authenticated = Boolean(data) && !isError;
    return {
      user: authenticated && data ? data : null,
      initialised: !isUninitialized && !isLoading,
      authenticated,
      isFetchingUser: isFetching,
      authenticating2fa,
      forbiddenReason: errorStatus(error) === 403 ? (errorBody(error)?.reason ?? null) : null,
    };
  }, [data, error, isError, isFetching, isUninitialized, isLoading, authenticating2fa]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
