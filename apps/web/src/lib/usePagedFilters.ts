import { useState } from 'react';
import type { TablePaginationConfig, TableProps } from 'antd';

/** The page every paged list call takes (SPEC §7). */
export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

const FIRST_PAGE: PageQuery = { pageNum: 1, pageSize: 10 };

/** A paged list query's state, as TanStack Query gives it. */
interface PagedResult<Row> {
  data?: { rows: Row[]; total: number };
  isFetching: boolean;
}

type PagedTableProps<Row> = Pick<
  TableProps<Row>,
  'rowKey' | 'loading' | 'dataSource' | 'scroll' | 'pagination'
>;

/**
 * The filters of a paged list screen, starting on the first page of ten. `filterBy` goes back
 * to page 1, because the page the user was on may not exist in the narrower list; `pagination`
 * is the matching antd Table pagination for the list's total, and `tableProps` all a paged
 * table shares: rows keyed by id, the spinner while loading, sideways scrolling where the
 * columns do not fit, and that pagination.
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

  const tableProps = <Row extends object>({
    data,
    isFetching,
  }: PagedResult<Row>): PagedTableProps<Row> => ({
    rowKey: 'id',
    loading: isFetching,
    dataSource: data?.rows,
    scroll: { x: 'max-content' },
    pagination: pagination(data?.total),
  });

  return { filters, filterBy, setPage, pagination, tableProps };
}
