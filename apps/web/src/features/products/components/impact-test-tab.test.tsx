import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ImpactPolicyDto, ImpactTestDto } from '@turbine/domain';
import { renderWithApp } from '../../../test/render.tsx';
import { ImpactTestTab } from './impact-test-tab.tsx';

vi.setConfig({ testTimeout: 20_000 });
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const tests = '/companies/7/products/3/versions/12/impact-tests';
const mover: ImpactPolicyDto = {
  transactionId: 900,
  riskPackageId: 55,
  riskId: 10,
  reference: 'MER-202611-000055',
  insuredName: 'Harbourside Cafe',
  state: 'NSW',
  className: 'PI section',
  broker: 'Southern Cross Brokers',
  limit: '2000000.00',
  before: '1000.00',
  after: '1250.00',
  change: '250.00',
  changePercent: '25.00',
  decisionBefore: 'quote',
  decisionAfter: 'refer',
  error: null,
};
const done: ImpactTestDto = {
  id: 4,
  versionId: 12,
  liveVersionId: 11,
  from: '2026-01-01',
  to: '2026-06-30',
  createdAt: 1_764_000_000,
  job: null,
  summary: {
    policies: 2,
    rated: 1,
    failed: 1,
    totalBefore: '1000.00',
    totalAfter: '1250.00',
    histogram: [{ band: '> +20%', policies: 1 }],
    byState: [{ key: 'NSW', policies: 1, before: '1000.00', after: '1250.00', change: '250.00' }],
    byClass: [],
    byBroker: [],
    byLimitBand: [],
    decisionChanges: [mover],
    largestMovers: [mover],
    failures: [],
  },
};

const show = (routes: [RegExp, string, () => Response][]) => {
  fetchMock.mockImplementation(async (url, init) => {
    const hit = routes.find(([p, m]) => m === (init?.method ?? 'GET') && p.test(String(url)));
    return hit ? hit[2]() : json(404, { message: 'Not found' });
  });
  renderWithApp(
    <ImpactTestTab versionRef={{ companyId: 7, productId: 3, versionId: 12 }} canRun />,
  );
};

describe('ImpactTestTab (decision 216)', () => {
  it("runs a test over the chosen period and shows the server's refusal under its field", async () => {
    const refused = 'The end must not be before the start.';
    show([
      [new RegExp(`${tests}$`), 'GET', () => json(200, { data: [] })],
      [
        new RegExp(`${tests}$`),
        'POST',
        () => json(422, { message: 'Correct the errors', errors: { to: [refused] } }),
      ],
    ]);
    expect(await screen.findByText('No impact test has been run on this version.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Bound from'), { target: { value: '2026-07-01' } });
    fireEvent.change(screen.getByLabelText('Bound to'), { target: { value: '2026-06-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run impact test' }));
    expect(await screen.findByText(refused)).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ from: '2026-07-01', to: '2026-06-30' });
  });

  it('shows the latest test: totals, groups, decision changes, and why a mover moved', async () => {
    show([
      [new RegExp(`${tests}$`), 'GET', () => json(200, { data: [done] })],
      [new RegExp(`${tests}/4$`), 'GET', () => json(200, done)],
    ]);
    expect(await screen.findByText('1 rated, 1 not rateable')).toBeTruthy();
    expect(screen.getAllByText('$1,250.00').length).toBeGreaterThan(0);
    const byState = screen.getByRole('table', { name: 'By state' });
    expect(
      within(byState).getByRole('row', { name: /NSW 1 \$1,000\.00 \$1,250\.00 \$250\.00/ }),
    ).toBeTruthy();
    const changes = screen.getByRole('table', { name: 'Decision changes' });
    expect(within(changes).getByText('MER-202611-000055')).toBeTruthy();
    fireEvent.click(within(changes).getByRole('button', { name: 'Why?' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/companies/7/risks/55/risks/10/premium-change/version?versionId=12',
      ),
    );
  });
});
