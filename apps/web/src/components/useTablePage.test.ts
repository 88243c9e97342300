import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useTablePage } from './useTablePage.ts';

describe('useTablePage', () => {
  it('starts on the first page and follows what the pager asks for', () => {
    const { result } = renderHook(() => useTablePage(20));
    expect(result.current).toMatchObject({ pageNum: 1, pageSize: 20 });
    act(() => result.current.onPage(3, 50));
    expect(result.current).toMatchObject({ pageNum: 3, pageSize: 50 });
  });
});
