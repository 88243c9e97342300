import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { loadAppConfig, useAppConfig } from './appConfig.ts';

function ChatUrl() {
  const { data } = useAppConfig();
  return <output>{data === undefined ? 'loading' : (data?.chatUrl ?? 'none')}</output>;
}

// Its own file: the settings are read once per page load (module state).
describe('useAppConfig when the server cannot be reached', () => {
  it('settles on "no settings" instead of failing, so the chat link just stays hidden', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(loadAppConfig()).resolves.toBeNull();
    render(<ChatUrl />);
    expect(await screen.findByText('none')).toBeTruthy();
    vi.unstubAllGlobals();
  });
});
