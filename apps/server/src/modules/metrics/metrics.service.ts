import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { recordHttpMetrics } from './http-metrics.ts';
import { LedgerCheck } from './ledger-check.ts';
import { LedgerCheckRepository } from './ledger-check.repository.ts';
import { MetricsServer } from './metrics-server.ts';
import { createMetricsRegistry } from './metrics-registry.ts';
import { orderMetrics, type FinishedOrder } from './order-metrics.ts';
import { PendingSends } from './pending-sends.ts';
import { PendingSendsRepository } from './pending-sends.repository.ts';
import { poolMetrics } from './pool-metrics.ts';
import { queueMetrics } from './queue-metrics.ts';
import { RailMetrics } from '../../channels/rail-metrics.ts';
import { RailWaiting } from './rail-waiting.ts';
import { QueueMetricsRepository } from './queue-metrics.repository.ts';

export type { FinishedOrder };

export interface MetricsDeps {
  db: Db;
  clock: Clock;
  /** Where a scrape or a ledger check that failed is logged. */
  logError: (error: unknown, message: string) => void;
}

/**
 * Prometheus metrics of one app instance (docs/operations.md, "Metrics"): request rates and
 * latencies, orders that ended, the job queue, failing webhooks and messages, the PostgreSQL
 * pool and the ledger check. Served only on METRICS_PORT by `listen`, never on the public port.
 */
export class MetricsService {
  readonly registry = createMetricsRegistry();
  readonly ledgerCheck: LedgerCheck;
  /** Calls to the rails' providers: requests, answer codes and latency, per rail. */
  readonly railCalls = new RailMetrics(this.registry);
  private readonly orders = orderMetrics(this.registry);
  private readonly server: MetricsServer;

  constructor(deps: MetricsDeps) {
    const { db, clock, logError } = deps;
    queueMetrics(new QueueMetricsRepository(db.kysely), clock, this.registry, (error) =>
      logError(error, 'metrics: reading the job queue failed'),
    );
    if (db.poolUse) poolMetrics(db.poolUse, this.registry);
    this.ledgerCheck = new LedgerCheck(
      new LedgerCheckRepository(db.kysely),
      clock,
      this.registry,
      (error) => logError(error, 'ledger check could not read the database'),
      orderScans(
        new PendingSends(new PendingSendsRepository(db.kysely), this.registry),
        new RailWaiting(db.kysely, this.registry),
      ),
    );
    this.server = new MetricsServer(this.registry, (error) =>
      logError(error, 'metrics scrape failed'),
    );
  }

  /** Times and counts every request of the public server by route pattern. */
  observe(server: FastifyInstance): void {
    recordHttpMetrics(server, this.registry);
  }

  /** OrderTransitions' final-status listener: counts the order by kind, rail and status. */
  readonly orderFinished = (order: FinishedOrder, to: number): void => {
    this.orders.finished(order, to);
  };

  /** Serves GET /metrics on its own port and starts the periodic ledger check; returns the port. */
  async listen(options: { port: number; host: string; ledgerCheckMs: number }): Promise<number> {
    const port = await this.server.listen(options.port, options.host);
    this.ledgerCheck.start(options.ledgerCheckMs);
    return port;
  }

  /** Stops the ledger check and the metrics port (the app's onClose, so also on a graceful stop). */
  async close(): Promise<void> {
    await this.ledgerCheck.stop();
    await this.server.close();
  }
}

/** The scans of the orders table the ledger check runs on its beat, one after the other. */
function orderScans(...scans: Array<{ run(): Promise<void> }>) {
  return {
    async run() {
      for (const scan of scans) await scan.run();
    },
  };
}
