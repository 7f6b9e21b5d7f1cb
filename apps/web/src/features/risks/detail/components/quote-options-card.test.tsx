import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QuoteOptionMessages, type QuoteOptionDto, type QuoteOptionsDto } from '@turbine/domain';
import { renderWithApp } from '../../../../test/render.tsx';
import {
  callsOf,
  json,
  quotedPremium,
  riskPackage,
  routeFetch,
  type FetchMock,
  type Route,
} from '../test/risk-fixtures.ts';
import { QuoteOptionsCard } from './quote-options-card.tsx';

vi.setConfig({ testTimeout: 20_000 });
const fetchMock: FetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const base = '/companies/4/risks/55/risks/10/quote-options';
const option = (over: Partial<QuoteOptionDto>): QuoteOptionDto => ({
  id: 31,
  position: 1,
  values: { limitOfIndemnity: 1000000 },
  decision: 'quote',
  reasons: [],
  ruleMessages: [],
  premium: quotedPremium,
  grossPremium: '1025.00',
  totalPremium: '1210.00',
  status: 'open',
  ...over,
});
const listed: QuoteOptionsDto = {
  transactionId: 100,
  fields: [
    {
      name: 'limitOfIndemnity',
      label: 'Limit of indemnity',
      choices: [
        { value: 1000000, label: '$1,000,000' },
        { value: 5000000, label: '$5,000,000' },
      ],
    },
  ],
  options: [
    option({}),
    option({
      id: 32,
      position: 2,
      values: { limitOfIndemnity: 5000000 },
      decision: 'refer',
      reasons: ['The limit of indemnity is above the section maximum.'],
      premium: { ...quotedPremium, total: '2420.00' },
    }),
  ],
};

const show = (canManage: boolean, routes: Route[] = []) => {
  routeFetch(fetchMock, [
    ...routes,
    { path: new RegExp(`${base}$`), respond: () => json(200, listed) },
  ]);
  return renderWithApp(
    <QuoteOptionsCard
      pkg={riskPackage()}
      riskRef={{ companyId: 4, riskPackageId: 55, riskId: 10 }}
      canManage={canManage}
    />,
  );
};

