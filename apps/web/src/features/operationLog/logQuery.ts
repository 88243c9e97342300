import { dayRangeTimes, type DayRange } from '../../components/money/DateRangeFilter.tsx';

export interface LogFilters {
  eventType?: string;
  /** Whole days in the visitor's time zone, both ends included; null when not filtered. */
  range?: DayRange | null;
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
  const { beginTime, endTime } = range ? dayRangeTimes(range.from, range.to) : {};
  return {
    pageNum,
    pageSize,
    ...(eventType && { eventType }),
    ...(beginTime && { beginTime }),
    ...(endTime && { endTime }),
  };
}
