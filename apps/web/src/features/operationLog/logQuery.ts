import type { Dayjs } from 'dayjs';

export interface LogFilters {
  eventType?: string;
  /** Whole days in the visitor's time zone, both ends included. */
  range?: [Dayjs, Dayjs] | null;
  pageNum: number;
  pageSize: number;
}

export interface LogQuery {
  pageNum: number;
  pageSize: number;
  eventType?: string;
  beginTime?: string;
  endTime?: string;
}

/**
 * The /user/log payload: the picked days run from the first one's local midnight to the end of
 * the last one, sent as the UTC instants the server stores (ISO-8601).
 */
export function toLogQuery({ eventType, range, pageNum, pageSize }: LogFilters): LogQuery {
  return {
    pageNum,
    pageSize,
    ...(eventType && { eventType }),
    ...(range && {
      beginTime: range[0].startOf('day').toISOString(),
      endTime: range[1].endOf('day').toISOString(),
    }),
  };
}
