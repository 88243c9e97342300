const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The waits between a webhook's tries: the first try goes at once, then one after each of these.
 * Short at first, so a receiver that blipped gets the event within minutes; then hours apart, so
 * one that is down for a day still gets it. With the default 8 tries the last comes about 44 h
 * after the event (at least 6 tries over at least 24 h, as the issue asks).
 */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [
  MINUTE,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  6 * HOUR,
  12 * HOUR,
  24 * HOUR,
];

/**
 * How long to wait after a failed try before the next one, or null when the event has had its
 * `maxAttempts` tries and is given up. `failedTries` counts every try made so far (1 after the
 * first); tries beyond the table wait as long as its last step.
 */
export function webhookRetryDelayMs(failedTries: number, maxAttempts: number): number | null {
  if (!Number.isInteger(failedTries) || failedTries < 1) throw new RangeError('failedTries < 1');
  if (failedTries >= maxAttempts) return null;
  const last = WEBHOOK_RETRY_DELAYS_MS.length - 1;
  return WEBHOOK_RETRY_DELAYS_MS[Math.min(failedTries - 1, last)]!;
}

/** Every try's offset from the event, in ms (the first is 0): the schedule the docs show. */
export function webhookSchedule(maxAttempts: number): number[] {
  const offsets = [0];
  for (let tries = 1; ; tries++) {
    const delay = webhookRetryDelayMs(tries, maxAttempts);
    if (delay === null) return offsets;
    offsets.push(offsets[offsets.length - 1]! + delay);
  }
}
