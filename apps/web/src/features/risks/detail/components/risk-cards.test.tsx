import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Messages, RiskMessages, TransactionStatus, type RiskPackageDto } from '@turbine/domain';
import { showRisk } from '../test/render-risk.tsx';
import {
  BROKER_ID,
  callsOf,
  json,
  riskPackage,
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

const show = (pkg: RiskPackageDto, companyId: number, extra: Route[] = []) =>
  showRisk(fetchMock, pkg, companyId, extra);

describe('RiskView proposal and read-only states', () => {
  it('saves the proposal when editable, checking answers first and showing server field errors', async () => {
    show(riskPackage({}, ['edit', 'submit']), BROKER_ID, [
      {
        method: 'PUT',
        path: /\/risks\/10\/proposal$/,
        respond: () =>
          json(422, {
            message: Messages.correctErrors,
            errors: { 'proposal.turnover': ['The value must be greater than or equal to 0'] },
          }),
      },
    ]);
    const name = await screen.findByRole('textbox', { name: /Business name/ });
    // A new proposal starts from the insured's details (issue 19 item 9).
    expect((name as HTMLInputElement).value).toBe('Harbourside Cafe');
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save proposal' }));
    expect(await screen.findByText(Messages.required)).toBeTruthy();
    expect(callsOf(fetchMock).some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(name, { target: { value: 'Harbourside Cafe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save proposal' }));
    expect(await screen.findByText('The value must be greater than or equal to 0')).toBeTruthy();
    const put = callsOf(fetchMock).find((c) => c.method === 'PUT');
    expect(put).toMatchObject({
      url: '/companies/4/risks/55/risks/10/proposal',
      body: { proposal: { businessName: 'Harbourside Cafe' } },
    });
  });

  it('is read-only without the edit action, and while the client is editing', async () => {
    const pkg = riskPackage(
      {
        clientAccess: {
          active: true,
          email: 'owner@harbourside.test',
          mobile: null,
          grantedAt: 1_764_000_000,
        },
      },
      ['revokeClient'],
      { proposal: { businessName: 'Harbourside Cafe' } },
    );
    show(pkg, BROKER_ID, [
      { method: 'DELETE', path: /client-access$/, respond: () => json(204, null) },
    ]);
    expect(await screen.findByText('Client is editing')).toBeTruthy();
    const name = await screen.findByRole('textbox', { name: /Business name/ });
    expect((name as HTMLInputElement).value).toBe('Harbourside Cafe');
    expect(name.closest('fieldset')?.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save proposal' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit insured' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke access' }));
    await waitFor(() =>
      expect(
        callsOf(fetchMock).some(
          (c) => c.method === 'DELETE' && c.url === '/companies/4/risks/55/client-access',
        ),
      ).toBe(true),
    );
  });
});

describe('RiskView cards', () => {
  it('sends the proposal to the client and shows the link to copy', async () => {
    show(riskPackage({}, ['edit', 'sendToClient']), BROKER_ID, [
      {
        method: 'POST',
        path: /send-to-client$/,
        respond: () => json(200, { link: 'http://turbine.test/client/risks/55?tempToken=abc' }),
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Send to client' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Email' }), {
      target: { value: '' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(RiskMessages.contactRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Mobile' }), {
      target: { value: '0412 345 678' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByDisplayValue('http://turbine.test/client/risks/55?tempToken=abc'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(callsOf(fetchMock).find((c) => c.url.endsWith('send-to-client'))?.body).toEqual({
      email: null,
      mobile: '0412 345 678',
    });
  });

  it('edits the insured while Initiated and shows the server field errors', async () => {
    show(riskPackage({}, ['edit', 'submit']), BROKER_ID, [
      {
        method: 'PUT',
        path: /\/companies\/4\/risks\/55$/,
        respond: () =>
          json(422, {
            message: Messages.correctErrors,
            errors: { 'insured.email': [Messages.invalidEmail] },
          }),
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit insured' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: '' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save insured' }));
    expect(await within(dialog).findByText(Messages.required)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Harbourside Cafe Pty Ltd' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save insured' }));
    expect(await within(dialog).findByText(Messages.invalidEmail)).toBeTruthy();
    const put = callsOf(fetchMock).find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      insured: {
        name: 'Harbourside Cafe Pty Ltd',
        city: 'Sydney',
        registrationNumber: null,
        contactMethod: 1,
      },
    });
  });

  it('adds an interested party and deletes one after confirming', async () => {
    const pkg = riskPackage(
      {
        interestedParties: [
          { id: 1, name: 'Westpac', interest: 'Mortgagee', email: null, address: null },
        ],
      },
      ['edit'],
    );
    show(pkg, BROKER_ID, [
      { method: 'POST', path: /interested-parties$/, respond: () => json(201, { id: 2 }) },
      { method: 'DELETE', path: /interested-parties\/1$/, respond: () => json(204, null) },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add interested party' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'NAB' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Interest/ }), {
      target: { value: 'Financier' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(fetchMock).find((c) => c.method === 'POST')?.body).toEqual({
      name: 'NAB',
      interest: 'Financier',
      email: null,
      address: null,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Westpac' }));
    const confirm = await screen.findByRole('dialog');
    expect(callsOf(fetchMock).some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        callsOf(fetchMock).some(
          (c) => c.method === 'DELETE' && c.url === '/companies/4/risks/55/interested-parties/1',
        ),
      ).toBe(true),
    );
  });

  it('shows the declaration, interested parties and the cancellation of a bound policy', async () => {
    const pkg = riskPackage(
      {
        declaration: { confirmedAt: 1_764_000_000, confirmedBy: { id: 11, name: 'Bella Broker' } },
        interestedParties: [
          { id: 1, name: 'Westpac', interest: 'Mortgagee', email: null, address: null },
        ],
      },
      [],
      { status: TransactionStatus.Bound },
    );
    const cancellation = {
      ...pkg.risks[0]!.current,
      id: 101,
      type: 3 as const,
      status: TransactionStatus.Initiated,
      reasonForCancellation: 'Business sold',
      effectiveDate: '2027-03-01',
      premiumChange: '-302.50',
    };
    pkg.risks[0]!.transactions.push(cancellation);
    show(pkg, BROKER_ID);
    expect(await screen.findByText(/Confirmed by/)).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Westpac' })).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Cancellation' });
    expect(within(card).getByText('Business sold')).toBeTruthy();
    expect(within(card).getByText('1 Mar 2027')).toBeTruthy();
    expect(within(card).getByText('$302.50')).toBeTruthy();
  });

  it('shows the rule messages and reasons the DTO gives', async () => {
    const pkg = riskPackage({}, [], {
      status: TransactionStatus.Referred,
      ruleMessages: [
        { name: 'bigTurnover', outcome: 'refer', message: 'Turnover above $5m needs review.' },
      ],
      referralReasons: [
        'Turnover above $5m needs review.',
        'The limit of indemnity is outside the section.',
      ],
    });
    show(pkg, BROKER_ID);
    expect(await screen.findByText('Referral messages')).toBeTruthy();
    expect(screen.getByText('Referral reasons')).toBeTruthy();
    // The rule's message is also a reason: each text is shown once.
    expect(screen.getAllByText('Turnover above $5m needs review.')).toHaveLength(1);
    expect(screen.getByText('The limit of indemnity is outside the section.')).toBeTruthy();
  });
});
