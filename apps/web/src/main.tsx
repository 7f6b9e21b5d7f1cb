import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './app/focus.css';
import { consumeRepresentingParam } from './app/boot.ts';
import { setNavigator } from './app/navigation-service.ts';
import { AppProviders } from './app/providers.tsx';
import { loadSignedInHeader } from './app/header/app-header.tsx';
import { setPrefetchRoutes } from './app/prefetch.ts';
import { routes } from './app/routes.tsx';
import { createStore } from './app/store.ts';

consumeRepresentingParam();
const store = createStore();
const router = createBrowserRouter(routes);
setPrefetchRoutes(routes, [loadSignedInHeader, () => import('./app/overlays.tsx')]);
setNavigator((path, options) => void router.navigate(path, options));

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
