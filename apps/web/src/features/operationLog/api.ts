import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/request/request.ts';
import type { LogQuery } from './logQuery.ts';

/** A /user/log row (SPEC §3 Log). */
export interface LogRow {
  id: number;
  userId: number;
  /** Who acted: nickname, team name or account number; empty for a deleted member. */
  userName: string;
  eventType: string;
  eventDesc: string;
  /** The caller's address, or `operator` for a back-office decision. */
  requestIp: string;
  createTime: string;
}

/** A main account's log holds its members' events too; a member's only their own. */
export function useOperationLog(query: LogQuery) {
  return useQuery({
    queryKey: ['user', 'log', query],
    queryFn: () => request.page<LogRow>('/user/log', { ...query }, { repeatSubmit: false }),
    placeholderData: keepPreviousData,
  });
}
