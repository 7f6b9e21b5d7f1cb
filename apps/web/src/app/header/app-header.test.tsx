import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CompanyType, Permission, type UserDto, type UserRoleDto } from '@turbine/domain';
import { AppProviders } from '../providers.tsx';
import { routes } from '../routes.tsx';
import { createStore } from '../store.ts';
import { loadSignedInHeader } from './app-header.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

const role = (
  companyId: number,
  name: string,
  type: CompanyType,
  permissions: Permission[] = [],
): UserRoleDto => ({
  id: companyId * 10,
  name: 'Administrator',
  companyId,
  isAdmin: true,
  companyTypePermissionIds: [],
  permissions,
  company: {
    id: companyId,
    name,
    handle: null,
    refCompanyTypeId: type,
    isActive: true,
    hasAdmin: true,
    createdByCompanyId: null,
    createdByCompany: null,
  },
});
const user = (roles: UserRoleDto[], isTemporaryUser = false): UserDto => ({
  id: 1,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: null,
  avatarFileVersionId: null,
  theme: 'light',
  isTemporaryUser,
  createdByCompany: null,
  roles,
  lastActivityAt: null,
  createdAt: 0,
});

function renderApp(path: string, currentUser: UserDto | null) {
  fetchMock.mockImplementation(async (url) =>
    url === '/user'
      ? currentUser
        ? json(200, currentUser)
        : json(401, { message: 'Unauthenticated.' })
      : json(404, { message: 'Not found.' }),
  );
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders store={createStore()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

// The signed-in header is its own chunk (decision 164): transform it once up front, so a loaded
// machine's first import does not eat a query's timeout.
beforeAll(async () => {
  await loadSignedInHeader();
}, 60_000);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('header (§2 Header and shell)', () => {
  it('shows Login and Register to visitors, the product title and the footer on the landing page', async () => {
    renderApp('/', null);
    expect(await screen.findByRole('link', { name: 'Register' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Turbine Insurance home' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Privacy policy' })).toBeTruthy();
  });

  it('hides the buttons on the login page and shows no footer there', async () => {
    renderApp('/login', null);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Privacy policy' })).toBeNull();
  });

  it('gives a signed-in user the avatar menu with the §6 items', async () => {
    renderApp(
      '/account',
      user([
        role(1, 'Harbour Brokers', CompanyType.Broker),
        role(2, 'Coastal Bakery', CompanyType.Client),
      ]),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'User menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Manage account' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Switch company' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Manage company' })).toBeTruthy();
    // Appearance Settings only with ManageCompanyDetails, which this role lacks (decision 230).
    expect(screen.queryByRole('menuitem', { name: 'Appearance settings' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Company portal' })).toBeNull();
    expect(
      within(screen.getByRole('menu')).getByRole('radiogroup', { name: 'Colour scheme' }),
    ).toBeTruthy();
  });

  it('offers Appearance Settings to whoever may change the company details (decision 230)', async () => {
    renderApp(
      '/account',
      user([role(1, 'Harbour Brokers', CompanyType.Broker, [Permission.ManageCompanyDetails])]),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'User menu' }));
    const item = await screen.findByRole('menuitem', { name: 'Appearance settings' });
    expect(item.getAttribute('href')).toBe('/company/appearance');
  });

  it('shows no switch item with a single company, and the dashboard link (decision 139)', async () => {
    renderApp(
      '/account',
      user([role(3, 'Blue Underwriting', CompanyType.Underwriter, [Permission.ViewRisks])]),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'User menu' }));
    await screen.findByRole('menuitem', { name: 'Manage account' });
    expect(screen.queryByRole('menuitem', { name: 'Switch company' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/company/dashboard',
    );
    // The risks page exists (decision 091): an underwriter with ViewRisks gets its link.
    expect(screen.getByRole('link', { name: 'Risks' }).getAttribute('href')).toBe('/risks');
  });

  it('gives temporary users no links and no user menu', async () => {
    renderApp('/', user([role(1, 'Harbour Brokers', CompanyType.Broker)], true));
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(screen.queryByRole('button', { name: 'User menu' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Developer portal' })).toBeNull();
  });

  it('shows the developer portal link to a signed-in user without a company', async () => {
    renderApp('/account', user([]));
    expect(await screen.findByRole('link', { name: 'Developer portal' })).toBeTruthy();
  });
});
