import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { CompanyType, type SystemJobDto } from '@turbine/domain';
import { AuthProvider } from '../../../app/auth-context.tsx';
import { renderWithApp } from '../../../test/render.tsx';
import { SystemJobsPage } from './system-jobs-page.tsx';

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

const user = (type: CompanyType) => ({
  id: 5,
  name: 'Sam Operator',
  email: 'sam@example.com',
  roles: [
    {
      id: 50,
      name: 'Administrator',
      companyId: 9,
      isAdmin: true,
      companyTypePermissionIds: [],
      permissions: [],
      company: { id: 9, name: 'Operations', handle: null, refCompanyTypeId: type, isActive: true },
    },
  ],
});
const failed: SystemJobDto = {
  id: '6f1c0a52-43a4-4bb8-9d7e-1c1e5c3e8a11',
  queue: 'outbox-deliver',
  state: 'failed',
  attempts: 5,
  retryLimit: 4,
  error: 'SMTP refused the connection',
  trackedJobId: null,
  createdAt: 1_780_000_000,
  startedAt: 1_780_000_001,
  completedAt: 1_780_000_060,
};
const queued: SystemJobDto = {
  ...failed,
  id: '0b7a4f57-2a56-4a52-8f8c-3b1f2a9d4e20',
  queue: 'bound-policy-report-export',
  state: 'created',
  attempts: 0,
  retryLimit: 0,
  error: null,
  trackedJobId: 12,
  startedAt: null,
  completedAt: null,
};

function serve(type: CompanyType) {
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path === '/user') return json(200, user(type));
    if (init?.method === 'POST') return json(204, null);
    if (path === '/system/jobs?state=failed') return json(200, { data: [failed] });
    if (path === '/system/jobs') return json(200, { data: [queued, failed] });
    return json(404, { message: 'Not found.' });
  });
}
const posts = () =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([u]) => String(u));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const show = () =>
  renderWithApp(
    <AuthProvider>
      <SystemJobsPage />
    </AuthProvider>,
  );

describe('System Jobs page (decision 106)', { timeout: 20_000 }, () => {
  it('lists the jobs with state, attempts and error; Retry a failed one, Cancel a queued one', async () => {
    serve(CompanyType.System);
    show();
    const table = await screen.findByRole('table', { name: 'Jobs' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('bound-policy-report-export')).toBeTruthy();
    expect(within(first!).getByText('Tracked job #12')).toBeTruthy();
    expect(within(first!).getByText('queued')).toBeTruthy();
    expect(within(second!).getByText('SMTP refused the connection')).toBeTruthy();
    expect(within(second!).getByText('5 of 5')).toBeTruthy();
    expect(within(first!).queryByRole('button', { name: /^Retry/ })).toBeNull();
    expect(within(second!).queryByRole('button', { name: /^Cancel/ })).toBeNull();

    fireEvent.click(
      within(second!).getByRole('button', { name: `Retry outbox-deliver job ${failed.id}` }),
    );
    fireEvent.click(
      within(first!).getByRole('button', {
        name: `Cancel bound-policy-report-export job ${queued.id}`,
      }),
    );
    await vi.waitFor(() =>
      expect(posts()).toEqual([
        `/system/jobs/outbox-deliver/${failed.id}/retry`,
        `/system/jobs/bound-policy-report-export/${queued.id}/cancel`,
      ]),
    );
  });

  it('shows only failed jobs under Failed', async () => {
    serve(CompanyType.System);
    show();
    await screen.findByRole('table', { name: 'Jobs' });
    fireEvent.click(screen.getByText('Failed'));
    await vi.waitFor(() => expect(screen.queryByText('bound-policy-report-export')).toBeNull());
    expect(screen.getByText('outbox-deliver')).toBeTruthy();
  });

  it('refuses a user outside the system company without asking for the jobs', async () => {
    serve(CompanyType.Broker);
    show();
    expect(await screen.findByText('Access denied')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([u]) => String(u))).not.toContain('/system/jobs');
  });
});
