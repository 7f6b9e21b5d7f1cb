import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Messages, RiskMessages, type RiskOptionsDto } from '@turbine/domain';
import { renderWithApp } from '../../../../test/render.tsx';
import { NewRiskContent } from '../pages/new-risk-page.tsx';
import {
  callsOf,
  json,
  riskPackage,
  routeFetch,
  type FetchMock,
  type Route,
} from '../test/risk-fixtures.ts';

vi.setConfig({ testTimeout: 20_000 });
const fetchMock: FetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const options: RiskOptionsDto = {
  packages: [
    {
      id: 3,
      name: 'Professional Package',
      description: 'PI for consultants',
      underwriterCompany: { id: 7, name: 'Meridian Underwriting Agency' },
      mainProduct: { id: 100, name: 'Professional Indemnity' },
      addOns: [{ id: 200, name: 'Cyber' }],
    },
    {
      id: 4,
      name: 'Trades Package',
      description: null,
      underwriterCompany: { id: 7, name: 'Meridian Underwriting Agency' },
      mainProduct: { id: 101, name: 'Public Liability' },
      addOns: [],
    },
  ],
  clients: [{ id: 40, name: 'Harbourside Cafe' }],
};

function show(extra: Route[] = []) {
  routeFetch(fetchMock, [
    ...extra,
    { path: /\/companies\/4\/risk-options$/, respond: () => json(200, options) },
  ]);
  return renderWithApp(<NewRiskContent companyId={4} />, { path: '/risks/new' });
}
const post = () => callsOf(fetchMock).find((c) => c.method === 'POST');

describe('New risk', () => {
  it('creates a risk for an existing client with a package, an add-on and a term, then opens it', async () => {
    show([
      { method: 'POST', path: /\/companies\/4\/risks$/, respond: () => json(201, riskPackage()) },
    ]);
    fireEvent.click(await screen.findByRole('radio', { name: 'Professional Package' }));
    expect(screen.getByText('PI for consultants')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cyber' }));
    fireEvent.click(screen.getByRole('combobox', { name: /Client/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Harbourside Cafe' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Term \(months\)/ }), {
      target: { value: '12' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create risk' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(post()).toMatchObject({
      url: '/companies/4/risks',
      body: {
        productPackageId: 3,
        insuredCompanyId: 40,
        insured: null,
        addOnProductIds: [200],
        termMonths: 12,
      },
    });
  });

  it('asks for the insured and the package before sending', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Create risk' }));
    expect(await screen.findByText(RiskMessages.insuredRequired)).toBeTruthy();
    expect(screen.getByText(Messages.required)).toBeTruthy();
    expect(post()).toBeUndefined();
  });

  it('sends new insured details and shows the server field errors under their fields', async () => {
    show([
      {
        method: 'POST',
        path: /\/companies\/4\/risks$/,
        respond: () =>
          json(422, {
            message: Messages.correctErrors,
            errors: {
              'insured.email': [Messages.invalidEmail],
              termMonths: [RiskMessages.termOutOfRange(6, 18)],
            },
          }),
      },
    ]);
    fireEvent.click(await screen.findByText('New insured'));
    fireEvent.click(screen.getByRole('radio', { name: 'Trades Package' }));
    const insured = screen.getByRole('textbox', { name: /^Name/ });
    fireEvent.change(insured, { target: { value: 'Bondi Plumbing' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'jo@bondi.test' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Term \(months\)/ }), {
      target: { value: '24' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create risk' }));
    expect(await screen.findByText(Messages.invalidEmail)).toBeTruthy();
    expect(screen.getByText(RiskMessages.termOutOfRange(6, 18))).toBeTruthy();
    expect(post()?.body).toMatchObject({
      productPackageId: 4,
      insuredCompanyId: null,
      insured: {
        name: 'Bondi Plumbing',
        email: 'jo@bondi.test',
        contactMethod: 1,
        country: 'AU',
        phone: null,
      },
      addOnProductIds: [],
      termMonths: 24,
    });
  });

  it('shows a refusal that belongs to no field', async () => {
    show([
      {
        method: 'POST',
        path: /\/companies\/4\/risks$/,
        respond: () => json(409, { message: RiskMessages.noLiveVersion }),
      },
    ]);
    fireEvent.click(await screen.findByRole('radio', { name: 'Trades Package' }));
    fireEvent.click(screen.getByRole('combobox', { name: /Client/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Harbourside Cafe' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create risk' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(RiskMessages.noLiveVersion)).toBeTruthy();
  });

  it('says when no package is available', async () => {
    routeFetch(fetchMock, [
      { path: /risk-options$/, respond: () => json(200, { packages: [], clients: [] }) },
    ]);
    renderWithApp(<NewRiskContent companyId={4} />, { path: '/risks/new' });
    await waitFor(() => expect(screen.getByText(/No product package is available/)).toBeTruthy());
  });
});
