import { Messages } from '@turbine/domain';
import { readXsrfToken } from '../app/base-query.ts';
import { temporaryTokenHeader } from '../app/temporary-credential.ts';

export interface DownloadOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Record<string, string | number>;
  /** The name to save under when the response does not name the file (Content-Disposition). */
  fileName: string;
}

/** How long the temporary link lives after the click (§7). */
export const revokeAfterMs = 500;

/** The file name of a Content-Disposition header (RFC 6266 `filename*` first), if any. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding falls through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name || null;
}

async function failureMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON: the generic text.
  }
  return Messages.failedToDownload;
}

/**
 * §7 file download helper: a credentialed request to the API (non-GET adds the anti-forgery header); a
 * text response is read as text, anything else as a blob, and saved under the response's file name or
 * `fileName`; the temporary link is cleaned up after 500 ms. Throws an Error with the JSON body's
 * message on a failed response, else 'Failed to download file.' (also for an empty file).
 */
export async function downloadFile(
  url: string,
  { method = 'GET', params, fileName }: DownloadOptions,
): Promise<string> {
  const query = new URLSearchParams(
    Object.entries(params ?? {}).map(([k, v]) => [k, String(v)]),
  ).toString();
  const headers = new Headers();
  if (method !== 'GET') {
    const xsrf = readXsrfToken();
    if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
  }
  const tempToken = temporaryTokenHeader();
  if (tempToken) headers.set('X-Temporary-Token', tempToken);
  let response: Response;
  try {
    response = await fetch(query ? `${url}?${query}` : url, {
      method,
      headers,
      credentials: 'include',
    });
  } catch {
    throw new Error(Messages.failedToDownload);
  }
  if (!response.ok) throw new Error(await failureMessage(response));

  const type = response.headers.get('content-type') ?? '';
  const blob = type.startsWith('text/')
    ? new Blob([await response.text()], { type })
    : await response.blob();
  if (blob.size === 0) throw new Error(Messages.failedToDownload);

  const name = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fileName;
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  setTimeout(() => {
    URL.revokeObjectURL(href);
    link.remove();
  }, revokeAfterMs);
  return name;
}
