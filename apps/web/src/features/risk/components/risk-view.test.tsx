import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CompanyType, LifecycleMessages, Messages, RiskMessages, TransactionStatus, type RiskPackageDto } from '@turbine/domain';
import { AuthProvider } from '../../../app/auth-context.tsx';
import { renderWithApp } from '../../../test/render.tsx';
import {
  BROKER_ID,
  callsOf,
  json,
  quotedPremium,
  riskPackage,
  routeFetch,
  UNDERWRITER_ID,
  userOf,
  type FetchMock,
  type Route,
} from '../test/risk-fixtures.ts';
import { RiskView } from './risk-view.tsx';

vi.setConfig({ testTimeout: 20_000 });
const fetchMock: FetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const quotedAt = 1_764_000_000;
const quoted = (actions: RiskPackageDto['risks'][number]['current']['availableActions'], over: Partial<RiskPackageDto> = {}) =>
  riskPackage(over, actions, { status: TransactionStatus.Quoted, premium: quotedPremium, totalPremium: '1210.00', quotedAt, quoteExpiresAt: 1_766_667_600 });

function show(pkg: RiskPackageDto, companyId: number, extra: Route[] = []) {
  const type = companyId === BROKER_ID ? CompanyType.Broker : CompanyType.Underwriter;
  routeFetch(fetchMock, [
    ...extra,
    { path: /^\/user$/, respond: () => json(200, userOf(companyId, type)) },
    { path: new RegExp(`/companies/${companyId}/risks/55$`), respond: () => json(200, pkg) },
  ]);
  return renderWithApp(
    <AuthProvider>
      <RiskView companyId={companyId} riskPackageId={55} canManage />
    </AuthProvider>,
    { path: '/risks/55' },
  );
}

const actionCalls = () => callsOf(fetchMock).filter((c) => c.url.includes('/actions/'));

describe('RiskView header and actions', () => {
  it('shows the reference, status, type, quote validity in the risk zone and the actions offered', async () => {
    show(quoted(['bind', 'reopen', 'notTakenUp']), BROKER_ID);
    expect(await screen.findByRole('heading', { name: 'MER-202611-000055' })).toBeTruthy();
    expect(screen.getAllByText('Quoted').length).toBeGreaterThan(0);
    expect(screen.getAllByText('New Business').length).toBeGreaterThan(0);
    // 1766667600 = 26 Dec 2025 00:00 AEDT (UTC+11): valid to the second before, in the risk's zone whatever the machine's.
    expect(screen.getByText(/Quote valid until 25 Dec 2025, 11:59 pm AEDT/)).toBeTruthy();
    for (const name of ['Bind', 'Reopen', 'Not taken up']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getByText('Not assigned')).toBeTruthy();
  });

  it('binds only with the declaration, sending an Idempotency-Key per opening, and shows a refusal', async () => {
    show(quoted(['bind']), BROKER_ID, [
      { method: 'POST', path: /\/risks\/10\/actions\/bind$/, respond: () => json(422, { code: 'QUOTE_EXPIRED', message: LifecycleMessages.quoteExpired }) },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Bind' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bind' }));
    expect(await within(dialog).findByText(RiskMessages.declarationRequired, { selector: '.mantine-Checkbox-error, [class*="error"]' })).toBeTruthy();
    expect(actionCalls()).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: RiskMessages.declarationRequired }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bind' }));
    expect(await within(dialog).findByText(LifecycleMessages.quoteExpired)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bind' }));
    await waitFor(() => expect(actionCalls()).toHaveLength(2));
    const [first, second] = actionCalls();
    expect(first?.body).toEqual({ declarationConfirmed: true });
    const key = first?.headers.get('Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    // A retry from the same opening reuses the key; a new opening gets a new one.
    expect(second?.headers.get('Idempotency-Key')).toBe(key);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }));
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('checkbox', { name: RiskMessages.declarationRequired }));
    fireEvent.click(within(again).getByRole('button', { name: 'Bind' }));
    await waitFor(() => expect(actionCalls()).toHaveLength(3));
    expect(actionCalls()[2]?.headers.get('Idempotency-Key')).not.toBe(key);
  });

  it('runs an action without input directly and shows the refusal message', async () => {
    show(riskPackage({}, ['submit', 'discard', 'edit']), BROKER_ID, [
      { method: 'POST', path: /actions\/submit$/, respond: () => json(409, { code: 'CLIENT_EDITING', message: LifecycleMessages.clientEditing }) },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(LifecycleMessages.clientEditing)).toBeTruthy();
    expect(actionCalls()[0]).toMatchObject({ method: 'POST', url: '/companies/4/risks/55/risks/10/actions/submit', body: {} });
    // Discard asks first.
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText(/Discard this transaction\?/)).toBeTruthy();
  });
});

