import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { CompanyType, type UserRoleDto } from '@turbine/domain';
import { renderWithApp } from '../../../test/render.tsx';
import { CompanySelectionList } from './company-selection-list.tsx';

const role = (
  id: number,
  name: string,
  type: CompanyType,
  roleName: string,
  creator: string | null = null,
): UserRoleDto => ({
  id: id * 10,
  name: roleName,
  companyId: id,
  isAdmin: false,
  companyTypePermissionIds: [],
  permissions: [],
  company: {
    id,
    name,
    handle: null,
    refCompanyTypeId: type,
    isActive: true,
    hasAdmin: true,
    createdByCompanyId: creator ? 99 : null,
    createdByCompany: creator ? { id: 99, name: creator, handle: 'uw' } : null,
  },
});

const roles = [
  role(9, 'Turbine Operations', CompanyType.System, 'Support'),
  role(1, 'Harbour Brokers', CompanyType.Broker, 'Administrator'),
  role(2, 'Coastal Bakery', CompanyType.Client, 'Owner', 'Harbour Brokers'),
];

describe('CompanySelectionList (§2 Company selection screen)', () => {
  it('shows type badge, company name, creating company and role name on each card', () => {
    renderWithApp(
      <CompanySelectionList roles={roles} representedId={null} onChoose={() => undefined} />,
    );
    const items = screen.getAllByRole('listitem');
    const bakery = within(items[2] as HTMLElement);
    expect(bakery.getByText('Client')).toBeTruthy();
    expect(bakery.getByText('Coastal Bakery')).toBeTruthy();
    expect(bakery.getByText('Created by Harbour Brokers')).toBeTruthy();
    expect(bakery.getByText('Role: Owner')).toBeTruthy();
    expect(within(items[1] as HTMLElement).queryByText(/Created by/)).toBeNull();
  });

  it('lists system companies first, followed by a dashed divider', () => {
    renderWithApp(
      <CompanySelectionList roles={roles} representedId={null} onChoose={() => undefined} />,
    );
    const names = screen
      .getAllByRole('listitem')
      .map((li) => li.querySelector('p[class*="Text"]')?.textContent ?? li.textContent);
    expect(names[0]).toContain('Turbine Operations');
    const divider = screen.getByTestId('system-divider');
    expect(divider.getAttribute('data-variant') ?? divider.className).toMatch(/dashed/);
    const list = screen.getByRole('list', { name: 'Companies' });
    const children = Array.from(list.children);
    expect(children.indexOf(divider)).toBe(1);
  });

  it('has no divider without a system company', () => {
    renderWithApp(
      <CompanySelectionList
        roles={roles.slice(1)}
        representedId={null}
        onChoose={() => undefined}
      />,
    );
    expect(screen.queryByTestId('system-divider')).toBeNull();
  });

  it('marks the represented company with a green tick', () => {
    renderWithApp(
      <CompanySelectionList roles={roles} representedId={1} onChoose={() => undefined} />,
    );
    const ticks = screen.getAllByRole('img', { name: 'Currently represented' });
    expect(ticks).toHaveLength(1);
    expect(
      within(screen.getAllByRole('listitem')[1] as HTMLElement).getByRole('img', {
        name: 'Currently represented',
      }),
    ).toBeTruthy();
  });

  it('hands the chosen role to onChoose', () => {
    const onChoose = vi.fn();
    renderWithApp(<CompanySelectionList roles={roles} representedId={null} onChoose={onChoose} />);
    fireEvent.click(screen.getByRole('button', { name: /^Harbour Brokers/ }));
    expect(onChoose).toHaveBeenCalledWith(roles[1]);
  });

  it('offers Create Company to a user without a company', () => {
    renderWithApp(
      <CompanySelectionList roles={[]} representedId={null} onChoose={() => undefined} />,
    );
    expect(screen.getByRole('link', { name: 'Create Company' }).getAttribute('href')).toBe(
      '/company/create',
    );
  });
});
