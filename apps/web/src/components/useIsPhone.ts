import { useSyncExternalStore } from 'react';

/** Below 768 px (antd's `md`) layouts switch to drawers and stacked blocks. */
export const PHONE_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** What a page rendered ahead of time (by the build, with no window) assumes; it renders both. */
let assumedWithoutWindow = false;
export function assumePhoneWithoutWindow(phone: boolean): void {
  assumedWithoutWindow = phone;
}

export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => assumedWithoutWindow,
  );
}
