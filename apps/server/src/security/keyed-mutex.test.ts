import { describe, expect, it } from 'vitest';
import { KeyedMutex } from './keyed-mutex.ts';

describe('KeyedMutex', () => {
  it('runs work of one key one at a time, in order, even when some fail', async () => {
    const mutex = new KeyedMutex();
    const log: string[] = [];
    let running = 0;
    const task =
      (name: string, fail = false) =>
      async () => {
        running++;
        expect(running).toBe(1);
        await new Promise((r) => setImmediate(r));
        log.push(name);
        running--;
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      mutex.run(1, task('a')),
      mutex.run(1, task('b', true)),
      mutex.run(1, task('c')),
    ]);
    expect(log).toEqual(['a', 'b', 'c']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('lets different keys run side by side', async () => {
    const mutex = new KeyedMutex();
    let concurrent = 0;
    let peak = 0;
    const task = async () => {
      concurrent++;
      peak = Math.max(peak, concurrent);
      await new Promise((r) => setImmediate(r));
      concurrent--;
    };
    await Promise.all([mutex.run('x', task), mutex.run('y', task)]);
    expect(peak).toBe(2);
  });
});
