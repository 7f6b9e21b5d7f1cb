import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import {
  localStorageColorSchemeManager,
  MantineProvider,
  useMantineColorScheme,
} from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { notificationsStore } from '@mantine/notifications';
import { Provider as ReduxProvider } from 'react-redux';
import { AuthProvider, useAuth } from './auth-context.tsx';
import type { AppStore } from './store.ts';
import { accessibleColours } from './accessible-colours.ts';
import { storageKeys, theme, ui } from './theme.ts';

const colorSchemeManager = localStorageColorSchemeManager({ key: storageKeys.colorScheme });

/**
 * Loads dayjs with the en-AU locale (date-locale.ts) once a user is signed in or a test renders: the
 * sign-in page never needs it (decision 239).
 */
function DateLocale({ eager }: { eager: boolean }) {
  const { user } = useAuth();
  const wanted = eager || user !== null;
  useEffect(() => {
    if (wanted) void import('./date-locale.ts');
  }, [wanted]);
  return null;
}

/** Applies the signed-in user's saved theme when the user (or their saved theme) changes (§4). */
function UserThemeSync() {
  const { user } = useAuth();
  const { setColorScheme } = useMantineColorScheme();
  const theme = user?.theme;
  useEffect(() => {
    if (theme) setColorScheme(theme);
  }, [theme, setColorScheme]);
  return null;
}

const LazyOverlays = lazy(() => import('./overlays.tsx'));

/**
 * Mounts the modal host and toast container (overlays.tsx) once a user is signed in (every confirm
 * modal is on a signed-in page) or the first toast is queued (Mantine's store keeps it until the
 * container shows it): the sign-in page itself never loads them (decision 164).
 */
function Overlays({ eager }: { eager: boolean }) {
  const { user } = useAuth();
  const [toasted, setToasted] = useState(
    () => notificationsStore.getState().notifications.length > 0,
  );
  useEffect(() => {
    if (toasted) return undefined;
    const stop = notificationsStore.subscribe(() => setToasted(true));
    return () => void stop();
  }, [toasted]);
  if (!eager && !user && !toasted) return null;
  return (
    <Suspense fallback={null}>
      <LazyOverlays />
    </Suspense>
  );
}

/** Redux, Mantine (theme, dates, modals, notifications) and the auth context. */
export function AppProviders({
  store,
  children,
  env,
}: {
  store: AppStore;
  children: ReactNode;
  env?: 'test';
}) {
  return (
    <ReduxProvider store={store}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={accessibleColours}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="auto"
        env={env}
      >
        <DatesProvider settings={{ locale: ui.dateLocale, firstDayOfWeek: ui.firstDayOfWeek }}>
          <AuthProvider>
            <UserThemeSync />
            <DateLocale eager={env === 'test'} />
            <Overlays eager={env === 'test'} />
            {children}
          </AuthProvider>
        </DatesProvider>
      </MantineProvider>
    </ReduxProvider>
  );
}
