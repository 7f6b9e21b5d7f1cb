import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RiskFileDto } from '@turbine/domain';
import {
  calls,
  fetchMock,
  json,
  renderPanel,
  routeFetch,
  UNDERWRITER_CO,
} from '../../../test/risk-panel-support.tsx';
import { DocumentsTab } from './claim-documents.tsx';

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const doc = (id: number, name: string, visibility: 1 | 2): RiskFileDto => ({
  id,
  name,
  mimeType: 'application/pdf',
  sizeBytes: 10,
  visibility,
  uploadedBy: { id: 1, name: 'Ann Handler' },
  createdAt: 0,
  url: `/companies/${UNDERWRITER_CO}/claims/9/files/${id}/download`,
});
const files = /\/claims\/9\/files$/;

describe('DocumentsTab', () => {
  it('deletes a document after confirmation and shows the server’s refusal', async () => {
    let deleteStatus = 409;
    routeFetch([
      { path: files, respond: () => json(200, [doc(1, 'Advice.pdf', 1), doc(2, 'Kept.pdf', 2)]) },
      {
        method: 'DELETE',
        path: /\/claims\/9\/files\/\d+$/,
        respond: () =>
          deleteStatus === 204
            ? json(204, null)
            : json(409, { message: 'This item is locked.', code: 'ITEM_LOCKED' }),
      },
    ]);
    renderPanel(
      <DocumentsTab companyId={UNDERWRITER_CO} claimId={9} canUpload canUploadPrivate canDelete />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Kept.pdf' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete document' }));
    expect(await screen.findByText('This item is locked.')).toBeTruthy();
    deleteStatus = 204;
    fireEvent.click(screen.getByRole('button', { name: 'Delete Advice.pdf' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete document' }));
    await waitFor(() =>
      expect(
        calls()
          .filter((c) => c.method === 'DELETE')
          .map((c) => c.url),
      ).toEqual([
        expect.stringMatching(/\/claims\/9\/files\/2$/),
        expect.stringMatching(/\/claims\/9\/files\/1$/),
      ]),
    );
  });

  it('offers no delete to those who may not delete', async () => {
    routeFetch([{ path: files, respond: () => json(200, [doc(2, 'Kept.pdf', 2)]) }]);
    renderPanel(
      <DocumentsTab
        companyId={UNDERWRITER_CO}
        claimId={9}
        canUpload
        canUploadPrivate={false}
        canDelete={false}
      />,
    );
    expect(await screen.findByText('Kept.pdf')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Kept.pdf' })).toBeNull();
  });
});
