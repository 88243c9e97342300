import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadWhenChunksAreGone } from './staleChunks.ts';

describe('reloadWhenChunksAreGone', () => {
  const location = window.location;
  afterEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: location });
    vi.restoreAllMocks();
  });

  function goneChunk(online: boolean) {
    const reload = vi.fn();
    const assign = vi.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { reload, assign } });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    window.dispatchEvent(new Event('vite:preloadError'));
    return { reload, assign };
  }

  reloadWhenChunksAreGone();

  it('reloads the page online, for the new build and its chunk names', () => {
    const { reload, assign } = goneChunk(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the offline page offline, where a reload would only fail again', () => {
    const { reload, assign } = goneChunk(false);
    expect(reload).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('/offline.html');
  });
});
