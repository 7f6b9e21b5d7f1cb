import {
  createListenerMiddleware,
  isRejectedWithValue,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { notifications } from '@mantine/notifications';
import type { UserDto } from '@turbine/domain';
import { identityApi } from '../features/identity/index.ts';
import { dropRealtimeConnection } from '../features/notifications/index.ts';
import { baseApi } from './base-api.ts';
import { errorReaction } from './api-error.ts';
import { errorToastContent, toastColours } from './error-toast.ts';
import { currentPath, navigateTo } from './navigation-service.ts';
import { representCompany } from './session-slice.ts';
import { intendedPath, storage } from './storage.ts';
import { storageKeys, ui } from './theme.ts';

/** The path is remembered before a detour, except from the two-factor and login pages (§4). */
export function shouldRememberPath(pathname: string): boolean {
  return !pathname.startsWith('/two-factor-auth') && !pathname.startsWith('/login');
}

const isQuery = (action: UnknownAction): boolean =>
  (action.meta as { arg?: { type?: string } } | undefined)?.arg?.type === 'query';

const endpointOf = (action: UnknownAction): string => {
  const meta = action.meta as { arg?: { endpointName?: string } } | undefined;
  return meta?.arg?.endpointName ?? '';
};

type StateWithApi = { api: ReturnType<typeof baseApi.reducer> };

/**
 * Reacts to every failed call as its error code says (error-reaction.ts): forced logout, 403 reason
 * detours and the global error toast.
 */
export function createAuthMiddleware() {
  const listener = createListenerMiddleware();
  let logoutTimer: ReturnType<typeof setTimeout> | null = null;

  listener.startListening({
    predicate: (action) => isRejectedWithValue(action),
    effect: (action, api) => {
      const endpoint = endpointOf(action);
      const error = action.payload;
      const reaction = errorReaction(error);

      if (reaction.signOut) {
        const user: UserDto | undefined = identityApi.endpoints.getUser.select()(
          api.getState() as StateWithApi,
        ).data;
        if (user && !user.isTemporaryUser && !logoutTimer) {
          // §4: debounced so a burst of 401s logs out once.
          logoutTimer = setTimeout(() => {
            logoutTimer = null;
            storage.remove(storageKeys.representingCompanyId);
            storage.remove(storageKeys.email);
            dropRealtimeConnection();
            api.dispatch(representCompany(null));
            api.dispatch(baseApi.util.resetApiState());
            notifications.show({
              color: toastColours.neutral,
              title: 'Logged out',
              message: 'Your session has ended. Please log in again.',
            });
            navigateTo('/login', { replace: true });
          }, ui.forcedLogoutDebounceMs);
        }
      }

      const target = reaction.detour;
      if (target) {
        if (shouldRememberPath(window.location.pathname)) intendedPath.remember(currentPath());
        if (window.location.pathname !== target) navigateTo(target);
      }

      // A query refused (403) or not found (404) is the page's own error state, shown in the page;
      // a toast would say it a second time (issue 19 item 7). Failed actions still toast.
      const status = (error as { status?: unknown } | undefined)?.status;
      const shownInPage = isQuery(action) && (status === 403 || status === 404);
      const toast = shownInPage ? null : errorToastContent(endpoint, error);
      if (toast)
        notifications.show({
          color: toastColours.error,
          title: toast.title,
          message: toast.message,
        });
    },
  });
  // §4 logout: the realtime connection goes with the session (the shell would drop it anyway once
  // the user is cleared; this does it at once).
  listener.startListening({
    matcher: identityApi.endpoints.logout.matchFulfilled,
    effect: () => dropRealtimeConnection(),
  });
  return listener.middleware;
}
