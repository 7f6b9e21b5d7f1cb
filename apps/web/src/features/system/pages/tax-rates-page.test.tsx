import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { CompanyType, TaxRateMessages, type TaxRateDto } from '@turbine/domain';
import { AuthProvider } from '../../../app/auth-context.tsx';
import { renderWithApp } from '../../../test/render.tsx';
import { TaxRatesPage } from './tax-rates-page.tsx';

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

const user = (type: CompanyType) => ({
  id: 5,
  name: 'Sam Operator',
  email: 'sam@example.com',
  roles: [
    {
      id: 50,
      name: 'Administrator',
      companyId: 9,
      isAdmin: true,
      companyTypePermissionIds: [],
      permissions: [],
      company: { id: 9, name: 'Operations', handle: null, refCompanyTypeId: type, isActive: true },
    },
  ],
});
const nsw: TaxRateDto = {
  id: 7,
  jurisdiction: 'NSW',
  kind: 'stampDuty',
  classes: ['professionalIndemnity', 'aviation'],
  rate: '5',
  cap: null,
  flat: null,
  effectiveFrom: '2000-01-01',
  effectiveTo: null,
  smallBusinessOnly: false,
  status: 'V',
  source: 'shared/reference §2.2 [S22] https://www.revenue.nsw.gov.au/',
  updatedAt: 1_780_000_000_000,
};
const fenz: TaxRateDto = {
  ...nsw,
  id: 8,
  jurisdiction: 'NZ',
  kind: 'fenz',
  classes: ['residentialBuilding'],
  rate: '11.95',
  cap: '100000.00',
  effectiveFrom: '2024-07-01',
  effectiveTo: '2026-07-01',
  status: 'V2',
};

function serve(type: CompanyType) {
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path === '/user') return json(200, user(type));
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { rate: string };
      if (body.rate === '200')
        return json(422, {
          message: 'Please correct the errors in the form.',
          errors: { effectiveTo: [TaxRateMessages.toAfterFrom] },
        });
      return json(200, { ...nsw, ...body });
    }
    if (path === '/system/tax-rates') return json(200, { data: [nsw, fenz] });
    return json(404, { message: 'Not found.' });
  });
}
const writes = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([u, init]) => [String(u), JSON.parse(String(init!.body)) as Record<string, unknown>]);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const show = () =>
  renderWithApp(
    <AuthProvider>
      <TaxRatesPage />
    </AuthProvider>,
  );

describe('Tax rates page (decision 197)', { timeout: 20_000 }, () => {
  it('lists each rate with its classes, dates, rate and source', async () => {
    serve(CompanyType.System);
    show();
    const table = await screen.findByRole('table', { name: 'Tax rates' }, { timeout: 8000 });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Professional indemnity, Aviation')).toBeTruthy();
    expect(within(first!).getByText('5 %')).toBeTruthy();
    expect(within(first!).getByText('In force')).toBeTruthy();
    expect(within(first!).getByText('Verified')).toBeTruthy();
    expect(
      within(second!).getByText('11.95c per $100, sum insured capped at $100000.00'),
    ).toBeTruthy();
    expect(within(second!).getByText('1 Jul 2026')).toBeTruthy();
  });

  it('edits a row and shows the server’s message under its field', async () => {
    serve(CompanyType.System);
    show();
    await screen.findByRole('table', { name: 'Tax rates' }, { timeout: 8000 });
    fireEvent.click(screen.getByRole('button', { name: 'Edit NSW stampDuty from 2000-01-01' }));
    const rate = await screen.findByLabelText(/Rate \(%\)/);
    fireEvent.change(rate, { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TaxRateMessages.toAfterFrom)).toBeTruthy();
    fireEvent.change(rate, { target: { value: '5.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1]).toEqual([
      '/system/tax-rates/7',
      expect.objectContaining({ rate: '5.5', jurisdiction: 'NSW', effectiveTo: null }),
    ]);
  });

  it('refuses a user outside the system company without asking for the rates', async () => {
    serve(CompanyType.Broker);
    show();
    expect(await screen.findByText('Access denied')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([u]) => String(u))).not.toContain('/system/tax-rates');
  });
});
