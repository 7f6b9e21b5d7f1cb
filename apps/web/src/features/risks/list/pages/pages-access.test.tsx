import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CompanyType, Messages, Permission, type UserDto, type UserRoleDto } from '@turbine/domain';
import { AppProviders } from '../../../../app/providers.tsx';
import { routes } from '../../../../app/routes.tsx';
import { createStore } from '../../../../app/store.ts';
import { fetchMock, json, page, riskRow } from '../test-support.tsx';

const role = (companyId: number, type: CompanyType, permissions: Permission[]): UserRoleDto => ({
  id: companyId * 10,
  name: 'Staff',
  companyId,
  isAdmin: false,
  companyTypePermissionIds: [],
  permissions,
  company: {
    id: companyId,
    name: `Company ${companyId}`,
    handle: null,
    refCompanyTypeId: type,
    isActive: true,
    hasAdmin: true,
    createdByCompanyId: null,
    createdByCompany: null,
  },
});
const user = (roles: UserRoleDto[]): UserDto => ({
  id: 1,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: null,
  avatarFileVersionId: null,
  theme: 'light',
  isTemporaryUser: false,
  createdByCompany: null,
  roles,
  lastActivityAt: null,
  createdAt: 0,
});

function renderApp(path: string, currentUser: UserDto) {
  fetchMock.mockImplementation(async (url) => {
    if (url === '/user') return json(200, currentUser);
    if (/\/risks\?/.test(url)) return json(200, page([riskRow({ reference: 'R-1' })]));
    if (/underwriting-statuses$/.test(url)) return json(200, []);
    return json(404, { message: 'Not found.' });
  });
  render(
    <AppProviders store={createStore()} env="test">
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </AppProviders>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('who opens the risks pages', { timeout: 20_000 }, () => {
  it('opens the list to a broker with ManageRisks, with the header link and New risk', async () => {
    renderApp('/risks', user([role(2, CompanyType.Broker, [Permission.ManageRisks])]));
    expect(await screen.findByRole('link', { name: 'R-1' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New risk' })).toBeTruthy();
    // The header is lazy (decision 164): it may arrive after the list.
    const header = await screen.findByRole('link', { name: 'Risks' }, { timeout: 8000 });
    expect(header.getAttribute('href')).toBe('/risks');
  });

  it('refuses the list to an underwriter without ViewRisks', async () => {
    renderApp('/risks', user([role(3, CompanyType.Underwriter, [Permission.ManageRisks])]));
    expect(
      await screen.findByText(Messages.noPermissionAccess, undefined, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Risks' })).toBeNull();
  });

  it('opens its own policies to a client company, with nothing to create', async () => {
    renderApp('/risks', user([role(6, CompanyType.Client, [Permission.ViewRisks])]));
    await waitFor(
      () =>
        expect(
          fetchMock.mock.calls.some(([url]) => String(url).includes('/companies/6/risks')),
        ).toBe(true),
      { timeout: 8000 },
    );
    expect(screen.queryByText(Messages.noPermissionAccess)).toBeNull();
    expect(screen.queryByRole('link', { name: 'New risk' })).toBeNull();
  });

  it('refuses Products to a broker once: no toast, no Try again, no Create product (issue 19 item 7)', async () => {
    renderApp('/company/products', user([role(2, CompanyType.Broker, [Permission.ViewRisks])]));
    expect(
      await screen.findByText(Messages.noPermissionAccess, undefined, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getAllByText(Messages.noPermissionAccess)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create product' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/products'))).toBe(false);
  });

  it('refuses the list to a client company user without ViewRisks', async () => {
    renderApp('/risks', user([role(6, CompanyType.Client, [])]));
    expect(
      await screen.findByText(Messages.noPermissionAccess, undefined, { timeout: 8000 }),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/risks'))).toBe(false);
  });

  it('opens the workflow only to an underwriting company with ManageCompanyStatuses', async () => {
    renderApp(
      '/company/workflow',
      user([role(2, CompanyType.Broker, [Permission.ManageCompanyStatuses])]),
    );
    expect(
      await screen.findByText(Messages.noPermissionAccess, undefined, { timeout: 8000 }),
    ).toBeTruthy();
  });

  it('shows the workflow to an underwriter with ManageCompanyStatuses', async () => {
    renderApp(
      '/company/workflow',
      user([role(3, CompanyType.Underwriter, [Permission.ManageCompanyStatuses])]),
    );
    expect(
      await screen.findByRole('heading', { name: 'Workflow Configuration' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(await screen.findByText(/No underwriting statuses yet/)).toBeTruthy();
  });

  it('opens the reports of a company only with ExecuteCompanyReports there', async () => {
    renderApp(
      '/companies/9/reports',
      user([role(3, CompanyType.Underwriter, [Permission.ExecuteCompanyReports])]),
    );
    expect(
      await screen.findByText(Messages.noPermissionAccess, undefined, { timeout: 8000 }),
    ).toBeTruthy();
  });

  it('shows the bound-policy report panel of the route company', async () => {
    renderApp(
      '/companies/3/reports',
      user([role(3, CompanyType.Underwriter, [Permission.ExecuteCompanyReports])]),
    );
    expect(
      await screen.findByRole('heading', { name: 'Company Reports' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bound policy report' })).toBeTruthy();
    expect(screen.getByText('Reports of Company 3.')).toBeTruthy();
  });
});
