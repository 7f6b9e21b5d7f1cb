import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { Provider as ReduxProvider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RiskListRow } from '@turbine/domain';
import { createStore } from '../../../app/store.ts';
import { modalSettings, theme, ui } from '../../../app/theme.ts';

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

/** The requests made so far (method, path with query). */
export const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({ method: init?.method ?? 'GET', url: String(url) }));

/**
 * Renders a component at a URL (query included) with the store, Mantine (test env), dates, modals and
 * notifications, under a data router whose location the test can read.
 */
export function renderAt(ui_: ReactNode, { route, url }: { route: string; url: string }) {
  const router = createMemoryRouter(
    [
      { path: route, element: ui_ },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <ReduxProvider store={createStore()}>
      <MantineProvider theme={theme} env="test">
        <DatesProvider settings={{ locale: ui.dateLocale, firstDayOfWeek: ui.firstDayOfWeek }}>
          <ModalsProvider modalProps={modalSettings}>
            <Notifications />
            <RouterProvider router={router} />
          </ModalsProvider>
        </DatesProvider>
      </MantineProvider>
    </ReduxProvider>,
  );
  return { ...view, router };
}

let nextId = 1;
/** A row of the risks list as the API presents it. */
export function riskRow(patch: Partial<RiskListRow> = {}): RiskListRow {
  const id = nextId++;
  return {
    id,
    reference: `HB-${String(id).padStart(4, '0')}`,
    insuredName: 'Coastal Bakery Pty Ltd',
    brokerCompany: { id: 2, name: 'Harbour Brokers' },
    underwriterCompany: { id: 3, name: 'Summit Underwriting' },
    productPackage: { id: 11, name: 'Tradies Liability' },
    status: 3,
    transactionType: 1,
    underwritingStatus: null,
    assignedUnderwriter: null,
    referredToTeam: false,
    inceptionDate: '2026-03-01',
    expiryDate: '2027-03-01',
    totalPremium: '1234.50',
    packageTotalPremium: '1234.50',
    addOnsPremium: null,
    currency: 'aud',
    boundAt: null,
    importedAt: null,
    updatedAt: 1_767_225_600,
    ...patch,
  };
}

export const page = <T,>(data: T[], total = data.length, perPage = 50) => ({
  data,
  meta: { page: 1, perPage, total },
});
