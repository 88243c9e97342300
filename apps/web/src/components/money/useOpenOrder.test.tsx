import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { useOpenOrder } from './useOpenOrder.ts';

function withAddress(initial: string) {
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>
  );
}

describe('useOpenOrder', () => {
  it('reads the open order from ?sn= and keeps the address in step when it opens or closes', () => {
    const { result } = renderHook(() => ({ ...useOpenOrder(), search: useLocation().search }), {
      wrapper: withAddress('/home/psp-order?sn=SN-1&tab=x'),
    });
    expect(result.current.openSn).toBe('SN-1');
    act(() => result.current.close());
    expect(result.current.openSn).toBeUndefined();
    expect(result.current.search).toBe('?tab=x');
    act(() => result.current.open('SN-2'));
    expect(result.current.openSn).toBe('SN-2');
    expect(result.current.search).toBe('?tab=x&sn=SN-2');
  });
});
