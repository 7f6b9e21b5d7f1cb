import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  AuthorityMessages,
  Messages,
  type BindingAgreementDto,
  type VersionSummaryDto,
} from '@turbine/domain';
import {
  calls,
  fetchMock,
  json,
  renderAuthority,
  routeFetch,
} from '../test/authority-test-support.tsx';
import { AgreementPeriodsTable } from './agreement-periods-table.tsx';

const period = (
  id: number,
  version: number,
  status: VersionSummaryDto['status'],
  inUse = false,
): VersionSummaryDto => ({
  id,
  version,
  status,
  visibility: 1,
  savedOnce: true,
  inUse,
  createdAt: 1,
  updatedAt: 2,
});
const agreement: BindingAgreementDto = {
  id: 3,
  name: 'Marine 2026',
  managingInsuranceCompanyId: 2,
  managingInsuranceCompany: { id: 2, name: 'Pacific Mutual Insurance' },
  currencyType: 'aud',
  timezone: 'Australia/Sydney',
  uniqueMarketReference: 'B0001',
  agreementNumber: 'BA-1',
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  periods: [period(31, 1, 'locked', true), period(32, 2, 'live'), period(33, 3, 'draft')],
  createdAt: 1,
  updatedAt: 2,
};
const base = '/companies/4/binding-agreements/3/periods';

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const row = (version: number) => {
  const link = screen.getByRole('link', { name: `Period ${version}` });
  const tr = link.closest('tr');
  if (!tr) throw new Error('no row');
  return within(tr);
};

describe('period status actions', () => {
  it('offers each §4 state only its transitions', () => {
    renderAuthority(<AgreementPeriodsTable companyId={4} agreement={agreement} canEdit />);
    expect(row(1).getByText('Locked')).toBeTruthy();
    expect(row(1).queryByRole('button', { name: /Publish|Unpublish|Delete/ })).toBeNull();
    expect(row(1).getByRole('button', { name: 'Copy period 1 to a new version' })).toBeTruthy();
    expect(row(2).getByText('Live')).toBeTruthy();
    expect(row(2).getByRole('button', { name: 'Unpublish period 2' })).toBeTruthy();
    expect(row(2).queryByRole('button', { name: 'Delete draft period 2' })).toBeNull();
    expect(row(3).getByText('Draft')).toBeTruthy();
    expect(row(3).getByRole('button', { name: 'Publish period 3' })).toBeTruthy();
    expect(row(3).getByRole('button', { name: 'Delete draft period 3' })).toBeTruthy();
  });

  it("lists the server's completeness errors when publishing is refused", async () => {
    routeFetch([
      {
        method: 'POST',
        path: /\/periods\/33\/publish$/,
        respond: () =>
          json(422, {
            message: Messages.correctErrors,
            errors: {
              sections: [AuthorityMessages.sectionsRequired],
              authorisedUnderwriters: [AuthorityMessages.underwritersRequired],
            },
          }),
      },
    ]);
    renderAuthority(<AgreementPeriodsTable companyId={4} agreement={agreement} canEdit />);
    fireEvent.click(row(3).getByRole('button', { name: 'Publish period 3' }));
    expect(await screen.findByText(AuthorityMessages.sectionsRequired)).toBeTruthy();
    expect(screen.getByText(AuthorityMessages.underwritersRequired)).toBeTruthy();
    expect(calls()[0]).toMatchObject({ method: 'POST', url: `${base}/33/publish` });
  });

  it('unpublishes a live period, copies one into a new draft and deletes a draft after confirming', async () => {
    routeFetch([
      {
        method: 'POST',
        path: /\/32\/unpublish$/,
        respond: () => json(200, { ...period(32, 2, 'draft') }),
      },
      {
        method: 'POST',
        path: /\/31\/copy$/,
        respond: () => json(201, { ...period(34, 4, 'draft') }),
      },
      { method: 'DELETE', path: /\/periods\/33$/, respond: () => json(204, null) },
      { path: /binding-agreements/, respond: () => json(200, agreement) },
    ]);
    const { router } = renderAuthority(
      <AgreementPeriodsTable companyId={4} agreement={agreement} canEdit />,
      '/company/products/binding-agreements/3',
    );
    fireEvent.click(row(2).getByRole('button', { name: 'Unpublish period 2' }));
    await waitFor(() => expect(calls().some((c) => c.url === `${base}/32/unpublish`)).toBe(true));

    fireEvent.click(row(3).getByRole('button', { name: 'Delete draft period 3' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete draft' }));
    await waitFor(() =>
      expect(calls().some((c) => c.method === 'DELETE' && c.url === `${base}/33`)).toBe(true),
    );

    fireEvent.click(row(1).getByRole('button', { name: 'Copy period 1 to a new version' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/company/products/binding-agreements/3/periods/34',
      ),
    );
  });

  it('shows no actions without the managing permission', () => {
    renderAuthority(<AgreementPeriodsTable companyId={4} agreement={agreement} canEdit={false} />);
    expect(
      screen.queryByRole('button', { name: /Publish|Copy|Delete|New empty period/ }),
    ).toBeNull();
  });
});
