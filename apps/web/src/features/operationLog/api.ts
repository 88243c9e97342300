import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { currentLocale } from '../../lib/i18n.ts';
import { request } from '../../lib/request/request.ts';
import type { LogQuery } from './logQuery.ts';

/** A /user/log row (SPEC §3 Log). */
export interface LogRow {
  id: number;
  userId: number;
  /** Who acted: nickname, team name or account number; empty for a deleted member. */
  userName: string;
  eventType: string;
  /** Written by the server in the request's language (Content-Language); shown as given. */
  eventDesc: string;
  /** The caller's address, or `operator` for a back-office decision. */
  requestIp: string;
  createTime: string;
}

/** A main account's log holds its members' events too; a member's only their own. */
export function useOperationLog(query: LogQuery) {
  // The details come in the UI language, so a language switch asks again.
  const locale = currentLocale();
  return useQuery({
    queryKey: ['user', 'log', query, locale],
    queryFn: () => request.page<LogRow>('/user/log', { ...query }, { repeatSubmit: false }),
    placeholderData: keepPreviousData,
  });
}
