/** An identical POST to the same path within this window is rejected (SPEC §5, §9). */
export const DUPLICATE_WINDOW_MS = 300;

/**
 * Remembers the last submitted request and refuses an identical one inside the window.
 * The server guards too; doing it here keeps a double click from ever leaving the browser.
 */
export function createDuplicateGuard(windowMs = DUPLICATE_WINDOW_MS, now = () => Date.now()) {
  let last: { key: string; at: number } | null = null;
  return {
    /** True when the request may go out; records it as the latest. */
    allow(url: string, data: unknown): boolean {
      const key = `${url}|${typeof data === 'string' ? data : JSON.stringify(data ?? null)}`;
      const at = now();
      if (last && last.key === key && at - last.at < windowMs) return false;
      last = { key, at };
      return true;
    },
  };
}