describe('RiskView underwriter modals', () => {
  const underwriters: Route = {
    path: /\/companies\/7\/risks\/55\/underwriters$/,
    respond: () => json(200, [{ userId: 31, name: 'Uma Underwriter', level: 3 }, { userId: 32, name: 'Alex Approver', level: 1 }]),
  };
  const referred = (actions: RiskPackageDto['risks'][number]['current']['availableActions']) =>
    riskPackage({ viewerRole: 'underwriter', assignedUnderwriter: { id: 31, name: 'Uma Underwriter' } }, actions, { status: TransactionStatus.Referred });

  it('declines only with reasons, one per line', async () => {
    show(referred(['decline', 'quote']), UNDERWRITER_ID, [{ method: 'POST', path: /actions\/decline$/, respond: () => json(200, referred([])) }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText(LifecycleMessages.declineReasons)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reasons/ }), { target: { value: 'Turnover too high\n\n Claims history ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(actionCalls()).toHaveLength(1));
    expect(actionCalls()[0]?.body).toEqual({ reasons: ['Turnover too high', 'Claims history'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refers to the team of the underwriting company', async () => {
    show(referred(['refer']), UNDERWRITER_ID, [underwriters, { method: 'POST', path: /actions\/refer$/, respond: () => json(200, referred([])) }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Refer' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refer' }));
    expect(await within(dialog).findByText(LifecycleMessages.referralTarget)).toBeTruthy();
    fireEvent.click(within(dialog).getByText('The Meridian Underwriting Agency team'));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reasons/ }), { target: { value: 'Needs a senior look' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refer' }));
    await waitFor(() => expect(actionCalls()).toHaveLength(1));
    expect(actionCalls()[0]?.body).toEqual({ teamId: UNDERWRITER_ID, underwriterId: null, reasons: ['Needs a senior look'] });
  });

  it('requests approval from an authorised underwriter chosen by name', async () => {
    show(referred(['requestApproval']), UNDERWRITER_ID, [
      underwriters,
      { method: 'POST', path: /actions\/requestApproval$/, respond: () => json(422, { code: 'APPROVER_AUTHORITY', message: LifecycleMessages.approverAuthority }) },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Request approval' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request approval' }));
    expect(await within(dialog).findByText(Messages.required)).toBeTruthy();
    const select = within(dialog).getByRole('combobox', { name: /Approver/ });
    await waitFor(() => expect(select.hasAttribute('disabled')).toBe(false));
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Alex Approver (authority level 1)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request approval' }));
    expect(await within(dialog).findByText(LifecycleMessages.approverAuthority)).toBeTruthy();
    expect(actionCalls()[0]?.body).toEqual({ approverId: 32 });
  });

  it('assigns a team referral to an authorised underwriter', async () => {
    const team = riskPackage({ viewerRole: 'underwriter', referredToTeam: true }, [], { status: TransactionStatus.Referred });
    show(team, UNDERWRITER_ID, [underwriters, { method: 'PUT', path: /\/companies\/7\/risks\/55\/assignment$/, respond: () => json(200, team) }]);
    expect(await screen.findByText('Meridian Underwriting Agency team')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText(Messages.required)).toBeTruthy();
    const select = within(dialog).getByRole('combobox', { name: /Underwriter/ });
    await waitFor(() => expect(select.hasAttribute('disabled')).toBe(false));
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Uma Underwriter (authority level 3)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(callsOf(fetchMock).find((c) => c.method === 'PUT')?.body).toEqual({ assignedUnderwriterId: 31 }));
  });

  it('cancels a bound policy only with a reason', async () => {
    const bound = riskPackage({ viewerRole: 'underwriter' }, ['amend', 'cancel'], { status: TransactionStatus.Bound, premium: quotedPremium });
    show(bound, UNDERWRITER_ID, [{ method: 'POST', path: /actions\/cancel$/, respond: () => json(200, bound) }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel policy' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel policy' }));
    expect(await within(dialog).findByText(RiskMessages.reasonRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason for cancellation/ }), { target: { value: 'Business sold' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel policy' }));
    await waitFor(() => expect(actionCalls()).toHaveLength(1));
    expect(actionCalls()[0]?.body).toEqual({ reasonForCancellation: 'Business sold' });
  });
});

describe('RiskView proposal and read-only states', () => {
  it('saves the proposal when editable, checking answers first and showing server field errors', async () => {
    show(riskPackage({}, ['edit', 'submit']), BROKER_ID, [
      {
        method: 'PUT',
        path: /\/risks\/10\/proposal$/,
        respond: () => json(422, { message: Messages.correctErrors, errors: { 'proposal.turnover': ['The value must be greater than or equal to 0'] } }),
      },
    ]);
    const name = await screen.findByRole('textbox', { name: /Business name/ });
    fireEvent.click(screen.getByRole('button', { name: 'Save proposal' }));
    expect(await screen.findByText(Messages.required)).toBeTruthy();
    expect(callsOf(fetchMock).some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(name, { target: { value: 'Harbourside Cafe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save proposal' }));
    expect(await screen.findByText('The value must be greater than or equal to 0')).toBeTruthy();
    const put = callsOf(fetchMock).find((c) => c.method === 'PUT');
    expect(put).toMatchObject({ url: '/companies/4/risks/55/risks/10/proposal', body: { proposal: { businessName: 'Harbourside Cafe' } } });
  });

  it('is read-only without the edit action, and while the client is editing', async () => {
    const pkg = riskPackage(
      { clientAccess: { active: true, email: 'owner@harbourside.test', mobile: null, grantedAt: 1_764_000_000 } },
      ['revokeClient'],
      { proposal: { businessName: 'Harbourside Cafe' } },
    );
    show(pkg, BROKER_ID, [{ method: 'DELETE', path: /client-access$/, respond: () => json(204, null) }]);
    expect(await screen.findByText('Client is editing')).toBeTruthy();
    const name = await screen.findByRole('textbox', { name: /Business name/ });
    expect((name as HTMLInputElement).value).toBe('Harbourside Cafe');
    expect(name.closest('fieldset')?.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save proposal' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit insured' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke access' }));
    await waitFor(() => expect(callsOf(fetchMock).some((c) => c.method === 'DELETE' && c.url === '/companies/4/risks/55/client-access')).toBe(true));
  });

  it('says when the proposal form cannot be loaded for the viewer', async () => {
    const pkg = riskPackage({}, ['edit']);
    delete (pkg.risks[0] as { proposalForm?: unknown }).proposalForm;
    show(pkg, BROKER_ID);
    expect(await screen.findByText(/cannot be loaded for your company/)).toBeTruthy();
  });

  it('loads the form from the products API for the underwriting company', async () => {
    const pkg = riskPackage({ viewerRole: 'underwriter' }, []);
    const { proposalForm } = pkg.risks[0] as unknown as { proposalForm: unknown };
    delete (pkg.risks[0] as { proposalForm?: unknown }).proposalForm;
    show(pkg, UNDERWRITER_ID, [{ path: /\/companies\/7\/products\/100\/versions\/1000\/form$/, respond: () => json(200, proposalForm) }]);
    expect(await screen.findByRole('textbox', { name: /Business name/ })).toBeTruthy();
  });
});

describe('RiskView cards', () => {
  it('sends the proposal to the client and shows the link to copy', async () => {
    show(riskPackage({}, ['edit', 'sendToClient']), BROKER_ID, [
      { method: 'POST', path: /send-to-client$/, respond: () => json(200, { link: 'http://turbine.test/client/risks/55?tempToken=abc' }) },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Send to client' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Email' }), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(RiskMessages.contactRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Mobile' }), { target: { value: '0412 345 678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByDisplayValue('http://turbine.test/client/risks/55?tempToken=abc')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(callsOf(fetchMock).find((c) => c.url.endsWith('send-to-client'))?.body).toEqual({ email: null, mobile: '0412 345 678' });
  });

  it('shows the declaration, interested parties and the cancellation of a bound policy', async () => {
    const pkg = riskPackage(
      {
        declaration: { confirmedAt: 1_764_000_000, confirmedBy: { id: 11, name: 'Bella Broker' } },
        interestedParties: [{ id: 1, name: 'Westpac', interest: 'Mortgagee', email: null, address: null }],
      },
      [],
      { status: TransactionStatus.Bound },
    );
    const cancellation = { ...pkg.risks[0]!.current, id: 101, type: 3 as const, status: TransactionStatus.Initiated, reasonForCancellation: 'Business sold', effectiveDate: '2027-03-01', premiumChange: '-302.50' };
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
      ruleMessages: [{ name: 'bigTurnover', outcome: 'refer', message: 'Turnover above $5m needs review.' }],
      referralReasons: ['Turnover above $5m needs review.'],
    });
    show(pkg, BROKER_ID);
    expect(await screen.findByText('Referral messages')).toBeTruthy();
    expect(screen.getByText('Referral reasons')).toBeTruthy();
  });
});
