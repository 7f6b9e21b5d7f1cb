import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  Messages,
  ProductRole,
  TransactionStatus,
  type ManualAdjustmentDto,
} from '@turbine/domain';
import {
  calls,
  fetchMock,
  json,
  renderPanel,
  risk,
  routeFetch,
  transaction,
} from '../../../../test/risk-panel-support.tsx';
import { AdjustmentsTab } from './adjustments-tab.tsx';

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const adjustment: ManualAdjustmentDto = {
  id: 1,
  riskTransactionId: 70,
  field: 'basePremium',
  previousValue: '1000.00',
  newValue: '1250.50',
  reason: 'Loss history loading',
  user: { id: 1, name: 'Una Writer' },
  createdAt: 1_700_000_000,
};

const render = (risks = [risk()], canEdit = true) =>
  renderPanel(
    <AdjustmentsTab
      companyId={3}
      riskPackageId={5}
      risks={risks}
      currency="aud"
      canEdit={canEdit}
    />,
  );

async function chooseField(label: string) {
  fireEvent.click(screen.getByRole('combobox', { name: /Field/ }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

describe('AdjustmentsTab', () => {
  it('shows the history with human field labels and money in the package currency', async () => {
    routeFetch([
      {
        path: /\/companies\/3\/risks\/5\/risks\/11\/adjustments$/,
        respond: () => json(200, [adjustment]),
      },
    ]);
    render();
    expect(screen.getByLabelText('Loading adjustments')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Manual adjustments' });
    const row = within(table).getByText('Base premium').closest('tr')!;
    expect(within(row).getByText('$1,000.00')).toBeTruthy();
    expect(within(row).getByText('$1,250.50')).toBeTruthy();
    expect(within(row).getByText('Loss history loading')).toBeTruthy();
    expect(within(row).getByText(/^Una Writer · /)).toBeTruthy();
  });

  it('refuses a negative amount before calling the server (decision 108)', async () => {
    routeFetch([{ path: /adjustments$/, respond: () => json(200, []) }]);
    render();
    expect(await screen.findByText('No manual adjustments yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/New value/), { target: { value: '-0.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save adjustment' }));
    expect(await screen.findByText(Messages.min(0))).toBeTruthy();
    expect(calls().filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('validates the form: field, a decimal value and a reason are required', async () => {
    routeFetch([{ path: /adjustments$/, respond: () => json(200, []) }]);
    render();
    expect(await screen.findByText('No manual adjustments yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/New value/), { target: { value: '12,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save adjustment' }));
    expect(await screen.findByText('Choose a premium field.')).toBeTruthy();
    expect(screen.getByText('Enter an amount with at most 2 decimal places.')).toBeTruthy();
    expect(screen.getByText(Messages.required)).toBeTruthy();
    expect(calls().filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('posts the adjustment and shows the current value of the chosen field', async () => {
    routeFetch([
      { path: /adjustments$/, respond: () => json(200, []) },
      { method: 'POST', path: /\/risks\/11\/adjustments$/, respond: () => json(201, adjustment) },
    ]);
    render();
    await screen.findByText('No manual adjustments yet.');
    await chooseField('Total premium');
    expect(screen.getByText('Current value: $1,210.00')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/New value/), { target: { value: ' 1300.5 ' } });
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Broker negotiated' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() => expect(calls().some((c) => c.method === 'POST')).toBe(true));
    expect(calls().find((c) => c.method === 'POST')?.body).toEqual({
      field: 'totalPremium',
      value: '1300.5',
      reason: 'Broker negotiated',
    });
    // The history is read again after the change (the mutation invalidates the risk's tags).
    await waitFor(() =>
      expect(
        calls().filter((c) => c.method === 'GET' && c.url.endsWith('/risks/11/adjustments')),
      ).toHaveLength(2),
    );
  });

  it('shows the server refusal under the reason', async () => {
    const locked =
      'Manual adjustments can only be made on an open risk transaction; this transaction is Bound and locked.';
    routeFetch([
      { path: /adjustments$/, respond: () => json(200, []) },
      {
        method: 'POST',
        path: /adjustments$/,
        respond: () => json(409, { message: locked, code: 'TRANSACTION_LOCKED' }),
      },
    ]);
    render();
    await screen.findByText('No manual adjustments yet.');
    await chooseField('Deductible');
    fireEvent.change(screen.getByLabelText(/New value/), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Agreed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save adjustment' }));
    expect(await screen.findByText(locked)).toBeTruthy();
  });

  it('has no form on a bound transaction or without permission, and switches between risks', async () => {
    routeFetch([
      { path: /risks\/11\/adjustments$/, respond: () => json(200, [adjustment]) },
      { path: /risks\/12\/adjustments$/, respond: () => json(200, []) },
    ]);
    const bound = risk({ current: transaction({ status: TransactionStatus.Bound }) });
    const addOn = risk({
      id: 12,
      product: { id: 2, name: 'Cyber' },
      productRole: ProductRole.AddOn,
      current: transaction({ id: 71, riskId: 12 }),
    });
    render([bound, addOn]);
    expect(await screen.findByRole('table', { name: 'Manual adjustments' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save adjustment' })).toBeNull();
    expect(screen.getByText(/The current transaction is Bound/)).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: /Risk/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cyber (add-on)' }));
    expect(await screen.findByText('No manual adjustments yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save adjustment' })).toBeTruthy();
  });

  it('is read-only without permission', async () => {
    routeFetch([{ path: /adjustments$/, respond: () => json(200, []) }]);
    render([risk()], false);
    await screen.findByText('No manual adjustments yet.');
    expect(screen.queryByRole('button', { name: 'Save adjustment' })).toBeNull();
  });
});
