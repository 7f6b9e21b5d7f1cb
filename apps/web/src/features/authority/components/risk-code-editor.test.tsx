import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { AuthorityMessages, Messages, type RiskCodeDto } from '@turbine/domain';
import {
  calls,
  fetchMock,
  json,
  renderAuthority,
  routeFetch,
} from '../test/authority-test-support.tsx';
import { RiskCodeEditor } from './risk-code-editor.tsx';

const riskCode: RiskCodeDto = {
  id: 9,
  code: 'B2',
  description: 'Marine cargo',
  reinsurancePeriods: [1, 2].map((i) => ({
    id: i,
    syndicateId: i,
    syndicate: { id: i, name: `Syndicate ${i}`, code: `S${i}` },
    dateFrom: '2026-01-01',
    dateTo: '2026-12-31',
    capacityProviderPercentage: '50',
    grossPremiumCommissionPercentage: '12.5',
  })),
  createdAt: 1,
  updatedAt: 2,
};
const syndicates = [
  { value: '1', label: 'S1 — Syndicate 1' },
  { value: '2', label: 'S2 — Syndicate 2' },
];

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('risk code editor', () => {
  it("shows the server's 422 under the reinsurance period row's field", async () => {
    routeFetch([
      {
        method: 'PUT',
        path: /\/risk-codes\/9$/,
        respond: () =>
          json(422, {
            message: Messages.correctErrors,
            errors: { 'reinsurancePeriods.1.syndicateId': [AuthorityMessages.notCompanySyndicate] },
          }),
      },
    ]);
    renderAuthority(
      <RiskCodeEditor companyId={4} riskCode={riskCode} syndicates={syndicates} canEdit />,
    );
    fireEvent.change(
      screen.getByRole('textbox', { name: 'Gross premium commission percentage, row 2' }),
      { target: { value: '15' } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save risk code' }));

    const message = await screen.findByText(AuthorityMessages.notCompanySyndicate);
    const rows = within(screen.getByRole('table', { name: 'Reinsurance periods' })).getAllByRole(
      'row',
    );
    expect(rows[2]?.contains(message)).toBe(true);
    expect(calls()[0]?.body).toMatchObject({
      code: 'B2',
      reinsurancePeriods: [
        { syndicateId: 1, dateFrom: '2026-01-01', capacityProviderPercentage: '50' },
        { syndicateId: 2, grossPremiumCommissionPercentage: '15' },
      ],
    });
  });

  it('requires both §5 percentages of a new row before sending', async () => {
    renderAuthority(
      <RiskCodeEditor companyId={4} riskCode={null} syndicates={syndicates} canEdit />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Risk code/ }), {
      target: { value: 'C1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add reinsurance period' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create risk code' }));
    expect((await screen.findAllByText(Messages.required)).length).toBeGreaterThanOrEqual(5);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is read-only without the managing permission', () => {
    renderAuthority(
      <RiskCodeEditor companyId={4} riskCode={riskCode} syndicates={syndicates} canEdit={false} />,
    );
    expect(screen.getByText(Messages.noPermissionEdit)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save risk code' })).toBeNull();
    expect((screen.getByRole('textbox', { name: /Risk code/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });
});
