/**
 * What makes a sign-in's device (docs/notifications.md, "New device"): the browser's user agent
 * and the network it came from, an IPv4 /24 or an IPv6 /48, so a phone moving between addresses
 * its provider hands out within one network stays the same device. Hashed by the server before
 * it is stored: neither the user agent nor the address is kept with the account.
 */
export function deviceIdentity(userAgent: string | undefined, ip: string): string {
  return `${(userAgent ?? '').trim()}|${ipNetwork(ip)}`;
}

/** How long a device stays known without a sign-in from it. */
export const KNOWN_DEVICE_DAYS = 90;

/** The /24 of an IPv4 address (also one mapped into IPv6), the /48 of an IPv6 address. */
export function ipNetwork(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip.trim());
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  const [head = '', tail] = ip.trim().toLowerCase().split('::');
  const groups = head.split(':').filter(Boolean);
  // "2001:db8::1" keeps fewer than three groups before "::": the missing ones are zeros.
  while (groups.length < 3 && tail !== undefined) groups.push('0');
  return `${groups.slice(0, 3).join(':')}::/48`;
}
