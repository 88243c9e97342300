import { describe, expect, it } from 'vitest';
import { attemptUnderLockout, type LockoutCounter } from './attempt-lockout.ts';

/** The database counter's rule, held in memory. */
function memoryCounter(): LockoutCounter & { count: number; lockedUntil: string | null } {
  const state = {
    count: 0,
    lockedUntil: null as string | null,
    async reserve(max: number, now: string) {
      if (state.count >= max || (state.lockedUntil && state.lockedUntil > now)) return false;
      state.count++;
      return true;
    },
    async lockIfExhausted(max: number, until: string) {
      if (state.count < max) return false;
      state.lockedUntil = until;
      state.count = 0;
      return true;
    },
    async clear() {
      state.count = 0;
      state.lockedUntil = null;
    },
  };
  return state;
}

describe('attemptUnderLockout', () => {
  const now = new Date('2026-11-24T10:00:00.000Z');
  const attempt = (counter: ReturnType<typeof memoryCounter>, right: boolean, at = now) =>
    attemptUnderLockout({
      lockedUntil: counter.lockedUntil,
      now: at,
      max: 3,
      lockMs: 60_000,
      counter,
      verify: async () => right,
    });

  it('locks on the wrong answer that uses the attempts up, and then refuses the right one', async () => {
    const counter = memoryCounter();
    expect(await attempt(counter, false)).toEqual({ result: 'wrong', lockedUntil: null });
    expect(await attempt(counter, false)).toEqual({ result: 'wrong', lockedUntil: null });
    expect(await attempt(counter, false)).toEqual({
      result: 'wrong',
      lockedUntil: '2026-11-24T10:01:00.000Z',
    });
    expect(await attempt(counter, true)).toEqual({ result: 'locked' });
    expect(await attempt(counter, true, new Date('2026-11-24T10:01:00.000Z'))).toEqual({
      result: 'passed',
    });
  });

  it('starts the count again after a right answer', async () => {
    const counter = memoryCounter();
    await attempt(counter, false);
    await attempt(counter, false);
    expect(await attempt(counter, true)).toEqual({ result: 'passed' });
    expect(counter.count).toBe(0);
  });

  it('never checks the answer while a lock runs', async () => {
    const counter = memoryCounter();
    counter.lockedUntil = '2026-11-24T10:05:00.000Z';
    let checked = false;
    const outcome = await attemptUnderLockout({
      lockedUntil: counter.lockedUntil,
      now,
      max: 3,
      lockMs: 60_000,
      counter,
      verify: async () => (checked = true),
    });
    expect(outcome).toEqual({ result: 'locked' });
    expect(checked).toBe(false);
  });
});
