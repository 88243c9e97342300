import { Gauge, type Registry } from 'prom-client';
import type { PendingSendsRepository } from './pending-sends.repository.ts';

/**
 * Sends waiting for their payout, read with the ledger check: how many, and when the oldest was
 * made. A payout stuck at its rail (no callback, status queries exhausted) shows here even when
 * no job of it is left in the queue.
 */
export class PendingSends {
  private readonly count: Gauge;
  private readonly oldest: Gauge;

  constructor(
    private readonly repo: PendingSendsRepository,
    registry: Registry,
  ) {
    this.count = new Gauge({
      name: 'pesa_sends_pending',
      help: 'Sends waiting for their payout (status pending), at the last check',
      registers: [registry],
    });
    this.oldest = new Gauge({
      name: 'pesa_sends_pending_oldest_created_timestamp_seconds',
      help: 'Unix time at which the oldest send still waiting for its payout was made (0 when none waits)',
      registers: [registry],
    });
  }

  async run(): Promise<void> {
    const { count, oldestCreated } = await this.repo.summary();
    this.count.set(count);
    this.oldest.set(oldestCreated ? Date.parse(oldestCreated) / 1000 : 0);
  }
}
