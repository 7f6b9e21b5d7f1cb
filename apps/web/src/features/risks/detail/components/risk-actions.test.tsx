import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import {
  AfsMessages,
  LifecycleMessages,
  Messages,
  ProductRole,
  RiskMessages,
  TransactionStatus,
  type RiskPackageDto,
} from '@turbine/domain';
import { actionCallsOf, quoted, showRisk } from '../test/render-risk.tsx';
import {
  BROKER_ID,
  callsOf,
  json,
  quotedPremium,
  risk,
  riskPackage,
  transaction,
  UNDERWRITER_ID,
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
const actionCalls = () => actionCallsOf(fetchMock);

describe('consequential actions (issue 19 item 8)', () => {
  it('confirms a quote with its premium, then says it was issued', async () => {
    const shown = vi.spyOn(notifications, 'show');
    onTestFinished(() => shown.mockRestore());
    const pkg = quoted(['quote']);
    show(pkg, UNDERWRITER_ID, [
      { method: 'POST', path: /\/risks\/10\/actions\/quote$/, respond: () => json(200, pkg) },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quote?' });
    expect(within(dialog).getByText('$1,210.00')).toBeTruthy();
    expect(actionCalls()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(actionCalls()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Quote' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Quote?' })).getByRole('button', {
        name: 'Quote',
      }),
    );
    await waitFor(() => expect(actionCalls()).toHaveLength(1));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({
          color: 'green',
          message: 'The quote was issued: the broker can bind it for 30 days.',
        }),
      ),
    );
  });
});

