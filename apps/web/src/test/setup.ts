import { afterEach, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor wait up to 5 s (testing-library's default is 1 s): a bound on a wait, not a speed check.
// Lazy chunks (decision 164) and Mantine's transitions on a loaded 2-core machine took longer than 1 s
// (app-header, client-risk-page); a passing query returns as soon as it matches, so quiet runs are unchanged.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the browser APIs Mantine reads (STACK-NOTES: matchMedia, ResizeObserver, scrollIntoView).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => undefined;

// Tests play the server's answers themselves: the session hint cookie the API sets at sign-in is
// present, so the app asks GET /user (a test of the signed-out shortcut removes it).
beforeEach(() => {
  document.cookie = 'turbine_signed_in=1; path=/';
  // Likewise the XSRF cookie a real page has fetched before its first write.
  document.cookie = 'XSRF-TOKEN=test-xsrf; path=/';
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
