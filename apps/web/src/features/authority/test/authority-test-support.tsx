import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';

export const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

export const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The calls the page made, as method, path and parsed body. */
export function calls(): { method: string; url: string; body: unknown }[] {
  return fetchMock.mock.calls.map(([url, init]) => ({
    method: init?.method ?? 'GET',
    url: String(url),
    body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
  }));
}

/** Answers each request by the first route whose method and path pattern match. */
export function routeFetch(
  routes: { method?: string; path: RegExp; respond: (body: unknown) => Response }[],
) {
  fetchMock.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    const route = routes.find((r) => (r.method ?? 'GET') === method && r.path.test(String(url)));
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return route ? route.respond(body) : json(404, { message: 'Not found' });
  });
}

export function renderAuthority(ui: ReactNode, path = '/') {
  return renderWithApp(<ModalsProvider>{ui}</ModalsProvider>, { path });
}
