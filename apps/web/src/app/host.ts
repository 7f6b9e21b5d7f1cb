import { handleFromHost, type PageLocation } from '@turbine/domain';

/** The main host name (ROOT_HOST of the API); subdomains of it are company handles (§2). */
export const rootHost: string = import.meta.env.VITE_ROOT_HOST ?? 'localhost';

export function pageLocation(): PageLocation {
  return { protocol: window.location.protocol, host: window.location.host };
}

/** The handle of this page's host, or null on the main host. */
export function currentHostHandle(): string | null {
  return handleFromHost(window.location.host, rootHost);
}

/** Query value that carries the chosen company across hosts (local storage is per origin). */
export const representingParam = 'representingCompanyId';
