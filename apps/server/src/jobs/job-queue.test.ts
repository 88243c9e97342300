import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { openTestDatabase } from '../db/test-database.ts';
import { JobQueue } from './job-queue.ts';
import { JobWorker } from './worker.ts';

const LEASE = 3_000;

/** Two queues on one table, as two instances would have: each with its own name. */
describe('job leases', () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  let clock: ManualClock;
  let first: JobQueue;
  let second: JobQueue;

  beforeEach(async () => {
    opened = await openTestDatabase();
    clock = new ManualClock();
    first = new JobQueue(opened.db.kysely, 'sqlite', clock, LEASE);
    second = new JobQueue(opened.db.kysely, 'sqlite', clock, LEASE);
    await first.enqueue('demo', { n: 1 });
  });
  afterEach(() => opened.close());

  const row = () => opened.db.kysely.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();

  it('names the holder and keeps the job from others until its lease runs out', async () => {
    const [job] = await first.claim(10);
    expect((await row()).locked_by).toBe(first.owner);
    expect(first.owner).not.toBe(second.owner);
    expect(first.owner).toContain(`/${process.pid}/`);
    clock.advance(LEASE - 1);
    expect(await second.claim(10)).toEqual([]);
    clock.advance(2);
    const [taken] = await second.claim(10);
    expect(taken).toMatchObject({ id: job!.id, attempts: 2 });
    expect((await row()).locked_by).toBe(second.owner);
  });

  it('leaves the outcome to the new holder once a job was taken over', async () => {
    const [lost] = await first.claim(10);
    clock.advance(LEASE + 1);
    const [taken] = await second.claim(10);
    await first.complete(lost!);
    await first.fail(lost!, new Error('too late'));
    expect(await row()).toMatchObject({ status: 'running', locked_by: second.owner });
    await second.complete(taken!);
    expect(await row()).toMatchObject({ status: 'done', last_error: null });
  });

  it('marks jobs that end together done in one statement, each only while its claim holds', async () => {
    let updates = 0;
    const counted = opened.db.kysely.withPlugin({
      transformQuery: ({ node }) => {
        if (node.kind === 'UpdateQueryNode') updates++;
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const queue = new JobQueue(counted, 'sqlite', clock, LEASE);
    await queue.enqueue('demo', { n: 2 });
    await queue.enqueue('demo', { n: 3 });
    const [a, b, c] = await queue.claim(10);
    updates = 0;
    // c's claim no longer holds (as if it had been taken over and claimed again since).
    const stale = { ...c!, attempts: c!.attempts + 1 };
    await Promise.all([queue.complete(a!), queue.complete(b!), queue.complete(stale)]);
    expect(updates).toBe(1);
    const statuses = await opened.db.kysely
      .selectFrom('jobs')
      .select(['id', 'status'])
      .orderBy('id')
      .execute();
    expect(statuses.map((j) => j.status)).toEqual(['done', 'done', 'running']);
    expect(statuses.map((j) => j.id)).toEqual([a!.id, b!.id, c!.id]);
  });

  it('keeps a job whose holder renews its lease', async () => {
    const [job] = await first.claim(10);
    for (let i = 0; i < 5; i++) {
      clock.advance(LEASE - 1);
      await first.renew([job!.id]);
      expect(await second.claim(10)).toEqual([]);
    }
    // The other queue cannot renew what it does not hold.
    clock.advance(LEASE - 1);
    await second.renew([job!.id]);
    clock.advance(2);
    expect(await second.claim(10)).toHaveLength(1);
  });

  it('renews the jobs a worker runs while they run', async () => {
    // A lease of 300 ms of real time, renewed every 100 ms by the worker's heartbeat.
    const real = new JobQueue(opened.db.kysely, 'sqlite', { now: () => new Date() }, 300);
    const other = new JobQueue(opened.db.kysely, 'sqlite', { now: () => new Date() }, 300);
    const worker = new JobWorker(real, { error: () => {} });
    let finish = () => {};
    let started = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    worker.on('demo', () => {
      started();
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const drained = worker.runDue();
    await running;
    // Several leases pass while the job runs; each look finds it still held by the worker.
    for (let look = 0; look < 3; look++) {
      const before = (await row()).locked_until!;
      await new Promise<void>((resolve) => {
        const poll = async () => {
          if ((await row()).locked_until! > before) resolve();
          else setTimeout(poll, 10);
        };
        void poll();
      });
      expect(await other.claim(10)).toEqual([]);
    }
    finish();
    expect(await drained).toBe(1);
    expect(await row()).toMatchObject({ status: 'done', attempts: 1, locked_by: real.owner });
  });
});
