import type { FastifyBaseLogger } from 'fastify';
import type { ClaimedJob, JobQueue } from './job-queue.ts';

export type JobHandler = (payload: unknown, job: ClaimedJob) => Promise<void>;

/**
 * Runs due jobs in this process. `runDue()` is also what tests call after moving the clock, so
 * background behaviour is exercised without sleeping.
 */
export class JobWorker {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  /** Set by stop(): the batch in hand finishes, no new one is claimed. */
  private stopping = false;

  constructor(
    private readonly queue: JobQueue,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  on(type: string, handler: JobHandler): void {
    this.handlers.set(type, handler);
  }

  /** Runs every job due now, batch after batch; returns how many ran. */
  runDue(): Promise<number> {
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async drain(): Promise<number> {
    let total = 0;
    while (!this.stopping) {
      const jobs = await this.queue.claim(50);
      if (jobs.length === 0) return total;
      await this.runHolding(jobs);
      total += jobs.length;
    }
    return total;
  }

  /**
   * Runs a batch while renewing the lease of the jobs still running, three times per lease, so
   * a job outliving its lease is not handed to another instance while this one is alive; one
   * this process stops renewing (it died) passes to another within a lease.
   */
  private async runHolding(jobs: ClaimedJob[]): Promise<void> {
    const running = new Set(jobs.map((job) => job.id));
    const heartbeat = setInterval(() => {
      this.queue
        .renew([...running])
        .catch((error) => this.log.error({ err: error }, 'job lease renewal failed'));
    }, this.queue.leaseMs / 3);
    heartbeat.unref();
    try {
      await Promise.all(
        jobs.map(async (job) => {
          await this.runOne(job);
          running.delete(job.id);
        }),
      );
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async runOne(job: ClaimedJob): Promise<void> {
    const handler = this.handlers.get(job.type);
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      await handler(job.payload, job);
      await this.queue.complete(job);
    } catch (error) {
      this.log.error({ err: error, jobId: job.id, type: job.type }, 'job failed');
      await this.queue.fail(job, error);
    }
  }

  start(intervalMs: number): void {
    if (this.timer) return;
    this.stopping = false;
    this.timer = setInterval(() => {
      this.runDue().catch((error) => this.log.error({ err: error }, 'job worker failed'));
    }, intervalMs);
    this.timer.unref();
  }

  /** Claims nothing more and waits for the jobs in hand, so none stays leased to this process. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
