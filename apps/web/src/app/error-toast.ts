import { Messages } from '@turbine/domain';
import { errorBody, errorReaction, isApiError } from './api-error.ts';

export type ToastKind = 'success' | 'warning' | 'error' | 'neutral';

/** §8 toast kinds: success green, warning yellow, error red, neutral gray. */
export const toastColours: Record<ToastKind, string> = {
  success: 'green',
  warning: 'yellow',
  error: 'red',
  neutral: 'gray',
};

export interface ToastContent {
  title: string;
  message: string;
}

/** Endpoints whose failures never toast: logout (§8 "logout errors are ignored"). */
const silentEndpoints = new Set(['logout']);
/** The current-user fetch is silent on 401 and 403 (§8). */
const userEndpoint = 'getUser';

/**
 * The global error toast for a failed call (§8), or null when the failure is one of the
 * exceptions. A server error shows the message in its data; other errors show "(code) message"
 * titled with the error's name; otherwise the generic unknown-error text.
 */
export function errorToastContent(endpointName: string, error: unknown): ToastContent | null {
  if (silentEndpoints.has(endpointName)) return null;
  if (isApiError(error) && typeof error.status === 'number') {
    const status = error.status;
    if (endpointName === userEndpoint && (status === 401 || status === 403)) return null;
    // The standard 401, 403 2FA-verify and 419 messages never toast (§8): the code's reaction says so.
    if (!errorReaction(error).toast) return null;
    const message = errorBody(error)?.message;
    if (message) return { title: 'Error', message };
    return { title: `Error ${status}`, message: Messages.unknownError };
  }
  if (isApiError(error) && 'error' in error) {
    const names: Record<string, string> = {
      FETCH_ERROR: 'Network error',
      TIMEOUT_ERROR: 'Timeout',
      PARSING_ERROR: 'Unreadable response',
      CUSTOM_ERROR: 'Error',
    };
    return {
      title: names[String(error.status)] ?? 'Error',
      message: `(${String(error.status)}) ${error.error}`,
    };
  }
  if (typeof error === 'object' && error !== null) {
    const e = error as { name?: unknown; code?: unknown; message?: unknown };
    if (typeof e.message === 'string' && e.message) {
      const code = typeof e.code === 'string' || typeof e.code === 'number' ? `(${e.code}) ` : '';
      return {
        title: typeof e.name === 'string' && e.name ? e.name : 'Error',
        message: `${code}${e.message}`,
      };
    }
  }
  return { title: 'Error', message: Messages.unknownError };
}
