import { representingParam } from './host.ts';
import { storage } from './storage.ts';
import { storageKeys } from './theme.ts';

/**
 * A company card or portal link on another host passes the chosen company in the address (§2);
 * it is stored under representingCompanyId for this host and removed from the address.
 */
export function consumeRepresentingParam(): void {
  const url = new URL(window.location.href);
  const value = url.searchParams.get(representingParam);
  if (value === null) return;
  const id = Number(value);
  if (Number.isInteger(id) && id > 0) storage.set(storageKeys.representingCompanyId, String(id));
  url.searchParams.delete(representingParam);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
