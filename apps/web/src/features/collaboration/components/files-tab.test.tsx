import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Messages, type VersionedRiskFileDto } from '@turbine/domain';
import {
  calls,
  fetchMock,
  json,
  renderPanel,
  routeFetch,
} from '../../../test/risk-panel-support.tsx';
import { FilesTab } from './files-tab.tsx';

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const file = (id: number, name: string, visibility: 1 | 2): VersionedRiskFileDto => ({
  id,
  name,
  mimeType: 'application/pdf',
  sizeBytes: 2560,
  visibility,
  uploadedBy: { id: 1, name: 'Una Writer' },
  createdAt: 1_700_000_000,
  url: `/companies/3/risks/5/files/${id}/download`,
  versionNumber: 1,
  updatedBy: { id: 1, name: 'Una Writer' },
  updatedAt: 1_700_000_000,
  versions: [
    {
      id: id * 10,
      versionNumber: 1,
      name,
      mimeType: 'application/pdf',
      sizeBytes: 2560,
      uploadedBy: { id: 1, name: 'Una Writer' },
      createdAt: 1_700_000_000,
      url: `/companies/3/risks/5/files/${id}/versions/${id * 10}/download`,
    },
  ],
});
const files = [file(1, 'proposal.pdf', 2), file(2, 'underwriting-notes.pdf', 1)];

function chooseFile(name: string, content = '%PDF-1.7') {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, {
    target: { files: [new File([content], name, { type: 'application/pdf' })] },
  });
}

