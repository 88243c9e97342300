import { BlockList, isIP } from 'node:net';

/**
 * Which addresses a webhook may be sent to in production: public unicast only. Anything that could
 * reach our own network or the host's neighbours (loopback, private and unique-local ranges,
 * link-local where cloud metadata services live, carrier-grade NAT, multicast, reserved ranges,
 * and the IPv6 forms that embed an IPv4 address) is refused, so a notify URL cannot be used to
 * make our servers call inside our own network (SSRF).
 */
const NON_PUBLIC = new BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 broadcast
] as const) {
  NON_PUBLIC.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 96], // unspecified, loopback (::1) and the old IPv4-compatible form
  ['64:ff9b::', 96], // NAT64: would reach any IPv4 address, private ones included
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001::', 32], // Teredo (embeds an IPv4 address)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds an IPv4 address)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const) {
  NON_PUBLIC.addSubnet(address, prefix, 'ipv6');
}

/** `::ffff:a.b.c.d` (or its hex spelling `::ffff:7f00:1`) is the IPv4 address it maps. */
function unmapped(ip: string): string {
  const dotted = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (dotted) return dotted[1]!;
  const hex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(ip);
  if (!hex) return ip;
  const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address literal is public unicast; false for anything that is not an address. */
export function isPublicAddress(ip: string): boolean {
  const address = unmapped(ip.replace(/^\[(.*)\]$/, '$1'));
  const family = isIP(address);
  if (family === 0) return false;
  return !NON_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether an IP address literal is a loopback one (127/8, ::1, or IPv4-mapped 127/8). */
export function isLoopbackAddress(ip: string): boolean {
  const address = unmapped(ip.replace(/^\[(.*)\]$/, '$1'));
  if (isIP(address) === 4) return address.startsWith('127.');
  return isIP(address) === 6 && /^(0{0,4}:){2,7}0{0,3}1$|^::1$/.test(address);
}
