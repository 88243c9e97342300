import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../lib/i18n.ts';
import { InstallPrompt, SCROLLED_PAST_FIRST_SCREEN } from './InstallPrompt.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';

/** Chromium's `beforeinstallprompt`, with the prompt the page may call. */
function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

/** The visitor scrolls the page to `y`. */
function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(async () => {
  localStorage.clear();
  scrollTo(SCROLLED_PAST_FIRST_SCREEN);
  await changeLocale('en');
});

describe('InstallPrompt', () => {
  it('stays hidden until the browser offers to install, then shows the install prompt', () => {
    render(<InstallPrompt />);
    expect(screen.queryByTestId('install-prompt')).toBeNull();
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('install-prompt')).toBeNull();
  });

  it('shows only while the page is scrolled past its first screen', () => {
    scrollTo(0);
    render(<InstallPrompt />);
    offerInstall();
    expect(screen.queryByTestId('install-prompt')).toBeNull();
    scrollTo(SCROLLED_PAST_FIRST_SCREEN - 1);
    expect(screen.queryByTestId('install-prompt')).toBeNull();
    scrollTo(SCROLLED_PAST_FIRST_SCREEN);
    expect(screen.getByTestId('install-prompt')).toBeTruthy();
    scrollTo(100);
    expect(screen.queryByTestId('install-prompt')).toBeNull();
  });

  it('remembers "Not now" on this device', () => {
    const { unmount } = render(<InstallPrompt />);
    offerInstall();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    unmount();
    render(<InstallPrompt />);
    offerInstall();
    expect(screen.queryByTestId('install-prompt')).toBeNull();
  });

  it('speaks Chinese', async () => {
    await changeLocale('zh');
    render(<InstallPrompt />);
    offerInstall();
    expect(screen.getByRole('button', { name: '安装' })).toBeTruthy();
  });
});

describe('OfflineBanner', () => {
  it('shows while the browser is offline', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineBanner />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText('You are offline.')).toBeTruthy();
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    onLine.mockRestore();
  });
});
