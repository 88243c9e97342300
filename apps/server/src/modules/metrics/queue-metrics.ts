import { Gauge, type Registry } from 'prom-client';
import type { Clock } from '../../clock.ts';
import { NOTIFY_MESSAGES_JOB, RECIPIENT_SMS_JOB } from '../notifications/notifications.service.ts';
import { OPEN_JOB_STATUSES, type QueueMetricsRepository } from './queue-metrics.repository.ts';

/** The jobs that send an SMS or email: their retries and dead jobs are messages failing. */
const MESSAGE_JOBS = new Set([NOTIFY_MESSAGES_JOB, RECIPIENT_SMS_JOB]);

/**
 * Job queue, webhook and message gauges, read from the database when Prometheus scrapes (one
 * grouped query for the jobs, one for webhooks), so every instance reports the shared queue as it
 * is now, not as this process last saw it.
 */
export function queueMetrics(
  repo: QueueMetricsRepository,
  clock: Clock,
  registry: Registry,
  onError: (error: unknown) => void,
) {
  // One read serves every gauge of a scrape: prom-client collects all metrics concurrently, so
  // the gauges' collect() calls all await the same read.
  let reading: Promise<void> | null = null;
  const collect = async () => {
    reading ??= read().finally(() => {
      reading = null;
    });
    await reading;
  };
  const registers = [registry];
  const depth = new Gauge({
    name: 'pesa_jobs',
    help: 'Jobs in the queue by type and status (pending, running, failed = dead)',
    labelNames: ['type', 'status'] as const,
    registers,
    collect,
  });
  const oldestAge = new Gauge({
    name: 'pesa_jobs_oldest_due_age_seconds',
    help: 'How long the oldest due pending job of each type has been waiting (0 when none is due)',
    labelNames: ['type'] as const,
    registers,
    collect,
  });
  const retrying = new Gauge({
    name: 'pesa_jobs_retrying',
    help: 'Pending jobs that failed at least once and wait for another try, by type',
    labelNames: ['type'] as const,
    registers,
    collect,
  });
  const dead = new Gauge({
    name: 'pesa_jobs_dead',
    help: 'Jobs that ran out of tries (status failed), by type',
    labelNames: ['type'] as const,
    registers,
    collect,
  });
  const messages = new Gauge({
    name: 'pesa_messages_failing',
    help: 'SMS and email sends failing: retrying (a send failed, another try is queued) or dead',
    labelNames: ['state'] as const,
    registers,
    collect,
  });
  const webhooks = new Gauge({
    name: 'pesa_webhook_deliveries_failing',
    help: 'Webhook events not delivered: retrying (a try was refused) or failed (tries ran out)',
    labelNames: ['state'] as const,
    registers,
    collect,
  });

  const databaseUp = new Gauge({
    name: 'pesa_database_up',
    help: '1 when the last scrape read the queue from the database, 0 when the database failed it',
    registers,
    collect,
  });
  const read = async () => {
    const now = clock.now();
    let groups: Awaited<ReturnType<QueueMetricsRepository['jobGroups']>>;
    let failingWebhooks: Awaited<ReturnType<QueueMetricsRepository['failingWebhooks']>>;
    try {
      [groups, failingWebhooks] = await Promise.all([
        repo.jobGroups(now.toISOString()),
        repo.failingWebhooks(),
      ]);
    } catch (error) {
      // The process's own metrics still answer; the queue gauges keep their last reading.
      onError(error);
      databaseUp.set(0);
      return;
    }
    databaseUp.set(1);
    for (const gauge of [depth, oldestAge, retrying, dead, messages, webhooks]) gauge.reset();
    const messageCounts = { retrying: 0, dead: 0 };
    for (const type of new Set(groups.map((g) => g.type))) {
      for (const status of OPEN_JOB_STATUSES) depth.set({ type, status }, 0);
      oldestAge.set({ type }, 0);
      retrying.set({ type }, 0);
      dead.set({ type }, 0);
    }
    for (const group of groups) {
      depth.set({ type: group.type, status: group.status }, group.count);
      if (group.status === 'pending') {
        retrying.set({ type: group.type }, group.retrying);
        if (group.oldestDue) {
          const age = (now.getTime() - Date.parse(group.oldestDue)) / 1000;
          oldestAge.set({ type: group.type }, Math.max(0, age));
        }
        if (MESSAGE_JOBS.has(group.type)) messageCounts.retrying += group.retrying;
      }
      if (group.status === 'failed') {
        dead.set({ type: group.type }, group.count);
        if (MESSAGE_JOBS.has(group.type)) messageCounts.dead += group.count;
      }
    }
    messages.set({ state: 'retrying' }, messageCounts.retrying);
    messages.set({ state: 'dead' }, messageCounts.dead);
    webhooks.set({ state: 'retrying' }, failingWebhooks.retrying);
    webhooks.set({ state: 'failed' }, failingWebhooks.failed);
  };
}
