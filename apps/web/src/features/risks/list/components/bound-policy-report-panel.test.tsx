import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { Messages } from '@turbine/domain';
import { fetchMock, json, renderAt } from '../test-support.tsx';
import { BoundPolicyReportPanel } from './bound-policy-report-panel.tsx';

const jobsMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const createObjectURL = vi.fn((blob: Blob) => `blob:report-${blob.size}`);
const revokeObjectURL = vi.fn();
const clicks: { href: string; download: string }[] = [];

beforeEach(() => {
  // Only Date is faked: "today" is Wednesday 18 March 2026 (UTC), timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-18T10:00:00Z'));
  fetchMock.mockReset();
  jobsMock.mockReset();
  jobsMock.mockImplementation(async () => json(200, { data: [] }));
  // The background export's requests (/jobs...) go to their own mock; the report's to fetchMock.
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
    String(url).startsWith('/jobs') || String(url).endsWith('/exports')
      ? jobsMock(url, init)
      : fetchMock(url, init),
  );
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  clicks.length = 0;
  // The notifications store outlives a test's render.
  notifications.clean();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicks.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const show = () =>
  renderAt(<BoundPolicyReportPanel companyId={3} />, {
    route: '/companies/:companyId/reports',
    url: '/companies/3/reports',
  });
const field = (name: RegExp) => screen.getByRole('button', { name });
const pick = async (name: RegExp, day: string) => {
  fireEvent.click(field(name));
  fireEvent.click(await screen.findByRole('button', { name: day }));
  await waitFor(() => expect(screen.queryByRole('button', { name: day })).toBeNull());
};
const generate = () => fireEvent.click(screen.getByRole('button', { name: 'Generate' }));

describe('Bound policy report panel (§2, §5, §7, §9)', { timeout: 20_000 }, () => {
  it('defaults to the start of this month to today as CSV, with weeks from Monday and no day after today', async () => {
    show();
    // The package total is named apart from the product's own premium (issue 19 item 5).
    expect(
      screen.getByText(
        /Package total is the main product plus its add-ons as bound at that time, shown with the main and add-ons parts/,
      ),
    ).toBeTruthy();
    expect(field(/Date from/).textContent).toBe('1 Mar 2026');
    expect(field(/Date to/).textContent).toBe('18 Mar 2026');
    expect((screen.getByRole('combobox', { name: /Output type/ }) as HTMLInputElement).value).toBe(
      'CSV',
    );
    fireEvent.click(field(/Date to/));
    const days = (
      await screen.findAllByRole('button', { name: /\d+ (February|March|April) 2026$/ })
    ).map((d) => d.getAttribute('aria-label'));
    // 1 March 2026 is a Sunday: a week starting Monday shows 23 February first.
    expect(days[0]).toBe('23 February 2026');
    expect(
      screen.getByRole('button', { name: '18 March 2026' }).hasAttribute('data-disabled'),
    ).toBe(false);
    expect(
      screen.getByRole('button', { name: '19 March 2026' }).hasAttribute('data-disabled'),
    ).toBe(true);
  });

  it('keeps the range ordered: a start after the end moves the end, an end before the start moves the start', async () => {
    show();
    await pick(/Date to/, '10 March 2026');
    await pick(/Date from/, '15 March 2026');
    expect(field(/Date from/).textContent).toBe('15 Mar 2026');
    expect(field(/Date to/).textContent).toBe('15 Mar 2026');
    await pick(/Date to/, '5 March 2026');
    expect(field(/Date from/).textContent).toBe('5 Mar 2026');
    expect(field(/Date to/).textContent).toBe('5 Mar 2026');
    // A start before the end leaves the end alone.
    await pick(/Date from/, '2 March 2026');
    expect(field(/Date to/).textContent).toBe('5 Mar 2026');
  });

  it('requires both dates', async () => {
    show();
    const clear = screen
      .getAllByRole('button')
      .filter(
        (b) =>
          b.closest('[class*="DatePickerInput"]') &&
          b.querySelector('svg') &&
          !b.getAttribute('aria-haspopup'),
      );
    expect(clear.length).toBeGreaterThanOrEqual(2);
    for (const b of clear) fireEvent.click(b);
    await waitFor(() => expect(field(/Date from/).textContent).toBe(''));
    generate();
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the UTC day range in epoch seconds, disables Generate while it runs and saves the file', async () => {
    let finish: (r: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (finish = resolve)));
    show();
    await pick(/Date from/, '5 March 2026');
    await pick(/Date to/, '15 March 2026');
    fireEvent.click(screen.getByRole('combobox', { name: /Output type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'JSON' }));
    generate();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(
      '/companies/3/report/bound-policies?date_from=1772668800&date_to=1773619199&type=json',
    );
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect((screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    finish(
      new Response('[{"reference":"SU-1"}]', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    // No Content-Disposition: named with the current epoch seconds.
    expect(clicks).toEqual([
      { href: 'blob:report-22', download: 'bound_policy_report_1773828000.json' },
    ]);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:report-22'), {
      timeout: 1500,
    });
  });

  it('saves a text report as text under the Content-Disposition name', async () => {
    fetchMock.mockResolvedValue(
      new Response('reference,transactionId\nSU-1,4\n', {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="bound_policy_report_1773800000.csv"',
        },
      }),
    );
    show();
    generate();
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(fetchMock.mock.calls[0]![0]).toBe(
      '/companies/3/report/bound-policies?date_from=1772323200&date_to=1773878399&type=csv',
    );
    expect(clicks[0]?.download).toBe('bound_policy_report_1773800000.csv');
    expect((createObjectURL.mock.calls[0]![0] as Blob).type).toBe('text/csv; charset=utf-8');
  });

  it.each([
    [
      'the JSON message of a refusal',
      () => json(403, { message: Messages.noPermissionAccess }),
      Messages.noPermissionAccess,
    ],
    [
      'the generic text when the body is not JSON',
      () => new Response('Bad gateway', { status: 502 }),
      Messages.failedToDownload,
    ],
    [
      'the generic text for an empty file',
      () => new Response('', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
      Messages.failedToDownload,
    ],
  ])(
    'shows %s as an error notification and enables Generate again',
    async (_name, respond, message) => {
      fetchMock.mockImplementation(async () => respond());
      show();
      generate();
      const toast = await screen.findByRole('alert');
      expect(within(toast).getByText(message)).toBeTruthy();
      expect(clicks).toHaveLength(0);
      expect((screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement).disabled).toBe(
        false,
      );
    },
  );
});

describe('Bound policy report export in the background (decision 106)', { timeout: 20_000 }, () => {
  const running = {
    id: 41,
    kind: 'bound-policy-report-export',
    companyId: 3,
    userId: 1,
    state: 'running',
    percent: 50,
    done: 2,
    total: 4,
    failureReason: null,
    result: null,
    attempts: 1,
    createdAt: 1_773_828_000,
    startedAt: 1_773_828_001,
    finishedAt: null,
  };

  it('starts an export of the chosen range, keeps its id in the URL and shows its progress', async () => {
    jobsMock.mockImplementation(async (url, init) =>
      init?.method === 'POST'
        ? json(202, { ...running, state: 'queued', percent: null, done: 0, total: null })
        : String(url).startsWith('/jobs/41')
          ? json(200, running)
          : json(200, { data: [] }),
    );
    const { router } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV in background' }));
    await waitFor(() => expect(router.state.location.search).toBe('?exportJob=41'));
    const post = jobsMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/companies/3/report/bound-policies/exports');
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      date_from: 1772323200,
      date_to: 1773878399,
    });
    expect(await screen.findByText('2 of 4 rows')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("after a reload finds the user's running export of this company with GET /jobs?active=1", async () => {
    jobsMock.mockImplementation(async (url) =>
      String(url).startsWith('/jobs?')
        ? json(200, { data: [{ ...running, id: 40, companyId: 9 }, running] })
        : json(200, running),
    );
    show();
    expect(await screen.findByText('2 of 4 rows')).toBeTruthy();
    expect(jobsMock.mock.calls.map(([u]) => u)).toContain(
      '/jobs?active=1&kind=bound-policy-report-export',
    );
    expect(jobsMock.mock.calls.map(([u]) => u)).toContain('/jobs/41');
  });
});
