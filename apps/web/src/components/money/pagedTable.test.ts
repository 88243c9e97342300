import { describe, expect, it, vi } from 'vitest';
import { serverPagination } from './pagedTable.ts';

describe('serverPagination', () => {
  it("shows the filters' page of the server's total and reports a move", () => {
    const onPage = vi.fn();
    const pagination = serverPagination({
      filters: { pageNum: 3, pageSize: 20 },
      total: 95,
      onPage,
    });
    expect(pagination).toMatchObject({
      current: 3,
      pageSize: 20,
      total: 95,
      showSizeChanger: true,
    });
    pagination.onChange!(4, 50);
    expect(onPage).toHaveBeenCalledWith(4, 50);
  });
});
