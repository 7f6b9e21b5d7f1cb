import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Provider as ReduxProvider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createStore, type AppStore } from '../app/store.ts';
import { theme } from '../app/theme.ts';

/** Renders a component with the store, Mantine (test env: no transitions or portals) and a data router. */
export function renderWithApp(
  ui: ReactNode,
  { path = '/', store = createStore() }: { path?: string; store?: AppStore } = {},
) {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <ReduxProvider store={store}>
      <MantineProvider theme={theme} env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </ReduxProvider>,
  );
  return { ...view, store, router };
}
