import { AppShell } from '@mantine/core';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { RealtimeNotifications } from '../features/notifications/index.ts';
import { CompanyProvider } from './company-context.tsx';
import { AppHeader } from './header/app-header.tsx';
import { ui } from './theme.ts';

/** Moves focus to the page without a router navigation (a hash change would be one). */
function skipToMain(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('main-content')?.focus();
}

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
      {/* First in the tab order: past the header's links straight to the page (decision 119). */}
      <a className="turbine-skip-link" href="#main-content" onClick={skipToMain}>
        Skip to main content
      </a>
      <AppShell header={{ height: ui.headerHeight }} padding={0}>
        <AppShell.Header>
          <AppHeader />
        </AppShell.Header>
        <AppShell.Main id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
          {changingPath ? <FullPageLoader /> : <Outlet />}
        </AppShell.Main>
      </AppShell>
    </CompanyProvider>
  );
}
