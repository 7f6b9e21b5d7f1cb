import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CompanyRatingDetailDto } from '@turbine/domain';
import { renderWithApp } from '../../../test/render.tsx';
import { CompanyRatingModal } from './company-rating-modal.tsx';

vi.setConfig({ testTimeout: 20_000 });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const detail: CompanyRatingDetailDto = {
  companyId: 9,
  name: 'Harbour Brokers',
  kind: 'brokerage',
  grade: 'B',
  note: 'Clean book',
  ratedAt: 1_796_115_600,
  ratedBy: { id: 2, name: 'Uma Underwriter' },
  history: [
    {
      id: 1,
      grade: 'B',
      previousGrade: null,
      note: 'Clean book',
      changedAt: 1_796_115_600,
      changedBy: { id: 2, name: 'Uma Underwriter' },
    },
  ],
};

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    if (url.startsWith('/companies/5/company-ratings/9'))
      return init?.method === 'PUT'
        ? json(422, { message: 'Invalid', errors: { note: ['Too long.'] } })
        : json(200, detail);
    return json(404, { message: 'Not found.' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('Company rating modal (decision 232)', () => {
  it('shows the current grade and its history, and saves a new grade with its note', async () => {
    const onClose = vi.fn();
    renderWithApp(
      <CompanyRatingModal
        agencyId={5}
        ratedCompanyId={9}
        name="Harbour Brokers"
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Grade of Harbour Brokers' });
    const history = await within(dialog).findByRole('table', { name: 'Grade history' });
    expect(within(history).getByText('Uma Underwriter')).toBeTruthy();
    expect(within(history).getByLabelText('No grade')).toBeTruthy();
    expect(within(history).getByLabelText('Grade B')).toBeTruthy();
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Note') as HTMLTextAreaElement).value).toBe(
        'Clean book',
      ),
    );

    fireEvent.click(within(dialog).getAllByLabelText('Grade')[0]!);
    fireEvent.click(await screen.findByRole('option', { name: 'E — poor' }));
    fireEvent.change(within(dialog).getByLabelText('Note'), {
      target: { value: '  Two late bordereaux ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save grade' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(url).toBe('/companies/5/company-ratings/9');
    expect(JSON.parse(String(init!.body))).toEqual({ grade: 'E', note: 'Two late bordereaux' });
    // The server refused it: the field shows why and the modal stays open.
    expect(await within(dialog).findByText('Too long.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
