const KEY = 'pesa-client-id';

/**
 * This browser's own random id, sent as `X-Client-Id` so that the server's duplicate-submit
 * guard tells anonymous visitors apart: many of our customers share one carrier address, and a
 * double click must be refused without refusing the neighbour. It identifies nothing else.
 */
export function clientId(): string {
  try {
    const known = localStorage.getItem(KEY);
    if (known) return known;
    const fresh = crypto.randomUUID();
    localStorage.setItem(KEY, fresh);
    return fresh;
  } catch {
    // Storage refused (private mode): an id for this page's lifetime still separates visitors.
    return (pageId ??= crypto.randomUUID());
  }
}
let pageId: string | undefined;
