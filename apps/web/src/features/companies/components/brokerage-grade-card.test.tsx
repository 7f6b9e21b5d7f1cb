import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { CompanyRatingDetailDto } from '@turbine/domain';
import { renderWithApp } from '../../../test/render.tsx';
import { BrokerageGradeCard } from './brokerage-grade-card.tsx';

vi.setConfig({ testTimeout: 20_000 });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const graded: CompanyRatingDetailDto = {
  companyId: 9,
  name: 'Harbour Brokers',
  kind: 'brokerage',
  grade: 'D',
  note: 'Two late bordereaux',
  ratedAt: 1_796_115_600,
  ratedBy: { id: 2, name: 'Uma Underwriter' },
  history: [],
};
let answer: CompanyRatingDetailDto = graded;

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) =>
    url.startsWith('/companies/5/company-ratings/9')
      ? json(200, answer)
      : json(404, { message: 'Not found.' }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('Brokerage grade card on Broker Management (decision 232)', () => {
  it('shows the grade, who set it and the note, and opens the grade dialog of this brokerage', async () => {
    answer = graded;
    renderWithApp(<BrokerageGradeCard agencyId={5} brokerId={9} brokerName="Harbour Brokers" />);
    expect(await screen.findByLabelText('Grade D')).toBeTruthy();
    expect(screen.getByText(/Uma Underwriter/)).toBeTruthy();
    expect(screen.getByText('Two late bordereaux')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => u.startsWith('/companies/5/company-ratings/9'))).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change grade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grade of Harbour Brokers' });
    expect(within(dialog).getByLabelText('Note')).toBeTruthy();
  });

  it('says when the brokerage has no grade yet and offers Grade', async () => {
    answer = { ...graded, grade: null, note: null, ratedAt: null, ratedBy: null };
    renderWithApp(<BrokerageGradeCard agencyId={5} brokerId={9} brokerName="Harbour Brokers" />);
    expect(await screen.findByLabelText('No grade')).toBeTruthy();
    expect(screen.getByText('Not graded yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Grade' })).toBeTruthy();
  });
});
