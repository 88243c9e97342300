import { Gauge, type Registry } from 'prom-client';
import type { Clock } from '../../clock.ts';
import type { LedgerCheckCounts, LedgerCheckRepository } from './ledger-check.repository.ts';
import type { PendingSends } from './pending-sends.ts';

/**
 * A periodic, read-only check of the whole ledger: every entry balances per currency and every
 * account's balance is the sum of its postings. Its result is a metric an alert watches. Each
 * instance serving metrics runs its own timer; the check writes nothing, so several running at
 * once only repeat the same reading.
 */
export class LedgerCheck {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private readonly ok: Gauge;
  private readonly unbalanced: Gauge;
  private readonly unreconciled: Gauge;
  private readonly lastRun: Gauge;

  constructor(
    private readonly repo: LedgerCheckRepository,
    private readonly clock: Clock,
    registry: Registry,
    private readonly onError: (error: unknown) => void,
    /** Read on the same beat: scans of the orders table too costly for every scrape. */
    private readonly pendingSends?: Pick<PendingSends, 'run'>,
  ) {
    const registers = [registry];
    this.ok = new Gauge({
      name: 'pesa_ledger_check_ok',
      help: '1 when the last ledger check found every entry balanced and every account reconciled, else 0',
      registers,
    });
    this.unbalanced = new Gauge({
      name: 'pesa_ledger_unbalanced_entries',
      help: 'Ledger entries whose postings do not sum to zero per currency, at the last check',
      registers,
    });
    this.unreconciled = new Gauge({
      name: 'pesa_ledger_unreconciled_accounts',
      help: 'Ledger accounts whose balance differs from the sum of their postings, at the last check',
      registers,
    });
    this.lastRun = new Gauge({
      name: 'pesa_ledger_check_last_run_timestamp_seconds',
      help: 'Unix time at which the last ledger check finished',
      registers,
    });
  }

  /** Runs the check now (a run already under way is awaited, not repeated). */
  run(): Promise<void> {
    this.running ??= this.check().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async check(): Promise<void> {
    let counts: LedgerCheckCounts;
    try {
      await this.pendingSends?.run();
      counts = await this.repo.counts();
    } catch (error) {
      // A check that could not read says nothing about the ledger: the last result stands, and
      // its age (last_run) tells the alert that checks have stopped.
      this.onError(error);
      return;
    }
    const healthy = counts.unbalancedEntries === 0 && counts.unreconciledAccounts === 0;
    this.ok.set(healthy ? 1 : 0);
    this.unbalanced.set(counts.unbalancedEntries);
    this.unreconciled.set(counts.unreconciledAccounts);
    this.lastRun.set(this.clock.now().getTime() / 1000);
  }

  /** Checks now and then every `intervalMs`; the timer never keeps the process alive. */
  start(intervalMs: number): void {
    if (this.timer) return;
    void this.run();
    this.timer = setInterval(() => void this.run(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
