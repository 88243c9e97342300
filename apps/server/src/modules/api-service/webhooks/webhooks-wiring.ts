import type { Kysely } from 'kysely';
import type { Clock } from '../../../clock.ts';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/schema.ts';
import type { TransactionBatcher } from '../../../db/transaction-batcher.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import type { JobWorker } from '../../../jobs/worker.ts';
import type { OplogService } from '../../oplog/oplog.service.ts';
import type { OrderTransitions } from '../../orders/orders.service.ts';
import type { TeamService } from '../../team/team.service.ts';
import type { ApiKeysRepository } from '../access/api-keys.repository.ts';
import { WebhookDelivery } from './webhook-delivery.ts';
import { WebhookEventsRepository } from './webhook-events.repository.ts';
import { WebhookLogService } from './webhook-log.service.ts';
import { WebhookResendsRepository } from './webhook-resends.repository.ts';
import { WEBHOOK_JOB, WebhookRecorder } from './webhook-recorder.ts';
import type { LookupAll } from './webhook-target.ts';

export interface WebhooksWiring {
  db: Kysely<Database>;
  jobs: JobQueue;
  worker: JobWorker;
  batcher: TransactionBatcher;
  transitions: OrderTransitions;
  apiKeys: ApiKeysRepository;
  team: TeamService;
  oplog: OplogService;
  clock: Clock;
  config: Pick<
    Config,
    | 'isProduction'
    | 'WEBHOOK_TIMEOUT_MS'
    | 'WEBHOOK_MAX_ATTEMPTS'
    | 'WEBHOOK_RESENDS_PER_EVENT'
    | 'WEBHOOK_RESENDS_PER_HOUR'
  >;
}

/** The delivery of one try, for the worker (and for tests that try a production-mode delivery). */
export function webhookDelivery(deps: WebhooksWiring, options: { lookup?: LookupAll } = {}) {
  return new WebhookDelivery({
    repo: new WebhookEventsRepository(deps.db),
    keys: deps.apiKeys,
    run: (work) => deps.batcher.run(work),
    enqueue: (type, payload, { delayMs, db }) => deps.jobs.enqueue(type, payload, { delayMs, db }),
    clock: deps.clock,
    production: deps.config.isProduction,
    timeoutMs: deps.config.WEBHOOK_TIMEOUT_MS,
    maxAttempts: deps.config.WEBHOOK_MAX_ATTEMPTS,
    lookup: options.lookup,
  });
}

/**
 * Webhooks to merchants: every final status of an API order records an event in its transaction,
 * the job worker delivers it with retries, and the web reads the log and resends.
 */
export function createWebhooks(deps: WebhooksWiring) {
  const repo = new WebhookEventsRepository(deps.db);
  const recorder = new WebhookRecorder(repo, (type, payload, trx) =>
    deps.jobs.enqueue(type, payload, { db: trx }),
  );
  deps.transitions.onApiOrderFinal(recorder.record);
  deps.worker.on(WEBHOOK_JOB, webhookDelivery(deps).handle);
  const log = new WebhookLogService({
    repo,
    team: deps.team,
    oplog: deps.oplog,
    run: (work) => deps.batcher.run(work),
    enqueue: (type, payload, trx) => deps.jobs.enqueue(type, payload, { db: trx }),
    clock: deps.clock,
    resends: new WebhookResendsRepository(),
    limits: {
      perEvent: deps.config.WEBHOOK_RESENDS_PER_EVENT,
      perHour: deps.config.WEBHOOK_RESENDS_PER_HOUR,
    },
  });
  return { log, recorder, wiring: deps };
}
