import { useSyncExternalStore } from 'react';
import type { ApiMode } from '@pesa/contract';

export type { ApiMode };

/** Local storage key of the /homeApi screens' live/test switch. */
export const API_MODE_STORAGE_KEY = 'apiMode';

type Listener = () => void;
const listeners = new Set<Listener>();

/** The stored mode; anything but 'test' is live, so a stale or edited value never shows sandbox data as real. */
export function readApiMode(): ApiMode {
  return localStorage.getItem(API_MODE_STORAGE_KEY) === 'test' ? 'test' : 'live';
}

export function storeApiMode(mode: ApiMode): void {
  localStorage.setItem(API_MODE_STORAGE_KEY, mode);
  listeners.forEach((l) => l());
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab switching modes changes this one too, so both never disagree about which book they show.
  const onStorage = (event: StorageEvent) => {
    if (event.key === API_MODE_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The mode every /homeApi screen shows and sends (`mode` of the calls): one switch shared by all
 * of them, kept across visits.
 */
export function useApiMode(): [ApiMode, (mode: ApiMode) => void] {
  const mode = useSyncExternalStore(subscribe, readApiMode, () => 'live' as const);
  return [mode, storeApiMode];
}