describe('add-on rows (issue 19 items 5 and 9)', () => {
  it('offer the add-on its own actions but not the package-wide ones again, and total the package', async () => {
    const base = riskPackage({}, ['submit', 'markProposalDone'], { totalPremium: '1210.00' });
    const addOn = risk(
      11,
      ProductRole.AddOn,
      transaction({ availableActions: ['submit', 'markProposalDone'], totalPremium: '770.00' }),
    );
    show({ ...base, risks: [...base.risks, addOn] }, BROKER_ID);
    const products = await screen.findByRole('table', { name: 'Products' });
    const addOnRow = within(products).getAllByRole('row')[2]!;
    expect(within(addOnRow).getByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(within(addOnRow).queryByRole('button', { name: 'Mark proposal done' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Mark proposal done' })).toHaveLength(1);
    expect(within(products).getByText('$1,980.00')).toBeTruthy();
    expect(
      screen.getByText(/Package premium:.*\(main \$1,210\.00 \+ add-ons \$770\.00\)/),
    ).toBeTruthy();
  });
});

describe('a refused submit (issue 19 item 6)', () => {
  it('names the form, marks its fields and scrolls to the first', async () => {
    const scrolled = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    onTestFinished(() => scrolled.mockRestore());
    show(riskPackage({}, ['submit', 'edit']), BROKER_ID, [
      {
        method: 'POST',
        path: /\/risks\/10\/actions\/submit$/,
        respond: () =>
          json(422, {
            code: 'VALIDATION',
            message: Messages.correctErrors,
            errors: { 'proposal.businessName': ['This field is required'] },
          }),
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(/The Professional Indemnity proposal form is not complete/),
    ).toBeTruthy();
    const field = await screen.findByRole('textbox', { name: /Business name/ });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This field is required')).toBeTruthy();
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
  });
});

describe('referral banners (issue 19 item 8)', () => {
  const reason = 'Turnover over $10m needs an underwriter.';
  it.each([
    [TransactionStatus.Referred, 1],
    [TransactionStatus.Quoted, 0],
  ])('status %i shows the referral reason %i time(s)', async (status, count) => {
    show(riskPackage({}, [], { status, referralReasons: [reason] }), UNDERWRITER_ID);
    expect(await screen.findByRole('heading', { name: 'MER-202611-000055' })).toBeTruthy();
    expect(screen.queryAllByText(reason)).toHaveLength(count);
  });
});

describe('RiskView header and actions', () => {
  it('says when a quote has expired (§9: 30 days), with the last valid moment in the risk zone', async () => {
    show(quoted(['reopen', 'notTakenUp']), BROKER_ID);
    // The fixture's quote expired on 26 Dec 2025 (AEDT): long before the machine's today.
    expect(
      await screen.findByText(/Quote expired on 25 Dec 2025, 11:59 pm AEDT: reopen the risk/),
    ).toBeTruthy();
  });

  it('shows the reference, status, type, quote validity in the risk zone and the actions offered', async () => {
    vi.useFakeTimers({ now: new Date('2025-12-20T00:00:00Z'), toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    show(quoted(['bind', 'reopen', 'notTakenUp']), BROKER_ID);
    expect(await screen.findByRole('heading', { name: 'MER-202611-000055' })).toBeTruthy();
    expect(screen.getAllByText('Quoted').length).toBeGreaterThan(0);
    expect(screen.getAllByText('New Business').length).toBeGreaterThan(0);
    // 1766667600 = 26 Dec 2025 00:00 AEDT (UTC+11): valid to the second before, in the risk's zone whatever the machine's.
    expect(screen.getByText(/Quote valid until 25 Dec 2025, 11:59 pm AEDT/)).toBeTruthy();
    for (const name of ['Bind', 'Reopen', 'Not taken up'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getByText('Not assigned')).toBeTruthy();
  });

  it('binds only with the declaration, sending an Idempotency-Key per opening, and shows a refusal', async () => {
    show(quoted(['bind']), BROKER_ID, [
      {
        method: 'POST',
        path: /\/risks\/10\/actions\/bind$/,
        respond: () =>
          json(422, { code: 'QUOTE_EXPIRED', message: LifecycleMessages.quoteExpired }),
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Bind' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bind' }));
    expect(
      await within(dialog).findByText(RiskMessages.declarationRequired, {
        selector: '.mantine-Checkbox-error, [class*="error"]',
      }),
    ).toBeTruthy();
    expect(actionCalls()).toHaveLength(0);

    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: RiskMessages.declarationRequired }),
    );
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
    fireEvent.click(
      within(again).getByRole('checkbox', { name: RiskMessages.declarationRequired }),
    );
    fireEvent.click(within(again).getByRole('button', { name: 'Bind' }));
    await waitFor(() => expect(actionCalls()).toHaveLength(3));
    expect(actionCalls()[2]?.headers.get('Idempotency-Key')).not.toBe(key);
  });

  it('offers the underwriter the AFS override reason once the check refuses, and sends it (decision 219)', async () => {
    const refusal = {
      code: 'AFS_NOT_CURRENT',
      message: 'AFS licence 234567 ceased on 1 Mar 2026. Give a reason to bind anyway.',
      errors: { afsOverrideReason: [AfsMessages.overrideReason] },
    };
    const pkg = quoted(['bind']);
    let answers = 0;
    show(pkg, UNDERWRITER_ID, [
      {
        method: 'POST',
        path: /\/risks\/10\/actions\/bind$/,
        respond: () => (answers++ === 0 ? json(422, refusal) : json(200, pkg)),
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Bind' }));
    const dialog = await screen.findByRole('dialog');
    const reasonLabel = 'Reason for binding without a current AFS authorisation';
    expect(within(dialog).queryByRole('textbox', { name: reasonLabel })).toBeNull();
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: RiskMessages.declarationRequired }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bind' }));
    const reason = await within(dialog).findByRole('textbox', { name: reasonLabel });
    expect(within(dialog).getByText(AfsMessages.overrideReason)).toBeTruthy();
    expect(within(dialog).getByText(refusal.message)).toBeTruthy();
    expect(actionCalls()[0]?.body).toEqual({ declarationConfirmed: true });

    fireEvent.change(reason, {
      target: { value: '  Licence renewal lodged, ASIC letter on file ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bind' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(actionCalls()[1]?.body).toEqual({
      declarationConfirmed: true,
      afsOverrideReason: 'Licence renewal lodged, ASIC letter on file',
    });
  });

  it('offers a broker no override when the AFS check refuses, only the message', async () => {
    const message =
      'AFS licence 234567 is not on the register. You cannot bind until it is current.';
    show(quoted(['bind']), BROKER_ID, [
      {
        method: 'POST',
        path: /\/risks\/10\/actions\/bind$/,
        respond: () => json(422, { code: 'AFS_NOT_CURRENT', message }),
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Bind' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: RiskMessages.declarationRequired }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bind' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it('runs an action without input directly and shows the refusal message', async () => {
    show(riskPackage({}, ['submit', 'discard', 'edit']), BROKER_ID, [
      {
        method: 'POST',
        path: /actions\/submit$/,
        respond: () =>
          json(409, { code: 'CLIENT_EDITING', message: LifecycleMessages.clientEditing }),
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(LifecycleMessages.clientEditing)).toBeTruthy();
    expect(actionCalls()[0]).toMatchObject({
      method: 'POST',
      url: '/companies/4/risks/55/risks/10/actions/submit',
      body: {},
    });
    // Discard and marking the proposal done cannot be undone: they ask first.
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText(/Discard this transaction\?/)).toBeTruthy();
    expect(actionCalls()).toHaveLength(1);
  });
});

describe('RiskView underwriter modals', () => {
  const underwriters: Route = {
    path: /\/companies\/7\/risks\/55\/underwriters$/,
    respond: () =>
      json(200, [
        { userId: 31, name: 'Uma Underwriter', level: 3 },
        { userId: 32, name: 'Alex Approver', level: 1 },
      ]),
  };
  const referred = (actions: RiskPackageDto['risks'][number]['current']['availableActions']) =>
    riskPackage(
      { viewerRole: 'underwriter', assignedUnderwriter: { id: 31, name: 'Uma Underwriter' } },
      actions,
      { status: TransactionStatus.Referred },
    );

  it('declines only with reasons, one per line', async () => {
    show(referred(['decline', 'quote']), UNDERWRITER_ID, [
      { method: 'POST', path: /actions\/decline$/, respond: () => json(200, referred([])) },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText(LifecycleMessages.declineReasons)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reasons/ }), {
      target: { value: 'Turnover too high\n\n Claims history ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(actionCalls()).toHaveLength(1));
    expect(actionCalls()[0]?.body).toEqual({ reasons: ['Turnover too high', 'Claims history'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refers to the team of the underwriting company', async () => {
    show(referred(['refer']), UNDERWRITER_ID, [
      underwriters,
      { method: 'POST', path: /actions\/refer$/, respond: () => json(200, referred([])) },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Refer' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refer' }));
    expect(await within(dialog).findByText(LifecycleMessages.referralTarget)).toBeTruthy();
    fireEvent.click(within(dialog).getByText('The Meridian Underwriting Agency team'));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reasons/ }), {
      target: { value: 'Needs a senior look' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refer' }));
    await waitFor(() => expect(actionCalls()).toHaveLength(1));
    expect(actionCalls()[0]?.body).toEqual({
      teamId: UNDERWRITER_ID,
      underwriterId: null,
      reasons: ['Needs a senior look'],
    });
  });

  it('requests approval from an authorised underwriter chosen by name', async () => {
    show(referred(['requestApproval']), UNDERWRITER_ID, [
      underwriters,
      {
        method: 'POST',
        path: /actions\/requestApproval$/,
        respond: () =>
          json(422, { code: 'APPROVER_AUTHORITY', message: LifecycleMessages.approverAuthority }),
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Request approval' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request approval' }));
    expect(await within(dialog).findByText(Messages.required)).toBeTruthy();
    const select = within(dialog).getByRole('combobox', { name: /Approver/ });
    await waitFor(() => expect(select.hasAttribute('disabled')).toBe(false));
    fireEvent.click(select);
    fireEvent.click(
      await screen.findByRole('option', { name: 'Alex Approver (authority level 1)' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request approval' }));
    expect(await within(dialog).findByText(LifecycleMessages.approverAuthority)).toBeTruthy();
    expect(actionCalls()[0]?.body).toEqual({ approverId: 32 });
  });

  it('assigns a team referral to an authorised underwriter', async () => {
    const team = riskPackage({ viewerRole: 'underwriter', referredToTeam: true }, [], {
      status: TransactionStatus.Referred,
    });
    show(team, UNDERWRITER_ID, [
      underwriters,
      {
        method: 'PUT',
        path: /\/companies\/7\/risks\/55\/assignment$/,
        respond: () => json(200, team),
      },
    ]);
    expect(await screen.findByText('Meridian Underwriting Agency team')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText(Messages.required)).toBeTruthy();
    const select = within(dialog).getByRole('combobox', { name: /Underwriter/ });
    await waitFor(() => expect(select.hasAttribute('disabled')).toBe(false));
    fireEvent.click(select);
    fireEvent.click(
      await screen.findByRole('option', { name: 'Uma Underwriter (authority level 3)' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(callsOf(fetchMock).find((c) => c.method === 'PUT')?.body).toEqual({
        assignedUnderwriterId: 31,
      }),
    );
  });

  it('cancels a bound policy only with a reason', async () => {
    const bound = riskPackage({ viewerRole: 'underwriter' }, ['amend', 'cancel'], {
      status: TransactionStatus.Bound,
      premium: quotedPremium,
    });
    show(bound, UNDERWRITER_ID, [
      { method: 'POST', path: /actions\/cancel$/, respond: () => json(200, bound) },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel policy' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel policy' }));
    expect(await within(dialog).findByText(RiskMessages.reasonRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason for cancellation/ }), {
      target: { value: 'Business sold' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel policy' }));
    await waitFor(() => expect(actionCalls()).toHaveLength(1));
    expect(actionCalls()[0]?.body).toEqual({ reasonForCancellation: 'Business sold' });
  });
});
