import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useTablePage } from './useTablePage.ts';

describe('useTablePage', () => {
  it('starts on the first page and follows what the pagination reports', () => {
    const { result } = renderHook(() => useTablePage(20));
    expect(result.current).toMatchObject({ pageNum: 1, pageSize: 20 });
    expect(result.current.pagination(45)).toMatchObject({ current: 1, pageSize: 20, total: 45 });
    act(() => result.current.pagination(45).onChange!(3, 50));
    expect(result.current).toMatchObject({ pageNum: 3, pageSize: 50 });
    expect(result.current.pagination(120)).toMatchObject({ current: 3, pageSize: 50, total: 120 });
  });
});
