import { useState } from 'react';

/** The page a server-paged list without filters shows, and how the Pager moves it. */
export function useTablePage(pageSize = 10) {
  const [page, setPage] = useState({ pageNum: 1, pageSize });
  const onPage = (pageNum: number, size: number) => setPage({ pageNum, pageSize: size });
  return { ...page, onPage };
}
