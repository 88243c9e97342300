import { useEffect, useSyncExternalStore } from 'react';
import { plainPost } from './plainPost.ts';

/** Settings the SPA needs at start (`POST /api/common/appConfig`). */
export interface AppConfig {
  /** The chat link (server setting CHAT_URL); null or empty: no chat link is shown. */
  chatUrl: string | null;
  devOutbox: boolean;
}

/**
 * Read with a plain fetch rather than the API client: every page (the budgeted home page
 * included) needs it, and it is optional decoration, so a failure just hides the chat link
 * instead of raising an error toast.
 */
export async function fetchAppConfig(): Promise<AppConfig | null> {
  return (await plainPost<AppConfig | null>('/common/appConfig')) ?? null;
}

// Read once per page load and shared by every reader, without TanStack Query: the chat link
// is on every page, and Query (about 20 KB) would otherwise load on a guest's home page only
// for it (issue 16). The settings do not change while the page is open.
let pending: Promise<AppConfig | null> | null = null;
let loaded: AppConfig | null | undefined;
const listeners = new Set<() => void>();

/** The settings, fetched on the first call only; a failure counts as "no settings". */
export function loadAppConfig(): Promise<AppConfig | null> {
  pending ??= fetchAppConfig()
    .catch(() => null)
    .then((config) => {
      loaded = config;
      listeners.forEach((listener) => listener());
      return config;
    });
  return pending;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `data` is undefined until the settings arrive, null when there are none. */
export function useAppConfig(): { data: AppConfig | null | undefined } {
  const data = useSyncExternalStore(subscribe, () => loaded);
  useEffect(() => {
    void loadAppConfig();
  }, []);
  return { data };
}
