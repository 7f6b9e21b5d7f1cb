import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { baseQuery, readXsrfToken } from './base-query.ts';

const api = { signal: new AbortController().signal } as BaseQueryApi;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type FetchCall = [string, RequestInit];
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const header = (call: FetchCall | undefined, name: string) =>
  new Headers(call?.[1].headers).get(name);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'XSRF-TOKEN=token%3D1; path=/';
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('base query (§7)', () => {
  it('sends credentials, relative paths and the decoded XSRF cookie as X-XSRF-TOKEN on non-GET requests', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    const result = await baseQuery(
      { url: '/companies', method: 'POST', body: { name: 'Acme' } },
      api,
      {},
    );
    expect(result).toEqual({ data: { ok: true } });
    const call = fetchMock.mock.calls[0];
    expect(call?.[0]).toBe('/companies');
    expect(call?.[1].credentials).toBe('include');
    expect(call?.[1].body).toBe('{"name":"Acme"}');
    expect(header(call, 'X-XSRF-TOKEN')).toBe('token=1');
    expect(header(call, 'Content-Type')).toBe('application/json');
    expect(header(call, 'Accept')).toBe('application/json');
  });

  it('fetches the XSRF cookie before the first write when there is none, so no 419 is needed', async () => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    fetchMock.mockImplementationOnce(async () => {
      document.cookie = 'XSRF-TOKEN=fresh; path=/';
      return new Response(null, { status: 204 });
    });
    fetchMock.mockResolvedValueOnce(json(200, { id: 1 }));
    const result = await baseQuery({ url: '/login', method: 'POST', body: {} }, api, {});
    expect(result).toEqual({ data: { id: 1 } });
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/sanctum/csrf-cookie', '/login']);
    expect(header(fetchMock.mock.calls[1], 'X-XSRF-TOKEN')).toBe('fresh');
  });

  it('does not send the anti-forgery header on GET', async () => {
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await baseQuery('/user', api, {});
    expect(header(fetchMock.mock.calls[0], 'X-XSRF-TOKEN')).toBeNull();
  });

  it('sends the page tempToken as X-Temporary-Token', async () => {
    window.history.replaceState(null, '', '/risks?tempToken=abc123');
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await baseQuery('/user', api, {});
    expect(header(fetchMock.mock.calls[0], 'X-Temporary-Token')).toBe('abc123');
  });

  it('sends no temporary-token header without a tempToken', async () => {
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await baseQuery('/user', api, {});
    expect(header(fetchMock.mock.calls[0], 'X-Temporary-Token')).toBeNull();
  });

  it('on 419 fetches /sanctum/csrf-cookie once and retries the request once', async () => {
    fetchMock
      .mockResolvedValueOnce(json(419, { message: 'CSRF token mismatch.' }))
      .mockResolvedValueOnce(new Response(null, { status: 204 }))
      .mockResolvedValueOnce(json(201, { id: 7 }));
    const result = await baseQuery({ url: '/companies', method: 'POST', body: {} }, api, {});
    expect(fetchMock.mock.calls.map((c) => [c[0], c[1].method])).toEqual([
      ['/companies', 'POST'],
      ['/sanctum/csrf-cookie', 'GET'],
      ['/companies', 'POST'],
    ]);
    expect(result).toEqual({ data: { id: 7 } });
  });

  it('retries only once: a second 419 is returned as the error', async () => {
    fetchMock
      .mockResolvedValueOnce(json(419, { message: 'CSRF token mismatch.' }))
      .mockResolvedValueOnce(new Response(null, { status: 204 }))
      .mockResolvedValueOnce(json(419, { message: 'CSRF token mismatch.' }));
    const result = await baseQuery({ url: '/logout', method: 'POST' }, api, {});
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(result).toEqual({ error: { status: 419, data: { message: 'CSRF token mismatch.' } } });
  });

  it('returns the status and body of an error response', async () => {
    fetchMock.mockResolvedValueOnce(
      json(422, {
        message: 'Please correct the errors in the form.',
        errors: { email: ['Login failed.'] },
      }),
    );
    const result = await baseQuery({ url: '/login', method: 'POST', body: {} }, api, {});
    expect(result).toEqual({
      error: {
        status: 422,
        data: {
          message: 'Please correct the errors in the form.',
          errors: { email: ['Login failed.'] },
        },
      },
    });
  });

  it('reports a network failure as FETCH_ERROR and a 204 as null data', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response(null, { status: 204 }));
    expect(await baseQuery('/user', api, {})).toEqual({
      error: { status: 'FETCH_ERROR', error: 'Failed to fetch' },
    });
    expect(await baseQuery({ url: '/companies/1/roles/2', method: 'DELETE' }, api, {})).toEqual({
      data: null,
    });
  });

  it('sends a file raw with its own content type', async () => {
    fetchMock.mockResolvedValueOnce(json(200, {}));
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await baseQuery({ url: '/user/avatar', method: 'POST', body: file }, api, {});
    const call = fetchMock.mock.calls[0];
    expect(call?.[1].body).toBe(file);
    expect(header(call, 'Content-Type')).toBe('image/png');
  });

  it('adds query values, leaving out empty ones', async () => {
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await baseQuery(
      { url: '/logout', method: 'POST', params: { companyHandle: null, a: 'b c' } },
      api,
      {},
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/logout?a=b+c');
  });
});

describe('readXsrfToken', () => {
  it('finds and decodes the cookie among others', () => {
    expect(readXsrfToken('a=1; XSRF-TOKEN=x%2By; b=2')).toBe('x+y');
    expect(readXsrfToken('a=1')).toBeNull();
  });
});
