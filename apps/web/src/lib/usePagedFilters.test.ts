import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { usePagedFilters, type PageQuery } from './usePagedFilters.ts';

type NameFilters = PageQuery & { name?: string; payType?: number };

describe('usePagedFilters', () => {
  it('starts on the first page of ten', () => {
    const { result } = renderHook(() => usePagedFilters());
    expect(result.current.filters).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('keeps the filters when the page changes, and goes back to page 1 when a filter does', () => {
    const { result } = renderHook(() => usePagedFilters<NameFilters>());
    act(() => result.current.filterBy({ name: 'amani' }));
    act(() => result.current.setPage(3, 20));
    expect(result.current.filters).toEqual({ name: 'amani', pageNum: 3, pageSize: 20 });

    act(() => result.current.filterBy({ payType: 7 }));
    expect(result.current.filters).toEqual({
      name: 'amani',
      payType: 7,
      pageNum: 1,
      pageSize: 20,
    });
  });

  it('gives the table the current page, the total and a size changer that pages', () => {
    const { result } = renderHook(() => usePagedFilters());
    const config = result.current.pagination(42);
    expect(config).toMatchObject({ current: 1, pageSize: 10, total: 42, showSizeChanger: true });

    act(() => config.onChange!(2, 50));
    expect(result.current.pagination(42)).toMatchObject({ current: 2, pageSize: 50 });
  });

  it('gives a paged table its rows by id, the spinner, sideways scrolling and the pages', () => {
    const { result } = renderHook(() => usePagedFilters());
    const rows = [{ id: 7, name: 'Amani' }];
    const props = result.current.tableProps({ data: { rows, total: 31 }, isFetching: true });
    expect(props).toMatchObject({
      rowKey: 'id',
      loading: true,
      dataSource: rows,
      scroll: { x: 'max-content' },
      pagination: { current: 1, pageSize: 10, total: 31 },
    });
    expect(result.current.tableProps({ isFetching: false }).dataSource).toBeUndefined();
  });
});
