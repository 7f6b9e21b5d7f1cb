import { handleFromHost, inferRootHost, type PageLocation } from '@turbine/domain';

/**
 * The main host name (the API's ROOT_HOST); subdomains of it are company handles (§2). Set
 * VITE_ROOT_HOST at build time; without it the root is inferred from the page's host.
 */
export const rootHost: string =
  import.meta.env.VITE_ROOT_HOST || inferRootHost(window.location.host);

export function pageLocation(): PageLocation {
  return { protocol: window.location.protocol, host: window.location.host };
}

/** The handle of this page's host, or null on the main host. */
export function currentHostHandle(): string | null {
  return handleFromHost(window.location.host, rootHost);
}

/** Query value that carries the chosen company across hosts (local storage is per origin). */
export const representingParam = 'representingCompanyId';
