import { useState } from 'react';
import type { TablePaginationConfig } from 'antd';

/** The page every paged list call takes (SPEC §7). */
export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

const FIRST_PAGE: PageQuery = { pageNum: 1, pageSize: 10 };

/**
 * The filters of a paged list screen, starting on the first page of ten. `filterBy` goes back
 * to page 1, because the page the user was on may not exist in the narrower list; `pagination`
 * is the matching antd Table pagination for the list's total.
 */
export function usePagedFilters<Filters extends PageQuery = PageQuery>() {
  const [filters, setFilters] = useState<Filters>(FIRST_PAGE as Filters);

  const filterBy = (change: Partial<Omit<Filters, keyof PageQuery>>) =>
    setFilters((current) => ({ ...current, ...change, pageNum: 1 }));

  const setPage = (pageNum: number, pageSize: number) =>
    setFilters((current) => ({ ...current, pageNum, pageSize }));

  const pagination = (total: number | undefined): TablePaginationConfig => ({
    current: filters.pageNum,
    pageSize: filters.pageSize,
    total,
    showSizeChanger: true,
    onChange: setPage,
  });

  return { filters, filterBy, setPage, pagination };
}
