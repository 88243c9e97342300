import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { openTestDatabase } from '../db/test-database.ts';
import { JobQueue } from './job-queue.ts';
import { JOB_SLOTS, JobWorker } from './worker.ts';

/** A promise with its resolve handed out, to hold a job open until the test lets it end. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe('job worker', () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  let queue: JobQueue;
  let worker: JobWorker;

  beforeEach(async () => {
    opened = await openTestDatabase();
    queue = new JobQueue(opened.db.kysely, 'sqlite', new ManualClock(), 60_000);
    worker = new JobWorker(queue, { error: () => {} });
  });
  afterEach(() => opened.close());

  const statusOf = async (n: number) => {
    const rows = await opened.db.kysely.selectFrom('jobs').select(['payload', 'status']).execute();
    return rows.find((row) => JSON.parse(row.payload).n === n)?.status;
  };

  it('runs a job enqueued while a slow one runs, without waiting for the slow one', async () => {
    const slow = gate();
    const slowStarted = gate();
    const quickDone = gate();
    worker.on('slow', () => {
      slowStarted.open();
      return slow.promise;
    });
    worker.on('quick', async () => quickDone.open());
    await queue.enqueue('slow', { n: 1 });
    const drained = worker.runDue();
    await slowStarted.promise;

    await queue.enqueue('quick', { n: 2 });
    void worker.runDue(); // the poll tick
    await quickDone.promise;
    await expect.poll(() => statusOf(2)).toBe('done');
    expect(await statusOf(1)).toBe('running');

    slow.open();
    expect(await drained).toBe(2);
    expect(await statusOf(1)).toBe('done');
  });

  it(`never runs more than ${JOB_SLOTS} at once, and runs a longer backlog to its end`, async () => {
    const count = JOB_SLOTS * 2 + 7;
    let now = 0;
    let most = 0;
    worker.on('demo', async () => {
      now++;
      most = Math.max(most, now);
      await new Promise((resolve) => setImmediate(resolve));
      now--;
    });
    for (let n = 0; n < count; n++) await queue.enqueue('demo', { n });
    expect(await worker.runDue()).toBe(count);
    expect(most).toBe(JOB_SLOTS);
    const left = await opened.db.kysely
      .selectFrom('jobs')
      .select('id')
      .where('status', '!=', 'done')
      .execute();
    expect(left).toEqual([]);
  });

  it('runs within the same call a job that a job enqueued, due now', async () => {
    worker.on('first', () => queue.enqueue('second', { n: 2 }));
    worker.on('second', async () => {});
    await queue.enqueue('first', { n: 1 });
    expect(await worker.runDue()).toBe(2);
    expect(await statusOf(2)).toBe('done');
  });

  it('on stop claims nothing more and waits for the jobs in hand', async () => {
    const slow = gate();
    const started = gate();
    worker.on('slow', () => {
      started.open();
      return slow.promise;
    });
    worker.on('quick', async () => {});
    await queue.enqueue('slow', { n: 1 });
    const drained = worker.runDue();
    await started.promise;
    await queue.enqueue('quick', { n: 2 });

    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    slow.open();
    await stopping;
    expect(await drained).toBe(1);
    expect(await statusOf(1)).toBe('done');
    expect(await statusOf(2)).toBe('pending');
  });

  it('records a failed job and goes on with the others', async () => {
    worker.on('bad', async () => {
      throw new Error('rail down');
    });
    worker.on('good', async () => {});
    await queue.enqueue('bad', { n: 1 });
    await queue.enqueue('good', { n: 2 });
    expect(await worker.runDue()).toBe(2);
    expect(await statusOf(2)).toBe('done');
    expect(await statusOf(1)).toBe('pending');
  });
});
