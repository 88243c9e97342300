import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { useOpsSession } from '../useOpsSession.ts';

export const RAILS_PAGE_SIZE = 20;

/** Only finance and admin resolve payouts and reverse payments; the server enforces it anyway. */
export function useCanActOnRails(): boolean {
  const role = useOpsSession().data?.role;
  return role === 'finance' || role === 'admin';
}

/** The rails' tables share one look: compact on a phone, scrolling sideways when too wide. */
export function useRailsTableProps() {
  const phone = useIsPhone();
  return { size: phone ? ('small' as const) : ('middle' as const), scroll: { x: 'max-content' } };
}

/**
 * One page of a rails list and everything its table needs: the rows, loading, the shared look
 * and the pager. `key` names the list (and any filter) in the query cache; a new filter starts
 * again at page 1 (`firstPage`). `retry` false: a rail the server does not run answers with a
 * message to show at once, not after three tries.
 */
export function usePagedRailsList<Row>(
  key: readonly unknown[],
  fetchPage: (pageNum: number, pageSize: number) => Promise<{ rows: Row[]; total: number }>,
  { retry = false }: { retry?: boolean } = {},
) {
  const look = useRailsTableProps();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['ops', 'rails', ...key, page],
    queryFn: () => fetchPage(page, RAILS_PAGE_SIZE),
    retry: retry ? undefined : false,
  });
  const tableProps = {
    ...look,
    loading: list.isPending,
    dataSource: list.data?.rows ?? [],
    pagination: {
      current: page,
      pageSize: RAILS_PAGE_SIZE,
      total: list.data?.total ?? 0,
      onChange: setPage,
      showSizeChanger: false,
    },
  };
  return { list, tableProps, firstPage: () => setPage(1) };
}
