import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Messages } from '@turbine/domain';
import { renderWithApp } from '../../../test/render.tsx';
import { CompanyCreatePage } from './company-create-page.tsx';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const chooseType = async (label: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: /Company type/ }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
};

describe('Create Company', () => {
  it('checks the form with the domain schema before sending', async () => {
    renderWithApp(<CompanyCreatePage />, { path: '/company/create' });
    fireEvent.change(screen.getByRole('textbox', { name: /Handle/ }), { target: { value: 'www' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'ABN' }), {
      target: { value: '12 345 678 901' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByText(Messages.handleReserved)).toBeTruthy();
    expect(screen.getByText(Messages.abnInvalid)).toBeTruthy();
    expect(screen.getAllByText(Messages.required).length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's 422 field errors under their fields", async () => {
    fetchMock.mockResolvedValue(
      json(422, { message: Messages.correctErrors, errors: { handle: [Messages.handleTaken] } }),
    );
    renderWithApp(<CompanyCreatePage />, { path: '/company/create' });
    fireEvent.change(screen.getByRole('textbox', { name: /Company name/ }), {
      target: { value: 'Harbour Brokers' },
    });
    await chooseType('Broker');
    fireEvent.change(screen.getByRole('textbox', { name: /Handle/ }), {
      target: { value: 'harbour' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByText(Messages.handleTaken)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/companies');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'Harbour Brokers',
      refCompanyTypeId: 2,
      handle: 'harbour',
    });
  });

  it('represents the new company and opens its management page', async () => {
    fetchMock.mockResolvedValue(json(201, { id: 42, name: 'Harbour Brokers' }));
    const { store, router } = renderWithApp(<CompanyCreatePage />, { path: '/company/create' });
    fireEvent.change(screen.getByRole('textbox', { name: /Company name/ }), {
      target: { value: 'Harbour Brokers' },
    });
    await chooseType('Broker');
    fireEvent.click(screen.getByRole('button', { name: 'Create company' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/manage'));
    expect(store.getState().session.representingCompanyId).toBe(42);
  });
});
