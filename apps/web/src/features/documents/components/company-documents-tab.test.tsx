import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Messages, type DirectoryDto, type DocumentFileDto } from '@turbine/domain';
import {
  calls,
  fetchMock,
  json,
  renderPanel,
  routeFetch,
} from '../../../test/risk-panel-support.tsx';
import { CompanyDocumentsTab } from './company-documents-tab.tsx';

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const file: DocumentFileDto = {
  id: 7,
  folderId: 1,
  name: 'Wording.pdf',
  mimeType: 'application/pdf',
  versionNumber: 3,
  sizeBytes: 2048,
  updatedBy: { id: 1, name: 'Uma Underwriter' },
  updatedOn: 1_700_000_000,
  locked: false,
  protected: true,
  url: '/companies/3/file-versions/21',
};
const root = (over: Partial<DirectoryDto> = {}): DirectoryDto => ({
  id: 1,
  name: 'Documents',
  locked: false,
  visibility: 1,
  parentId: null,
  rootFolderId: 1,
  companyId: 3,
  path: [],
  folders: [
    { id: 2, name: 'Policy wordings', locked: false, visibility: 2 },
    { id: 4, name: 'Guidelines', locked: true, visibility: 1 },
  ],
  files: [file],
  canManage: true,
  ...over,
});

describe('CompanyDocumentsTab', () => {
  it('lists folders with visibility and lock, files with version, who and flags', async () => {
    routeFetch([
      { path: /\/companies\/3\/documents$/, respond: () => json(200, root()) },
      { path: /shared-documents$/, respond: () => json(200, []) },
    ]);
    renderPanel(<CompanyDocumentsTab companyId={3} />);
    const table = await screen.findByRole('table', { name: 'Folder contents' });
    const wordings = within(table).getByText('Policy wordings').closest('tr')!;
    expect(within(wordings).getByText('Public')).toBeTruthy();
    const guidelines = within(table).getByText('Guidelines').closest('tr')!;
    expect(within(guidelines).getByText('Private')).toBeTruthy();
    expect(within(guidelines).getByText('Locked')).toBeTruthy();
    const row = within(table).getByText('Wording.pdf').closest('tr')!;
    expect(within(row).getByText('v3')).toBeTruthy();
    expect(within(row).getByText('Uma Underwriter')).toBeTruthy();
    expect(within(row).getByText('Protected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New folder' })).toBeTruthy();
    // No partner shares documents: no store selector.
    expect(screen.queryByText('Documents of')).toBeNull();
  });

  it("shows the server's 'Invalid file type.' under the file and uploads as the raw body", async () => {
    routeFetch([
      { path: /\/companies\/3\/documents$/, respond: () => json(200, root()) },
      { path: /shared-documents$/, respond: () => json(200, []) },
      {
        method: 'POST',
        path: /\/documents\/folders\/1\/files\?name=setup\.pdf&protected=false$/,
        respond: () =>
          json(422, {
            message: Messages.correctErrors,
            errors: { file: [Messages.invalidFileType] },
          }),
      },
    ]);
    renderPanel(<CompanyDocumentsTab companyId={3} />);
    await screen.findByRole('table', { name: 'Folder contents' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['MZ'], 'setup.pdf')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(Messages.invalidFileType)).toBeTruthy();
    const post = calls().find((c) => c.method === 'POST')!;
    expect(post.url).toContain('/companies/3/documents/folders/1/files');
  });

  it("a partner's store is read-only: no new folder, no upload, no actions", async () => {
    routeFetch([
      { path: /\/companies\/3\/documents$/, respond: () => json(200, root()) },
      {
        path: /\/shared-documents$/,
        respond: () => json(200, [{ companyId: 9, name: 'Meridian' }]),
      },
      {
        path: /\/shared-documents\/9$/,
        respond: () => json(200, root({ companyId: 9, canManage: false, folders: [] })),
      },
    ]);
    renderPanel(<CompanyDocumentsTab companyId={3} />);
    await screen.findByRole('table', { name: 'Folder contents' });
    const store = await screen.findByRole('combobox', { name: 'Documents of' });
    fireEvent.click(store);
    fireEvent.click(await screen.findByRole('option', { name: 'Meridian (shared with us)' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'New folder' })).toBeNull());
    expect(screen.queryByLabelText('Upload a file')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions for Wording.pdf' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download Wording.pdf' })).toBeTruthy();
  });
});
