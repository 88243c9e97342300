import type { FastifyBaseLogger } from 'fastify';
import type { ClaimedJob, JobQueue } from './job-queue.ts';

export type JobHandler = (payload: unknown, job: ClaimedJob) => Promise<void>;

/** How many jobs one process runs at once. */
export const JOB_SLOTS = 50;

/**
 * Runs due jobs in this process, up to `JOB_SLOTS` at once, claiming more as slots free: one
 * slow job (a webhook waiting out its timeout) holds one slot, not every payout claimed after it.
 * `runDue()` is also what tests call after moving the clock, so background behaviour is exercised
 * without sleeping.
 */
export class JobWorker {
  private readonly handlers = new Map<string, JobHandler>();
  /** The jobs running now, by id: their leases are renewed while they run. */
  private readonly inFlight = new Map<number, Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  /** Set by stop(): the jobs in hand finish, no new one is claimed. */
  private stopping = false;
  /** The last claim filled every free slot, so more may be due than were taken. */
  private backlog = false;
  private wake: () => void = () => {};

  constructor(
    private readonly queue: JobQueue,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  on(type: string, handler: JobHandler): void {
    this.handlers.set(type, handler);
  }

  /**
   * Runs every job due now, and those that become due while it runs; returns how many ran.
   * Called while a run is under way, it makes that run look for due jobs again.
   */
  runDue(): Promise<number> {
    if (this.running) {
      this.wake();
      return this.running;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * Claims into free slots, then sleeps until a reason to claim again: a poll tick (new jobs may
   * be due), a job ending while there is a backlog, or the last job ending (what it enqueued may
   * be due). Waking on every job's end with no backlog would cost a claim per job for nothing.
   */
  private async drain(): Promise<number> {
    let total = 0;
    const heartbeat = setInterval(() => this.renewLeases(), this.queue.leaseMs / 3);
    heartbeat.unref();
    try {
      while (!this.stopping) {
        const woken = new Promise<void>((resolve) => (this.wake = resolve));
        const free = JOB_SLOTS - this.inFlight.size;
        const jobs = free > 0 ? await this.queue.claim(free) : [];
        this.backlog = free > 0 && jobs.length === free;
        for (const job of jobs) this.launch(job);
        total += jobs.length;
        if (this.inFlight.size === 0) return total;
        if (jobs.length === 0 || !this.backlog) await woken;
      }
      return total;
    } finally {
      // Whatever ends the loop (stop, a failed claim), the jobs in hand finish under their lease.
      await Promise.all(this.inFlight.values());
      clearInterval(heartbeat);
    }
  }

  private launch(job: ClaimedJob): void {
    const run = this.runOne(job)
      .catch((error) => this.log.error({ err: error, jobId: job.id }, 'job outcome not recorded'))
      .finally(() => {
        this.inFlight.delete(job.id);
        if (this.backlog || this.inFlight.size === 0) this.wake();
      });
    this.inFlight.set(job.id, run);
  }

  /**
   * Three renewals per lease, so a job outliving its lease is not handed to another instance
   * while this one is alive; one this process stops renewing (it died) passes on within a lease.
   */
  private renewLeases(): void {
    if (this.inFlight.size === 0) return;
    this.queue
      .renew([...this.inFlight.keys()])
      .catch((error) => this.log.error({ err: error }, 'job lease renewal failed'));
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
    this.wake();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
