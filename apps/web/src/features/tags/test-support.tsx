import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { Provider as ReduxProvider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createStore } from '../../app/store.ts';
import { modalSettings, theme } from '../../app/theme.ts';

export const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

export const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** Answers each request by the first route whose method and path match; anything else is a 404. */
export function routeFetch(
  routes: { method?: string; path: RegExp; respond: (url: URL) => Response | Promise<Response> }[],
) {
  fetchMock.mockImplementation(async (url, init) => {
    const route = routes.find(
      (r) => (r.method ?? 'GET') === (init?.method ?? 'GET') && r.path.test(String(url)),
    );
    return route
      ? route.respond(new URL(String(url), 'http://turbine.test'))
      : json(404, { message: 'Not found' });
  });
}

/** The requests made so far: method, URL and JSON body. */
export const requests = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    method: init?.method ?? 'GET',
    url: String(url),
    body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
  }));

/** Renders a component with the store, Mantine (test env), modals and notifications, under a router. */
export function renderWithApp(ui: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/'] });
  return render(
    <ReduxProvider store={createStore()}>
      <MantineProvider theme={theme} env="test">
        <ModalsProvider modalProps={modalSettings}>
          <Notifications />
          <RouterProvider router={router} />
        </ModalsProvider>
      </MantineProvider>
    </ReduxProvider>,
  );
}
