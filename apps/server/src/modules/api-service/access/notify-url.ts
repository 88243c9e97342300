import { isIP } from 'node:net';
import { isPublicAddress } from '../webhooks/public-address.ts';

/**
 * Where webhooks may be sent. A notify URL is https; plain http is allowed only to a loopback host
 * outside production, so a developer can receive events on their own machine. In production a
 * URL naming a private, loopback, link-local or otherwise non-public address literally is refused
 * at once (no SSRF into our own network); names are checked again when a delivery resolves them.
 */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

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
