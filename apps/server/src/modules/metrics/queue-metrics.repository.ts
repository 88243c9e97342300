import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The job statuses the queue gauges read; `done` rows are history and never scanned. */
export const OPEN_JOB_STATUSES = ['pending', 'running', 'failed'] as const;

export interface JobGroup {
  type: string;
  status: string;
  count: number;
  /** Pending jobs that already ran and failed at least once, waiting for their next try. */
  retrying: number;
  /** The run_at of the oldest pending job already due, or null when none is due. */
  oldestDue: string | null;
}

/**
 * Read at scrape time, on the scraping instance's connection. Every query starts from an index:
 * jobs by (status, run_at), webhook events by the partial index over the undelivered ones.
 */
export class QueueMetricsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Jobs by type and status, with retries and the oldest due pending job, in one pass. */
  async jobGroups(now: string): Promise<JobGroup[]> {
    const rows = await this.db
      .selectFrom('jobs')
      .select((eb) => [
        'type',
        'status',
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<number>(eb.case().when('attempts', '>', 0).then(1).else(0).end()).as('retrying'),
        eb.fn
          .min<string | null>(
            eb
              .case()
              .when(eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', now)]))
              .then(eb.ref('run_at'))
              .end(),
          )
          .as('oldest_due'),
      ])
      .where('status', 'in', [...OPEN_JOB_STATUSES])
      .groupBy(['type', 'status'])
      .execute();
    return rows.map((row) => ({
      type: row.type,
      status: row.status,
      count: Number(row.count),
      retrying: row.status === 'pending' ? Number(row.retrying ?? 0) : 0,
      oldestDue: row.oldest_due ?? null,
    }));
  }

  /**
   * Webhook events failing: `retrying` (a try was refused, another is queued) and `failed` (the
   * tries ran out; the merchant may resend).
   */
  async failingWebhooks(): Promise<{ retrying: number; failed: number }> {
    const rows = await this.db
      .selectFrom('webhook_events')
      .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
      .where('status', '<>', 'delivered')
      .where((eb) =>
        eb.or([
          eb('status', '=', 'failed'),
          eb.and([eb('status', '=', 'pending'), eb('attempts', '>', 0)]),
        ]),
      )
      .groupBy('status')
      .execute();
    const count = (status: string) => Number(rows.find((r) => r.status === status)?.count ?? 0);
    return { retrying: count('pending'), failed: count('failed') };
  }
}
