import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { Messages } from '@turbine/domain';
import type { Config } from '../../platform/config.ts';
import { fieldError } from '../../platform/errors.ts';

/**
 * Server-side request forgery guard of webhook URLs (decision 172): an endpoint may not resolve to a
 * loopback, link-local or private address unless WEBHOOK_ALLOWED_NETWORKS names that kind. Checked when
 * the endpoint is saved and again at every delivery, on the address actually connected to (a DNS answer
 * that changes after the save is caught).
 */
export type NetworkKind = 'public' | 'loopback' | 'link-local' | 'private';

function blockList(ranges: [string, number, 'ipv4' | 'ipv6'][]): BlockList {
  const list = new BlockList();
  for (const [net, prefix, type] of ranges) list.addSubnet(net, prefix, type);
  return list;
}

const loopback = blockList([
  ['127.0.0.0', 8, 'ipv4'],
  ['::1', 128, 'ipv6'],
]);
const linkLocal = blockList([
  ['169.254.0.0', 16, 'ipv4'],
  ['fe80::', 10, 'ipv6'],
]);
// Private, shared, reserved, multicast and unspecified ranges: nothing a public receiver lives on.
const privateRanges = blockList([
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
]);

/** The kind of network an IP address belongs to (an IPv4-mapped IPv6 address as its IPv4 address). */
export function networkKind(address: string): NetworkKind {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1]! : address;
  const type = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
  if (loopback.check(ip, type)) return 'loopback';
  if (linkLocal.check(ip, type)) return 'link-local';
  if (privateRanges.check(ip, type)) return 'private';
  return 'public';
}

/** True when the operator lets webhooks call this address. */
export function addressAllowed(config: Config, address: string): boolean {
  const kind = networkKind(address);
  return kind === 'public' || config.WEBHOOK_ALLOWED_NETWORKS.includes(kind);
}

/** A URL's host without IPv6 brackets. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Every address a URL's host resolves to (an IP literal is itself). */
export async function resolveHost(url: URL): Promise<{ address: string; family: number }[]> {
  const host = hostOf(url);
  const family = isIP(host);
  if (family) return [{ address: host, family }];
  return lookup(host, { all: true, verbatim: true });
}

/**
 * Checks a URL an endpoint is saved with and answers it normalised: https (plain http only to an allowed
 * non-public network, where receivers seldom have a public certificate), no credentials, and every
 * address it resolves to allowed. Refusals are 422 under `url`.
 */
export async function checkWebhookUrl(config: Config, text: string): Promise<string> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw fieldError('url', Messages.webhookUrlHttps);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password)
    throw fieldError('url', Messages.webhookUrlHttps);
  let addresses: { address: string }[];
  try {
    addresses = await resolveHost(url);
  } catch {
    throw fieldError('url', Messages.webhookUrlUnresolved);
  }
  if (addresses.length === 0) throw fieldError('url', Messages.webhookUrlUnresolved);
  if (!addresses.every((a) => addressAllowed(config, a.address)))
    throw fieldError('url', Messages.webhookUrlPrivate);
  if (url.protocol === 'http:' && addresses.every((a) => networkKind(a.address) === 'public'))
    throw fieldError('url', Messages.webhookUrlHttps);
  return url.toString();
}
