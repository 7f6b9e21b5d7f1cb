import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Messages } from '@turbine/domain';
import { renderWithApp } from '../../../test/render.tsx';
import { CompanyDatasetsPanel } from '../components/company-datasets-panel.tsx';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const rates = {
  id: 7,
  name: 'rates',
  columns: ['occupation', 'rate'],
  rowCount: 2,
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const page = (data: unknown[]) => ({ data, meta: { page: 1, perPage: 25, total: data.length } });
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    method: init?.method ?? 'GET',
    url: String(url),
    body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
  }));

/** Answers each request by the first route whose method and path match. */
function routeFetch(routes: { method?: string; path: RegExp; respond: () => Response }[]) {
  fetchMock.mockImplementation(async (url, init) => {
    const route = routes.find(
      (r) => (r.method ?? 'GET') === (init?.method ?? 'GET') && r.path.test(String(url)),
    );
    return route ? route.respond() : json(404, { message: 'Not found' });
  });
}

const renderPanel = (canEdit = true) =>
  renderWithApp(<CompanyDatasetsPanel companyId={4} canEdit={canEdit} />, {
    path: '/company/products/datasets',
  });

describe('Datasets page', () => {
  it('lists the company datasets after loading, and says when there are none', async () => {
    routeFetch([{ path: /\/companies\/4\/datasets\?/, respond: () => json(200, page([rates])) }]);
    renderPanel();
    expect(screen.getByLabelText('Loading dataset list')).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'rates' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'occupation, rate' })).toBeTruthy();
    expect(calls()[0]?.url).toMatch(/^\/companies\/4\/datasets\?page=1&perPage=25$/);
  });

  it('shows the empty state and an error with a retry', async () => {
    routeFetch([{ path: /datasets/, respond: () => json(200, page([])) }]);
    const { unmount } = renderPanel();
    expect(await screen.findByText(/No datasets yet/)).toBeTruthy();
    unmount();
    routeFetch([{ path: /datasets/, respond: () => json(500, { message: 'Boom' }) }]);
    renderPanel();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('creates a dataset with the table editor and shows the server field errors', async () => {
    let answer = json(422, {
      message: Messages.correctErrors,
      errors: { name: [Messages.nameInUse] },
    });
    routeFetch([
      { path: /\/companies\/4\/datasets\?/, respond: () => json(200, page([])) },
      { method: 'POST', path: /\/companies\/4\/datasets$/, respond: () => answer },
    ]);
    renderPanel();
    await screen.findByText(/No datasets yet/);
    fireEvent.click(screen.getByRole('button', { name: 'Add dataset' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'bands' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Column 1 name' }), {
      target: { value: 'postcode' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Column 2 name' }), {
      target: { value: 'band' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Row 1 postcode' }), {
      target: { value: '2000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save dataset' }));
    expect(await screen.findByText(Messages.nameInUse)).toBeTruthy();
    const post = calls().find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      name: 'bands',
      columns: ['postcode', 'band'],
      rows: [['2000', null]],
    });
    answer = json(201, {
      id: 9,
      name: 'bands2',
      columns: ['postcode', 'band'],
      rows: [],
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), {
      target: { value: 'bands2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save dataset' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save dataset' })).toBeNull());
  });

  it('shows why a delete was refused (in use)', async () => {
    routeFetch([
      { path: /\/companies\/4\/datasets\?/, respond: () => json(200, page([rates])) },
      {
        method: 'DELETE',
        path: /\/companies\/4\/datasets\/7$/,
        respond: () => json(409, { message: Messages.cannotDeleteInUse, code: 'IN_USE_DELETE' }),
      },
    ]);
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete rates' }));
    expect(await screen.findByText(Messages.cannotDeleteInUse)).toBeTruthy();
  });

  it('is read-only without ManageProducts: no add, import or delete, and the editor only views', async () => {
    routeFetch([
      { path: /\/companies\/4\/datasets\?/, respond: () => json(200, page([rates])) },
      {
        path: /\/companies\/4\/datasets\/7$/,
        respond: () => json(200, { ...rates, rows: [['ACC', '0.01']] }),
      },
    ]);
    renderPanel(false);
    expect(await screen.findByText(Messages.noPermissionEdit)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add dataset' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete rates' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'View rates' }));
    expect(await screen.findByDisplayValue('ACC')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save dataset' })).toBeNull();
    // The footer's Close besides the header's × (named Close too, decision 165).
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
  });
});