describe('FilesTab', () => {
  it('lists the files with visibility, uploader and size', async () => {
    routeFetch([{ path: /\/companies\/3\/risks\/5\/files$/, respond: () => json(200, files) }]);
    renderPanel(<FilesTab companyId={3} riskPackageId={5} canManage canUploadPrivate />);
    expect(screen.getByLabelText('Loading files')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Files' });
    const row = within(table).getByText('proposal.pdf').closest('tr')!;
    expect(within(row).getByText('Shared')).toBeTruthy();
    expect(within(row).getByText('Una Writer')).toBeTruthy();
    expect(within(row).getByText('Version 1 · 2.5 KB')).toBeTruthy();
    expect(
      within(within(table).getByText('underwriting-notes.pdf').closest('tr')!).getByText('Private'),
    ).toBeTruthy();
  });

  it('shows only shared files and no private choice in the broker panel', async () => {
    routeFetch([{ path: /files$/, respond: () => json(200, files) }]);
    renderPanel(
      <FilesTab companyId={2} riskPackageId={5} canManage canUploadPrivate={false} sharedOnly />,
    );
    expect(await screen.findByText('proposal.pdf')).toBeTruthy();
    expect(screen.queryByText('underwriting-notes.pdf')).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Private' })).toBeNull();
    expect(screen.getByText('Files you upload are shared with the underwriter.')).toBeTruthy();
  });

  it('uploads the raw file with its name and visibility', async () => {
    routeFetch([
      { path: /files$/, respond: () => json(200, []) },
      { method: 'POST', path: /files\?/, respond: () => json(201, file(3, 'Signed proposal', 2)) },
    ]);
    renderPanel(<FilesTab companyId={3} riskPackageId={5} canManage canUploadPrivate />);
    expect(await screen.findByText('No files yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload file' }));
    expect(await screen.findByText('Choose a file to upload.')).toBeTruthy();

    chooseFile('signed.pdf');
    expect((screen.getByLabelText('File name') as HTMLInputElement).value).toBe('signed.pdf');
    fireEvent.change(screen.getByLabelText('File name'), { target: { value: 'Signed proposal' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Shared with broker' }));
    fireEvent.click(screen.getByRole('button', { name: 'Upload file' }));
    await waitFor(() => expect(calls().some((c) => c.method === 'POST')).toBe(true));
    const post = calls().find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/companies/3/risks/5/files?name=Signed+proposal&visibility=2');
    expect(post.body).toBeInstanceOf(File);
    expect(post.headers.get('Content-Type')).toBe('application/octet-stream');
  });

  it('shows the type and size refusals under the file field', async () => {
    let answer = json(422, {
      message: Messages.invalidFileType,
      errors: { file: [Messages.invalidFileType] },
    });
    routeFetch([
      { path: /files$/, respond: () => json(200, []) },
      { method: 'POST', path: /files\?/, respond: () => answer },
    ]);
    renderPanel(<FilesTab companyId={3} riskPackageId={5} canManage canUploadPrivate />);
    await screen.findByText('No files yet.');
    chooseFile('tool.exe', 'MZ');
    fireEvent.click(screen.getByRole('button', { name: 'Upload file' }));
    expect(await screen.findByText(Messages.invalidFileType)).toBeTruthy();

    answer = json(413, {
      message: Messages.fileTooLarge(10),
      errors: { file: [Messages.fileTooLarge(10)] },
    });
    chooseFile('huge.pdf');
    expect((screen.getByLabelText('File name') as HTMLInputElement).value).toBe('huge.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Upload file' }));
    expect(await screen.findByText('File size must be less than 10 MB.')).toBeTruthy();

    // Far over the limit the server drops the connection: no status, the spec's upload failure.
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'POST') throw new TypeError('Failed to fetch');
      return json(200, []);
    });
    chooseFile('enormous.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Upload file' }));
    expect(await screen.findByText(Messages.failedToUpload)).toBeTruthy();
  });

  it('deletes a file only after the confirmation', async () => {
    routeFetch([
      { path: /files$/, respond: () => json(200, files) },
      { method: 'DELETE', path: /files\/1$/, respond: () => json(204, null) },
    ]);
    renderPanel(<FilesTab companyId={3} riskPackageId={5} canManage canUploadPrivate />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete proposal.pdf' }));
    expect(
      await screen.findByText('Delete the file proposal.pdf? This cannot be undone.'),
    ).toBeTruthy();
    expect(calls().some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete file' }));
    await waitFor(() =>
      expect(calls().find((c) => c.method === 'DELETE')?.url).toBe('/companies/3/risks/5/files/1'),
    );
  });

  it('offers download but no upload or delete without ManageRisks', async () => {
    routeFetch([{ path: /files$/, respond: () => json(200, files) }]);
    renderPanel(
      <FilesTab companyId={4} riskPackageId={5} canManage={false} canUploadPrivate={false} />,
    );
    expect(await screen.findByRole('button', { name: 'Download proposal.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete proposal.pdf' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload file' })).toBeNull();
  });

  it('shows the error of a failed list', async () => {
    routeFetch([{ path: /files$/, respond: () => json(404, { message: 'Not found.' }) }]);
    renderPanel(<FilesTab companyId={3} riskPackageId={5} canManage canUploadPrivate />);
    expect(await screen.findByText('Not found.')).toBeTruthy();
  });

  it('shows the latest version and downloads any earlier one from the history', async () => {
    const base = file(1, 'proposal.pdf', 2);
    const twice: VersionedRiskFileDto = {
      ...base,
      versionNumber: 2,
      sizeBytes: 1024,
      updatedBy: { id: 2, name: 'Bea Broker' },
      updatedAt: 1_700_086_400,
      versions: [
        {
          ...base.versions[0]!,
          id: 11,
          versionNumber: 2,
          name: 'proposal-signed.pdf',
          sizeBytes: 1024,
          uploadedBy: { id: 2, name: 'Bea Broker' },
          createdAt: 1_700_086_400,
          url: '/companies/3/risks/5/files/1/versions/11/download',
        },
        base.versions[0]!,
      ],
    };
    routeFetch([
      { path: /files$/, respond: () => json(200, [twice]) },
      {
        path: /versions\/10\/download$/,
        respond: () =>
          new Response('%PDF-1.7', {
            status: 200,
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="proposal.pdf"',
            },
          }),
      },
    ]);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    renderPanel(<FilesTab companyId={3} riskPackageId={5} canManage canUploadPrivate />);
    const table = await screen.findByRole('table', { name: 'Files' });
    const row = within(table).getByText('proposal.pdf').closest('tr')!;
    expect(within(row).getByText('Version 2 · 1.0 KB')).toBeTruthy();
    expect(within(row).getByText('Bea Broker')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Versions of proposal.pdf' })).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Versions of proposal.pdf' }));
    const history = await screen.findByRole('table', { name: 'Versions of proposal.pdf' });
    const rows = within(history).getAllByRole('row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Version 2',
      'Version 1',
    ]);
    expect(within(rows[0]!).getByText(/Bea Broker/)).toBeTruthy();
    expect(within(rows[1]!).getByText(/Una Writer/)).toBeTruthy();
    fireEvent.click(
      within(history).getByRole('button', { name: 'Download version 1 of proposal.pdf' }),
    );
    await waitFor(() =>
      expect(
        calls().some((c) => c.url === '/companies/3/risks/5/files/1/versions/10/download'),
      ).toBe(true),
    );
  });
});
