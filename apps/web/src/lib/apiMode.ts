import { useSyncExternalStore } from 'react';
import type { ApiMode } from '@pesa/contract';

/** The /homeApi screens show live or sandbox (test) money; the choice survives reloads. */
export const API_MODE_STORAGE_KEY = 'apiMode';

type Listener = () => void;
const listeners = new Set<Listener>();

export function readApiMode(): ApiMode {
  return localStorage.getItem(API_MODE_STORAGE_KEY) === 'test' ? 'test' : 'live';
}

export function setApiMode(mode: ApiMode): void {
  localStorage.setItem(API_MODE_STORAGE_KEY, mode);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The mode every API screen shows, and its setter; every screen switches together. */
export function useApiMode(): [ApiMode, (mode: ApiMode) => void] {
  const mode = useSyncExternalStore(subscribe, readApiMode, () => 'live' as const);
  return [mode, setApiMode];
}
