import { Messages } from '@turbine/domain';
import { readTempToken } from '../../../app/base-query.ts';

/** The file name of a Content-Disposition header (RFC 6266 filename* first), if any. */
export function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*[^']*''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // A malformed encoding falls back to the plain filename.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || null;
}

/**
 * §7 File download helper: a credentialed GET to the API; on non-OK the JSON body's message, else
 * 'Failed to download file.'; empty data also fails; the blob is saved under the given (or the
 * server's) name and the temporary link is cleaned up after 500 ms. Throws an Error with the message.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const headers = new Headers();
  const tempToken = readTempToken();
  if (tempToken) headers.set('X-Temporary-Token', tempToken);
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', headers });
  } catch {
    throw new Error(Messages.failedToDownload);
  }
  if (!response.ok) {
    let message: string = Messages.failedToDownload;
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string' && body.message) message = body.message;
    } catch {
      // Not JSON: the generic message stands.
    }
    throw new Error(message);
  }
  const blob = await response.blob();
  if (blob.size === 0) throw new Error(Messages.failedToDownload);
  const link = document.createElement('a');
  const objectUrl = URL.createObjectURL(blob);
  link.href = objectUrl;
  link.download = dispositionName(response.headers.get('content-disposition')) ?? fileName;
  document.body.appendChild(link);
  link.click();
  setTimeout(() => {
    URL.revokeObjectURL(objectUrl);
    link.remove();
  }, 500);
}
