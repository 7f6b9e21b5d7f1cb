import { useEffect, type ReactNode } from 'react';
import {
  localStorageColorSchemeManager,
  MantineProvider,
  useMantineColorScheme,
} from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { Provider as ReduxProvider } from 'react-redux';
import dayjs from 'dayjs';
import 'dayjs/locale/en-au';
import { AuthProvider, useAuth } from './auth-context.tsx';
import type { AppStore } from './store.ts';
import { accessibleColours } from './accessible-colours.ts';
import { modalSettings, storageKeys, theme, ui } from './theme.ts';

dayjs.locale(ui.dateLocale);

const colorSchemeManager = localStorageColorSchemeManager({ key: storageKeys.colorScheme });

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
          <ModalsProvider modalProps={modalSettings}>
            <Notifications
              position={ui.toasts.position}
              autoClose={ui.toasts.autoClose}
              limit={ui.toasts.limit}
              containerWidth={ui.toasts.containerWidth}
              transitionDuration={ui.toasts.transitionDuration}
            />
            <AuthProvider>
              <UserThemeSync />
              {children}
            </AuthProvider>
          </ModalsProvider>
        </DatesProvider>
      </MantineProvider>
    </ReduxProvider>
  );
}
