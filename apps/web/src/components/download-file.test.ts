import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Messages } from '@turbine/domain';
import { downloadFile, fileNameFromDisposition } from './download-file.ts';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name and falls back to the plain one', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="Re_sume_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf`,
      ),
    ).toBe('Résumé.pdf');
    expect(fileNameFromDisposition('attachment; filename="plain.pdf"')).toBe('plain.pdf');
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

describe('downloadFile', () => {
  it('fetches with credentials, saves under the server’s name and cleans up after 500 ms', async () => {
    vi.useFakeTimers();
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(
      new Response('%PDF-1.7', {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="policy.pdf"' },
      }),
    );
    await downloadFile('/companies/3/risks/5/files/1/download', { fileName: 'fallback.pdf' });
    expect(fetchMock.mock.calls[0]![1].credentials).toBe('include');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('policy.pdf');
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:x');
    click.mockRestore();
  });

  it('fails with the JSON message, else the generic text, and on empty data', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'Not found.' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await expect(downloadFile('/x', { fileName: 'a' })).rejects.toThrow('Not found.');
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 500 }));
    await expect(downloadFile('/x', { fileName: 'a' })).rejects.toThrow(Messages.failedToDownload);
    fetchMock.mockResolvedValueOnce(new Response('', { status: 200 }));
    await expect(downloadFile('/x', { fileName: 'a' })).rejects.toThrow(Messages.failedToDownload);
  });
});

describe('Content-Disposition file names', () => {
  it('reads quoted, bare and RFC 6266 encoded names', () => {
    expect(fileNameFromDisposition('attachment; filename="report 1.csv"')).toBe('report 1.csv');
    expect(fileNameFromDisposition('attachment; filename=report.txt')).toBe('report.txt');
    expect(
      fileNameFromDisposition(
        'attachment; filename="x.csv"; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.csv',
      ),
    ).toBe('résumé.csv');
  });
  it('has no name without the header or a filename', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition('attachment; filename=""')).toBeNull();
  });
});
