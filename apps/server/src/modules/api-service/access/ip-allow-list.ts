import { BlockList, isIP } from 'node:net';

/**
 * A merchant's IP allow-list: comma-separated IPv4/IPv6 addresses or CIDR ranges. Empty allows
 * every address. Parsed with Node's BlockList, so ranges and IPv4-mapped IPv6 are matched right.
 */
export function parseAllowList(text: string): { entries: string[] } | { bad: string[] } {
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return true;
    if (prefix === undefined) return false;
    return !/^\d{1,3}$/.test(prefix) || Number(prefix) > (family === 4 ? 32 : 128);
  });
  return bad.length > 0 ? { bad } : { entries };
}

const compiled = new Map<string, BlockList | null>();

function blockListOf(text: string): BlockList | null {
  const known = compiled.get(text);
  if (known !== undefined) return known;
  const parsed = parseAllowList(text);
  let list: BlockList | null = null;
  if ('entries' in parsed && parsed.entries.length > 0) {
    list = new BlockList();
    for (const entry of parsed.entries) {
      const [address, prefix] = entry.split('/') as [string, string | undefined];
      const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(prefix), type);
    }
  }
  if (compiled.size > 1000) compiled.clear();
  compiled.set(text, list);
  return list;
}

/** Whether `ip` may call for a merchant with this allow-list (empty allows everyone). */
export function allowedByList(text: string, ip: string): boolean {
  const list = blockListOf(text);
  if (!list) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped ? mapped[1]! : ip;
  const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  return isIP(address) !== 0 && list.check(address, type);
}
