import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebounced } from './useDebounced.ts';

describe('useDebounced', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the last value only once it has stopped changing for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, 400), {
      initialProps: { value: '1' },
    });
    rerender({ value: '15' });
    act(() => vi.advanceTimersByTime(300));
    rerender({ value: '150' });
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe('1');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('150');
  });
});
