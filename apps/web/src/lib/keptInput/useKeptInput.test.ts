import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../queryClient.ts';
import { removeToken, setToken } from '../tokenStorage.ts';
import { USER_INFO_KEY } from '../userInfo.ts';
import { keptKey, readKept } from './keptInputStore.ts';
import { useKeptInput } from './useKeptInput.ts';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
});

function signIn(userId: number) {
  setToken(`token-${userId}`);
  queryClient.setQueryData(USER_INFO_KEY, { userId });
}

describe('useKeptInput', () => {
  it('brings back what the same person typed before a refresh, without secrets', () => {
    signIn(5);
    const first = renderHook(() => useKeptInput<Record<string, string>>('register'));
    expect(first.result.current.kept).toBeUndefined();
    act(() => first.result.current.keep({ phone: '0712', password: 'Secret-1', code: '111111' }));
    first.unmount();
    const again = renderHook(() => useKeptInput<Record<string, string>>('register'));
    expect(again.result.current.kept).toEqual({ phone: '0712' });
  });

  it('keeps another person’s input apart, and forgets it on submit', () => {
    signIn(5);
    const five = renderHook(() => useKeptInput<{ a: string }>('send-0', ['a']));
    act(() => five.result.current.keep({ a: 'secret-too' }));
    expect(readKept(keptKey('send-0', 5))).toEqual({});
    act(() => five.result.current.clear());
    expect(readKept(keptKey('send-0', 5))).toBeUndefined();
    signIn(6);
    const six = renderHook(() => useKeptInput<{ b: string }>('send-0'));
    act(() => six.result.current.keep({ b: 'x' }));
    expect(readKept(keptKey('send-0', 6))).toEqual({ b: 'x' });
  });

  it('is gone after sign-out', () => {
    signIn(5);
    const hook = renderHook(() => useKeptInput<{ amount: string }>('send-0'));
    act(() => hook.result.current.keep({ amount: '10' }));
    removeToken();
    expect(readKept(keptKey('send-0', 5))).toBeUndefined();
  });
});
