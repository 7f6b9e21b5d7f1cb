import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Messages } from '@turbine/domain';
import { fetchMock, json, renderAt, routeFetch } from '../../risks/list/test-support.tsx';
import { ExtractorReportPanel } from './extractor-report-panel.tsx';

const saved = {
  id: 7,
  name: 'Trades',
  updatedAt: 1,
  definition: {
    columns: ['reference', 'endorsements'],
    productVersionId: 11,
    answers: ['trade'],
    transactionTypes: [4],
    productIds: [],
    brokerageIds: [],
    format: 'csv',
  },
};
const job = {
  id: 55,
  kind: 'extractor-report',
  companyId: 3,
  state: 'succeeded',
  done: 2,
  total: 2,
  percent: 100,
  failureReason: null,
  result: { url: '/jobs/55/result', name: 'extractor_report_1.xlsx' },
  createdAt: 1,
  startedAt: 1,
  finishedAt: 1,
};
let posted: Record<string, unknown>[] = [];

beforeEach(() => {
  // Only Date is faked: "today" is Wednesday 18 March 2026 (UTC).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-18T10:00:00Z'));
  fetchMock.mockReset();
  posted = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => fetchMock(url, init));
  routeFetch([
    { path: /\/report\/extract-definitions$/, respond: () => json(200, { data: [saved] }) },
    {
      path: /\/report\/extract-versions$/,
      respond: () =>
        json(200, {
          data: [
            {
              id: 11,
              product: 'Cafe',
              versionNumber: 2,
              questions: [
                { key: 'trade', label: 'Trade' },
                { key: 'turnover', label: 'Annual turnover' },
              ],
            },
          ],
        }),
    },
    {
      path: /\/widget-filter-options$/,
      respond: () =>
        json(200, {
          brokerages: [{ id: 9, name: 'Harbour Brokers' }],
          products: [{ id: 4, name: 'Cafe' }],
          riskCodes: [],
          underwriters: [],
          underwritingCompanies: [],
        }),
    },
    { path: /\/jobs\/55$/, respond: () => json(200, job) },
  ]);
  const routed = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (url, init) => {
    if (init?.method === 'POST' && String(url).endsWith('/report/extracts')) {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posted.push(body);
      if ((body.columns as string[]).includes('deductible'))
        return json(422, {
          code: 'VALIDATION',
          message: 'The given data was invalid.',
          errors: { productVersionId: [Messages.extractorUnknownVersion] },
        });
      return json(202, { ...job, state: 'queued', result: null });
    }
    return routed(url, init);
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const show = () =>
  renderAt(<ExtractorReportPanel companyId={3} />, {
    route: '/companies/:companyId/reports',
    url: '/companies/3/reports',
  });
const run = () => fireEvent.click(screen.getByRole('button', { name: 'Run extract' }));
const choose = async (label: RegExp, option: string) => {
  const input = screen.getAllByLabelText(label)[0]!;
  await waitFor(() => expect(input.hasAttribute('disabled')).toBe(false));
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('Extractor report panel (decisions 189, 208)', { timeout: 30_000 }, () => {
  it('runs this month to today as XLSX with the default columns, then offers the file', async () => {
    show();
    expect(screen.getByRole('button', { name: /Date from/ }).textContent).toBe('1 Mar 2026');
    expect(screen.getByRole('button', { name: /Date to/ }).textContent).toBe('18 Mar 2026');
    run();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      date_from: Date.UTC(2026, 2, 1) / 1000,
      date_to: Date.UTC(2026, 2, 18) / 1000 + 86_399,
      columns: [
        'reference',
        'transactionType',
        'insured',
        'broker',
        'boundAt',
        'inceptionDate',
        'grossPremium',
      ],
      productVersionId: null,
      answers: [],
      transactionTypes: [],
      productIds: [],
      brokerageIds: [],
      format: 'xlsx',
    });
    const progress = await screen.findByRole('region', {
      name: 'Extractor report (XLSX) progress',
    });
    expect(
      await within(progress).findByRole('link', { name: 'Download extractor_report_1.xlsx' }),
    ).toBeTruthy();
  });

  it('loads a saved definition: its columns, answers, filters and format', async () => {
    show();
    await choose(/Saved definition/, 'Trades');
    await waitFor(() =>
      expect((screen.getAllByLabelText(/Proposal answers of/)[0] as HTMLInputElement).value).toBe(
        'Cafe — version 2',
      ),
    );
    run();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      columns: ['reference', 'endorsements'],
      productVersionId: 11,
      answers: ['trade'],
      transactionTypes: [4],
      format: 'csv',
    });
  });

  it('shows the server refusal under its field', async () => {
    show();
    await choose(/Columns/, 'Deductible');
    run();
    expect(await screen.findByText(Messages.extractorUnknownVersion)).toBeTruthy();
  });
});
