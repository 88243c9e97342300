import { useState } from 'react';
import type { TablePaginationConfig } from 'antd';

/** The page a server-paged table shows, and antd's pagination props that move it. */
export function useTablePage(pageSize = 10) {
  const [page, setPage] = useState({ pageNum: 1, pageSize });
  const pagination = (total?: number): TablePaginationConfig => ({
    current: page.pageNum,
    pageSize: page.pageSize,
    total,
    onChange: (pageNum, size) => setPage({ pageNum, pageSize: size }),
  });
  return { ...page, pagination };
}
