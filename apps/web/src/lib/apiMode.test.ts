import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { API_MODE_STORAGE_KEY, readApiMode, useApiMode } from './apiMode.ts';

afterEach(() => localStorage.removeItem(API_MODE_STORAGE_KEY));

describe('API mode', () => {
  it('is live unless test was chosen', () => {
    expect(readApiMode()).toBe('live');
    localStorage.setItem(API_MODE_STORAGE_KEY, 'nonsense');
    expect(readApiMode()).toBe('live');
  });

  it('switches every screen together and is kept for the next visit', () => {
    const first = renderHook(() => useApiMode());
    const second = renderHook(() => useApiMode());
    act(() => first.result.current[1]('test'));
    expect(second.result.current[0]).toBe('test');
    expect(localStorage.getItem(API_MODE_STORAGE_KEY)).toBe('test');
  });
});
