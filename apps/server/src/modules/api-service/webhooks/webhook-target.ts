import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isLoopbackAddress, isPublicAddress } from './public-address.ts';

export interface ResolvedAddress {
  address: string;
  family: number;
}
/** Every address a host name resolves to (dns.lookup with `all`), injectable for tests. */
export type LookupAll = (host: string) => Promise<ResolvedAddress[]>;

export const systemLookup: LookupAll = (host) => dnsLookup(host, { all: true });

/** Where one delivery goes: the URL as the merchant gave it, and the vetted address to dial. */
export interface WebhookTarget {
  url: URL;
  /** The host name without IPv6 brackets: the Host header and the TLS server name. */
  host: string;
  address: string;
  family: 4 | 6;
}

export type TargetResult = { ok: true; target: WebhookTarget } | { ok: false; error: string };

/**
 * Vets a notify URL just before a delivery (docs/api-service.md, Webhooks). In production the URL
 * is https and its host resolves only to public addresses; the address checked here is the one the
 * request dials (webhook-http.ts pins it), so a second DNS answer cannot swap in an inside address
 * (DNS rebinding). Outside production plain http is allowed to loopback, for local receivers.
 */
export async function resolveWebhookTarget(
  text: string,
  options: { production: boolean; lookup?: LookupAll; timeoutMs?: number },
): Promise<TargetResult> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, error: 'notify URL is not a valid URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, error: `refused: ${url.protocol} is not http or https` };
  if (options.production && url.protocol !== 'https:')
    return { ok: false, error: 'refused: production sends webhooks over https only' };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: ResolvedAddress[];
  if (isIP(host) !== 0) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await withTimeout(
        (options.lookup ?? systemLookup)(host),
        options.timeoutMs ?? 10_000,
      );
    } catch (error) {
      const code = (error as { code?: string }).code ?? (error as Error).message;
      return { ok: false, error: `DNS lookup of ${host} failed: ${code}` };
    }
  }
  if (addresses.length === 0) return { ok: false, error: `${host} has no address` };
  if (options.production) {
    const inside = addresses.find((a) => !isPublicAddress(a.address));
    if (inside)
      return {
        ok: false,
        error:
          isIP(host) !== 0
            ? `refused: ${host} is not a public address`
            : `refused: ${host} resolves to ${inside.address}`,
      };
  } else if (url.protocol === 'http:') {
    const remote = addresses.find((a) => !isLoopbackAddress(a.address));
    if (remote)
      return { ok: false, error: `refused: plain http only to loopback, not ${remote.address}` };
  }
  const chosen = addresses[0]!;
  return {
    ok: true,
    target: { url, host, address: chosen.address, family: chosen.family === 6 ? 6 : 4 },
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
