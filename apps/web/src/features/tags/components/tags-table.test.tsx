import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Messages, type CompanyTagDto } from '@turbine/domain';
import { fetchMock, json, renderWithApp, requests, routeFetch } from '../test-support.tsx';
import { TagsTable } from './tags-table.tsx';

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const tag = (id: number, name: string, colour: CompanyTagDto['colour'], risks = 0, companies = 0) =>
  ({ id, name, colour, riskPackages: risks, companies }) satisfies CompanyTagDto;
const vip = tag(1, 'VIP', 'grape', 4, 2);
const renewal = tag(2, 'Renewal review', 'orange');

describe('Company Tags', { timeout: 20_000 }, () => {
  it('lists the tags with how many risks and companies carry each', async () => {
    routeFetch([
      { path: /\/companies\/3\/tags$/, respond: () => json(200, { data: [renewal, vip] }) },
    ]);
    renderWithApp(<TagsTable companyId={3} />);
    expect(screen.getByLabelText('Loading tags')).toBeTruthy();
    await screen.findByText('VIP');
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Renewal review', '0', '0'],
      ['VIP', '4', '2'],
    ]);
  });

  it('shows the empty state and the error panel', async () => {
    routeFetch([{ path: /\/tags$/, respond: () => json(200, { data: [] }) }]);
    const { unmount } = renderWithApp(<TagsTable companyId={3} />);
    expect(await screen.findByText(/No tags yet/)).toBeTruthy();
    unmount();
    routeFetch([
      { path: /\/tags$/, respond: () => json(403, { message: Messages.noPermissionAccess }) },
    ]);
    renderWithApp(<TagsTable companyId={3} />);
    expect(await screen.findByText(Messages.noPermissionAccess)).toBeTruthy();
  });

  it('adds a tag: required name, the server’s message under the field, then the list again', async () => {
    let answer = json(422, {
      message: Messages.correctErrors,
      errors: { name: [Messages.nameInUse] },
    });
    routeFetch([
      { path: /\/companies\/3\/tags$/, respond: () => json(200, { data: [vip] }) },
      { method: 'POST', path: /\/companies\/3\/tags$/, respond: () => answer },
    ]);
    renderWithApp(<TagsTable companyId={3} />);
    await screen.findByText('VIP');
    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add tag' }));
    expect(await within(dialog).findByText(Messages.required)).toBeTruthy();
    expect(requests().filter((r) => r.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'vip' },
    });
    fireEvent.click(within(dialog).getByRole('combobox', { name: /Colour/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Teal' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add tag' }));
    expect(await within(dialog).findByText(Messages.nameInUse)).toBeTruthy();
    expect(requests().find((r) => r.method === 'POST')?.body).toEqual({
      name: 'vip',
      colour: 'teal',
    });

    answer = json(201, tag(5, 'Key account', 'teal'));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Key account' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add tag' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(requests().filter((r) => r.method === 'GET').length).toBeGreaterThan(1),
    );
  });

  it('edits with PUT and deletes after confirming', async () => {
    routeFetch([
      { path: /\/companies\/3\/tags$/, respond: () => json(200, { data: [vip] }) },
      {
        method: 'PUT',
        path: /\/companies\/3\/tags\/1$/,
        respond: () => json(200, { ...vip, name: 'Gold' }),
      },
      { method: 'DELETE', path: /\/companies\/3\/tags\/1$/, respond: () => json(204, null) },
    ]);
    renderWithApp(<TagsTable companyId={3} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit VIP' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Gold' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save tag' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests().find((r) => r.method === 'PUT')?.body).toEqual({
      name: 'Gold',
      colour: 'grape',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Delete VIP' }));
    const confirm = await screen.findByRole('dialog');
    expect(
      within(confirm).getByText('It is removed from 4 risk(s) and 2 company(ies).'),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete tag' }));
    await waitFor(() =>
      expect(requests().some((r) => r.method === 'DELETE' && r.url === '/companies/3/tags/1')).toBe(
        true,
      ),
    );
  });
});
