import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { JobRunDto } from '@turbine/domain';
import { renderWithApp } from '../test/render.tsx';
import { publishJobEvent } from './job-events.ts';
import { JobProgress } from './job-progress.tsx';

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const job = (patch: Partial<JobRunDto> = {}): JobRunDto => ({
  id: 7,
  kind: 'bound-policy-report-export',
  companyId: 3,
  userId: 1,
  state: 'running',
  percent: 40,
  done: 1200,
  total: 3000,
  failureReason: null,
  result: null,
  attempts: 1,
  createdAt: 1_780_000_000,
  startedAt: 1_780_000_001,
  finishedAt: null,
  ...patch,
});

/** Each GET /jobs/7 answers the next state of `states` (the last one repeats). */
function serve(states: JobRunDto[], cancelled?: JobRunDto) {
  let i = 0;
  let now: JobRunDto | undefined;
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if ((init?.method ?? 'GET') === 'POST' && path.endsWith('/jobs/7/cancel')) {
      now = cancelled;
      return json(200, cancelled);
    }
    if (path.endsWith('/jobs/7')) return json(200, now ?? states[Math.min(i++, states.length - 1)]);
    return json(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
}
const gets = () =>
  fetchMock.mock.calls.filter(
    ([u, init]) => String(u).endsWith('/jobs/7') && !init?.method?.match(/POST/),
  ).length;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const show = () =>
  renderWithApp(<JobProgress jobId={7} label="Bound policy report (CSV)" unit="rows" />);

describe('JobProgress (decision 106)', { timeout: 15_000 }, () => {
  it('shows the running state with percent and counts, then a pushed success with its download link', async () => {
    serve([job()]);
    show();
    expect(await screen.findByText('1,200 of 3,000 rows')).toBeTruthy();
    expect(screen.getByText('Running')).toBeTruthy();
    expect(screen.getByText('40%')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Bound policy report (CSV): 40%' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();

    act(() =>
      publishJobEvent(
        job({
          state: 'succeeded',
          percent: 100,
          done: 3000,
          result: { name: 'bound_policy_report_1.csv', url: '/jobs/7/result' },
        }),
      ),
    );
    const link = await screen.findByRole('link', { name: 'Download bound_policy_report_1.csv' });
    expect(link.getAttribute('href')).toBe('/jobs/7/result');
    expect(screen.getByText('Done')).toBeTruthy();
    expect(screen.getByText('3,000 of 3,000 rows')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    // Another job's push changes nothing here.
    act(() => publishJobEvent(job({ id: 8, state: 'failed', failureReason: 'Not mine' })));
    expect(screen.queryByText('Not mine')).toBeNull();
  });

  it('without pushes, reads the job again while it is active, and shows the failure reason', async () => {
    serve([
      job({ state: 'queued', percent: null, done: 0, total: null }),
      job({ state: 'failed', failureReason: 'The source was unavailable.' }),
    ]);
    show();
    expect(await screen.findByText('Waiting to start…')).toBeTruthy();
    expect(
      await screen.findByText('The source was unavailable.', {}, { timeout: 6000 }),
    ).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    const after = gets();
    // A finished job is not read again.
    await new Promise((r) => setTimeout(r, 2500));
    expect(gets()).toBe(after);
  });

  it('Cancel asks the API to cancel the job and shows it cancelled', async () => {
    serve([job()], job({ state: 'cancelled', finishedAt: 1_780_000_100 }));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByText('Cancelled')).toBeTruthy());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toMatch(/\/jobs\/7\/cancel$/);
  });
});
