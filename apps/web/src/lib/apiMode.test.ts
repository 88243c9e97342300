import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { API_MODE_STORAGE_KEY, readApiMode, useApiMode } from './apiMode.ts';

describe('the live/test mode of the /homeApi screens', () => {
  it('is live by default, and live for anything stored but "test"', () => {
    expect(readApiMode()).toBe('live');
    localStorage.setItem(API_MODE_STORAGE_KEY, 'sandbox');
    expect(readApiMode()).toBe('live');
    localStorage.setItem(API_MODE_STORAGE_KEY, 'test');
    expect(readApiMode()).toBe('test');
  });

  it('is one switch: setting it in one place changes every user of it, and it is kept', () => {
    const first = renderHook(() => useApiMode());
    const second = renderHook(() => useApiMode());
    expect(first.result.current[0]).toBe('live');
    act(() => first.result.current[1]('test'));
    expect(second.result.current[0]).toBe('test');
    expect(localStorage.getItem(API_MODE_STORAGE_KEY)).toBe('test');
  });

  it('follows a switch made in another tab', () => {
    const { result } = renderHook(() => useApiMode());
    act(() => {
      localStorage.setItem(API_MODE_STORAGE_KEY, 'test');
      window.dispatchEvent(new StorageEvent('storage', { key: API_MODE_STORAGE_KEY }));
    });
    expect(result.current[0]).toBe('test');
  });
});
