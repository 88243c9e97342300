/** One account's count of wrong answers, kept in the database (users or operators). */
export interface LockoutCounter {
  /** Counts one attempt unless the attempts are used up or a lock runs; false when refused. */
  reserve(max: number, now: string): Promise<boolean>;
  /** After a wrong answer: once the attempts are used up, lock until `lockedUntil`. */
  lockIfExhausted(max: number, lockedUntil: string): Promise<boolean>;
  /** After a right answer: the count starts again. */
  clear(): Promise<void>;
}

export type AttemptOutcome =
  { result: 'passed' } | { result: 'locked' } | { result: 'wrong'; lockedUntil: string | null };

/**
 * A secret checked under a lock-out, the one rule of customer passwords, operator passwords and
 * transaction passwords: a running lock refuses even the right answer; the attempt is counted
 * before the slow check, in one conditional update, so parallel guesses on several app instances
 * cannot pass the limit; the wrong answer that uses the attempts up starts the lock; a right one
 * starts the count again.
 */
export async function attemptUnderLockout(input: {
  lockedUntil: string | null;
  now: Date;
  max: number;
  lockMs: number;
  counter: LockoutCounter;
  verify: () => Promise<boolean>;
}): Promise<AttemptOutcome> {
  const { lockedUntil, now, max, lockMs, counter } = input;
  const lockRuns = !!lockedUntil && now.getTime() < Date.parse(lockedUntil);
  if (lockRuns || !(await counter.reserve(max, now.toISOString()))) return { result: 'locked' };
  if (!(await input.verify())) {
    const until = new Date(now.getTime() + lockMs).toISOString();
    return {
      result: 'wrong',
      lockedUntil: (await counter.lockIfExhausted(max, until)) ? until : null,
    };
  }
  await counter.clear();
  return { result: 'passed' };
}
