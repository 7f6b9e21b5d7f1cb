import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Messages, RiskMessages, type UnderwritingStatusDto } from '@turbine/domain';
import { calls, fetchMock, json, renderAt, routeFetch } from '../test-support.tsx';
import { WorkflowPanel } from './workflow-panel.tsx';

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const status = (
  id: number,
  name: string,
  sortOrder: number,
  activeRisks = 0,
  colour = 'blue',
): UnderwritingStatusDto => ({ id, name, colour, sortOrder, activeRisks });
const review = status(1, 'In review', 1, 3, 'grape');
const waiting = status(2, 'Waiting on broker', 2, 0, 'yellow');
const show = () =>
  renderAt(<WorkflowPanel companyId={3} />, {
    route: '/company/workflow',
    url: '/company/workflow',
  });
const bodies = (method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => ({
      url: String(url),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));

describe('Workflow Configuration', { timeout: 20_000 }, () => {
  it('lists the statuses in order with colour, order and active risk count', async () => {
    // The server's order is not trusted: the page sorts by order.
    routeFetch([
      {
        path: /\/companies\/3\/underwriting-statuses$/,
        respond: () => json(200, [waiting, review]),
      },
    ]);
    show();
    expect(screen.getByLabelText('Loading underwriting statuses')).toBeTruthy();
    await screen.findByRole('cell', { name: 'In review' });
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['In review', 'Grape', '1', '3'],
      ['Waiting on broker', 'Yellow', '2', '0'],
    ]);
  });

  it('shows the empty state and the error panel', async () => {
    routeFetch([
      {
        path: /underwriting-statuses$/,
        respond: () => json(200, { data: [], meta: { page: 1, perPage: 25, total: 0 } }),
      },
    ]);
    const { unmount } = show();
    expect(await screen.findByText(/No underwriting statuses yet/)).toBeTruthy();
    unmount();
    routeFetch([
      {
        path: /underwriting-statuses$/,
        respond: () => json(403, { message: Messages.noPermissionAccess }),
      },
    ]);
    show();
    expect(await screen.findByText(Messages.noPermissionAccess)).toBeTruthy();
  });

  it('adds a status after the last one, and shows the required and server messages under the fields', async () => {
    let answer = json(422, {
      message: Messages.correctErrors,
      errors: { name: [Messages.nameInUse] },
    });
    routeFetch([
      { path: /underwriting-statuses$/, respond: () => json(200, [review, waiting]) },
      { method: 'POST', path: /\/companies\/3\/underwriting-statuses$/, respond: () => answer },
    ]);
    show();
    await screen.findByRole('cell', { name: 'In review' });
    fireEvent.click(screen.getByRole('button', { name: 'Add status' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('textbox', { name: 'Order' }) as HTMLInputElement).value).toBe(
      '3',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add status' }));
    expect(await within(dialog).findByText(Messages.required)).toBeTruthy();
    expect(bodies('POST')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'In review' },
    });
    fireEvent.click(within(dialog).getByRole('combobox', { name: /Colour/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Teal' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add status' }));
    expect(await within(dialog).findByText(Messages.nameInUse)).toBeTruthy();
    expect(bodies('POST')[0]?.body).toEqual({ name: 'In review', colour: 'teal', sortOrder: 3 });
    answer = json(201, status(5, 'Peer review', 3, 0, 'teal'));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Peer review' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add status' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list is fetched again after the change.
    await waitFor(() =>
      expect(calls().filter((c) => c.method === 'GET').length).toBeGreaterThan(1),
    );
  });

  it('edits a status with PUT', async () => {
    routeFetch([
      { path: /underwriting-statuses$/, respond: () => json(200, [review, waiting]) },
      {
        method: 'PUT',
        path: /\/companies\/3\/underwriting-statuses\/2$/,
        respond: () => json(200, { ...waiting, name: 'With broker' }),
      },
    ]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Waiting on broker' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'With broker' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save status' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies('PUT')[0]?.body).toEqual({ name: 'With broker', colour: 'yellow', sortOrder: 2 });
  });

  it('deletes an unused status after confirmation, without moveTo', async () => {
    routeFetch([
      { path: /underwriting-statuses$/, respond: () => json(200, [review, waiting]) },
      {
        method: 'DELETE',
        path: /\/companies\/3\/underwriting-statuses\/2$/,
        respond: () => json(204, null),
      },
    ]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Waiting on broker' }));
    const dialog = await screen.findByRole('dialog');
    expect(bodies('DELETE')).toHaveLength(0);
    expect(within(dialog).queryByRole('textbox', { name: 'Move risks to' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete status' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies('DELETE').map((d) => d.url)).toEqual(['/companies/3/underwriting-statuses/2']);
  });

  it('requires a status to move active risks to, sends it as moveTo, and shows a refusal', async () => {
    let answer = json(422, {
      message: RiskMessages.moveToSameStatus,
      errors: { moveTo: [RiskMessages.moveToSameStatus] },
    });
    routeFetch([
      { path: /underwriting-statuses$/, respond: () => json(200, [review, waiting]) },
      {
        method: 'DELETE',
        path: /\/companies\/3\/underwriting-statuses\/1\?moveTo=2$/,
        respond: () => answer,
      },
    ]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete In review' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/3 active risks have this status/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete status' }));
    expect(await within(dialog).findByText('Choose a status to move the risks to.')).toBeTruthy();
    expect(bodies('DELETE')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('combobox', { name: /Move risks to/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Waiting on broker' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete status' }));
    expect(await within(dialog).findByText(RiskMessages.moveToSameStatus)).toBeTruthy();
    answer = json(204, null);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete status' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies('DELETE').map((d) => d.url)).toEqual([
      '/companies/3/underwriting-statuses/1?moveTo=2',
      '/companies/3/underwriting-statuses/1?moveTo=2',
    ]);
  });

  it('cannot delete a status in use when there is no other status to move to', async () => {
    routeFetch([{ path: /underwriting-statuses$/, respond: () => json(200, [review]) }]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete In review' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Add another status first/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Delete status' })).toBeNull();
    // The header's × is named Close too (decision 165): the footer's button is the last.
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Workflow Configuration, a status that became used meanwhile', { timeout: 20_000 }, () => {
  it('shows the refusal, then asks where to move the risks once the list knows they exist', async () => {
    let used = false;
    routeFetch([
      {
        path: /underwriting-statuses$/,
        respond: () => json(200, [review, { ...waiting, activeRisks: used ? 1 : 0 }]),
      },
      {
        method: 'DELETE',
        path: /\/companies\/3\/underwriting-statuses\/2$/,
        respond: () => {
          used = true;
          return json(409, { message: RiskMessages.statusInUse, code: 'STATUS_IN_USE' });
        },
      },
    ]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Waiting on broker' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete status' }));
    expect(await within(dialog).findByText(RiskMessages.statusInUse)).toBeTruthy();
    expect(await within(dialog).findByRole('combobox', { name: /Move risks to/ })).toBeTruthy();
  });
});
