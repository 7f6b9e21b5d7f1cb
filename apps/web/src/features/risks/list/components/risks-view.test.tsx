import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CompanyType } from '@turbine/domain';
import { calls, fetchMock, json, page, renderAt, riskRow, routeFetch } from '../test-support.tsx';
import { RisksView } from './risks-view.tsx';

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const show = (
  url = '/risks',
  companyType: CompanyType = CompanyType.Underwriter,
  canCreate = false,
) =>
  renderAt(<RisksView companyId={3} companyType={companyType} canCreate={canCreate} />, {
    route: '/risks',
    url,
  });

const riskCalls = () => calls().filter((c) => c.url.startsWith('/companies/3/risks'));
const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('Risks list view', { timeout: 20_000 }, () => {
  it('shows every column of a row, with the broker for an underwriter', async () => {
    routeFetch([
      {
        path: /\/companies\/3\/risks\?/,
        respond: () =>
          json(
            200,
            page([
              riskRow({
                id: 41,
                reference: 'SU-000041',
                transactionType: 2,
                status: 5,
                underwritingStatus: { id: 1, name: 'In review', colour: 'grape' },
                assignedUnderwriter: { id: 8, name: 'Uma Underwriter' },
                // Issue 19 item 5: the package total (main + add-ons), naming the add-ons' part.
                packageTotalPremium: '2004.50',
                addOnsPremium: '770.00',
              }),
              riskRow({
                id: 42,
                reference: 'SU-000042',
                referredToTeam: true,
                // Decision 156: an imported policy is marked beside its reference.
                importedAt: 1_790_000_000,
                totalPremium: null,
                packageTotalPremium: null,
              }),
            ]),
          ),
      },
      { path: /underwriting-statuses/, respond: () => json(200, []) },
    ]);
    show();
    expect(screen.getByLabelText('Loading risks')).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'SU-000041' });
    expect(link.getAttribute('href')).toBe('/risks/41');
    const row = link.closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'SU-000041',
      'Coastal Bakery Pty Ltd',
      'Harbour Brokers',
      'Tradies Liability',
      'Referred',
      'Amendment',
      'In review',
      'Uma Underwriter',
      '1 Mar 2026',
      '1 Mar 2027',
      '$2,004.50incl. add-ons $770.00',
      expect.any(String),
    ]);
    expect(screen.getByRole('columnheader', { name: /Broker/ })).toBeTruthy();
    const second = screen.getByRole('link', { name: 'SU-000042' }).closest('tr')!;
    expect(within(second).getByText('Team')).toBeTruthy();
    expect(within(second).getAllByRole('cell')[0]?.textContent).toBe('SU-000042Imported');
    expect(within(second).getAllByRole('cell')[10]?.textContent).toBe('—');
    expect(query(riskCalls()[0]!.url)).toEqual({
      page: '1',
      perPage: '50',
      sort: 'updatedAt',
      direction: 'desc',
    });
  });

  it('shows the underwriting company to a broker, and the New risk button when allowed', async () => {
    routeFetch([
      {
        path: /\/companies\/3\/risks\?/,
        respond: () => json(200, page([riskRow({ reference: 'HB-1' })])),
      },
    ]);
    show('/risks', CompanyType.Broker, true);
    await screen.findByRole('link', { name: 'HB-1' });
    expect(screen.getByRole('columnheader', { name: /Underwriter$/ })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Summit Underwriting' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New risk' }).getAttribute('href')).toBe('/risks/new');
    // Brokers have no underwriting-status filter (the statuses belong to the underwriting company).
    expect(screen.queryByRole('textbox', { name: 'Underwriting status' })).toBeNull();
    expect(calls().some((c) => c.url.includes('underwriting-statuses'))).toBe(false);
  });

  it('has no New risk button without the permission', async () => {
    routeFetch([
      {
        path: /\/companies\/3\/risks\?/,
        respond: () => json(200, page([riskRow({ reference: 'HB-2' })])),
      },
    ]);
    show('/risks', CompanyType.Broker, false);
    await screen.findByRole('link', { name: 'HB-2' });
    expect(screen.queryByRole('link', { name: 'New risk' })).toBeNull();
  });

  it('reads the filters and sort from the URL and sends them to the API', async () => {
    routeFetch([
      {
        path: /\/companies\/3\/risks\?/,
        respond: () => json(200, page([riskRow({ reference: 'X-1' })])),
      },
      {
        path: /underwriting-statuses/,
        respond: () =>
          json(200, [
            { id: 9, name: 'Waiting on broker', colour: 'yellow', sortOrder: 1, activeRisks: 2 },
          ]),
      },
    ]);
    show(
      '/risks?status=3,5&transactionType=2&underwritingStatusId=9&mine=true&sort=reference&direction=asc&search=Bake',
    );
    await screen.findByRole('link', { name: 'X-1' });
    expect(query(riskCalls()[0]!.url)).toEqual({
      page: '1',
      perPage: '50',
      sort: 'reference',
      direction: 'asc',
      status: '3,5',
      search: 'Bake',
      transactionType: '2',
      underwritingStatusId: '9',
      mine: 'true',
    });
    expect((screen.getByRole('textbox', { name: 'Search risks' }) as HTMLInputElement).value).toBe(
      'Bake',
    );
    expect(
      (screen.getByRole('switch', { name: 'Assigned to me' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(await screen.findByDisplayValue('Waiting on broker')).toBeTruthy();
    expect(screen.getByDisplayValue('Amendment')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Reference/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
  });

  it('filters by one of the company’s tags: from the URL to the API, and from the select to the URL', async () => {
    routeFetch([
      {
        path: /\/companies\/3\/risks\?/,
        respond: () => json(200, page([riskRow({ reference: 'T-1' })])),
      },
      {
        path: /\/companies\/3\/tags$/,
        respond: () =>
          json(200, {
            data: [
              { id: 5, name: 'Urgent', colour: 'red', riskPackages: 1, companies: 0 },
              { id: 6, name: 'Review', colour: 'blue', riskPackages: 0, companies: 0 },
            ],
          }),
      },
      { path: /underwriting-statuses/, respond: () => json(200, []) },
    ]);
    const { router } = show('/risks?tagId=5');
    await screen.findByRole('link', { name: 'T-1' });
    expect(query(riskCalls()[0]!.url)).toMatchObject({ tagId: '5', page: '1' });
    expect(await screen.findByDisplayValue('Urgent')).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: 'Tag' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Review' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tagId=6'));
    await waitFor(() => expect(query(riskCalls().at(-1)!.url)).toMatchObject({ tagId: '6' }));
  });

  it('has no tag filter while the company has no tags', async () => {
    routeFetch([
      {
        path: /\/companies\/3\/risks\?/,
        respond: () => json(200, page([riskRow({ reference: 'T-2' })])),
      },
      { path: /\/companies\/3\/tags$/, respond: () => json(200, { data: [] }) },
      { path: /underwriting-statuses/, respond: () => json(200, []) },
    ]);
    show();
    await screen.findByRole('link', { name: 'T-2' });
    await waitFor(() => expect(calls().some((c) => c.url === '/companies/3/tags')).toBe(true));
    expect(screen.queryByRole('combobox', { name: 'Tag' })).toBeNull();
  });

  it('writes a filter, a sort and the debounced search to the URL, back on page 1', async () => {
    routeFetch([
      {
        path: /\/companies\/3\/risks\?/,
        respond: () => json(200, page([riskRow({ reference: 'Y-1' })], 120)),
      },
    ]);
    const { router } = show('/risks?page=2');
    await screen.findByRole('link', { name: 'Y-1' });
    fireEvent.click(screen.getByRole('switch', { name: 'Assigned to me' }));
    await waitFor(() => expect(router.state.location.search).toBe('?mine=true'));
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Insured' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?mine=true&sort=insuredName&direction=asc'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Insured' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?mine=true&sort=insuredName&direction=desc'),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Search risks' }), {
      target: { value: 'Acme' },
    });
    // Not at once: the search waits for typing to pause.
    expect(router.state.location.search).not.toContain('search');
    await waitFor(
      () =>
        expect(router.state.location.search).toBe(
          '?search=Acme&mine=true&sort=insuredName&direction=desc',
        ),
      { timeout: 5000 },
    );
    await waitFor(
      () =>
        expect(query(riskCalls().at(-1)!.url)).toMatchObject({
          search: 'Acme',
          mine: 'true',
          sort: 'insuredName',
          direction: 'desc',
          page: '1',
        }),
      { timeout: 5000 },
    );
    // 120 risks in pages of 50: three pages.
    fireEvent.click(await screen.findByRole('button', { name: '3' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=3'));
  });

  it('shows the empty state, offers to clear the filters, and the error panel with a retry', async () => {
    routeFetch([{ path: /\/companies\/3\/risks\?/, respond: () => json(200, page([])) }]);
    const { router, unmount } = show('/risks?transactionType=3', CompanyType.Insurer);
    expect(await screen.findByText('No risks match the search and filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(
      await screen.findByText(/No risks yet. Risks placed under your binding agreements/),
    ).toBeTruthy();
    unmount();
    routeFetch([
      { path: /\/companies\/3\/risks\?/, respond: () => json(500, { message: 'Boom' }) },
    ]);
    show('/risks', CompanyType.Insurer);
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('Risks column view', { timeout: 20_000 }, () => {
  it('switches view through the URL and loads a first page of 20 per status column', async () => {
    routeFetch([
      {
        path: /\/companies\/3\/risks\?/,
        respond: (url) => {
          const status = Number(url.searchParams.get('status'));
          if (status === 3)
            return json(
              200,
              page(
                [
                  riskRow({
                    reference: 'Q-1',
                    insuredName: 'Quoted Co',
                    status: 3,
                    packageTotalPremium: '2004.50',
                    addOnsPremium: '770.00',
                  }),
                ],
                1,
                20,
              ),
            );
          if (status === 7)
            return json(200, page([riskRow({ reference: 'B-1', status: 7 })], 1, 20));
          return json(200, page([], 0, 20));
        },
      },
    ]);
    const { router } = show('/risks', CompanyType.Broker);
    await waitFor(() => expect(riskCalls()).toHaveLength(1));
    fireEvent.click(screen.getByRole('radio', { name: 'Column view' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=columns'));
    const quoted = await screen.findByRole('region', { name: 'Quoted' });
    const card = await within(quoted).findByRole('article', { name: 'Q-1' });
    expect(within(card).getByText('Quoted Co')).toBeTruthy();
    expect(within(card).getByText('$2,004.50')).toBeTruthy();
    expect(within(card).getByText('incl. add-ons $770.00')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Q-1' }).getAttribute('href')).toMatch(
      /^\/risks\/\d+$/,
    );
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual([
      'Initiated',
      'Submitted',
      'Referred',
      'Quoted',
      'Bound',
      'Declined',
      'Not Taken Up',
    ]);
    expect(
      await within(screen.getByRole('region', { name: 'Declined' })).findByText('No risks'),
    ).toBeTruthy();
    const columnQueries = riskCalls()
      .slice(1)
      .map((c) => query(c.url));
    expect(columnQueries.map((q) => q.status).sort()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    for (const q of columnQueries)
      expect(q).toMatchObject({ page: '1', perPage: '20', sort: 'updatedAt', direction: 'desc' });
    // No status filter in the column view: each column is one status.
    expect(screen.queryByRole('textbox', { name: 'Status' })).toBeNull();
  });

  it('loads more cards into a column while more remain', async () => {
    routeFetch([
      {
        path: /\/companies\/3\/risks\?/,
        respond: (url) => {
          if (url.searchParams.get('status') !== '2') return json(200, page([], 0, 20));
          const p = Number(url.searchParams.get('page'));
          const rows = Array.from({ length: p === 1 ? 20 : 5 }, (_, i) =>
            riskRow({ reference: `S-${p}-${i}`, status: 2 }),
          );
          return json(200, { data: rows, meta: { page: p, perPage: 20, total: 25 } });
        },
      },
    ]);
    show('/risks?view=columns&mine=true');
    const submitted = await screen.findByRole('region', { name: 'Submitted' });
    expect(await within(submitted).findByRole('article', { name: 'S-1-19' })).toBeTruthy();
    expect(within(submitted).getByLabelText('25 Submitted risks')).toBeTruthy();
    fireEvent.click(within(submitted).getByRole('button', { name: 'Load more Submitted risks' }));
    expect(await within(submitted).findByRole('article', { name: 'S-2-4' })).toBeTruthy();
    expect(within(submitted).getAllByRole('article')).toHaveLength(25);
    expect(within(submitted).queryByRole('button', { name: /Load more/ })).toBeNull();
    const second = riskCalls()
      .map((c) => query(c.url))
      .find((q) => q.status === '2' && q.page === '2');
    expect(second).toMatchObject({ perPage: '20', mine: 'true' });
  });
});

describe('Risks search box and the browser history', { timeout: 20_000 }, () => {
  it('follows the URL when the user goes back', async () => {
    routeFetch([
      {
        path: /\/companies\/3\/risks\?/,
        respond: () => json(200, page([riskRow({ reference: 'Z-1' })])),
      },
    ]);
    const { router } = show('/risks?search=Acme');
    await screen.findByRole('link', { name: 'Z-1' });
    const box = () =>
      (screen.getByRole('textbox', { name: 'Search risks' }) as HTMLInputElement).value;
    expect(box()).toBe('Acme');
    await router.navigate('/risks?search=Bakery');
    await waitFor(() => expect(box()).toBe('Bakery'), { timeout: 5000 });
    // Nothing writes the old text back once the debounce has passed.
    await new Promise((r) => setTimeout(r, 500));
    expect(router.state.location.search).toBe('?search=Bakery');
  });
});
