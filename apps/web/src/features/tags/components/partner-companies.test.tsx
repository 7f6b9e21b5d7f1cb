import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CompanyType, type CompanyTagDto, type PartnerCompanyDto } from '@turbine/domain';
import { fetchMock, json, renderWithApp, requests, routeFetch } from '../test-support.tsx';
import { PartnerCompanies } from './partner-companies.tsx';

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const key: CompanyTagDto = {
  id: 7,
  name: 'Key account',
  colour: 'orange',
  riskPackages: 0,
  companies: 1,
};
const harbour: PartnerCompanyDto = {
  id: 20,
  name: 'Harbour Brokers',
  refCompanyTypeId: CompanyType.Broker,
  tags: [{ id: 7, name: 'Key account', colour: 'orange' }],
};
const coastal: PartnerCompanyDto = {
  id: 21,
  name: 'Coastal Bakery',
  refCompanyTypeId: CompanyType.Client,
  tags: [],
};

describe('Companies you work with, by tag', { timeout: 20_000 }, () => {
  it('filters by tag through the API and tags a company', async () => {
    routeFetch([
      { path: /\/companies\/3\/tags$/, respond: () => json(200, { data: [key] }) },
      {
        path: /\/companies\/3\/partner-companies/,
        respond: (url) =>
          json(200, {
            data: url.searchParams.get('tagId') === '7' ? [harbour] : [harbour, coastal],
          }),
      },
      {
        method: 'PUT',
        path: /\/companies\/3\/partner-companies\/21\/tags\/7$/,
        respond: () => json(200, { ...coastal, tags: harbour.tags }),
      },
    ]);
    renderWithApp(<PartnerCompanies companyId={3} />);
    await screen.findByText('Coastal Bakery');
    expect(screen.getByText('Broker')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add tag to Coastal Bakery' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Key account' }));
    await waitFor(() =>
      expect(
        requests().some(
          (r) => r.method === 'PUT' && r.url === '/companies/3/partner-companies/21/tags/7',
        ),
      ).toBe(true),
    );

    fireEvent.click(screen.getByRole('combobox', { name: 'Filter by tag' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Key account' }));
    await waitFor(() => expect(screen.queryByText('Coastal Bakery')).toBeNull());
    expect(requests().some((r) => r.url === '/companies/3/partner-companies?tagId=7')).toBe(true);
    const row = screen.getByRole('row', { name: /Harbour Brokers/ });
    expect(within(row).getByText('Key account')).toBeTruthy();
  });

  it('says when no company carries the tag', async () => {
    routeFetch([
      { path: /\/tags$/, respond: () => json(200, { data: [key] }) },
      { path: /partner-companies/, respond: () => json(200, { data: [] }) },
    ]);
    renderWithApp(<PartnerCompanies companyId={3} />);
    expect(await screen.findByText('No companies found.')).toBeTruthy();
  });
});
