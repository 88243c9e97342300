import { useState } from 'react';
import { serverPagination } from './money/pagedTable.ts';

/** The page a server-paged table without filters shows, and antd's pagination that moves it. */
export function useTablePage(pageSize = 10) {
  const [page, setPage] = useState({ pageNum: 1, pageSize });
  const pagination = (total?: number) =>
    serverPagination({
      filters: page,
      total,
      onPage: (pageNum, size) => setPage({ pageNum, pageSize: size }),
    });
  return { ...page, pagination };
}
