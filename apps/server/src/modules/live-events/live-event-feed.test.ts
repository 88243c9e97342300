import { describe, expect, it } from 'vitest';
import { LiveEventFeed } from './live-event-feed.ts';
import type { LiveEventRow, LiveEventsRepository } from './live-events.repository.ts';

const row = (id: number): LiveEventRow => ({
  id,
  main_user_id: 1,
  user_id: null,
  type: 'order',
  data: '{}',
  create_time: '',
});

/** The committed rows a feed can see; ids may commit out of order, as on PostgreSQL. */
function fakeRepo(committed: number[]) {
  return {
    after: async (id: number) =>
      committed
        .filter((c) => c > id)
        .sort((a, b) => a - b)
        .map(row),
    latestId: async () => Math.max(0, ...committed),
  } as unknown as LiveEventsRepository;
}

describe('LiveEventFeed', () => {
  it('tells a row that commits after a younger one, and each row once', async () => {
    const committed: number[] = [];
    const now = 0;
    const feed = new LiveEventFeed(
      fakeRepo(committed),
      { pollMs: 60_000, gapWaitMs: 1_000 },
      () => now,
    );
    const told: number[] = [];
    const stop = await feed.subscribe((r) => told.push(r.id));
    committed.push(2);
    feed.wake();
    await feed.settled();
    expect(told).toEqual([2]);
    committed.push(1, 3);
    feed.wake();
    await feed.settled();
    expect(told).toEqual([2, 1, 3]);
    feed.wake();
    await feed.settled();
    expect(told).toEqual([2, 1, 3]);
    stop();
  });

  it('stops waiting for a missing id (a rolled-back insert) after the gap wait', async () => {
    const committed: number[] = [];
    let now = 0;
    const repo = fakeRepo(committed);
    const reads: number[] = [];
    const after = repo.after.bind(repo);
    repo.after = async (id: number) => {
      reads.push(id);
      return after(id);
    };
    const feed = new LiveEventFeed(repo, { pollMs: 60_000, gapWaitMs: 1_000 }, () => now);
    const stop = await feed.subscribe(() => {});
    committed.push(2);
    feed.wake();
    await feed.settled();
    now = 500;
    feed.wake();
    await feed.settled();
    // Still waiting for 1: reads start below it.
    expect(reads.at(-1)).toBe(0);
    now = 1_500;
    feed.wake();
    await feed.settled();
    feed.wake();
    await feed.settled();
    expect(reads.at(-1)).toBe(2);
    stop();
  });
});
