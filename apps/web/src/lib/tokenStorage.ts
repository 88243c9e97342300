import { dropAllKept } from './keptInput/keptInputStore.ts';

/** The session token lives in local storage under `token` (SPEC §7); components re-render on change. */
export const TOKEN_STORAGE_KEY = 'token';

type Listener = () => void;
const listeners = new Set<Listener>();

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_STORAGE_KEY);
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  listeners.forEach((l) => l());
}

/** Ends the session here; input kept from its forms goes with it (the next person sees none). */
export function removeToken(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  dropAllKept();
  listeners.forEach((l) => l());
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
