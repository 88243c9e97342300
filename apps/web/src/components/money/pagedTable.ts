/** What a server-paged list hands its table: one page of rows and how to move between pages. */
export interface PagedTableProps<Row, Filters extends { pageNum: number; pageSize: number }> {
  rows?: Row[];
  total?: number;
  loading: boolean;
  filters: Filters;
  onPage: (pageNum: number, pageSize: number) => void;
}
