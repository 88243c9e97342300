import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from './WhenVisible.tsx';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

/** An IntersectionObserver the test drives: `show(true)` reports the place on screen. */
function stubObserver() {
  let report: Callback = () => undefined;
  class Observer {
    constructor(callback: Callback) {
      report = callback;
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return { show: (isIntersecting: boolean) => act(() => report([{ isIntersecting }])) };
}

describe('WhenVisible', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('holds the place until it comes into view, then renders the children', () => {
    const observer = stubObserver();
    const { container } = render(
      <WhenVisible height={280}>
        <p>chart</p>
      </WhenVisible>,
    );
    expect(screen.queryByText('chart')).toBeNull();
    expect((container.firstChild as HTMLElement).style.height).toBe('280px');
    observer.show(false);
    expect(screen.queryByText('chart')).toBeNull();
    observer.show(true);
    expect(screen.getByText('chart')).toBeTruthy();
  });

  it('renders the children at once where the browser cannot observe', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenVisible height={280}>
        <p>chart</p>
      </WhenVisible>,
    );
    expect(screen.getByText('chart')).toBeTruthy();
  });
});
