import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * One registry per app instance (not prom-client's global one), so that two apps in one process
 * (tests, a second instance) never share or double-register a series.
 */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  // Process CPU, memory, event-loop lag, open handles: the node's own health beside ours.
  collectDefaultMetrics({ register: registry });
  return registry;
}
