import { describe, expect, it } from 'vitest';
import {
  WEBHOOK_RETRY_DELAYS_MS,
  webhookRetryDelayMs,
  webhookSchedule,
} from './webhook-backoff.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('webhook retry schedule', () => {
  it('waits 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, then 24 h between tries', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => webhookRetryDelayMs(n, 20))).toEqual([
      MIN,
      5 * MIN,
      30 * MIN,
      2 * HOUR,
      6 * HOUR,
      12 * HOUR,
      24 * HOUR,
    ]);
    // Beyond the table every wait is the last step.
    expect(webhookRetryDelayMs(12, 20)).toBe(24 * HOUR);
  });

  it('gives up once the event has had its tries', () => {
    expect(webhookRetryDelayMs(7, 8)).toBe(24 * HOUR);
    expect(webhookRetryDelayMs(8, 8)).toBeNull();
    expect(webhookRetryDelayMs(9, 8)).toBeNull();
    expect(webhookRetryDelayMs(1, 1)).toBeNull();
    expect(() => webhookRetryDelayMs(0, 8)).toThrow(RangeError);
  });

  it('makes at least 6 tries over at least 24 hours with the default of 8', () => {
    const schedule = webhookSchedule(8);
    expect(schedule).toHaveLength(8);
    expect(schedule[0]).toBe(0);
    expect(schedule[schedule.length - 1]!).toBeGreaterThanOrEqual(24 * HOUR);
    expect(schedule[schedule.length - 1]).toBe(WEBHOOK_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0));
    // Every try comes later than the one before.
    for (let i = 1; i < schedule.length; i++)
      expect(schedule[i]!).toBeGreaterThan(schedule[i - 1]!);
    expect(webhookSchedule(1)).toEqual([0]);
  });
});
