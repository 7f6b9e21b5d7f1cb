/** Host name without its port ("acme.localhost:5173" → "acme.localhost"), lower-cased. */
export function stripPort(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  const colon = h.lastIndexOf(':');
  return colon >= 0 ? h.slice(0, colon) : h;
}

/**
 * The company handle of a host (§2): the first part of the host, unless the host is the main host
 * name (then there is no handle). Hosts outside the root host (an IP address, another domain) have
 * no handle either.
 */
export function handleFromHost(host: string, rootHost: string): string | null {
  const name = stripPort(host);
  const root = stripPort(rootHost);
  if (name === root || !name.endsWith(`.${root}`)) return null;
  const first = name.slice(0, name.length - root.length - 1).split('.')[0];
  return first ? first : null;
}

export interface PageLocation {
  /** e.g. "http:" or "https:" */
  protocol: string;
  /** host with port, e.g. "acme.localhost:5173" */
  host: string;
}

function originFor(location: PageLocation, rootHost: string, handle: string | null): string {
  const port = location.host.startsWith('[')
    ? location.host.split(']:')[1]
    : location.host.split(':')[1];
  const name = handle ? `${handle}.${stripPort(rootHost)}` : stripPort(rootHost);
  return `${location.protocol}//${name}${port ? `:${port}` : ''}`;
}

/** The root URL of a company's subdomain, or of the main host when handle is null; protocol and port kept. */
export function subdomainUrl(
  location: PageLocation,
  rootHost: string,
  handle: string | null,
): string {
  return `${originFor(location, rootHost, handle)}/`;
}

export type CompanyCardTarget =
  /** Leave for another host's root; the company becomes represented there. */
  | { kind: 'redirect'; url: string }
  /** Stay on this host and only set the represented company. */
  | { kind: 'stay' };

/**
 * Where a click on a company card goes (§2 Company selection screen): the company's handle
 * subdomain; else the creating company's handle subdomain; else the root domain when currently on a
 * subdomain; else stay. The current page's protocol and port are kept.
 */
export function companyCardTarget(
  company: { handle: string | null; createdByCompany: { handle: string | null } | null },
  location: PageLocation,
  rootHost: string,
): CompanyCardTarget {
  if (company.handle)
    return { kind: 'redirect', url: subdomainUrl(location, rootHost, company.handle) };
  const creatorHandle = company.createdByCompany?.handle;
  if (creatorHandle)
    return { kind: 'redirect', url: subdomainUrl(location, rootHost, creatorHandle) };
  if (handleFromHost(location.host, rootHost) != null) {
    return { kind: 'redirect', url: subdomainUrl(location, rootHost, null) };
  }
  return { kind: 'stay' };
}

/**
 * The company portal (§2 avatar menu): the company's subdomain root, or, for a company without a
 * handle, `fallbackPath` (its dashboard) on the main host.
 */
export function companyPortalUrl(
  company: { handle: string | null },
  location: PageLocation,
  rootHost: string,
  fallbackPath = '/company/dashboard',
): string {
  if (company.handle) return subdomainUrl(location, rootHost, company.handle);
  return `${originFor(location, rootHost, null)}${fallbackPath}`;
}

/**
 * The main host when none is configured: "localhost" for localhost and its subdomains, no root for
 * IP addresses (returned as they are, so they have no handle), else the last two labels
 * ("acme.turbine.test" → "turbine.test"). Hosts under a two-label public suffix (".com.au") need the
 * root configured.
 */
export function inferRootHost(host: string): string {
  const name = stripPort(host);
  if (name === 'localhost' || name.endsWith('.localhost')) return 'localhost';
  if (/^[\d.]+$/.test(name) || name.startsWith('[')) return name;
  return name.split('.').slice(-2).join('.');
}
