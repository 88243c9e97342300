import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { usePendingAction } from './usePendingAction.ts';

describe('usePendingAction', () => {
  it('is pending while the action runs, and not after', async () => {
    const { result } = renderHook(() => usePendingAction());
    let finish!: () => void;
    let running!: Promise<void>;
    act(() => {
      running = result.current[1](() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current[0]).toBe(true);
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current[0]).toBe(false);
  });

  it('swallows a failure and is ready again', async () => {
    const { result } = renderHook(() => usePendingAction());
    await act(() => result.current[1](() => Promise.reject(new Error('refused'))));
    expect(result.current[0]).toBe(false);
  });
});
