/**
 * When the operator last touched the console (a click, a key, a tap). The server's 15-minute
 * idle timeout counts the operator's own calls; a reload that another operator's decision sets
 * off is a call too, so the console makes one only while its operator is actually at it, and
 * catches up when they come back.
 */
let lastActivity = Date.now();
let listening = false;
const returnListeners = new Set<() => void>();

/** After this long without a touch, the next one counts as coming back. */
export const AWAY_MS = 60_000;

function mark() {
  const away = Date.now() - lastActivity >= AWAY_MS;
  lastActivity = Date.now();
  if (away) returnListeners.forEach((listener) => listener());
}

export function trackActivity(): void {
  if (listening) return;
  listening = true;
  for (const type of ['pointerdown', 'keydown'] as const)
    window.addEventListener(type, mark, { capture: true, passive: true });
}

/** Whether the operator touched the console within the last AWAY_MS. */
export function isAtConsole(): boolean {
  return Date.now() - lastActivity < AWAY_MS;
}

/** Calls `listener` when the operator touches the console again after being away. */
export function onReturn(listener: () => void): () => void {
  returnListeners.add(listener);
  return () => returnListeners.delete(listener);
}
