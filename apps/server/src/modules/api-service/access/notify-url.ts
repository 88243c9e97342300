import { BlockList, isIP } from 'node:net';

/**
 * Where webhooks may be sent. A notify URL is https; plain http is allowed only to a loopback host
 * outside production, so a developer can receive events on their own machine. In production a
 * URL naming a private, loopback, link-local or otherwise non-public address literally is refused
 * at once (no SSRF into our own network); names are checked again when a delivery resolves them.
 */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

// Addresses that never belong to a merchant's public server (RFC 6890 special-purpose ranges).
const NON_PUBLIC = new BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  NON_PUBLIC.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64 translation of IPv4 addresses
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  NON_PUBLIC.addSubnet(address, prefix, 'ipv6');
}

/** An IPv4-mapped IPv6 address (`::ffff:a.b.c.d`, or `::ffff:7f00:1` as URLs write it) as IPv4. */
function unmapped(ip: string): string {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (dotted) return dotted[1]!;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(ip);
  if (!hex) return ip;
  const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address literal is a public one; false for anything that is not an address. */
export function isPublicAddress(ip: string): boolean {
  const address = unmapped(ip);
  const family = isIP(address);
  if (family === 0) return false;
  return !NON_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The URL's host without IPv6 brackets or a trailing root dot, lower case. */
function hostOf(url: URL): string {
  return url.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
}

/** Whether a merchant may register this notify URL (see the rules above). */
export function notifyUrlAllowed(text: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  const host = hostOf(url);
  if (host === '') return false;
  if (url.protocol === 'http:') return !production && LOOPBACK_HOSTS.has(host);
  if (url.protocol !== 'https:') return false;
  if (!production) return true;
  if (host === 'localhost' || host.endsWith('.localhost')) return false;
  return isIP(host) === 0 || isPublicAddress(host);
}
