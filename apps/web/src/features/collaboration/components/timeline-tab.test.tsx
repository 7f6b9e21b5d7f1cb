import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CompanyType, timelineFilters, type RiskActivityDto } from '@turbine/domain';
import {
  calls,
  fetchMock,
  json,
  renderPanel,
  routeFetch,
} from '../../../test/risk-panel-support.tsx';
import { TimelineTab } from './timeline-tab.tsx';

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const activities: RiskActivityDto[] = [
  {
    id: 3,
    kind: 'view',
    actor: { id: 1, name: 'Una Writer', companyType: CompanyType.Underwriter },
    body: null,
    data: {},
    createdAt: 1_700_000_300,
  },
  {
    id: 2,
    kind: 'message',
    actor: { id: 2, name: 'Bob Broker', companyType: CompanyType.Broker },
    body: 'Please quote by Friday.',
    data: {},
    createdAt: 1_700_000_200,
  },
  { id: 1, kind: 'status', actor: null, body: 'Risk created', data: {}, createdAt: 1_700_000_100 },
];
const kindsOf = (url: string) => new URL(url, 'http://x').searchParams.get('kinds')?.split(',');

describe('TimelineTab', () => {
  it('asks for all six kinds by default and shows each entry with its text and actor', async () => {
    routeFetch([
      { path: /\/companies\/3\/risks\/5\/activities\?/, respond: () => json(200, activities) },
    ]);
    renderPanel(<TimelineTab companyId={3} riskPackageId={5} />);
    expect(screen.getByLabelText('Loading timeline')).toBeTruthy();
    expect(await screen.findByText('Viewed the risk')).toBeTruthy();
    expect(screen.getByText('Please quote by Friday.')).toBeTruthy();
    expect(screen.getByText('Risk created')).toBeTruthy();
    expect(screen.getByText('System')).toBeTruthy();
    expect(screen.getByText('Bob Broker')).toBeTruthy();
    expect(kindsOf(calls()[0]!.url)).toEqual([
      'note',
      'message',
      'status',
      'assignment',
      'update',
      'view',
    ]);
    for (const f of timelineFilters)
      expect((screen.getByRole('checkbox', { name: f.label }) as HTMLInputElement).checked).toBe(
        true,
      );
  });

  it('asks again without the kinds switched off, and asks nothing with none on', async () => {
    routeFetch([{ path: /activities\?/, respond: () => json(200, []) }]);
    renderPanel(<TimelineTab companyId={3} riskPackageId={5} />);
    expect(await screen.findByText('Nothing on the timeline for these filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'User views' }));
    await waitFor(() =>
      expect(kindsOf(calls().at(-1)!.url)).toEqual([
        'note',
        'message',
        'status',
        'assignment',
        'update',
      ]),
    );
    for (const label of [
      'Notes',
      'Messages',
      'Status updates',
      'Assigned-to changes',
      'Updates to risk',
    ])
      fireEvent.click(screen.getByRole('checkbox', { name: label }));
    expect(await screen.findByText('Choose at least one filter to see the timeline.')).toBeTruthy();
    const count = calls().length;
    await new Promise((r) => setTimeout(r, 50));
    expect(calls().length).toBe(count);
  });

  it('shows the error of a failed load', async () => {
    routeFetch([
      {
        path: /activities/,
        respond: () => json(403, { message: 'You do not have permission to access this content.' }),
      },
    ]);
    renderPanel(<TimelineTab companyId={3} riskPackageId={5} />);
    expect(
      await screen.findByText('You do not have permission to access this content.'),
    ).toBeTruthy();
  });
});
