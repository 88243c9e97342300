import { useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import type { ApiMode, ApiOrderKind } from '@pesa/contract';
import { useApiMode } from '../../../lib/apiMode.ts';
import { serverPagination } from '../../../components/money/pagedTable.ts';
import { exportApiOrders, useApiOrders, type ApiOrderFilters, type ApiOrderQuery } from '../api.ts';

type FilterPatch = Partial<Omit<ApiOrderFilters, 'pageNum' | 'pageSize'>>;

/**
 * One API order list: its filters, the shared live/test mode and the kind, the page, and the
 * export of the same filter. A new filter or mode starts again on page 1, because the page the
 * user was on may not exist in the other list.
 */
export function useApiOrderList(kind: ApiOrderKind, pageSize = 10) {
  const [mode] = useApiMode();
  // The mode the page number was chosen in: after a switch, the list shows its first page.
  const [state, setState] = useState<ApiOrderFilters & { mode: ApiMode }>({
    pageNum: 1,
    pageSize,
    mode,
  });
  const query: ApiOrderQuery = {
    ...state,
    pageNum: state.mode === mode ? state.pageNum : 1,
    mode,
    kind,
  };
  const result = useApiOrders(query);

  const filterBy = (patch: FilterPatch) =>
    setState((current) => ({ ...current, ...patch, pageNum: 1, mode }));
  const onPage = (pageNum: number, size: number) =>
    setState((current) => ({ ...current, pageNum, pageSize: size, mode }));
  const pagination = (): TablePaginationConfig =>
    serverPagination({ filters: query, total: result.data?.total, onPage });
  const exportCsv = () => exportApiOrders(query, `${kind}-${mode}-orders.csv`);

  return { mode, query, result, filterBy, pagination, exportCsv };
}
