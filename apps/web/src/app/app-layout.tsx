import { AppShell } from '@mantine/core';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { RealtimeNotifications } from '../features/notifications/index.ts';
import { CompanyProvider } from './company-context.tsx';
import { AppHeader } from './header/app-header.tsx';
import { ui } from './theme.ts';

/**
 * The shell: header (60 px), main area, and a full-page loader while moving to another path (§2);
 * the signed-in user's realtime connection lives as long as the shell.
 */
export function AppLayout() {
  const navigation = useNavigation();
  const location = useLocation();
  const changingPath =
    navigation.state === 'loading' && navigation.location?.pathname !== location.pathname;
  return (
    <CompanyProvider>
      <RealtimeNotifications />
      <AppShell header={{ height: ui.headerHeight }} padding={0}>
        <AppShell.Header>
          <AppHeader />
        </AppShell.Header>
        <AppShell.Main>{changingPath ? <FullPageLoader /> : <Outlet />}</AppShell.Main>
      </AppShell>
    </CompanyProvider>
  );
}
