/**
 * A chunk that fails to load after a deploy raises vite:preloadError (SPEC §8); reloading
 * fetches the new page and its chunk names. Offline, a reload would only fail again (and again):
 * a screen this phone never saved shows the offline page instead. Both entries (the full app and
 * the guest's sign-in and sign-up build) install it first.
 */
export function reloadWhenChunksAreGone(): void {
  window.addEventListener('vite:preloadError', () => {
    if (navigator.onLine) window.location.reload();
    else window.location.assign('/offline.html');
  });
}
