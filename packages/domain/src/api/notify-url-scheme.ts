/**
 * The scheme rule of a merchant's notify URL, shared by the apply form and the server so they
 * cannot disagree: https anywhere; plain http only to the developer's own machine, and only on
 * an installation that is not production (the server adds that, and in production also refuses
 * private and loopback hosts: apps/server/src/modules/api-service/access/notify-url.ts).
 */
export const LOOPBACK_NOTIFY_HOSTS: readonly string[] = ['127.0.0.1', '::1', 'localhost'];

/** The URL's host without IPv6 brackets or a trailing root dot, lower case. */
export function notifyUrlHost(url: URL): string {
  return url.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
}

/**
 * Whether `text` is an absolute https URL, or an http URL to a loopback host while `production`
 * is false. The form, which cannot know the installation, asks with `production` false and
 * leaves the production refusal to the server's field error.
 */
export function notifyUrlSchemeAllowed(text: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  const host = notifyUrlHost(url);
  if (host === '') return false;
  if (url.protocol === 'http:') return !production && LOOPBACK_NOTIFY_HOSTS.includes(host);
  return url.protocol === 'https:';
}
