import { useState } from 'react';
import type { ApiMode, ApiOrderKind } from '@pesa/contract';
import { useApiMode } from '../../../lib/apiMode.ts';
import { useApiOrders, type ApiOrderFilters, type ApiOrderQuery } from '../api.ts';

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
  /** What the Pager under the list needs. */
  const pager = {
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    total: result.data?.total,
    onPage,
  };
  const exportOf = { query, filename: `${kind}-${mode}-orders.csv` };

  return { mode, query, result, filterBy, pager, exportOf };
}
