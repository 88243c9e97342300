import { describe, expect, it } from 'vitest';
import { toLogQuery } from './logQuery.ts';

describe('toLogQuery', () => {
  it('sends only the page when nothing is filtered', () => {
    expect(toLogQuery({ pageNum: 2, pageSize: 20, range: null })).toEqual({
      pageNum: 2,
      pageSize: 20,
    });
  });

  it('turns picked days into the instants from the first local midnight to the last day’s end', () => {
    const query = toLogQuery({
      eventType: 'login',
      range: { from: '2026-03-01', to: '2026-03-03' },
      pageNum: 1,
      pageSize: 10,
    });
    expect(query.eventType).toBe('login');
    expect(query.beginTime).toBe(new Date(2026, 2, 1, 0, 0, 0, 0).toISOString());
    expect(query.endTime).toBe(new Date(2026, 2, 3, 23, 59, 59, 999).toISOString());
  });

  it('sends an open end of the range as given', () => {
    const query = toLogQuery({ range: { from: '2026-03-01', to: '' }, pageNum: 1, pageSize: 10 });
    expect(query.beginTime).toBe(new Date(2026, 2, 1).toISOString());
    expect(query).not.toHaveProperty('endTime');
  });
});
