import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Prefetching of the likely next page (issue 24, decision 164). A page is a `lazy` route whose loader
 * is an `import()`: calling it early fetches the page's chunk and its imports, and the navigation later
 * reuses the module the browser already has. Two triggers, both set up by the shell (`AppLayout`):
 *
 * - **intent**: a pointer over, or focus on, a link to a page of this app prefetches that page;
 * - **likely next**: `likelyNext` below names, per page, where users usually go from it; those are
 *   prefetched once the page is idle — or, on the sign-in page, once the user starts typing, so its own
 *   first load stays small.
 */

/** Where users usually go next, by the current path's pattern; the targets are example paths. */
export const likelyNext: Record<string, { targets: string[]; onIntent?: boolean }> = {
  // After signing in: the company selection or a role's home (use-after-sign-in), and the header.
  '/login': { targets: ['/company/select', '/risks', '/company/dashboard'], onIntent: true },
  '/welcome': { targets: ['/company/create'] },
  '/company/select': { targets: ['/risks', '/company/dashboard'] },
  '/risks': { targets: ['/risks/0', '/risks/new'] },
  '/risks/new': { targets: ['/risks/0'] },
  '/company/products': { targets: ['/company/products/0'] },
  '/company/products/:productId': { targets: ['/company/products/0/versions/0'] },
  '/incidents': { targets: ['/incidents/0', '/incidents/new'] },
};

let routeTable: RouteObject[] = [];
const started = new Set<string>();
/** Extra chunks to warm with a page, e.g. the signed-in header with the first signed-in page. */
const extras: (() => Promise<unknown>)[] = [];

/** Called once by main.tsx with the router's routes. */
export function setPrefetchRoutes(
  routes: RouteObject[],
  alsoAfterSignIn: (() => Promise<unknown>)[] = [],
) {
  routeTable = routes;
  extras.splice(0, extras.length, ...alsoAfterSignIn);
}

/** Starts loading the chunks of the page at `path` (a pathname of this app); safe to call often. */
export function prefetchPage(path: string): void {
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (started.has(pathname)) return;
  started.add(pathname);
  for (const match of matchRoutes(routeTable, pathname) ?? []) {
    const lazy = match.route.lazy;
    if (typeof lazy === 'function') void (lazy as () => Promise<unknown>)().catch(() => undefined);
  }
}

/** The likely next pages of `pathname` (by its route pattern), plus the signed-in extras after sign-in. */
export function prefetchLikelyNext(pathname: string): void {
  for (const [pattern, next] of Object.entries(likelyNext)) {
    if (!matchRoutes([{ path: pattern }], pathname)) continue;
    next.targets.forEach(prefetchPage);
    if (pattern === '/login') extras.forEach((load) => void load().catch(() => undefined));
  }
}

/** Whether the page's likely next pages wait for the user's first interaction rather than idle. */
export const prefetchOnIntent = (pathname: string): boolean =>
  Object.entries(likelyNext).some(
    ([pattern, next]) => next.onIntent && matchRoutes([{ path: pattern }], pathname) !== null,
  );

/** The app-internal page a link points to, or null (other origins, downloads, API paths). */
export function linkTarget(element: EventTarget | null): string | null {
  const anchor = element instanceof Element ? element.closest('a[href]') : null;
  if (
    !(anchor instanceof HTMLAnchorElement) ||
    anchor.target === '_blank' ||
    anchor.hasAttribute('download')
  )
    return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url.pathname : null;
}
