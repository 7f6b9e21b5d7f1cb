import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ProductRole,
  TransactionStatus,
  type EndorsementDto,
  type RiskEndorsementDto,
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
import { EndorsementsTab } from './endorsements-tab.tsx';

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const onRisk = (
  id: number,
  endorsementId: number,
  name: string,
  source: 'rule' | 'manual',
  content = '<p>Wording</p>',
  clauses: RiskEndorsementDto['clauses'] = [],
): RiskEndorsementDto => ({
  id,
  endorsementId,
  name,
  content,
  source,
  ruleName: source === 'rule' ? 'High turnover' : null,
  clauses,
  createdAt: 1_700_000_000,
});
const version = (status: 'draft' | 'live' | 'locked') => ({
  id: 1,
  version: 1,
  status,
  visibility: 1 as const,
  savedOnce: true,
  inUse: false,
  createdAt: 0,
  updatedAt: 0,
});
const companyEndorsement = (
  id: number,
  name: string,
  status: 'draft' | 'live' | 'locked',
): EndorsementDto => ({ id, name, versions: [version(status)], createdAt: 0, updatedAt: 0 });

const main = risk();
const addOn = risk({
  id: 12,
  product: { id: 2, name: 'Cyber' },
  productRole: ProductRole.AddOn,
  current: transaction({ id: 71, riskId: 12 }),
});

describe('EndorsementsTab', () => {
  it('lists each risk’s endorsements with their source and the rich content in a box', async () => {
    routeFetch([
      {
        path: /\/risks\/5\/risks\/11\/endorsements$/,
        respond: () =>
          json(200, [
            onRisk(
              1,
              40,
              'Claims made',
              'rule',
              '<p>Cover is on a <strong>claims made</strong> basis.</p>',
            ),
          ]),
      },
      {
        path: /\/risks\/5\/risks\/12\/endorsements$/,
        respond: () =>
          json(200, [
            onRisk(2, 41, 'War exclusion', 'manual', '<p>Wording</p>', [
              {
                clauseId: 7,
                code: 'SAN-1',
                name: 'Sanctions limitation',
                version: 2,
                content: '<p>No cover where <em>sanctions</em> apply.</p>',
              },
            ]),
          ]),
      },
      {
        path: /\/companies\/3\/endorsements\?/,
        respond: () => json(200, { data: [], meta: { page: 1, perPage: 100, total: 0 } }),
      },
    ]);
    renderPanel(<EndorsementsTab companyId={3} riskPackageId={5} risks={[main, addOn]} canEdit />);
    const mainSection = screen.getByRole('region', {
      name: 'Endorsements of Professional Indemnity (main)',
    });
    expect(
      within(mainSection).getByLabelText('Loading endorsements of Professional Indemnity (main)'),
    ).toBeTruthy();
    expect(await within(mainSection).findByText('Claims made')).toBeTruthy();
    expect(within(mainSection).getByText('High turnover')).toBeTruthy();
    const strong = within(mainSection).getByText('claims made');
    expect(strong.tagName).toBe('STRONG');
    const addOnSection = screen.getByRole('region', { name: 'Endorsements of Cyber (add-on)' });
    expect(await within(addOnSection).findByText('War exclusion')).toBeTruthy();
    expect(within(addOnSection).getByText('Added by underwriter')).toBeTruthy();
    // The endorsement's clauses follow its wording, with the version it carries (decision 233).
    const clause = within(addOnSection).getByRole('region', { name: 'Clause SAN-1' });
    expect(within(clause).getByText('Sanctions limitation (SAN-1, version 2)')).toBeTruthy();
    expect(within(clause).getByText('sanctions').tagName).toBe('EM');
    expect(within(mainSection).queryByRole('region', { name: /^Clause/ })).toBeNull();
  });

  it('adds a published endorsement that is not on the risk yet', async () => {
    routeFetch([
      {
        path: /risks\/11\/endorsements$/,
        respond: () => json(200, [onRisk(1, 40, 'Claims made', 'rule')]),
      },
      {
        path: /\/companies\/3\/endorsements\?/,
        respond: () =>
          json(200, {
            data: [
              companyEndorsement(40, 'Claims made', 'live'),
              companyEndorsement(42, 'Sanctions clause', 'locked'),
              companyEndorsement(43, 'Draft wording', 'draft'),
            ],
            meta: { page: 1, perPage: 100, total: 3 },
          }),
      },
      {
        method: 'POST',
        path: /risks\/11\/endorsements$/,
        respond: () => json(201, onRisk(3, 42, 'Sanctions clause', 'manual')),
      },
    ]);
    renderPanel(<EndorsementsTab companyId={3} riskPackageId={5} risks={[main]} canEdit />);
    await screen.findByText('Claims made');
    fireEvent.click(screen.getByRole('combobox', { name: /Add an endorsement/ }));
    expect(await screen.findByRole('option', { name: 'Sanctions clause' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Draft wording' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Claims made' })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Sanctions clause' }));
    fireEvent.click(
      screen.getByRole('button', { name: 'Add endorsement to Professional Indemnity (main)' }),
    );
    await waitFor(() =>
      expect(calls().find((c) => c.method === 'POST')?.body).toEqual({ endorsementId: 42 }),
    );
  });

  it('removes after confirmation and shows a refusal', async () => {
    const refusal =
      'Endorsement changes can only be made on an open risk transaction; this transaction is Bound and locked.';
    routeFetch([
      {
        path: /risks\/11\/endorsements$/,
        respond: () => json(200, [onRisk(1, 40, 'Claims made', 'rule')]),
      },
      {
        path: /\/companies\/3\/endorsements\?/,
        respond: () => json(200, { data: [], meta: { page: 1, perPage: 100, total: 0 } }),
      },
      {
        method: 'DELETE',
        path: /risks\/11\/endorsements\/1$/,
        respond: () => json(409, { message: refusal }),
      },
    ]);
    renderPanel(<EndorsementsTab companyId={3} riskPackageId={5} risks={[main]} canEdit />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Claims made' }));
    expect(calls().some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove endorsement' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
  });

  it('offers no changes on a closed transaction or without permission', async () => {
    routeFetch([
      { path: /endorsements$/, respond: () => json(200, [onRisk(1, 40, 'Claims made', 'rule')]) },
    ]);
    const bound = risk({ current: transaction({ status: TransactionStatus.Bound }) });
    const { unmount } = renderPanel(
      <EndorsementsTab companyId={3} riskPackageId={5} risks={[bound]} canEdit />,
    );
    await screen.findByText('Claims made');
    expect(screen.queryByRole('button', { name: 'Remove Claims made' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add endorsement/ })).toBeNull();
    unmount();
    renderPanel(<EndorsementsTab companyId={4} riskPackageId={5} risks={[main]} canEdit={false} />);
    await screen.findByText('Claims made');
    expect(screen.queryByRole('button', { name: 'Remove Claims made' })).toBeNull();
  });

  it('says when a transaction has no endorsements', async () => {
    routeFetch([{ path: /endorsements$/, respond: () => json(200, []) }]);
    renderPanel(<EndorsementsTab companyId={2} riskPackageId={5} risks={[main]} canEdit={false} />);
    expect(await screen.findByText('No endorsements on this transaction.')).toBeTruthy();
  });
});
