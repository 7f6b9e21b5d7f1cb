import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ProductMessages } from '@turbine/domain';
import { renderWithApp } from '../../../test/render.tsx';
import { VersionActions } from './version-actions.tsx';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const version = { companyId: 7, productId: 3, versionId: 11, versionNumber: 2, status: 'draft' };

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('VersionActions', () => {
  it("shows a refused publish with the server's message and every failing test case", async () => {
    fetchMock.mockResolvedValue(
      json(422, {
        message: ProductMessages.testCasesFailed(['Accountant $1m']),
        errors: { testCases: ['Accountant $1m: premium.gross expected "110.00", got "120.00"'] },
      }),
    );
    renderWithApp(<VersionActions version={version} canEdit />);
    fireEvent.click(screen.getByRole('button', { name: 'Publish version 2' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Publish refused');
    expect(alert.textContent).toContain(ProductMessages.testCasesFailed(['Accountant $1m']));
    expect(alert.textContent).toContain('premium.gross expected "110.00", got "120.00"');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/companies/7/products/3/versions/11/publish');
    expect(init?.method).toBe('POST');
  });

  it('shows a 409 refusal of an unpublish (the version is in use)', async () => {
    fetchMock.mockResolvedValue(
      json(409, {
        message: 'Cannot modify this item because it is in use.',
        code: 'IN_USE_MODIFY',
      }),
    );
    renderWithApp(<VersionActions version={{ ...version, status: 'live' }} canEdit />);
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish version 2' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unpublish refused');
    expect(alert.textContent).toContain('Cannot modify this item because it is in use.');
  });

  it('offers no actions to a user who cannot edit', () => {
    renderWithApp(<VersionActions version={version} canEdit={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
