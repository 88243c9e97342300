import { isIP } from 'node:net';
import { notifyUrlHost, notifyUrlSchemeAllowed } from '@pesa/domain';
import { isPublicAddress } from '../webhooks/public-address.ts';

/**
 * Where webhooks may be sent. A notify URL is https; plain http is allowed only to a loopback host
 * outside production, so a developer can receive events on their own machine. In production a
 * URL naming a private, loopback, link-local or otherwise non-public address literally is refused
 * at once (no SSRF into our own network); names are checked again when a delivery resolves them.
 * Returns whether a merchant may register this notify URL.
 */
export function notifyUrlAllowed(text: string, production: boolean): boolean {
  // The scheme rule is the apply form's too (@pesa/domain), so the form and the server agree.
  if (!notifyUrlSchemeAllowed(text, production)) return false;
  const url = new URL(text);
  if (url.protocol === 'http:' || !production) return true;
  const host = notifyUrlHost(url);
  if (host === 'localhost' || host.endsWith('.localhost')) return false;
  return isIP(host) === 0 || isPublicAddress(host);
}
