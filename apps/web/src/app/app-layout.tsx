import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { RealtimeNotifications } from '../features/notifications/index.ts';
import { CompanyProvider } from './company-context.tsx';
import { AppHeader } from './header/app-header.tsx';
import { ui } from './theme.ts';
import classes from './app-layout.module.css';
import { linkTarget, prefetchLikelyNext, prefetchOnIntent, prefetchPage } from './prefetch.ts';

/**
 * Prefetches a page when a pointer rests on, or focus lands on, a link to it, and the current page's
 * likely next pages when it is idle (or, where `prefetchOnIntent`, on the user's first key press or
 * focus in the page) — decision 164.
 */
function usePrefetch(pathname: string) {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const target = linkTarget(event.target);
      if (target) prefetchPage(target);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);
  useEffect(() => {
    const next = () => prefetchLikelyNext(pathname);
    if (prefetchOnIntent(pathname)) {
      const main = document.getElementById('main-content');
      main?.addEventListener('focusin', next, { once: true });
      main?.addEventListener('pointerdown', next, { once: true });
      return () => {
        main?.removeEventListener('focusin', next);
        main?.removeEventListener('pointerdown', next);
      };
    }
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const id = idle(next, { timeout: 4000 });
    return () => cancel(id);
  }, [pathname]);
}

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
  usePrefetch(location.pathname);
  const changingPath =
    navigation.state === 'loading' && navigation.location?.pathname !== location.pathname;
  return (
    <CompanyProvider>
      <RealtimeNotifications />
      {/* First in the tab order: past the header's links straight to the page (decision 119). */}
      <a className="turbine-skip-link" href="#main-content" onClick={skipToMain}>
        Skip to main content
      </a>
      <div style={{ '--turbine-header-height': `${ui.headerHeight}px` } as React.CSSProperties}>
        {/* `right-scroll-bar-position`: a modal's scroll lock keeps the fixed header where it was. */}
        <header className={`${classes.header} right-scroll-bar-position`}>
          <AppHeader />
        </header>
        <main id="main-content" className={classes.main} tabIndex={-1} style={{ outline: 'none' }}>
          {changingPath ? <FullPageLoader /> : <Outlet />}
        </main>
      </div>
    </CompanyProvider>
  );
}
