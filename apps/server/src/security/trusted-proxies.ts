import { isIP } from 'node:net';

/** The address sets proxy-addr (Fastify's trustProxy) knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_EVERYONE_REFUSED =
  'trusting every sender would let any caller choose its address through X-Forwarded-For; ' +
  'list the addresses or CIDR ranges of your reverse proxies instead, ' +
  'e.g. TRUST_PROXY=127.0.0.1 for a proxy on this host or TRUST_PROXY=10.0.0.0/8';

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY: a comma-separated list of the reverse proxies whose X-Forwarded-For is
 * believed (addresses, CIDR ranges, or proxy-addr's names loopback, linklocal, uniquelocal).
 * Empty or `false` trusts none. `true` or a hop count is refused: either trusts whatever address
 * the caller writes, which defeats every per-address limit and allow-list.
 */
export function parseTrustedProxies(text: string): { proxies: string[] } | { error: string } {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === '' || trimmed === 'false' || trimmed === '0') return { proxies: [] };
  if (trimmed === 'true' || /^\d+$/.test(trimmed)) return { error: TRUST_EVERYONE_REFUSED };
  const proxies = trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = proxies.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    return { error: `not an IP address or CIDR range: ${bad.join(', ')}` };
  }
  return { proxies };
}
