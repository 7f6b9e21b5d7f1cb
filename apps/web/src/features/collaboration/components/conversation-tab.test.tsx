import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CompanyType, Messages, type RiskActivityDto } from '@turbine/domain';
import {
  calls,
  fetchMock,
  json,
  renderPanel,
  routeFetch,
} from '../../../test/risk-panel-support.tsx';
import { ConversationTab } from './conversation-tab.tsx';

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const entry = (
  id: number,
  body: string,
  name: string,
  companyType: number,
  kind: 'message' | 'note' = 'message',
): RiskActivityDto => ({
  id,
  kind,
  actor: { id, name, companyType },
  body,
  data: {},
  createdAt: 1_700_000_000 + id,
});

describe('ConversationTab', () => {
  it('loads the messages and shows them oldest first, coloured and labelled by company type', async () => {
    // The API answers newest first.
    routeFetch([
      {
        path: /\/companies\/3\/risks\/5\/activities\?kinds=message$/,
        respond: () =>
          json(200, [
            entry(2, 'Please confirm the turnover.', 'Una Writer', CompanyType.Underwriter),
            entry(1, 'Proposal attached.', 'Bob Broker', CompanyType.Broker),
          ]),
      },
    ]);
    renderPanel(<ConversationTab companyId={3} riskPackageId={5} kind="message" canPost />);
    expect(screen.getByLabelText('Loading messages')).toBeTruthy();
    const first = await screen.findByText('Proposal attached.');
    const second = screen.getByText('Please confirm the turnover.');
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByLabelText('Broker')).toBeTruthy();
    expect(screen.getByLabelText('Underwriter')).toBeTruthy();
    expect(screen.getByText('Bob Broker')).toBeTruthy();
  });

  it('says when there are no notes, and hides the composer without permission', async () => {
    routeFetch([{ path: /activities\?kinds=note$/, respond: () => json(200, []) }]);
    renderPanel(<ConversationTab companyId={3} riskPackageId={5} kind="note" canPost={false} />);
    expect(await screen.findByText('No notes yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add note' })).toBeNull();
  });

  it('requires a text before posting, then posts the trimmed text and clears the composer', async () => {
    routeFetch([
      { path: /activities/, respond: () => json(200, []) },
      {
        method: 'POST',
        path: /\/companies\/3\/risks\/5\/notes$/,
        respond: (b) => json(201, entry(9, (b as { body: string }).body, 'Una Writer', 3, 'note')),
      },
    ]);
    renderPanel(<ConversationTab companyId={3} riskPackageId={5} kind="note" canPost />);
    await screen.findByText('No notes yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText(Messages.required)).toBeTruthy();
    expect(calls().filter((c) => c.method === 'POST')).toHaveLength(0);

    const box = screen.getByLabelText('New note');
    fireEvent.change(box, { target: { value: '  Checked the claims history.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(calls().some((c) => c.method === 'POST')).toBe(true));
    expect(calls().find((c) => c.method === 'POST')?.body).toEqual({
      body: 'Checked the claims history.',
    });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('shows the refusal message of the server under the composer', async () => {
    routeFetch([
      { path: /activities/, respond: () => json(200, []) },
      {
        method: 'POST',
        path: /messages$/,
        respond: () => json(403, { message: 'Only users assigned to the risk may change it.' }),
      },
    ]);
    renderPanel(<ConversationTab companyId={2} riskPackageId={5} kind="message" canPost />);
    await screen.findByText('No messages yet.');
    fireEvent.change(screen.getByLabelText('New message'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const form = screen.getByLabelText('New message').closest('form')!;
    expect(
      await within(form).findByText('Only users assigned to the risk may change it.'),
    ).toBeTruthy();
  });
});
