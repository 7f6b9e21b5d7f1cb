import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import {
  companyTypeFlags,
  isSupportView,
  menuVisibility,
  selectableRoles,
  selectRepresentingCompanyId,
  type CompanyTypeFlags,
  type MenuVisibility,
  type UserRoleDto,
} from '@turbine/domain';
import { useGetCompanyByHandleQuery, type HandleCompanyDto } from '../features/companies/index.ts';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { ErrorPanel } from '../components/error-panel.tsx';
import { useAuth } from './auth-context.tsx';
import { useAppDispatch, useAppSelector } from './hooks.ts';
import { currentHostHandle } from './host.ts';
import { isPublicPath } from './public-paths.ts';
import { representCompany } from './session-slice.ts';

/** The company side of the shell (§2, §4, §6). */
export interface CompanyContextValue {
  hostHandle: string | null;
  handleCompany: HandleCompanyDto | null;
  /** The user's role in the represented company (its company, name and permissions). */
  representedRole: UserRoleDto | null;
  /** Roles the user may represent: active companies with an admin, system companies first. */
  selectable: UserRoleDto[];
  flags: CompanyTypeFlags;
  menu: MenuVisibility;
  supportView: boolean;
  /** The company pages act on: the handle company if any, else the represented company (§6). */
  currentCompanyId: number | null;
}

const CompanyContext = createContext<CompanyContextValue | null>(null);

export function CompanyProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const storedId = useAppSelector((s) => s.session.representingCompanyId);
  const hostHandle = currentHostHandle();
  const handleQuery = useGetCompanyByHandleQuery(hostHandle ?? '', { skip: !hostHandle });
  const handleCompany = hostHandle ? (handleQuery.data ?? null) : null;
  const publicPath = isPublicPath(pathname);
  // Choose only once the handle company is known, or the first role would win over it.
  const handleReady = !hostHandle || handleQuery.isSuccess;

  const selectedId = useMemo(
    () =>
      user && handleReady
        ? selectRepresentingCompanyId({
            roles: user.roles,
            storedId,
            handleCompanyId: handleCompany?.id ?? null,
            isPublicPath: publicPath,
          })
        : null,
    [user, handleReady, storedId, handleCompany, publicPath],
  );

  // Remember the outcome of the selection order; with no user the context is logged out (§4).
  useEffect(() => {
    if (
      user &&
      handleReady &&
      selectedId !== storedId &&
      (selectedId != null || storedId != null)
    ) {
      dispatch(representCompany(selectedId));
    }
  }, [user, handleReady, selectedId, storedId, dispatch]);

  const value = useMemo<CompanyContextValue>(() => {
    const selectable = user ? selectableRoles(user.roles) : [];
    const representedRole = selectable.find((r) => r.companyId === selectedId) ?? null;
    const represented = representedRole?.company ?? null;
    return {
      hostHandle,
      handleCompany,
      representedRole,
      selectable,
      flags: companyTypeFlags(represented?.refCompanyTypeId),
      menu: menuVisibility({ roles: user?.roles ?? [], represented, handleCompany, hostHandle }),
      supportView: isSupportView({ represented, handleCompany }),
      currentCompanyId: handleCompany?.id ?? represented?.id ?? null,
    };
  }, [user, selectedId, hostHandle, handleCompany]);

  if (hostHandle && handleQuery.isLoading)
    return <FullPageLoader label={`Loading ${hostHandle}…`} />;
  if (hostHandle && handleQuery.isError) {
    return (
      <ErrorPanel
        error={handleQuery.error}
        itemName={`company "${hostHandle}"`}
        title={`Could not load the company "${hostHandle}".`}
        onRetry={() => void handleQuery.refetch()}
      />
    );
  }
  return <CompanyContext.Provider value={value}>{children}</CompanyContext.Provider>;
}

export function useCompany(): CompanyContextValue {
  const value = useContext(CompanyContext);
  if (!value) throw new Error('useCompany must be used inside CompanyProvider');
  return value;
}
