import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../../../app/base-api.ts';
import { identityApi, mayBeSignedIn } from './identity-api.ts';

// Issue 19 item 9: a signed-out visitor's page must not ask GET /user only to get a 401 that the
// browser logs as a console error.
afterEach(() => vi.unstubAllGlobals());

describe('the signed-out shortcut of GET /user', () => {
  it('reads the session hint cookie', () => {
    expect(mayBeSignedIn('a=1; turbine_signed_in=1')).toBe(true);
    expect(mayBeSignedIn('a=1; XSRF-TOKEN=x')).toBe(false);
  });

  it('answers 401 without a request when no session hint is present', async () => {
    document.cookie = 'turbine_signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const store = configureStore({
      reducer: { [baseApi.reducerPath]: baseApi.reducer },
      middleware: (d) => d().concat(baseApi.middleware),
    });
    const result = await store.dispatch(identityApi.endpoints.getUser.initiate());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.error).toMatchObject({ status: 401, data: { code: 'UNAUTHENTICATED' } });
  });
});
