import type { TablePaginationConfig } from 'antd';

/** What a server-paged list hands its table: one page of rows and how to move between pages. */
export interface PagedTableProps<Row, Filters extends { pageNum: number; pageSize: number }> {
  rows?: Row[];
  total?: number;
  loading: boolean;
  filters: Filters;
  onPage: (pageNum: number, pageSize: number) => void;
}

/** antd's pagination for such a table: the filters' page, the server's total, sizes to choose. */
export function serverPagination<Filters extends { pageNum: number; pageSize: number }>(
  props: Pick<PagedTableProps<unknown, Filters>, 'filters' | 'total' | 'onPage'>,
): TablePaginationConfig {
  return {
    current: props.filters.pageNum,
    pageSize: props.filters.pageSize,
    total: props.total,
    showSizeChanger: true,
    onChange: props.onPage,
  };
}