describe('QuoteOptionsCard (decision 218)', () => {
  it('shows the options side by side and binds one or refers another', async () => {
    show(true, [
      { method: 'POST', path: /\/31\/bind$/, respond: () => json(200, riskPackage()) },
      { method: 'POST', path: /\/32\/choose$/, respond: () => json(200, riskPackage()) },
    ]);
    const table = await screen.findByRole('table');
    const row = (name: string) =>
      within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    expect(
      within(row('Limit of indemnity'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$1,000,000', '$5,000,000']);
    expect(
      within(row('Total premium'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$1,210.00', '$2,420.00']);
    expect(within(row('Outcome')).getByText(listed.options[1]!.reasons[0]!)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Bind option 1' }));
    await waitFor(() => expect(callsOf(fetchMock).some((c) => c.method === 'POST')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Refer option 2' }));
    await waitFor(() =>
      expect(callsOf(fetchMock).filter((c) => c.method === 'POST')).toHaveLength(2),
    );
    const [bind, choose] = callsOf(fetchMock).filter((c) => c.method === 'POST');
    expect(bind).toMatchObject({ url: `${base}/31/bind`, body: {} });
    expect(bind!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(choose!.url).toBe(`${base}/32/choose`);
  });

  it('asks for every combination of the chosen values, each with the value of its choice', async () => {
    show(true, [
      { method: 'POST', path: new RegExp(`${base}$`), respond: () => json(201, listed) },
    ]);
    const limit = await screen.findByRole('combobox', { name: 'Limit of indemnity' });
    expect(screen.getByRole('button', { name: 'Rate 0 options' })).toHaveProperty('disabled', true);
    fireEvent.click(limit);
    fireEvent.click(await screen.findByRole('option', { name: '$1,000,000' }));
    fireEvent.click(await screen.findByRole('option', { name: '$5,000,000' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rate 2 options' }));
    await waitFor(() =>
      expect(callsOf(fetchMock).filter((c) => c.method === 'POST')).toHaveLength(1),
    );
    expect(callsOf(fetchMock).find((c) => c.method === 'POST')?.body).toEqual({
      options: [
        { values: { limitOfIndemnity: 1000000 } },
        { values: { limitOfIndemnity: 5000000 } },
      ],
    });
  });

  it('takes typed values for a field without choices (a retroactive date) and crosses them with the limits', async () => {
    const withDate: QuoteOptionsDto = {
      ...listed,
      fields: [
        ...listed.fields,
        { name: 'retroactiveDate', label: 'Retroactive date', choices: null },
      ],
      options: [],
    };
    routeFetch(fetchMock, [
      { method: 'POST', path: new RegExp(`${base}$`), respond: () => json(201, withDate) },
      { path: new RegExp(`${base}$`), respond: () => json(200, withDate) },
    ]);
    renderWithApp(
      <QuoteOptionsCard
        pkg={riskPackage()}
        riskRef={{ companyId: 4, riskPackageId: 55, riskId: 10 }}
        canManage
      />,
    );
    fireEvent.click(await screen.findByRole('combobox', { name: 'Limit of indemnity' }));
    fireEvent.click(await screen.findByRole('option', { name: '$1,000,000' }));
    fireEvent.click(await screen.findByRole('option', { name: '$5,000,000' }));
    const dates = screen.getByRole('combobox', { name: 'Retroactive date' });
    for (const day of ['2015-07-01', '2020-07-01']) {
      dates.focus();
      fireEvent.change(dates, { target: { value: day } });
      fireEvent.keyDown(dates, { key: 'Enter', code: 'Enter', keyCode: 13 });
    }
    fireEvent.click(await screen.findByRole('button', { name: 'Rate 4 options' }));
    await waitFor(() =>
      expect(callsOf(fetchMock).filter((c) => c.method === 'POST')).toHaveLength(1),
    );
    const body = callsOf(fetchMock).find((c) => c.method === 'POST')?.body as {
      options: { values: Record<string, unknown> }[];
    };
    expect(body.options.map((o) => o.values)).toEqual(
      expect.arrayContaining([
        { limitOfIndemnity: 1000000, retroactiveDate: '2015-07-01' },
        { limitOfIndemnity: 1000000, retroactiveDate: '2020-07-01' },
        { limitOfIndemnity: 5000000, retroactiveDate: '2015-07-01' },
        { limitOfIndemnity: 5000000, retroactiveDate: '2020-07-01' },
      ]),
    );
    expect(body.options).toHaveLength(4);
  });

  it("shows the server's refusal of a bind", async () => {
    show(true, [
      {
        method: 'POST',
        path: /\/31\/bind$/,
        respond: () =>
          json(409, { code: 'QUOTE_OPTIONS_STALE', message: QuoteOptionMessages.stale }),
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Bind option 1' }));
    expect(await screen.findByText(QuoteOptionMessages.stale)).toBeTruthy();
  });

  it('asks an underwriter for the AFS override reason once the check refuses, then binds the same option with it (decision 219)', async () => {
    const refusal = 'AFS 244123 is cancelled on the ASIC register. Give a reason to bind anyway.';
    let calls = 0;
    show(true, [
      {
        method: 'POST',
        path: /\/31\/bind$/,
        respond: () =>
          ++calls === 1
            ? json(422, {
                code: 'AFS_NOT_CURRENT',
                message: refusal,
                errors: {
                  afsOverrideReason: [
                    'Give the reason for binding without a current AFS authorisation.',
                  ],
                },
              })
            : json(200, riskPackage()),
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Bind option 1' }));
    const reason = await screen.findByRole('textbox', {
      name: 'Reason for binding without a current AFS authorisation',
    });
    expect(screen.getByText(refusal)).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Bind option 1 with this reason' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(reason, { target: { value: '  Renewal in progress with ASIC  ' } });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: /Reason for binding/ })).toBeNull(),
    );
    const binds = callsOf(fetchMock).filter((c) => c.method === 'POST');
    expect(binds).toHaveLength(2);
    expect(binds[0]).toMatchObject({ body: {} });
    expect(binds[1]).toMatchObject({
      url: `${base}/31/bind`,
      body: { afsOverrideReason: 'Renewal in progress with ASIC' },
    });
    // Each try is its own request: a new idempotency key.
    expect(binds[1]!.headers.get('Idempotency-Key')).not.toBe(
      binds[0]!.headers.get('Idempotency-Key'),
    );
  });

  it('gives a broker only the message when the AFS check refuses: no reason to give', async () => {
    const refusal =
      'AFS 244123 is cancelled on the ASIC register. You cannot bind until it is current; the underwriter may bind with a reason.';
    show(true, [
      {
        method: 'POST',
        path: /\/31\/bind$/,
        respond: () => json(422, { code: 'AFS_NOT_CURRENT', message: refusal }),
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Bind option 1' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Reason for binding/ })).toBeNull();
  });

  it('offers no asking nor binding to a viewer who cannot manage the risk', async () => {
    show(false);
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getAllByText('open')).toHaveLength(2);
  });
});
