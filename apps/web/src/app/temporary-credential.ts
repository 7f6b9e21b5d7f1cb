// The client's proposal link (§4 send to client, issue 26.3, decision 101): the page trades the link's token
// for a credential at once, keeps that credential for its browser tab only (sessionStorage) and drops the
// token from the address bar, so it stays out of history, bookmarks, screenshots and Referer headers.

const STORAGE_KEY = 'turbine.clientCredential';

/** The page's tempToken query value (a client's link), sent as X-Temporary-Token until it is exchanged (§7). */
export function readTempToken(search: string = window.location.search): string | null {
  return new URLSearchParams(search).get('tempToken');
}

/** The credential this tab exchanged its link for, if any. */
export function readClientCredential(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage refused (a privacy setting): the tab simply has no credential.
    return null;
  }
}

function storeClientCredential(token: string | null): void {
  try {
    if (token) window.sessionStorage.setItem(STORAGE_KEY, token);
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Without storage the page still works while its link is in the address bar.
  }
}

/** The X-Temporary-Token value of a request: the link's token while the page has it, else the tab's credential. */
export function temporaryTokenHeader(): string | null {
  return readTempToken() ?? readClientCredential();
}

/**
 * Exchanges a link's token for the tab's credential (POST /client/session). On a refusal (an expired,
 * revoked or spent link) any older credential is forgotten too, so the page shows the access has ended.
 */
export async function exchangeLinkToken(linkToken: string): Promise<boolean> {
  try {
    const response = await fetch('/client/session', {
      method: 'POST',
      headers: { Accept: 'application/json', 'X-Temporary-Token': linkToken },
      credentials: 'include',
    });
    const body = response.ok ? ((await response.json()) as { token?: unknown }) : null;
    const token = typeof body?.token === 'string' ? body.token : null;
    storeClientCredential(token);
    return token !== null;
  } catch {
    storeClientCredential(null);
    return false;
  }
}
